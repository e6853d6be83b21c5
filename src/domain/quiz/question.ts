// Questions and their answers (SPEC §3).

/** A stored file: quizUploads/{folder}/{file}. */
export type StoragePath = [folder: string, file: string];

export const QuestionType = {
  SingleChoice: 0,
  TrueFalse: 1,
  OpenEnded: 2,
  MultiSelect: 3,
  Arrange: 4,
} as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];

/** Every question type, in order. */
export const QUESTION_TYPES: readonly QuestionType[] = Object.values(QuestionType);

/** The names shown for each type, e.g. on the host's question intro. */
export const questionTypeNames: Record<QuestionType, string> = {
  0: 'Multiple Choice',
  1: 'True/False',
  2: 'Open-ended',
  3: 'Multi-select',
  4: 'Arrange',
};

export const MediaMode = { None: 0, Image: 1, Video: 2 } as const;
export type MediaMode = (typeof MediaMode)[keyof typeof MediaMode];

/** Whether an answer option is written text or an uploaded image. */
export const AnswerKind = { Text: 0, Image: 1 } as const;
export type AnswerKind = (typeof AnswerKind)[keyof typeof AnswerKind];

/**
 * An option of a single-choice or multi-select question. For an image option, `name` holds the
 * uploaded file as "{folder}/{file}".
 */
export interface ChoiceAnswer {
  name: string;
  type: AnswerKind;
  isCorrect: boolean;
}

/** One of the two fixed options of a true/false question. */
export interface TrueFalseAnswer {
  name: 'True' | 'False';
  isCorrect: boolean;
}

/** An item of an arrange question; the list order is the correct order. Arrange items are text. */
export interface ArrangeAnswer {
  name: string;
  type: typeof AnswerKind.Text;
}

export interface PointsOptions {
  basePoints: number;
  timeBonus: number;
}

interface QuestionBase {
  title: string;
  desc: string;
  mediaMode: MediaMode;
  /** An image as [folder, file] when mediaMode is Image, a video link when Video, '' when None. */
  mediaURL: StoragePath | string;
  timeLimit: number;
  customPointsOptions: PointsOptions;
  titlePlusDesc: boolean;
  titlePlusImg: boolean;
  /**
   * Why the correct answer is correct, shown with the question's results (host and phones). Optional: absent
   * when the author wrote none, and in every quiz saved before explanations existed. It may tell the answer,
   * so it is withheld wherever the answer key is (answerKeys.ts).
   */
  explanation?: string;
}

export interface SingleChoiceQuestion extends QuestionBase {
  questionType: typeof QuestionType.SingleChoice;
  answers: ChoiceAnswer[];
  typeSpecificSettings: { randomizeOrder: boolean };
}

export interface TrueFalseQuestion extends QuestionBase {
  questionType: typeof QuestionType.TrueFalse;
  answers: [TrueFalseAnswer, TrueFalseAnswer];
  typeSpecificSettings: Record<string, never>;
}

export interface OpenEndedQuestion extends QuestionBase {
  questionType: typeof QuestionType.OpenEnded;
  /** Accepted answers, always followed by one empty slot for the editor to type the next into. */
  answers: string[];
  typeSpecificSettings: { caseSensitive: boolean };
}

export interface MultiSelectQuestion extends QuestionBase {
  questionType: typeof QuestionType.MultiSelect;
  answers: ChoiceAnswer[];
  typeSpecificSettings: { randomizeOrder: boolean };
}

export interface ArrangeQuestion extends QuestionBase {
  questionType: typeof QuestionType.Arrange;
  answers: ArrangeAnswer[];
  typeSpecificSettings: Record<string, never>;
}

export type Question =
  SingleChoiceQuestion | TrueFalseQuestion | OpenEndedQuestion | MultiSelectQuestion | ArrangeQuestion;
