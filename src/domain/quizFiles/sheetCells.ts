// Reading spreadsheet cells whatever typed them: XLSX gives numbers, booleans and dates, CSV gives only
// strings (papaparse does no typing), and a teacher types "30", " 30 " or TRUE into any cell. A formula
// cell arrives as its value. Text is kept as text: HTML or a script in a cell is shown escaped, never run.
import type { SheetCell, SheetRows } from './quizFile';

/** A cell's text as the spreadsheet shows it, untrimmed; '' for a blank cell. */
export function cellString(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  // A text such as "1/2" that the spreadsheet app took for a date: its date, as the app shows it in ISO.
  return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
}

/** A cell's text without outer spaces; '' for a blank cell. */
export const cellText = (cell: SheetCell | undefined): string => cellString(cell).trim();

/** A cell's value, null when blank, or why the cell does not hold one. */
export type CellValue<T> = { value: T | null } | { reason: string };

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A number, typed as one or as text (" 30 "). */
export function cellNumber(cell: SheetCell | undefined): CellValue<number> {
  if (typeof cell === 'number') return { value: cell };
  const text = cellText(cell);
  if (text === '') return { value: null };
  if (typeof cell === 'string' && NUMBER_TEXT.test(text)) return { value: Number(text) };
  return { reason: `"${text}" is not a number` };
}

const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0']);

/** A yes/no setting: TRUE/FALSE (typed or as text), yes/no or 1/0. */
export function cellYesNo(cell: SheetCell | undefined): CellValue<boolean> {
  if (typeof cell === 'boolean') return { value: cell };
  const text = cellText(cell);
  if (text === '') return { value: null };
  const word = text.toLowerCase();
  if (YES.has(word)) return { value: true };
  if (NO.has(word)) return { value: false };
  return { reason: `"${text}" is neither yes nor no` };
}

/** A heading as matched: lower case, single spaces, no text in brackets ("Time limit (seconds)" → "time limit"). */
export function headingKey(cell: SheetCell | undefined): string {
  return cellText(cell)
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every cell of a row is blank, apart from the columns in `ignored` (such as a number column). */
export function isBlankRow(row: readonly SheetCell[], ignored: ReadonlySet<number> = new Set()): boolean {
  return row.every((cell, column) => ignored.has(column) || cellText(cell) === '');
}

/** Headings are looked for this far down: a template's instruction rows come first, or were deleted. */
export const HEADER_SEARCH_ROWS = 20;

/** The index of the first of the top rows that `isHeader` accepts, or -1. */
export function findHeaderRow(rows: SheetRows, isHeader: (row: readonly SheetCell[]) => boolean): number {
  return rows.slice(0, HEADER_SEARCH_ROWS).findIndex(isHeader);
}

/** The numbers listed in a cell ("1,3", "1; 3", "2 4", or the number 2), or the first token that is not one. */
export function cellNumberList(cell: SheetCell | undefined): { numbers: number[] } | { reason: string } {
  const tokens = cellText(cell)
    .split(/[\s,;]+/)
    .filter((token) => token !== '');
  const wrong = tokens.find((token) => !/^\d+$/.test(token));
  if (wrong !== undefined) return { reason: `"${wrong}" is not an answer number` };
  return { numbers: tokens.map(Number) };
}
