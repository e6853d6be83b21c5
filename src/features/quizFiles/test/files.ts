// Quiz files for tests, built here rather than stored: hand-made XLSX zips whose sheet XML is written below
// (as Excel writes it: shared strings, formulas with their cached values), Kahoot's template layout, damaged
// and hostile files. Every builder returns bytes, so that unit tests (jsdom) and browser journeys (Node,
// handing the bytes to Playwright) use the same files.
import { strToU8, zipSync, type Zippable } from 'fflate';
import { KAHOOT_HEADER_ROW, kahootHeadings } from '@/domain/quizFiles';

/** A cell of a hand-built sheet: a formula is written as Excel saves it, with its cached value. */
export type FixtureCell =
  string | number | boolean | null | { formula: string; cachedValue: number | string };

export interface FixtureSheet {
  name: string;
  rows: readonly (readonly FixtureCell[])[];
}

/** How a hand-built workbook stores its texts: in the shared strings table, as Excel does, or in each cell. */
export type FixtureStrings = 'shared' | 'inline';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "A", "B", … "Z", "AA", …: a column's letters from its index (0 for A). */
function columnLetters(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnLetters(Math.floor(index / 26) - 1) + letter;
}

function cellXml(
  cell: FixtureCell,
  reference: string,
  sharedString: (text: string) => number | null,
): string {
  if (cell === null) return '';
  switch (typeof cell) {
    case 'number':
      return `<c r="${reference}"><v>${cell}</v></c>`;
    case 'boolean':
      return `<c r="${reference}" t="b"><v>${cell ? 1 : 0}</v></c>`;
    case 'string': {
      const index = sharedString(cell);
      return index === null
        ? `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`
        : `<c r="${reference}" t="s"><v>${index}</v></c>`;
    }
    case 'object': {
      const type = typeof cell.cachedValue === 'string' ? ' t="str"' : '';
      return `<c r="${reference}"${type}><f>${escapeXml(cell.formula)}</f><v>${escapeXml(String(cell.cachedValue))}</v></c>`;
    }
  }
}

function sheetXml(rows: FixtureSheet['rows'], sharedString: (text: string) => number | null): string {
  const rowsXml = rows.map((row, rowIndex) => {
    const cells = row.map((cell, columnIndex) =>
      cellXml(cell, `${columnLetters(columnIndex)}${rowIndex + 1}`, sharedString),
    );
    return `<row r="${rowIndex + 1}">${cells.join('')}</row>`;
  });
  return `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}"><sheetData>${rowsXml.join('')}</sheetData></worksheet>`;
}

/** The zip entries every workbook has, given its sheets' names and whether it has a shared strings table. */
function workbookParts(sheetNames: readonly string[], hasSharedStrings: boolean): Record<string, string> {
  const sheetOverrides = sheetNames.map(
    (_, index) =>
      `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  );
  const sharedStringsOverride = hasSharedStrings
    ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    : '';
  const sheetRelationships = sheetNames.map(
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  const sharedStringsRelationship = hasSharedStrings
    ? `<Relationship Id="rId${sheetNames.length + 1}" Type="${RELATIONSHIPS_NS}/sharedStrings" Target="sharedStrings.xml"/>`
    : '';
  const sheets = sheetNames.map(
    (name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
  );
  return {
    '[Content_Types].xml': `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheetOverrides.join('')}${sharedStringsOverride}</Types>`,
    '_rels/.rels': `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}"><sheets>${sheets.join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}">${sheetRelationships.join('')}${sharedStringsRelationship}</Relationships>`,
  };
}

/** A file's bytes, as File and Blob take them. */
export type FileBytes = Uint8Array<ArrayBuffer>;

/** fflate types its output loosely; it is a new array over a plain ArrayBuffer. */
const zipped = (files: Zippable): FileBytes => zipSync(files) as FileBytes;

const zipOfTexts = (files: Record<string, string>): FileBytes =>
  zipped(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

/** An XLSX file made by hand, its sheet XML written as Excel writes it. */
export function handBuiltXlsx(
  sheets: readonly FixtureSheet[],
  strings: FixtureStrings = 'shared',
): FileBytes {
  const sharedStrings: string[] = [];
  const indexes = new Map<string, number>();
  const sharedString = (text: string): number | null => {
    if (strings === 'inline') return null;
    let index = indexes.get(text);
    if (index === undefined) {
      index = sharedStrings.push(text) - 1;
      indexes.set(text, index);
    }
    return index;
  };
  const sheetFiles = Object.fromEntries(
    sheets.map((sheet, index) => [`xl/worksheets/sheet${index + 1}.xml`, sheetXml(sheet.rows, sharedString)]),
  );
  const hasSharedStrings = sharedStrings.length > 0;
  const items = sharedStrings.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`);
  return zipOfTexts({
    ...workbookParts(
      sheets.map((sheet) => sheet.name),
      hasSharedStrings,
    ),
    ...sheetFiles,
    ...(hasSharedStrings
      ? {
          'xl/sharedStrings.xml': `${XML_DECLARATION}<sst xmlns="${MAIN_NS}" count="${items.length}" uniqueCount="${items.length}">${items.join('')}</sst>`,
        }
      : {}),
  });
}

