// Reading quiz files into Workbooks and writing Workbooks as XLSX, with files the tests build themselves
// (test/files.ts): what every kind of file becomes, and every bad file's refusal.
import { describe, expect, it, vi } from 'vitest';
import {
  IMPORT_FILE_MAX_BYTES,
  importRefusals,
  type QuizFileContents,
  type SheetCell,
  type Workbook,
} from '@/domain/quizFiles/quizFile';
import { IMPORT_ROW_MAX } from '@/domain/quizFiles/sheetLimits';
import { scaledMs } from '../../../stack/timeScale';
import { readQuizFile, xlsxBlob } from './quizFileIO';
import {
  binaryGarbage,
  misdeclaredXlsx,
  densePackedXlsx,
  documentZip,
  type FileBytes,
  handBuiltXlsx,
  KAHOOT_HEADER_ROW,
  kahootLayoutXlsx,
  longTextXlsx,
  oldExcelXls,
  oneCellXlsx,
  passwordProtectedXlsx,
  truncatedXlsx,
} from './test/files';

const fileOf = (bytes: FileBytes | string, name: string) => new File([bytes], name);

/** The workbook a file holds; fails the test with what it got instead. */
async function workbookOf(file: File): Promise<Workbook> {
  const contents = await readQuizFile(file);
  if (contents.kind !== 'workbook') throw new Error(`Expected a workbook, got ${JSON.stringify(contents)}`);
  return contents.workbook;
}

const refusal = (refusal: string): QuizFileContents => ({ kind: 'refused', refusal });

/** The rows of a workbook's only sheet. */
async function onlySheetRows(file: File) {
  const { sheets } = await workbookOf(file);
  expect(sheets).toHaveLength(1);
  return sheets[0]?.rows;
}

describe('the size guard', () => {
  it('refuses a file over 10 MB by its size, before reading a byte of it', async () => {
    const untouchable = () => {
      throw new Error('The file was read.');
    };
    const size = 20 * 1024 * 1024;
    const hugeFile = {
      name: 'huge.xlsx',
      size,
      type: '',
      arrayBuffer: untouchable,
      slice: untouchable,
      stream: untouchable,
      text: untouchable,
    } as unknown as File;
    const readAsArrayBuffer = vi.spyOn(FileReader.prototype, 'readAsArrayBuffer');
    expect(await readQuizFile(hugeFile)).toEqual(refusal(importRefusals.tooLarge(size)));
    expect(await readQuizFile(fileOf(new Uint8Array(size), 'huge.xlsx'))).toEqual(
      refusal('This file is 20 MB; files up to 10 MB can be imported.'),
    );
    expect(readAsArrayBuffer).not.toHaveBeenCalled();
    readAsArrayBuffer.mockRestore();
  });

  it('reads a file of exactly 10 MB', async () => {
    const text = `Question\n${'x'.repeat(IMPORT_FILE_MAX_BYTES - 'Question\n'.length)}`;
    const rows = await onlySheetRows(fileOf(text, 'big.csv'));
    expect(rows?.[0]).toEqual(['Question']);
  });

  it('refuses an empty file', async () => {
    expect(await readQuizFile(fileOf('', 'quiz.xlsx'))).toEqual(refusal('This file has no questions.'));
  });
});

