// List steps the question kinds share: the editor's changes to an answer list and the shapes of answers.
import { ANSWER_MAX_LENGTH } from '../../common/constants';
import { singleLineText } from '../../common/inputs';
import type { TypedAnswerGroup } from '../../game/typedAnswers';

/** An answer's text as typed: one line, at most 200 characters; trimmed only on blur. */
export const typedAnswer = (text: string) => singleLineText(text, ANSWER_MAX_LENGTH);

export const inRange = (index: number, length: number) =>
  Number.isInteger(index) && index >= 0 && index < length;

export const without = <T>(items: readonly T[], index: number): T[] => items.filter((_, at) => at !== index);

export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The question without answer `index`, when there is one and `canDeleteAnswer` allows it. */
export function withAnswerDeleted<Q extends { answers: readonly unknown[] }>(
  question: Q,
  index: number,
  canDeleteAnswer: (count: number) => boolean,
): Q {
  if (!inRange(index, question.answers.length) || !canDeleteAnswer(question.answers.length)) return question;
  return { ...question, answers: without(question.answers, index) };
}

/** The question with answer `from` moved to `to` (the caller has checked both). */
export const withAnswerMoved = <Q extends { answers: readonly unknown[] }>(
  question: Q,
  from: number,
  to: number,
): Q => ({
  ...question,
  answers: moved(question.answers, from, to),
});

/** Item `index` replaced by `update(item)`; the list unchanged when there is no such item. */
export function updatedAt<T>(items: readonly T[], index: number, update: (item: T) => T): T[] | null {
  if (!inRange(index, items.length)) return null;
  return items.map((item, at) => (at === index ? update(item) : item));
}

/** For an edit a type does not have: the question as it is. */
export const unchanged = <Q>(question: Q): Q => question;

/** The typed answers of a type whose players type nothing: none. */
export const nothingTyped = (): TypedAnswerGroup[] => [];

export const isIndexList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item));

/** The position's stored index, or undefined when nothing is shown there. */
export const storedIndexAt = (displayOrder: readonly number[], position: number): number | undefined =>
  displayOrder[position];

/** Every position of the list in stored indices, or undefined when one is not shown. */
export function storedIndexList(
  positions: readonly number[],
  displayOrder: readonly number[],
): number[] | undefined {
  const mapped = positions.map((position) => storedIndexAt(displayOrder, position));
  return mapped.every((index) => index !== undefined) ? (mapped as number[]) : undefined;
}

/**
 * How many players chose each of `optionCount` shown options, from answers as sent: a position or a list of
 * them, each position counted once per answer; anything else counts for nothing.
 */
export function chosenPositionCounts(optionCount: number, answers: readonly unknown[]): number[] {
  const counts = Array.from({ length: optionCount }, () => 0);
  for (const answer of answers) {
    const positions = new Set(Array.isArray(answer) ? answer : [answer]);
    for (const position of positions) {
      if (Number.isInteger(position) && position >= 0 && position < counts.length) {
        counts[position] = (counts[position] as number) + 1;
      }
    }
  }
  return counts;
}
