// A quiz file's bytes and a Workbook, both ways. The import and export dialogs load this module
// with import() only, so that the spreadsheet libraries stay out of every other page's JavaScript.
//
// Reading trusts the bytes, not the file's name: a file is refused by its size before a byte is read, then
// its first bytes say what it is. An XLSX is a zip of XML files; its directory is checked (a workbook, and
// not a zip bomb) before anything is unpacked, and only its XML is unpacked, each file into a buffer of the
// size the directory declares, so that a lying directory cannot make it bigger. Its XML is then held to what
// a quiz can fill (sheetLimits.ts: rows, columns, text), since a few kilobytes can ask the parser for millions
// of rows. read-excel-file reads the cells with a SAX parser and takes formulas' cached values, never
// evaluating one. The import runs all this in a worker (quizFilePreviewWorker.ts), never on the page.
import { unzipSync, zipSync, type Unzipped } from 'fflate';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import writeXlsxFile, { type Cell, type Sheet } from 'write-excel-file/universal';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_UNPACKED_MAX_BYTES,
  importRefusals,
  type QuizFileContents,
  type SheetCell,
  type Workbook,
  type WorkbookSheet,
} from '@/domain/quizFiles/quizFile';
import { xmlPartProblem } from '@/domain/quizFiles/sheetLimits';

const refused = (refusal: string): QuizFileContents => ({ kind: 'refused', refusal });

/** A zip file's local header, which starts every zip that holds a file. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** Microsoft's Compound File Binary: an old .xls, or an encrypted (password-protected) .xlsx. */
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Excel's "Unicode Text" saves UTF-16, little-endian, after this mark. */
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The file's bytes. FileReader rather than Blob.arrayBuffer(): the unit tests' jsdom has only the former. */
const bytesOf = (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });

/**
 * What a chosen file holds: a spreadsheet's cells (an XLSX's every sheet, or a CSV as one sheet named after
 * the file), a JSON file's text, or why it cannot be imported (one of importRefusals). Never rejects.
 */
export async function readQuizFile(file: File): Promise<QuizFileContents> {
  if (file.size > IMPORT_FILE_MAX_BYTES) return refused(importRefusals.tooLarge(file.size));
  if (file.size === 0) return refused(importRefusals.empty);
  let bytes: Uint8Array;
  try {
    bytes = await bytesOf(file);
  } catch {
    return refused(importRefusals.notReadable);
  }
  if (startsWith(bytes, ZIP_SIGNATURE)) return readXlsx(bytes);
  if (startsWith(bytes, CFB_SIGNATURE)) return refused(compoundFileRefusal(bytes));
  return readText(bytes, file.name);
}

// ---- XLSX ----

/** The zip entries read-excel-file reads: the workbook's parts are XML; images and the like are skipped. */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

/**
 * Spreadsheet XML packs about 10 to 1, and under 20 to 1 even for a sheet of one row repeated (every row and
 * cell names its own address); one byte repeated packs 800 to 1032 to 1, Deflate's most. A large part packed
 * tighter than this is a zip bomb.
 */
const MAX_PACKING_RATIO = 400;
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;

interface ZipEntry {
  name: string;
  packedBytes: number;
  unpackedBytes: number;
}

/** The zip's directory, without unpacking anything; null when there is no directory (a damaged zip). */
function zipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const entries: ZipEntry[] = [];
  try {
    unzipSync(bytes, {
      filter: ({ name, size, originalSize }) => {
        entries.push({ name, packedBytes: size, unpackedBytes: originalSize });
        return false;
      },
    });
  } catch {
    return null;
  }
  return entries;
}

async function readXlsx(bytes: Uint8Array): Promise<QuizFileContents> {
  const directory = zipDirectory(bytes);
  if (directory === null) return refused(importRefusals.corrupt);
  // A .docx, an .ods or a zip of anything else.
  if (!directory.some((entry) => entry.name === 'xl/workbook.xml')) {
    return refused(importRefusals.notReadable);
  }
  const xmlParts = directory.filter((entry) => isXmlPart(entry.name));
  const unpackedBytes = xmlParts.reduce((total, entry) => total + entry.unpackedBytes, 0);
  if (unpackedBytes > IMPORT_UNPACKED_MAX_BYTES) return refused(importRefusals.unpacksTooLarge);
  const packedTooTight = xmlParts.some(
    (entry) =>
      entry.unpackedBytes >= RATIO_CHECKED_FROM_BYTES &&
      entry.unpackedBytes > entry.packedBytes * MAX_PACKING_RATIO,
  );
  if (packedTooTight) return refused(importRefusals.corrupt);
  try {
    const parts: Unzipped = unzipSync(bytes, { filter: ({ name }) => isXmlPart(name) });
    for (const part of Object.values(parts)) {
      const problem = xmlPartProblem(part);
      if (problem) return refused(problem);
    }
    // Handed on stored, not packed: read-excel-file would unpack a large part in a Web Worker made from a
    // blob: URL, which the site's Content Security Policy forbids.
    const stored = zipSync(parts, { level: 0 });
    const sheets = await readXlsxFile(stored.buffer as ArrayBuffer, { trim: false });
    return {
      kind: 'workbook',
      workbook: {
        sheets: sheets.map(({ sheet, data }) => ({ name: sheet, rows: data.map(sheetRow) })),
      },
    };
  } catch {
    return refused(importRefusals.corrupt);
  }
}

/** read-excel-file's cell as a SheetCell (its types call a Date cell the Date constructor); anything else is blank. */
function sheetCell(value: unknown): SheetCell {
  const isPlain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  return isPlain || value instanceof Date ? value : null;
}

const sheetRow = (row: readonly unknown[]): SheetCell[] => row.map(sheetCell);

// ---- Old and encrypted Excel files ----