describe('XLSX', () => {
  it("goes by the file's bytes, not its name", async () => {
    const xlsxNamedCsv = fileOf(handBuiltXlsx([{ name: 'Quiz', rows: [['Question', 1]] }]), 'quiz.csv');
    expect(await onlySheetRows(xlsxNamedCsv)).toEqual([['Question', 1]]);
    expect(await onlySheetRows(fileOf('Question,1', 'quiz.xlsx'))).toEqual([['Question', '1']]);
    expect(await readQuizFile(fileOf(oldExcelXls(), 'quiz.xlsx'))).toEqual(refusal(importRefusals.oldExcel));
  });

  it('reads a formula as its cached value, never the formula', async () => {
    const file = fileOf(
      handBuiltXlsx([
        {
          name: 'Quiz',
          rows: [
            [
              { formula: '1+1', cachedValue: 2 },
              { formula: 'CONCATENATE("a","b")', cachedValue: 'ab' },
            ],
          ],
        },
      ]),
      'formula.xlsx',
    );
    expect(await onlySheetRows(file)).toEqual([[2, 'ab']]);
  });

  it.each(['shared', 'inline'] as const)(
    'reads texts stored as %s strings, HTML kept as text',
    async (strings) => {
      const rows: (string | number | boolean)[][] = [
        ['What is <b>bold</b>?', '<script>alert(1)</script>', '=1+1'],
        ['Ünïcödé 😀 字', '  spaced  ', 'a & b "quoted"'],
        [7, 2.5, true],
      ];
      const file = fileOf(handBuiltXlsx([{ name: 'Quiz', rows }], strings), 'texts.xlsx');
      expect(await onlySheetRows(file)).toEqual(rows);
    },
  );

  it('reads every sheet, in order, with its name and blank cells as null', async () => {
    const file = fileOf(
      handBuiltXlsx([
        { name: 'Read me', rows: [['How to fill in this template']] },
        { name: 'Questions', rows: [['Question', null, 'Answer 2'], [], ['Second?', 'Yes']] },
      ]),
      'two sheets.xlsx',
    );
    const { sheets } = await workbookOf(file);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Read me', 'Questions']);
    expect(sheets[1]?.rows).toEqual([
      ['Question', null, 'Answer 2'],
      [null, null, null],
      ['Second?', 'Yes', null],
    ]);
  });

  it("reads Kahoot's template layout: instructions in rows 1 to 7, headers in row 8, questions from row 9", async () => {
    const file = fileOf(
      kahootLayoutXlsx([
        [1, 'What is the capital of France?', 'Paris', 'Lyon', 'Nice', 'Lille', 20, 1],
        [2, 'Which are prime?', '2', '4', '7', '9', 30, '1,3'],
      ]),
      'kahoot.xlsx',
    );
    const rows = await onlySheetRows(file);
    expect(rows?.[KAHOOT_HEADER_ROW - 1]).toEqual([
      null,
      'Question - max 120 characters',
      'Answer 1 - max 75 characters',
      'Answer 2 - max 75 characters',
      'Answer 3 - max 75 characters',
      'Answer 4 - max 75 characters',
      'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
      'Correct answer(s) - choose at least one',
    ]);
    expect(rows?.slice(8)).toEqual([
      [1, 'What is the capital of France?', 'Paris', 'Lyon', 'Nice', 'Lille', 20, 1],
      [2, 'Which are prime?', '2', '4', '7', '9', 30, '1,3'],
    ]);
  });

  it("reads a whole quiz's rows (a header, 500 questions) in reasonable time", async () => {
    const rows = Array.from({ length: 500 }, (_, index) => [
      index + 1,
      `Question ${index + 1}?`,
      'Yes',
      'No',
      null,
      null,
      20,
      1,
    ]);
    const file = fileOf(kahootLayoutXlsx(rows), 'five hundred.xlsx');
    const started = performance.now();
    const read = await onlySheetRows(file);
    const milliseconds = performance.now() - started;
    console.warn(
      `500 rows (${file.size.toLocaleString('en-US')} bytes) read in ${Math.round(milliseconds)} ms`,
    );
    expect(milliseconds).toBeLessThan(scaledMs(5_000));
    expect(read).toHaveLength(KAHOOT_HEADER_ROW + 500);
    expect(read?.at(-1)).toEqual([500, 'Question 500?', 'Yes', 'No', null, null, 20, 1]);
  });

  it('refuses 10,000 rows by their numbers, before parsing them', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => [index + 1, `Question ${index + 1}?`, 'Yes']);
    expect(await readQuizFile(fileOf(kahootLayoutXlsx(rows), 'ten thousand.xlsx'))).toEqual(
      refusal(importRefusals.rowBeyondQuiz(IMPORT_ROW_MAX + 1, IMPORT_ROW_MAX)),
    );
  });

  // Files of an attack run: a parser that fills every missing row and column, or reads a text of megabytes,
  // froze the tab for a minute or more, then crashed it. Each is refused at once, before it is parsed.
  it.each([
    {
      what: 'a lone cell in row 120,000,000 (1.6 KB)',
      file: () => oneCellXlsx('A120000000'),
      refusal:
        'This spreadsheet has a row numbered 120,000,000; a quiz fills at most its first 520 rows (a header, then up to 500 questions). Delete the rows below the quiz, save, and try again.',
    },
    {
      what: 'a cell in column ZZZZZZ',
      file: () => oneCellXlsx('ZZZZZZ1'),
      refusal:
        'This spreadsheet has a cell in column ZZZZZZ; a quiz fills at most columns A to BM. Delete the columns right of the quiz, save, and try again.',
    },
    {
      what: 'a cell of 5 MB of text',
      file: () => longTextXlsx(5 * 1024 * 1024),
      refusal:
        'A cell of this spreadsheet holds 5,120 KB of text; a cell can hold at most 100 KB (a question takes 200 characters). Shorten that cell, save, and try again.',
    },
  ])('refuses $what at once, saying why', async ({ file, refusal: why }) => {
    const bytes = file();
    const started = performance.now();
    expect(await readQuizFile(fileOf(bytes, 'attack.xlsx'))).toEqual(refusal(why));
    expect(performance.now() - started).toBeLessThan(scaledMs(2_000));
  });

  it('refuses a spreadsheet cut short as damaged', async () => {
    expect(await readQuizFile(fileOf(truncatedXlsx(), 'cut.xlsx'))).toEqual(
      refusal(
        'This file is damaged and cannot be read. Save it again from your spreadsheet app and try again.',
      ),
    );
  });

  it('refuses a zip holding no workbook (a .docx) as not readable', async () => {
    expect(await readQuizFile(fileOf(documentZip(), 'letter.xlsx'))).toEqual(
      refusal(
        'This file is not a spreadsheet or quiz file Loqi can read. Choose an XLSX or CSV file, or a Loqi quiz file (.json).',
      ),
    );
  });

  it('refuses a zip bomb before unpacking it', async () => {
    expect(await readQuizFile(fileOf(misdeclaredXlsx(2 ** 32 - 1), 'bomb.xlsx'))).toEqual(
      refusal(
        "This spreadsheet unpacks to more than 100 MB, far more than a quiz needs. Copy the quiz's rows into a new spreadsheet and try again.",
      ),
    );
    // Valid, but packed as only a zip bomb is.
    const dense = densePackedXlsx(8 * 1024 * 1024);
    expect(dense.length * 400).toBeLessThan(8 * 1024 * 1024);
    expect(await readQuizFile(fileOf(dense, 'dense.xlsx'))).toEqual(refusal(importRefusals.corrupt));
  });

  it('unpacks no more than the zip directory declares', async () => {
    expect(await readQuizFile(fileOf(misdeclaredXlsx(40), 'hiding.xlsx'))).toEqual(
      refusal(importRefusals.corrupt),
    );
  });

  it('refuses a password-protected workbook, and an old .xls', async () => {
    expect(await readQuizFile(fileOf(passwordProtectedXlsx(), 'secret.xlsx'))).toEqual(
      refusal(
        'This file is password-protected. Remove the password in your spreadsheet app, save it, and try again.',
      ),
    );
    expect(await readQuizFile(fileOf(oldExcelXls(), 'old.xls'))).toEqual(
      refusal('This is an old Excel file (.xls). Save it as .xlsx in your spreadsheet app and try again.'),
    );
  });
});