/** The column headers of Kahoot's quiz template, row 8 of its sheet (the number column's is empty). */
export const KAHOOT_HEADERS: readonly FixtureCell[] = [null, ...kahootHeadings.slice(1)];

export { KAHOOT_HEADER_ROW };

/**
 * A workbook in the layout of Kahoot's quiz template: instructions in rows 1 to 7, the headers in row 8,
 * then one question a row: its number, the question, answers 1 to 4, the time limit in seconds, and the
 * correct answers' numbers ("1,3").
 */
export function kahootLayoutXlsx(questionRows: readonly (readonly FixtureCell[])[]): FileBytes {
  const instructions: FixtureCell[][] = [
    [null, 'Quiz template'],
    [
      null,
      'Add questions, at least two answer alternatives, time limit and choose correct answers (at least one).',
    ],
    [null, 'Have fun creating your awesome quiz!'],
    [null, 'Remember: questions have a limit of 120 characters and answers can have 75 characters max.'],
    [],
    [null, 'The time limit is in seconds.'],
    [],
  ];
  return handBuiltXlsx([{ name: 'Sheet1', rows: [...instructions, [...KAHOOT_HEADERS], ...questionRows] }]);
}

/**
 * A workbook of one text cell at `reference`, as an attack run made them: "A120000000" (a lone cell in row
 * 120,000,000, which a parser filling every row before it never finishes) or "ZZZZZZ1" (a far column).
 */
export function oneCellXlsx(reference: string, text = 'Boom'): FileBytes {
  const row = /\d+$/.exec(reference)?.[0] ?? '1';
  const sheet = `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}"><sheetData><row r="${row}"><c r="${reference}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c></row></sheetData></worksheet>`;
  return zipOfTexts({ ...workbookParts(['Sheet1'], false), 'xl/worksheets/sheet1.xml': sheet });
}

/**
 * A quiz sheet whose second row is one text of `length` characters that packs as text does (about 5 bits a
 * character), not as a zip bomb: the attack run's 4 MB file holding a 5 MB cell.
 */
export function longTextXlsx(length: number): FileBytes {
  let state = 1;
  const characters = Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 'abcdefghijklmnopqrstuvwxyz '.charAt(state % 27);
  });
  return handBuiltXlsx([{ name: 'Quiz', rows: [['Question'], [characters.join('')]] }]);
}

/** A spreadsheet cut short, as a failed download leaves it: its zip directory (at the end) is missing. */
export const truncatedXlsx = (): FileBytes => {
  const whole = handBuiltXlsx([{ name: 'Quiz', rows: [['Question'], ['What is 2 + 2?']] }]);
  return whole.slice(0, Math.floor(whole.length / 2));
};