/** A stream's name in a compound file's directory, as it is stored there (UTF-16, little-endian). */
const utf16leName = (name: string): Uint8Array =>
  new Uint8Array([...name].flatMap((char) => [char.charCodeAt(0), 0]));

function containsBytes(bytes: Uint8Array, needle: Uint8Array): boolean {
  const [first = 0] = needle;
  const last = bytes.length - needle.length;
  for (
    let start = bytes.indexOf(first);
    start !== -1 && start <= last;
    start = bytes.indexOf(first, start + 1)
  ) {
    if (needle.every((byte, index) => bytes[start + index] === byte)) return true;
  }
  return false;
}

/**
 * Excel saves a password-protected workbook as a compound file holding the streams "EncryptionInfo" and
 * "EncryptedPackage" (the encrypted XLSX); any other compound file is an old Excel (.xls) workbook.
 */
function compoundFileRefusal(bytes: Uint8Array): string {
  const encrypted =
    containsBytes(bytes, utf16leName('EncryptedPackage')) &&
    containsBytes(bytes, utf16leName('EncryptionInfo'));
  return encrypted ? importRefusals.passwordProtected : importRefusals.oldExcel;
}

// ---- JSON and CSV ----

/** Control characters text never holds (all but tab, line feed and carriage return)… */
const isBinaryControl = (byte: number) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d;
/** …beyond the odd stray one (a DOS end-of-file mark, Excel's vertical tab for a line break in a cell). */
const MAX_CONTROL_SHARE = 0.01;

/** Binary, not text: a NUL byte (no 8-bit text holds one), or more than a stray control character. */
function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return true;
  let controls = 0;
  for (const byte of bytes) if (isBinaryControl(byte)) controls += 1;
  return controls > bytes.length * MAX_CONTROL_SHARE;
}

/**
 * The file's text: UTF-16 after its byte order mark, else UTF-8 (a BOM dropped), else Windows-1252, as
 * Excel on Windows saves "CSV (Comma delimited)". Null for binary bytes.
 */
function decodeText(bytes: Uint8Array): string | null {
  if (startsWith(bytes, UTF16LE_BOM)) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, UTF16BE_BOM)) return new TextDecoder('utf-16be').decode(bytes);
  if (looksBinary(bytes)) return null;
  const text = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(text);
  } catch {
    return decodeWindows1252(text);
  }
}

/**
 * Windows-1252 differs from Latin-1 only in bytes 0x80 to 0x9F (€, curly quotes, dashes…). Browsers decode
 * them right, Node 20's TextDecoder as Latin-1's control characters, which these become.
 */
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

const decodeWindows1252 = (bytes: Uint8Array): string =>
  new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (control) => WINDOWS_1252_C1.charAt(control.charCodeAt(0) - 0x80));

/** CSV's delimiters: the comma, the semicolon of Excel in much of Europe, the tab of "Text (Tab delimited)". */
const CSV_DELIMITERS = [',', ';', '\t'];

function readText(bytes: Uint8Array, fileName: string): QuizFileContents {
  const text = decodeText(bytes);
  if (text === null) return refused(importRefusals.notReadable);
  const firstCharacter = text.trimStart().charAt(0);
  // A .json file that is not an object is still JSON: the quiz file reader says what is wrong with it.
  if (firstCharacter === '{' || /\.json$/i.test(fileName)) return { kind: 'json', text };
  return { kind: 'workbook', workbook: { sheets: [csvSheet(text, fileName)] } };
}

/** A CSV as a sheet: every field a string (the domain parses numbers), an empty field null, a record a row. */
function csvSheet(text: string, fileName: string): WorkbookSheet {
  // Lenient, as spreadsheet apps are: a stray quote leaves its field as written rather than refusing the file.
  const { data } = Papa.parse<string[]>(text, {
    delimitersToGuess: CSV_DELIMITERS,
    dynamicTyping: false,
    // Empty lines kept: a row's number is the spreadsheet app's row number, which problems name.
    skipEmptyLines: false,
  });
  const rows = data.map((record) => record.map((field): SheetCell => (field === '' ? null : field)));
  // A file's final line break ends its last record rather than starting an empty one.
  while (rows.at(-1)?.every((cell) => cell === null)) rows.pop();
  return { name: fileName.replace(/\.[^.]*$/, '') || fileName, rows };
}

// ---- Writing XLSX ----

const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const TEXT_FORMAT = '@';

/**
 * A cell as write-excel-file writes it. A text is a string cell with the Text format, so a text such as
 * "=1+1" is shown, never evaluated, and stays text when edited.
 */
function xlsxCell(value: SheetCell, bold: boolean): Cell {
  const fontWeight = bold ? 'bold' : undefined;
  if (value === null) return null;
  if (value instanceof Date) return { value, type: Date, format: DATE_FORMAT, fontWeight };
  switch (typeof value) {
    case 'string':
      return { value, type: String, format: TEXT_FORMAT, fontWeight };
    case 'number':
      return { value, type: Number, fontWeight };
    case 'boolean':
      return { value, type: Boolean, fontWeight };
  }
}

function xlsxSheet({ name, rows, headerRow, columnWidths }: WorkbookSheet): Sheet<Blob> {
  return {
    sheet: name,
    data: rows.map((row, index) => row.map((value) => xlsxCell(value, index + 1 === headerRow))),
    columns: columnWidths?.map((width) => ({ width })),
    // The rows down to the header stay in view while scrolling.
    stickyRowsCount: headerRow,
  };
}

/** The workbook as an XLSX file: every sheet, its header row bold and kept in view, its columns' widths. */
export async function xlsxBlob(workbook: Workbook): Promise<Blob> {
  return writeXlsxFile(workbook.sheets.map(xlsxSheet)).toBlob();
}