describe('JSON and CSV', () => {
  it("hands a JSON file's text on, after a byte order mark", async () => {
    const text = '{"format":"loqi-quiz","version":1}';
    expect(await readQuizFile(fileOf(`\uFEFF \n${text}`, 'quiz.txt'))).toEqual({
      kind: 'json',
      text: ` \n${text}`,
    });
    expect(await readQuizFile(fileOf('[1, 2]', 'quiz.json'))).toEqual({ kind: 'json', text: '[1, 2]' });
  });

  it.each([
    ['comma', 'Question,Answer 1,Answer 2\r\nWhat?,Yes,No\r\n'],
    ['semicolon', 'Question;Answer 1;Answer 2\nWhat?;Yes;No\n'],
    ['tab', 'Question\tAnswer 1\tAnswer 2\nWhat?\tYes\tNo'],
  ])('reads a CSV separated by %s as one sheet of strings, named after the file', async (_, text) => {
    expect(await workbookOf(fileOf(text, 'my quiz.csv'))).toEqual({
      sheets: [
        {
          name: 'my quiz',
          rows: [
            ['Question', 'Answer 1', 'Answer 2'],
            ['What?', 'Yes', 'No'],
          ],
        },
      ],
    });
  });

  it('reads quoted fields with commas and line breaks, numbers as text, empty fields as null, empty lines kept', async () => {
    const text = 'Question,Points,Note\n"Paris, Lyon or Nice?",1000,\n\n"Two\nlines","=1+1","say ""hi"""\n';
    expect(await onlySheetRows(fileOf(text, 'quoted.csv'))).toEqual([
      ['Question', 'Points', 'Note'],
      ['Paris, Lyon or Nice?', '1000', null],
      [null],
      ['Two\nlines', '=1+1', 'say "hi"'],
    ]);
  });

  it('reads UTF-8 with a byte order mark, Windows-1252 as Excel saves it, and UTF-16', async () => {
    expect(await onlySheetRows(fileOf('\uFEFFCafé,Ünïcödé 😀', 'utf8.csv'))).toEqual([
      ['Café', 'Ünïcödé 😀'],
    ]);
    // "Café;€5;“Oui”" as Excel on Windows saves it.
    const windows1252 = new Uint8Array([
      0x43, 0x61, 0x66, 0xe9, 0x3b, 0x80, 0x35, 0x3b, 0x93, 0x4f, 0x75, 0x69, 0x94,
    ]);
    expect(await onlySheetRows(fileOf(windows1252, 'windows.csv'))).toEqual([['Café', '€5', '“Oui”']]);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[...'Café\tOui'].flatMap((char) => [char.charCodeAt(0), 0]),
    ]);
    expect(await onlySheetRows(fileOf(utf16, 'unicode.txt'))).toEqual([['Café', 'Oui']]);
  });

  it('refuses binary bytes as not readable', async () => {
    expect(await readQuizFile(fileOf(binaryGarbage(), 'garbage.csv'))).toEqual(
      refusal(importRefusals.notReadable),
    );
    const controls = Uint8Array.from({ length: 1000 }, (_, index) => (index % 10 === 0 ? 0x01 : 0x41));
    expect(await readQuizFile(fileOf(controls, 'controls.csv'))).toEqual(refusal(importRefusals.notReadable));
  });
});

