// Kahoot's public quiz template (support.kahoot.com, "How to import questions from a spreadsheet"), as the
// public generators of it write it: rows 1-7 instructions, row 8 the headings, questions from row 9; column A
// the question's number, B the question, C-F answers 1-4, G the time limit in seconds, H the correct answers'
// numbers ("1,3"). Headings are matched loosely and looked for in the top rows, so a file whose instruction
// rows were deleted, or whose number column was, still reads. Loqi's limits apply, not Kahoot's 120/75 characters.
import { DEFAULT_BASE_POINTS, DEFAULT_TIME_BONUS, DEFAULT_TIME_LIMIT_SECONDS } from '../common/constants';
import { DEFAULT_NEW_QUESTION } from '../quiz/templates';
import { MediaMode, QuestionType, type Question } from '../quiz/question';
import { choiceAnswers, filledAnswers, namedAnswers, trueFalseFromChoices } from './answerCells';
import type { RowProblems } from './importProblems';
import type { SheetCell, Workbook } from './quizFile';
import { cellNumber, cellText, headingKey } from './sheetCells';

/** The headings of Kahoot's template, row 8 from column A (the number column has none). */
export const kahootHeadings = [
  '',
  'Question - max 120 characters',
  'Answer 1 - max 75 characters',
  'Answer 2 - max 75 characters',
  'Answer 3 - max 75 characters',
  'Answer 4 - max 75 characters',
  'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
  'Correct answer(s) - choose at least one',
] as const;

/** The row (1-based) of the headings in Kahoot's template. */
export const KAHOOT_HEADER_ROW = 8;

/** Where each heading is in a sheet's header row. */
export interface KahootColumns {
  question: number;
  answers: { number: number; column: number }[];
  timeLimit: number;
  correct: number;
  /** The number column before the question's, when it is there: a row holding only its number is blank. */
  number: number | null;
}

/** The columns of a header row of Kahoot's template, or null when the row is not one. */
export function kahootColumns(header: readonly SheetCell[]): KahootColumns | null {
  const keys = header.map(headingKey);
  const find = (prefix: string) => keys.findIndex((key) => key.startsWith(prefix));
  const question = find('question');
  const timeLimit = find('time limit');
  const correct = find('correct answer');
  const answers = keys.flatMap((key, column) => {
    const answer = /^answer (\d+)/.exec(key);
    return answer ? [{ number: Number(answer[1]), column }] : [];
  });
  if (question < 0 || timeLimit < 0 || correct < 0 || !answers.some(({ number }) => number === 1))
    return null;
  return { question, answers, timeLimit, correct, number: question > 0 ? question - 1 : null };
}

const PROBLEM_COLUMNS = { timeLimit: 'time limit', correct: 'correct answers' } as const;

/**
 * A candidate question from a row of Kahoot's template: a single-choice question (several correct answers
 * stay several correct options: Loqi's single choice accepts any of them, as Kahoot does), or a true/false
 * question when its only two answers are True and False.
 */
export function readKahootRow(
  row: readonly SheetCell[],
  columns: KahootColumns,
  problems: RowProblems,
): { candidate: Partial<Question>; answerColumn: (index: number) => string } {
  const filled = filledAnswers(row, columns.answers);
  const correct = namedAnswers(row[columns.correct], PROBLEM_COLUMNS.correct, filled, problems);
  const time = cellNumber(row[columns.timeLimit]);
  if ('reason' in time) problems.add(PROBLEM_COLUMNS.timeLimit, time.reason);
  const trueFalse = trueFalseFromChoices(filled, correct);
  const typed = trueFalse
    ? { questionType: QuestionType.TrueFalse, answers: trueFalse, typeSpecificSettings: {} }
    : {
        questionType: QuestionType.SingleChoice,
        answers: choiceAnswers(filled, correct),
        typeSpecificSettings: { randomizeOrder: DEFAULT_NEW_QUESTION.randomizeOrder },
      };
  const candidate = {
    title: cellText(row[columns.question]),
    desc: '',
    mediaMode: MediaMode.None,
    mediaURL: '',
    timeLimit: 'value' in time && time.value !== null ? time.value : DEFAULT_TIME_LIMIT_SECONDS,
    customPointsOptions: { basePoints: DEFAULT_BASE_POINTS, timeBonus: DEFAULT_TIME_BONUS },
    titlePlusDesc: DEFAULT_NEW_QUESTION.titlePlusDesc,
    titlePlusImg: DEFAULT_NEW_QUESTION.titlePlusImg,
    ...typed,
  } as Partial<Question>;
  return { candidate, answerColumn: (index) => `answer ${filled[index]?.number ?? index + 1}` };
}

/** Kahoot's template with our own instructions and one example question, for teachers who start from it. */
export function kahootTemplateWorkbook(): Workbook {
  const instructions = [
    'Quiz template (Kahoot layout), read by Loqi',
    'Write one question per row from row 9: the question, two to four answers, the time limit in seconds and the correct answers.',
    'Name the correct answers by their numbers; separate several with commas, such as 1,3.',
    'Loqi takes questions up to 200 characters and answers up to 200, and time limits up to 600 seconds.',
    'Answers True and False, with one of them correct, make a true/false question.',
  ];
  return {
    sheets: [
      {
        name: 'Kahoot quiz',
        rows: [
          [],
          ...instructions.map((text) => [null, text]),
          [],
          [...kahootHeadings],
          [1, 'Which planet is known as the red planet?', 'Venus', 'Mars', 'Jupiter', 'Saturn', 20, '2'],
        ],
        headerRow: KAHOOT_HEADER_ROW,
        columnWidths: [6, 48, 22, 22, 22, 22, 16, 16],
      },
    ],
  };
}
