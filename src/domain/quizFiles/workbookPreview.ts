// Importing a spreadsheet: find which template it follows, refuse what cannot be imported as a whole, and
// turn every other row into a question or its problems. Nothing changes until the author imports.
import { QUESTION_COUNT_MAX } from '../common/constants';
import type { Question } from '../quiz/question';
import { RowProblems, validatedQuestion } from './importProblems';
import { kahootColumns, readKahootRow } from './kahootTemplate';
import { loqiColumns, QUESTIONS_SHEET_NAME, readLoqiRow } from './loqiTemplate';
import {
  importRefusals,
  type ImportPreview,
  type ImportProblem,
  type ImportedQuestion,
  type SheetCell,
  type Workbook,
  type WorkbookSheet,
} from './quizFile';
import { QUIZ_SHEET_NAME, readQuizSheet } from './quizSheet';
import { findHeaderRow, isBlankRow } from './sheetCells';

type RowReader = (
  row: readonly SheetCell[],
  problems: RowProblems,
) => { candidate: Partial<Question>; answerColumn: (index: number) => string } | null;

interface FoundLayout {
  layout: 'loqi' | 'kahoot';
  sheet: WorkbookSheet;
  headerIndex: number;
  readRow: RowReader;
  /** Columns that do not make a row a question (Kahoot's number column). */
  ignoredColumns: ReadonlySet<number>;
}

const sameName = (sheet: WorkbookSheet, name: string) =>
  sheet.name.trim().toLowerCase() === name.toLowerCase();

/** The sheet and header row of Loqi's template (its Questions sheet first) or else of Kahoot's. */
function findLayout(workbook: Workbook): FoundLayout | null {
  const sheets = [
    ...workbook.sheets.filter((sheet) => sameName(sheet, QUESTIONS_SHEET_NAME)),
    ...workbook.sheets.filter((sheet) => !sameName(sheet, QUESTIONS_SHEET_NAME)),
  ];
  for (const sheet of sheets) {
    const headerIndex = findHeaderRow(sheet.rows, (row) => loqiColumns(row) !== null);
    const columns = headerIndex < 0 ? null : loqiColumns(sheet.rows[headerIndex] ?? []);
    if (columns) {
      const readRow: RowReader = (row, problems) => readLoqiRow(row, columns, problems);
      return { layout: 'loqi', sheet, headerIndex, readRow, ignoredColumns: new Set() };
    }
  }
  for (const sheet of sheets) {
    const headerIndex = findHeaderRow(sheet.rows, (row) => kahootColumns(row) !== null);
    const columns = headerIndex < 0 ? null : kahootColumns(sheet.rows[headerIndex] ?? []);
    if (columns) {
      const readRow: RowReader = (row, problems) => readKahootRow(row, columns, problems);
      const ignoredColumns = new Set(columns.number === null ? [] : [columns.number]);
      return { layout: 'kahoot', sheet, headerIndex, readRow, ignoredColumns };
    }
  }
  return null;
}

/** What importing a spreadsheet would do: its questions and every problem by row and column. */
export function previewWorkbook(workbook: Workbook): ImportPreview {
  const found = findLayout(workbook);
  if (!found) {
    const hasCells = workbook.sheets.some((sheet) => sheet.rows.some((row) => !isBlankRow(row)));
    return { ok: false, refusal: hasCells ? importRefusals.unknownLayout : importRefusals.empty };
  }
  // Counted before any row is read, so that a sheet of 10,000 rows is refused at once.
  const dataRows = found.sheet.rows
    .map((row, index) => ({ row, number: index + 1 }))
    .slice(found.headerIndex + 1)
    .filter(({ row }) => !isBlankRow(row, found.ignoredColumns));
  if (dataRows.length === 0) return { ok: false, refusal: importRefusals.empty };
  if (dataRows.length > QUESTION_COUNT_MAX) {
    return { ok: false, refusal: importRefusals.tooManyQuestions(dataRows.length) };
  }
  const problems: ImportProblem[] = [];
  const quizSheet =
    found.layout === 'loqi' ? workbook.sheets.find((sheet) => sameName(sheet, QUIZ_SHEET_NAME)) : undefined;
  const quizData = quizSheet ? readQuizSheet(quizSheet, problems) : null;
  const questions: ImportedQuestion[] = [];
  for (const { row, number } of dataRows) {
    const rowProblems = new RowProblems(number);
    const read = found.readRow(row, rowProblems);
    const question = read && validatedQuestion(read.candidate, rowProblems, read.answerColumn);
    if (question && rowProblems.list.length === 0) questions.push({ row: number, question });
    problems.push(...rowProblems.list);
  }
  return { ok: true, layout: found.layout, quizData, questions, problems };
}
