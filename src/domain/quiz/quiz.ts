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

/** Explore's orders: most recently modified first (the default), or most played first. */
export const SEARCH_SORTS = ['recent', 'plays'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * search/quizzes/{id}: what Explore shows and matches against, kept by the server for every quiz
 * (so plays survive a change of visibility); only `listed` (public) entries are ever returned.
 */
export interface SearchEntry {
  title: string;
  description: string;
  lastModified: number;
  plays: number;
  /** The distinct search words of the title and description, lower-cased, separated by spaces. */
  words: string;
  listed: boolean;
}

/** search/terms/{term}/{id} and search/listed/{id}: the keys Explore sorts by, m (lastModified) and p (plays). */
export interface SearchSortKeys {
  m: number;
  p: number;
}

/** One row of an Explore search. */
export interface SearchResultItem {
  id: string;
  title: string;
  description: string;
  lastModified: number;
  plays: number;
}
