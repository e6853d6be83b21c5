// Quizzes (SPEC §3).
import type { Question, StoragePath } from './question';

export const Visibility = { Public: 0, Unlisted: 1, Private: 2 } as const;
export type Visibility = (typeof Visibility)[keyof typeof Visibility];

export const visibilityNames: Record<Visibility, string> = {
  0: 'Public',
  1: 'Unlisted',
  2: 'Private',
};

export interface QuizData {
  title: string;
  desc: string;
  /** The cover image, or null for none. */
  image: StoragePath | null;
  randomizeQuestionOrder: boolean;
  visibility: Visibility;
  version: number;
  copyProtect: boolean;
}

export interface QuizContent {
  data: QuizData;
  questions: Question[];
}

/** A stored quiz: quiz/loqs/{id}. */
export interface QuizRecord {
  owner: string;
  /** Last-modified time, ms since the epoch. */
  opened: number;
  content: QuizContent;
}

/** One row of an Explore search. */
export interface SearchResultItem {
  id: string;
  title: string;
  description: string;
  lastModified: number;
  plays: number;
}
