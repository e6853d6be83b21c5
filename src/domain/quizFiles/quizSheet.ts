// The Quiz sheet of Loqi's template: the quiz's own settings, one per row as "label | value". Without it (a
// CSV of the Questions sheet) an import brings questions only. A missing or blank row takes its default.
import { imageAnswerName } from '../quiz/answers';
import { Visibility, visibilityNames, type QuizData } from '../quiz/quiz';
import { quizDataFieldNames, validatedQuizData } from './importProblems';
import { importProblemText, type ImportProblem, type SheetCell, type WorkbookSheet } from './quizFile';
import { cellNumber, cellString, cellText, cellYesNo, headingKey, type CellValue } from './sheetCells';

export const QUIZ_SHEET_NAME = 'Quiz';
const PROBLEM_PLACE = 'Quiz sheet';

/** How each setting is written and read back; the labels are quizDataFieldNames capitalised. */
const settingCells = {
  title: { write: (data) => data.title, read: (cell) => ({ value: cellText(cell) }) },
  desc: { write: (data) => data.desc, read: (cell) => ({ value: cellString(cell) }) },
  visibility: { write: (data) => visibilityNames[data.visibility], read: visibilityOf },
  randomizeQuestionOrder: { write: (data) => data.randomizeQuestionOrder, read: cellYesNo },
  copyProtect: { write: (data) => data.copyProtect, read: cellYesNo },
  image: {
    write: (data) => (data.image === null ? null : imageAnswerName(data.image)),
    read: (cell) => {
      const text = cellText(cell);
      return { value: text === '' ? null : text.split('/') };
    },
  },
  version: { write: (data) => data.version, read: cellNumber },
} satisfies {
  [F in keyof QuizData]: {
    write: (data: QuizData) => SheetCell;
    read: (cell: SheetCell | undefined) => CellValue<unknown>;
  };
};

const label = (field: keyof QuizData) => {
  const name = quizDataFieldNames[field];
  return name.charAt(0).toUpperCase() + name.slice(1);
};

function visibilityOf(cell: SheetCell | undefined): CellValue<Visibility> {
  const text = cellText(cell);
  if (text === '') return { value: null };
  const named = Object.values(Visibility).find(
    (visibility) =>
      visibilityNames[visibility].toLowerCase() === text.toLowerCase() || String(visibility) === text,
  );
  return named === undefined
    ? {
        reason: `"${text}" is not ${Object.values(visibilityNames)
          .join(', ')
          .replace(/, (?=[^,]*$)/, ' or ')}`,
      }
    : { value: named };
}

const fields = Object.keys(settingCells) as (keyof QuizData)[];

/** The Quiz sheet of a quiz. */
export function quizSheet(data: QuizData): WorkbookSheet {
  return {
    name: QUIZ_SHEET_NAME,
    rows: [['Setting', 'Value'], ...fields.map((field) => [label(field), settingCells[field].write(data)])],
    headerRow: 1,
    columnWidths: [26, 60],
  };
}

/** The quiz's settings from a Quiz sheet; what cannot be read is a problem and takes its default. */
export function readQuizSheet(sheet: WorkbookSheet, problems: ImportProblem[]): QuizData {
  const candidate: Partial<Record<keyof QuizData, unknown>> = {};
  for (const row of sheet.rows) {
    const key = headingKey(row[0]);
    const field = fields.find((name) => quizDataFieldNames[name] === key);
    if (field === undefined) continue;
    const read = settingCells[field].read(row[1]);
    if ('reason' in read) {
      const text = importProblemText(
        null,
        null,
        `${PROBLEM_PLACE}, ${quizDataFieldNames[field]}: ${read.reason}`,
      );
      problems.push({ row: null, column: quizDataFieldNames[field], text });
    } else if (read.value !== null) {
      candidate[field] = read.value;
    }
  }
  return validatedQuizData(candidate, PROBLEM_PLACE, problems);
}
