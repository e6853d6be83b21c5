// A row's answer cells, shared by Loqi's template and Kahoot's: the filled answers with their column numbers,
// and the cells that name answers by number ("1,3"). A number names the column, not the n-th filled answer:
// with answer 2 left blank, "3" is still the third answer column.
import { trueFalseAnswers } from '../quiz/answers';
import { AnswerKind, type ChoiceAnswer, type TrueFalseAnswer } from '../quiz/question';
import type { RowProblems } from './importProblems';
import type { SheetCell } from './quizFile';
import { cellNumberList, cellText } from './sheetCells';

/** A filled answer cell: its answer number (the column's, from 1) and its text. */
export interface FilledAnswer {
  number: number;
  text: string;
}

/** The filled cells among a row's answer columns, in column order. */
export function filledAnswers(
  row: readonly SheetCell[],
  answerColumns: readonly { number: number; column: number }[],
): FilledAnswer[] {
  return answerColumns
    .map(({ number, column }) => ({ number, text: cellText(row[column]) }))
    .filter(({ text }) => text !== '');
}

/** The answer numbers a cell lists; a problem in `column` for each that names no filled answer. */
export function namedAnswers(
  cell: SheetCell | undefined,
  column: string,
  filled: readonly FilledAnswer[],
  problems: RowProblems,
): Set<number> {
  const listed = cellNumberList(cell);
  if ('reason' in listed) {
    problems.add(column, listed.reason);
    return new Set();
  }
  for (const number of listed.numbers) {
    if (!filled.some((answer) => answer.number === number)) problems.add(column, `answer ${number} is empty`);
  }
  return new Set(listed.numbers);
}

/** Choice options from the filled answers: `correct` and `images` hold answer numbers. */
export function choiceAnswers(
  filled: readonly FilledAnswer[],
  correct: ReadonlySet<number>,
  images: ReadonlySet<number> = new Set(),
): ChoiceAnswer[] {
  return filled.map(({ number, text }) => ({
    name: text,
    type: images.has(number) ? AnswerKind.Image : AnswerKind.Text,
    isCorrect: correct.has(number),
  }));
}

/** Whether a text says True or False (any case): the option it names, or null. */
export function trueOrFalse(text: string): TrueFalseAnswer['name'] | null {
  const word = text.toLowerCase();
  return word === 'true' ? 'True' : word === 'false' ? 'False' : null;
}

/**
 * A true/false question's answers from exactly two filled answers True and False (any order, any case)
 * with exactly one of them correct; null when the answers are not that.
 */
export function trueFalseFromChoices(
  filled: readonly FilledAnswer[],
  correct: ReadonlySet<number>,
): [TrueFalseAnswer, TrueFalseAnswer] | null {
  if (filled.length !== 2) return null;
  const [first, second] = filled as [FilledAnswer, FilledAnswer];
  const names = [trueOrFalse(first.text), trueOrFalse(second.text)];
  if (names[0] === null || names[1] === null || names[0] === names[1]) return null;
  if (filled.filter((answer) => correct.has(answer.number)).length !== 1) return null;
  const trueAnswer = filled[names.indexOf('True')] as FilledAnswer;
  return trueFalseAnswers(correct.has(trueAnswer.number));
}
