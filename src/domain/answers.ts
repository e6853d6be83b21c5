// Answer lists per question type (SPEC §3 and §5).
import {
  QuestionType,
  type ArrangeAnswer,
  type ChoiceAnswer,
  type StoragePath,
  type TrueFalseAnswer,
} from './question';

/** How many answers each type takes. For open-ended, the count is of accepted answers (not the empty slot). */
export const ANSWER_COUNT_BOUNDS: Record<QuestionType, { min: number; max: number }> = {
  [QuestionType.SingleChoice]: { min: 2, max: 12 },
  [QuestionType.TrueFalse]: { min: 2, max: 2 },
  [QuestionType.OpenEnded]: { min: 1, max: 50 },
  [QuestionType.MultiSelect]: { min: 2, max: 12 },
  [QuestionType.Arrange]: { min: 2, max: 9 },
};

/** Whether the editor offers "add answer" for a list of `count` answers. */
export function canAddAnswer(type: QuestionType, count: number): boolean {
  return count < ANSWER_COUNT_BOUNDS[type].max;
}

/**
 * Whether the editor offers "delete answer": from 3 answers for choice and arrange questions (so 2
 * remain), never for true/false, and for open-ended while there is an accepted answer to delete.
 * Deleting the last accepted answer leaves the empty slot to type a new one; a save with none is refused.
 */
export function canDeleteAnswer(type: QuestionType, count: number): boolean {
  switch (type) {
    case QuestionType.TrueFalse:
      return false;
    case QuestionType.OpenEnded:
      return count >= 1;
    default:
      return count >= 3;
  }
}

export const trueFalseAnswers = (trueIsCorrect = true): [TrueFalseAnswer, TrueFalseAnswer] => [
  { name: 'True', isCorrect: trueIsCorrect },
  { name: 'False', isCorrect: !trueIsCorrect },
];

export const blankChoiceAnswer = (): ChoiceAnswer => ({ name: '', type: 0, isCorrect: false });
export const blankArrangeAnswer = (): ArrangeAnswer => ({ name: '', type: 0 });

/**
 * An open-ended answer list as stored: the non-empty accepted answers, then exactly one empty slot.
 * Empty alternates are removed (SPEC §5).
 */
export function withOpenEndedSlot(accepted: readonly string[]): string[] {
  return [...accepted.filter((answer) => answer.trim() !== ''), ''];
}

/** The accepted answers of an open-ended list, without empty entries and the trailing slot. */
export function acceptedOpenAnswers(answers: readonly string[]): string[] {
  return answers.filter((answer) => answer.trim() !== '');
}

/** An image option's name: the uploaded file as "{folder}/{file}". */
export const imageAnswerName = ([folder, file]: StoragePath): string => `${folder}/${file}`;

/** The uploaded file an image option's name holds, or null when the name is not "{folder}/{file}". */
export function imageAnswerPath(name: string): StoragePath | null {
  const slash = name.indexOf('/');
  return slash > 0 && slash < name.length - 1 ? [name.slice(0, slash), name.slice(slash + 1)] : null;
}
