// Every question type's kind, in the one table that everything done by type goes through. The table's type
// asks for an entry per QuestionType, so a new type is refused by the compiler until it has its kind.
import { QUESTION_TYPES, QuestionType, type Question } from '../question';
import { arrange } from './arrange';
import { multiSelect } from './multiSelect';
import { openEnded } from './openEnded';
import type { QuestionKind } from './questionKind';
import { singleChoice } from './singleChoice';
import { trueFalse } from './trueFalse';

export type {
  AnswerEditing,
  GameQuestionOf,
  PortableAnswer,
  QuestionKind,
  QuestionOf,
  ShownOption,
  TypedPart,
} from './questionKind';

const kinds = {
  [QuestionType.SingleChoice]: singleChoice,
  [QuestionType.TrueFalse]: trueFalse,
  [QuestionType.OpenEnded]: openEnded,
  [QuestionType.MultiSelect]: multiSelect,
  [QuestionType.Arrange]: arrange,
} satisfies { [T in QuestionType]: QuestionKind<T, unknown> };

/** What a player of a question of type T sends: an option's position, a list of them, or a text. */
export type PlayerAnswerOf<T extends QuestionType> = T extends QuestionType
  ? (typeof kinds)[T] extends QuestionKind<T, infer Answer>
    ? Answer
    : never
  : never;

/** A player's answer to a question of any type. */
export type PlayerAnswer = PlayerAnswerOf<QuestionType>;

/** The kind of each question type. */
export const questionKinds: { readonly [T in QuestionType]: QuestionKind<T, PlayerAnswerOf<T>> } = kinds;

/** A kind whatever its type: only ever called with a question of its own type (kindOf). */
export type AnyQuestionKind = QuestionKind<QuestionType, PlayerAnswer>;

/**
 * The kind of `question`'s type, for calls with that question. TypeScript cannot follow that the kind and the
 * question have the same type (a correlated union), hence the cast; the table's own type is checked.
 */
export const kindOf = (question: Question): AnyQuestionKind =>
  questionKinds[question.questionType] as AnyQuestionKind;

/** How many answers each type takes. For open-ended, the count is of accepted answers (not the empty slot). */
export const ANSWER_COUNT_BOUNDS = Object.fromEntries(
  QUESTION_TYPES.map((type) => [type, questionKinds[type].answerCount]),
) as Record<QuestionType, { readonly min: number; readonly max: number }>;

/** Whether the editor offers "add answer" for a list of `count` answers. */
export function canAddAnswer(type: QuestionType, count: number): boolean {
  return count < ANSWER_COUNT_BOUNDS[type].max;
}

/**
 * Whether the editor offers "delete answer": from 3 answers for choice questions (so 2 remain), from 4
 * for arrange questions (so 3 remain), never for true/false, and for open-ended while there is an accepted answer to delete.
 */
export function canDeleteAnswer(type: QuestionType, count: number): boolean {
  return questionKinds[type].editing.canDeleteAnswer(count);
}
