// Quiz files (import and export): what a file becomes before anything changes. A spreadsheet, whatever
// library read it, is a Workbook of plain cells; importing one gives an ImportPreview (the questions that
// will be added and every problem by row and column) and nothing is written until the author says so.
import { QUESTION_COUNT_MAX } from '../common/constants';
import type { Question } from '../quiz/question';
import type { QuizData } from '../quiz/quiz';

/** A cell as a spreadsheet holds it, whichever library read or writes it. Formulas are their values. */
export type SheetCell = string | number | boolean | Date | null;

/** A sheet's rows from its first, each row's cells from column A; missing cells are null or absent. */
export type SheetRows = readonly (readonly SheetCell[])[];

/** A spreadsheet's sheets, in order. A CSV file is one sheet. */
export interface Workbook {
  sheets: WorkbookSheet[];
}

export interface WorkbookSheet {
  name: string;
  rows: SheetRows;
  /** For writing: the row (1-based) that names the columns, shown bold and kept in view while scrolling. */
  headerRow?: number;
  /** For writing: each column's width in characters, from column A. */
  columnWidths?: readonly number[];
}

/** The layouts Loqi reads: its own template, Kahoot's public quiz template, and Loqi's JSON quiz file. */
export type QuizFileLayout = 'loqi' | 'kahoot' | 'json';

/** One thing wrong in a file, at its row (1-based, as the spreadsheet numbers it) and column when known. */
export interface ImportProblem {
  /** The spreadsheet's row number, or null for the file as a whole. */
  row: number | null;
  /** The column's name as the problem text says it ("time limit", "answer 3"), or null for the whole row. */
  column: string | null;
  /** The whole text shown: "Row 7: a single-choice question needs one correct answer". */
  text: string;
}

/** A question that will be imported, with the row it came from (in a JSON quiz file, its number from 1). */
export interface ImportedQuestion {
  row: number;
  question: Question;
}

/** What importing a file would do. Nothing has changed yet. */
export type ImportPreview =
  | {
      ok: true;
      layout: QuizFileLayout;
      /** The quiz's own settings when the file carries them (Loqi's template and JSON file), else null. */
      quizData: QuizData | null;
      /** The valid questions, in file order, already normalised as quizContentSchema outputs them. */
      questions: ImportedQuestion[];
      /** Every problem, rows in order; a row with a problem is not among `questions`. */
      problems: ImportProblem[];
    }
  /** A file nothing can be imported from, and why (one of importRefusals). */
  | { ok: false; refusal: string };

/** Files larger than this are refused before they are read. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A spreadsheet (a zip of XML files) whose XML would unpack to more than this is refused before it is
 * unpacked: a 500-question sheet is well under 1 MB of XML, and a zip bomb unpacks to gigabytes.
 */
export const IMPORT_UNPACKED_MAX_BYTES = 100 * 1024 * 1024;

/** The version of Loqi's JSON quiz file that this code writes; it reads this version and older. */
export const QUIZ_FILE_VERSION = 1;
/** The `format` field of Loqi's JSON quiz file. */
export const QUIZ_FILE_FORMAT = 'loqi-quiz';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Why a whole file cannot be imported: the texts the import dialog shows. */
export const importRefusals = {
  tooLarge: (bytes: number) =>
    `This file is ${megabytes(bytes)}; files up to ${megabytes(IMPORT_FILE_MAX_BYTES)} can be imported.`,
  notReadable:
    'This file is not a spreadsheet or quiz file Loqi can read. Choose an XLSX or CSV file, or a Loqi quiz file (.json).',
  oldExcel: 'This is an old Excel file (.xls). Save it as .xlsx in your spreadsheet app and try again.',
  passwordProtected:
    'This file is password-protected. Remove the password in your spreadsheet app, save it, and try again.',
  corrupt: 'This file is damaged and cannot be read. Save it again from your spreadsheet app and try again.',
  /** A spreadsheet whose XML would unpack to more than IMPORT_UNPACKED_MAX_BYTES (a zip bomb, or far more than a quiz). */
  unpacksTooLarge: `This spreadsheet unpacks to more than ${megabytes(IMPORT_UNPACKED_MAX_BYTES)}, far more than a quiz needs. Copy the quiz's rows into a new spreadsheet and try again.`,
  /**
   * A spreadsheet with a row below the last a quiz can fill (sheetLimits.ts): a parser would make every row
   * down to it, which a lone cell in row 120,000,000 turns into a frozen, then crashed, tab.
   */
  rowBeyondQuiz: (row: number, lastRow: number) =>
    `This spreadsheet has a row numbered ${row.toLocaleString('en-US')}; a quiz fills at most its first ${lastRow} rows (a header, then up to ${QUESTION_COUNT_MAX} questions). Delete the rows below the quiz, save, and try again.`,
  /** A spreadsheet with a cell right of the last column a quiz can fill. */
  columnBeyondQuiz: (column: string, lastColumn: string) =>
    `This spreadsheet has a cell in column ${column}; a quiz fills at most columns A to ${lastColumn}. Delete the columns right of the quiz, save, and try again.`,
  /** A cell (or shared string) holding more text than any quiz has; read slowly, it froze the tab. */
  textTooLong: (kilobytes: number, maxKilobytes: number) =>
    `A cell of this spreadsheet holds ${kilobytes.toLocaleString('en-US')} KB of text; a cell can hold at most ${maxKilobytes} KB (a question takes 200 characters). Shorten that cell, save, and try again.`,
  empty: 'This file has no questions.',
  unknownLayout:
    "This spreadsheet follows neither Loqi's template nor Kahoot's. Download a template to see the layout.",
  tooManyQuestions: (count: number) =>
    `This file has ${count.toLocaleString('en-US')} questions; a quiz can have at most ${QUESTION_COUNT_MAX}.`,
  /** Importing into a quiz that already has `existing` questions. */
  quizWouldBeTooLong: (existing: number, imported: number) =>
    `The quiz has ${existing} questions and the file ${imported}; a quiz can have at most ${QUESTION_COUNT_MAX}.`,
  notQuizFile: 'This JSON file is not a Loqi quiz file.',
  newerQuizFile: (version: number) =>
    `This quiz file is version ${version}, newer than this Loqi reads (${QUIZ_FILE_VERSION}). Reload the page and try again.`,
} as const;

/**
 * A problem's text: "Row 7: …" for a whole row, "Row 12, time limit: …" for one cell; a JSON quiz file's
 * problems say "Question 3" instead, its questions having no rows.
 */
export function importProblemText(
  row: number | null,
  column: string | null,
  reason: string,
  unit: 'Row' | 'Question' = 'Row',
): string {
  if (row === null) return reason.charAt(0).toUpperCase() + reason.slice(1);
  return column === null ? `${unit} ${row}: ${reason}` : `${unit} ${row}, ${column}: ${reason}`;
}

/** What a chosen file holds once read: a spreadsheet's cells, a JSON quiz file's text, or why it cannot be read. */
export type QuizFileContents =
  | { kind: 'workbook'; workbook: Workbook }
  | { kind: 'json'; text: string }
  | { kind: 'refused'; refusal: string };