/** A zip that is no workbook: a word-processing document's parts. */
export const documentZip = (): FileBytes =>
  zipOfTexts({
    '[Content_Types].xml': `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    'word/document.xml': `${XML_DECLARATION}<document/>`,
  });

/** Where a zip's central directory records an entry's unpacked size, from the entry's record. */
const CENTRAL_RECORD_SIGNATURE = 0x02014b50;
const UNPACKED_SIZE_OFFSET = 24;

/**
 * A workbook whose zip directory says its sheet unpacks to `declaredBytes` although it does not: a zip
 * bomb's directory declares gigabytes, or a few bytes to hide them.
 */
export function misdeclaredXlsx(declaredBytes: number): FileBytes {
  const bytes = handBuiltXlsx([
    {
      name: 'Quiz',
      rows: [
        ['Question', 'Answer 1', 'Answer 2'],
        ['What?', 'Yes', 'No'],
      ],
    },
  ]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sheetName = strToU8('xl/worksheets/sheet1.xml');
  for (let offset = 0; offset + 46 <= bytes.length; offset += 1) {
    if (view.getUint32(offset, true) !== CENTRAL_RECORD_SIGNATURE) continue;
    const nameLength = view.getUint16(offset + 28, true);
    const name = bytes.subarray(offset + 46, offset + 46 + nameLength);
    if (nameLength === sheetName.length && name.every((byte, index) => byte === sheetName[index])) {
      view.setUint32(offset + UNPACKED_SIZE_OFFSET, declaredBytes, true);
      return bytes;
    }
  }
  throw new Error('The sheet is missing from the zip directory.');
}

/**
 * A workbook whose sheet is valid but padded with `paddingBytes` spaces, one byte repeated, which packs over
 * 1000 to 1 as no spreadsheet app's file does: a zip bomb's packing.
 */
export function densePackedXlsx(paddingBytes: number): FileBytes {
  const parts = workbookParts(['Quiz'], false);
  const sheet = new Uint8Array(paddingBytes).fill(0x20);
  const start = strToU8(
    `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}"><sheetData><row r="1"><c r="A1"><v>1</v></c></row>`,
  );
  const end = strToU8('</sheetData></worksheet>');
  sheet.set(start);
  sheet.set(end, sheet.length - end.length);
  return zipped({
    ...Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)])),
    'xl/worksheets/sheet1.xml': [sheet, { level: 9 }],
  });
}

const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const SECTOR_BYTES = 512;
const DIRECTORY_ENTRY_BYTES = 128;

/**
 * A compound file (Microsoft's container of old .xls files and of encrypted .xlsx files): its header, then a
 * directory sector naming its streams as a compound file does (UTF-16, little-endian, 128 bytes an entry).
 */
function compoundFile(streamNames: readonly string[]): FileBytes {
  const bytes = new Uint8Array(SECTOR_BYTES * 2);
  bytes.set(COMPOUND_FILE_SIGNATURE);
  const view = new DataView(bytes.buffer);
  view.setUint16(0x18, 0x003e, true);
  view.setUint16(0x1a, 0x0003, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  ['Root Entry', ...streamNames].forEach((name, index) => {
    const entry = SECTOR_BYTES + index * DIRECTORY_ENTRY_BYTES;
    [...name].forEach((char, charIndex) => view.setUint16(entry + charIndex * 2, char.charCodeAt(0), true));
    view.setUint16(entry + 64, (name.length + 1) * 2, true);
  });
  return bytes;
}

/** A password-protected XLSX as Excel saves it: a compound file holding the encrypted workbook. */
export const passwordProtectedXlsx = (): FileBytes =>
  compoundFile(['EncryptionInfo', 'EncryptedPackage', '\u0006DataSpaces']);

/** An Excel 97–2003 workbook (.xls): a compound file holding a "Workbook" stream. */
export const oldExcelXls = (): FileBytes => compoundFile(['Workbook', '\u0005SummaryInformation']);

/** Bytes no text holds, as in an image or a program: every byte value in turn. */
export const binaryGarbage = (): FileBytes =>
  Uint8Array.from({ length: 4096 }, (_, index) => (index * 7) % 256);