describe('writing XLSX', () => {
  const cells: SheetCell[][] = [
    ['Text', 'Formula-like', 'Script', 'Unicode', 'Number', 'Boolean', 'Blank', 'Date'],
    [
      'Paris',
      '=1+1',
      '<script>alert(1)</script>',
      'Ünïcödé 😀 字',
      1000,
      true,
      null,
      new Date('2026-11-27T10:30:00Z'),
    ],
    ['@x', '+1', '-5', 'Line\nbreak', -2.5, false, null, null],
  ];

  it('reads back every cell it writes, texts as texts, across sheets', async () => {
    const workbook: Workbook = {
      sheets: [
        { name: 'Questions', rows: cells, headerRow: 1, columnWidths: [20, 12, 30] },
        { name: 'Read me', rows: [['Fill in one question a row.']] },
      ],
    };
    const blob = await xlsxBlob(workbook);
    const read = await workbookOf(new File([blob], 'written.xlsx'));
    expect(read).toEqual({
      sheets: [
        { name: 'Questions', rows: cells },
        { name: 'Read me', rows: [['Fill in one question a row.']] },
      ],
    });
  });

  it('writes the header row bold and kept in view, texts as text cells, never formulas', async () => {
    const { unzipSync, strFromU8 } = await import('fflate');
    const blob = await xlsxBlob({
      sheets: [{ name: 'Questions', rows: cells, headerRow: 1, columnWidths: [20] }],
    });
    const parts = unzipSync(await blobBytes(blob));
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const styles = strFromU8(parts['xl/styles.xml'] ?? new Uint8Array());
    expect(sheet).not.toContain('<f>');
    expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(sheet).toMatch(/<col [^>]*width="20"/);
    expect(styles).toContain('<b/>');
  });
});

/** A Blob's bytes, through FileReader: jsdom's Blob has no arrayBuffer(). */
function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
