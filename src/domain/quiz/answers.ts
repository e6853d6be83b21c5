// Answer lists per question type (SPEC §3 and §5).
import { type ArrangeAnswer, type ChoiceAnswer, type StoragePath, type TrueFalseAnswer } from './question';

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
