import { describe, expect, it } from 'vitest';
import { QUESTION_COUNT_MAX } from '../common/constants';
import { loqiTemplateWorkbook } from '.';
import { importRefusals } from './quizFile';
import {
  columnLetters,
  IMPORT_COLUMN_MAX,
  IMPORT_ROW_MAX,
  IMPORT_TEXT_MAX_BYTES,
  xmlPartProblem,
} from './sheetLimits';

const bytes = (xml: string) => new TextEncoder().encode(xml);
const problemOf = (xml: string) => xmlPartProblem(bytes(xml));

/** A worksheet part holding `cells`, the XML of its rows. */
const sheet = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1"/><sheetData>${rows}</sheetData></worksheet>`;
const textCell = (reference: string, text: string) =>
  `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('the limits of a quiz', () => {
  it('are the rows and columns of the templates: a header in the top 20 rows, then 500 questions; columns to BM', () => {
    expect(IMPORT_ROW_MAX).toBe(20 + QUESTION_COUNT_MAX);
    expect(columnLetters(IMPORT_COLUMN_MAX)).toBe('BM');
    // Loqi's template with an open-ended question of 50 accepted answers is that wide.
    const [header = []] = loqiTemplateWorkbook().sheets[0]?.rows ?? [];
    expect(header.length - 12 + 50).toBe(IMPORT_COLUMN_MAX);
  });

  it('names columns as spreadsheets do', () => {
    expect([1, 26, 27, 52, 53, 702, 703, 16384].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });
});

describe('xmlPartProblem', () => {
  it('passes a sheet within the limits, its last row, last column and longest text included', () => {
    const longest = 'x'.repeat(IMPORT_TEXT_MAX_BYTES);
    const xml = sheet(
      `<row r="1" spans="1:65">${textCell('A1', 'Question')}${textCell('BM1', 'Answer 50')}</row>` +
        `<row r="${IMPORT_ROW_MAX}"><c r="B${IMPORT_ROW_MAX}" s="1"><v>20</v></c>${textCell(`C${IMPORT_ROW_MAX}`, longest)}</row>`,
    );
    expect(problemOf(xml)).toBeNull();
    expect(
      problemOf(`<sst count="1"><si><t xml:space="preserve">${longest}</t></si><si><t/></si></sst>`),
    ).toBeNull();
  });

  it('refuses a lone cell in row 120,000,000, by its row and by its address', () => {
    const refusal = importRefusals.rowBeyondQuiz(120_000_000, IMPORT_ROW_MAX);
    expect(refusal).toBe(
      'This spreadsheet has a row numbered 120,000,000; a quiz fills at most its first 520 rows (a header, then up to 500 questions). Delete the rows below the quiz, save, and try again.',
    );
    expect(problemOf(sheet(`<row r="120000000">${textCell('A120000000', 'Boom')}</row>`))).toBe(refusal);
    // A row without its number, named by its cell's address alone; a row's number alone.
    expect(problemOf(sheet(`<row>${textCell('A120000000', 'Boom')}</row>`))).toBe(refusal);
    expect(problemOf(sheet('<row r="120000000" ht="15"/>'))).toBe(refusal);
    expect(problemOf(sheet(`<row r="${IMPORT_ROW_MAX + 1}"/>`))).toBe(
      importRefusals.rowBeyondQuiz(IMPORT_ROW_MAX + 1, IMPORT_ROW_MAX),
    );
  });

  it('refuses a cell in column ZZZZZZ, naming the column', () => {
    expect(problemOf(sheet(`<row r="1">${textCell('ZZZZZZ1', 'Far')}</row>`))).toBe(
      'This spreadsheet has a cell in column ZZZZZZ; a quiz fills at most columns A to BM. Delete the columns right of the quiz, save, and try again.',
    );
    expect(problemOf(sheet('<row r="1"><c r="BN1"><v>1</v></c></row>'))).toBe(
      importRefusals.columnBeyondQuiz('BN', 'BM'),
    );
    // Thousands of letters are named by their first few.
    expect(problemOf(sheet(`<row r="1"><c r="${'Q'.repeat(5000)}1"/></row>`))).toBe(
      importRefusals.columnBeyondQuiz('QQQQQQQQ…', 'BM'),
    );
  });

  it('refuses a cell or a shared string of more than 100 KB of text, saying how long it is', () => {
    const fiveMegabytes = 'Lorem ipsum '.repeat((5 * 1024 * 1024) / 12);
    const refusal =
      'A cell of this spreadsheet holds 5,120 KB of text; a cell can hold at most 100 KB (a question takes 200 characters). Shorten that cell, save, and try again.';
    expect(problemOf(sheet(`<row r="1">${textCell('A1', fiveMegabytes)}</row>`))).toBe(refusal);
    expect(problemOf(`<sst><si><t>${fiveMegabytes}</t></si></sst>`)).toBe(refusal);
    const justOver = 'x'.repeat(IMPORT_TEXT_MAX_BYTES + 1);
    expect(problemOf(`<sst><si><t>${justOver}</t></si></sst>`)).toBe(importRefusals.textTooLong(101, 100));
  });

  it('adds up a text split into runs, and a formula in CDATA with its value, as the parser would', () => {
    const run = 'x'.repeat(40 * 1024);
    expect(
      problemOf(`<sst><si><r><t>${run}</t></r><r><rPr/><t>${run}</t></r><r><t>${run}</t></r></si></sst>`),
    ).toBe(importRefusals.textTooLong(120, 100));
    expect(
      problemOf(
        sheet(`<row r="1"><c r="A1" t="str"><f><![CDATA[${run}${run}${run}]]></f><v>1</v></c></row>`),
      ),
    ).toBe(importRefusals.textTooLong(121, 100));
    // Three cells of 40 KB each are within the limit: it is each cell's.
    expect(
      problemOf(sheet(`<row r="1">${textCell('A1', run)}${textCell('B1', run)}${textCell('C1', run)}</row>`)),
    ).toBeNull();
  });

  it('is not fooled by prefixes, quotes, entities or comments', () => {
    const refusal = importRefusals.rowBeyondQuiz(120_000_000, IMPORT_ROW_MAX);
    // A namespace prefix, as some writers use.
    expect(problemOf(`<x:worksheet><x:sheetData><x:row r="120000000"/></x:sheetData></x:worksheet>`)).toBe(
      refusal,
    );
    // A '>' or "/>" inside another attribute's value does not end the tag.
    expect(problemOf(sheet(`<row note="a > b" r='120000000'/>`))).toBe(refusal);
    expect(problemOf(sheet(`<row note="/>" r="120000000"><c r="A1"/></row>`))).toBe(refusal);
    // The number as an XML entity, or as read-excel-file reads "1.2e8" with Number().
    expect(problemOf(sheet('<row r="&#49;20000000"/>'))).toBe(refusal);
    expect(problemOf(sheet('<row r="1.2e8"/>'))).toBe(refusal);
    expect(problemOf(sheet('<row><c r="A1.2e8"/></row>'))).toBe(refusal);
    // Another attribute ending in r, and markup in comments, say nothing.
    expect(
      problemOf(sheet('<!-- <row r="120000000"/> --><row spanr="9" r="1"><c r="A1"/></row>')),
    ).toBeNull();
    expect(problemOf(sheet('<row xr:r="120000000" r="1"/>'))).toBeNull();
  });
});
