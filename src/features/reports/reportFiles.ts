// A game report's files: the spreadsheet holds the report's four tables, the CSV its Answers
// table, both from the ReportView the report page shows. The report page loads this module with import()
// only, so that the writers stay out of every other page's JavaScript.
//
// Players choose their names and type their answers, so a text may start like a formula ("=HYPERLINK(…)").
// In the spreadsheet every text is a string cell, which Excel shows and never evaluates, with the Text
// format, so that editing the cell keeps it text too. In the CSV, where Excel guesses every field's type, a
// text starting with = + - @, a tab or a carriage return is written after an apostrophe ("'=HYPERLINK(…)"),
// as OWASP advises: Excel shows it as text, and the apostrophe is visible (a typed answer "-5" reads "'-5").
import Papa from 'papaparse';
import writeXlsxFile, { type Cell, type Sheet } from 'write-excel-file/universal';
import { fileNameTitle } from '@/common/downloadFile';
import {
  answersSheet,
  PRODUCT_NAME,
  reportSheets,
  screenTexts,
  type NumberFormat,
  type ReportCell,
  type ReportSheet,
  type ReportView,
} from '@/domain';

export type ReportFileFormat = 'xlsx' | 'csv';

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const TEXT_FORMAT = '@';

/** Each kind of number's Excel format (a count as it is) and how it shows, to size its column. */
const NUMBER_FORMATS: Record<NumberFormat, { excel?: string; shown: (value: number) => string }> = {
  count: { shown: String },
  percent: { excel: '0%', shown: (fraction) => `${Math.round(fraction * 100)}%` },
  seconds: { excel: '0.0', shown: (seconds) => seconds.toFixed(1) },
};

/** Column widths, in characters, between which a column fits its longest cell. */
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/** The fields a CSV writes after an apostrophe; papaparse's own pattern misses a formula with a line break. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A moment as Excel should show it. Excel's dates have no time zone, and write-excel-file writes a Date's UTC
 * time: moved by the offset, the file shows the time of the host's clock, as the report page does.
 */
const wallClockDate = (ms: number): Date => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);

function xlsxCell(cell: ReportCell): Cell {
  switch (cell.type) {
    case 'text':
      return { value: cell.value, type: String, format: TEXT_FORMAT };
    case 'number':
      return { value: cell.value, type: Number, format: NUMBER_FORMATS[cell.format].excel };
    case 'date':
      return { value: wallClockDate(cell.ms), type: Date, format: DATE_FORMAT };
    case 'empty':
      return null;
  }
}

/** How many characters a cell shows, to size its column. */
function shownLength(cell: ReportCell): number {
  switch (cell.type) {
    case 'text':
      return [...cell.value].length;
    case 'number':
      return NUMBER_FORMATS[cell.format].shown(cell.value).length;
    case 'date':
      return DATE_FORMAT.length;
    case 'empty':
      return 0;
  }
}

function xlsxSheet({ name, columns, rows }: ReportSheet): Sheet<Blob> {
  // A loop, not Math.max(...cells): a big game's Answers table has more rows than a call takes arguments.
  const widths = columns.map((column) => Math.max(MIN_WIDTH, column.length));
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? MIN_WIDTH, shownLength(cell));
    });
  }
  return {
    sheet: name,
    data: [
      columns.map((column): Cell => ({ value: column, type: String, fontWeight: 'bold' })),
      ...rows.map((row) => row.map(xlsxCell)),
    ],
    columns: widths.map((width) => ({ width: Math.min(MAX_WIDTH, width + 2) })),
    stickyRowsCount: 1,
  };
}

/** A CSV field: numbers unformatted, dates in ISO 8601 (UTC), nothing for an empty cell. */
function csvField(cell: ReportCell): string | number {
  switch (cell.type) {
    case 'text':
      return cell.value;
    case 'number':
      return cell.value;
    case 'date':
      return new Date(cell.ms).toISOString();
    case 'empty':
      return '';
  }
}

/** RFC 4180: fields quoted only where needed, CRLF line ends; formulas escaped (see the top of this file). */
const csvText = ({ columns, rows }: ReportSheet): string =>
  Papa.unparse(
    { fields: columns, data: rows.map((row) => row.map(csvField)) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );

/** The report as a file: the spreadsheet of all its tables, or the CSV of its answers (UTF-8, with a BOM so that Excel reads accents right). */
export async function reportFile(view: ReportView, format: ReportFileFormat): Promise<Blob> {
  switch (format) {
    case 'xlsx':
      return writeXlsxFile(reportSheets(view).map(xlsxSheet)).toBlob();
    case 'csv':
      return new Blob(['\uFEFF', csvText(answersSheet(view))], { type: 'text/csv;charset=utf-8' });
  }
}

const isoDay = (ms: number): string => {
  const day = new Date(ms);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;
};

/** "Loqi report - Capitals - 2026-11-27.xlsx": the quiz's title made safe for every file system, the day the game started. */
export function reportFileName(view: ReportView, format: ReportFileFormat): string {
  const title = fileNameTitle(view.quizTitle);
  return `${PRODUCT_NAME} report - ${title || screenTexts.untitledQuiz} - ${isoDay(view.startedAt)}.${format}`;
}
