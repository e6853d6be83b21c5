// A spreadsheet's XML held to what a quiz can fill, before a parser reads it. read-excel-file makes every row
// and cell missing before the last one (a lone cell in row 120,000,000 is 120 million rows: minutes, then
// out of memory) and reads a text of megabytes for a minute; the zip's size checks cannot see either, as
// such a file is a few kilobytes. So the unpacked XML parts are scanned first, once, byte by byte where it
// matters: the row numbers of rows and cells, the column letters of cells, and the text of each cell and
// shared string. Bytes, not text, so nothing is decoded; XML's markup is ASCII, which never occurs inside
// a multi-byte UTF-8 character.
import { QUESTION_COUNT_MAX } from '../common/constants';
import { LOQI_TEMPLATE_MAX_COLUMNS } from './loqiTemplate';
import { importRefusals } from './quizFile';
import { HEADER_SEARCH_ROWS } from './sheetCells';

/** The last row a quiz fills: its header among the top rows searched for headers, then its questions. */
export const IMPORT_ROW_MAX = HEADER_SEARCH_ROWS + QUESTION_COUNT_MAX;
/** The last column a quiz fills: the widest of Loqi's template (Kahoot's has 8). */
export const IMPORT_COLUMN_MAX = LOQI_TEMPLATE_MAX_COLUMNS;
/** The most text a cell or shared string may hold, in bytes of XML; a quiz's longest is 400 characters. */
export const IMPORT_TEXT_MAX_BYTES = 100 * 1024;

/** "A" for 1, "Z" for 26, "AA" for 27: a column's letters from its number. */
export function columnLetters(column: number): string {
  const rest = Math.floor((column - 1) / 26);
  const letter = String.fromCharCode(65 + ((column - 1) % 26));
  return rest === 0 ? letter : columnLetters(rest) + letter;
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const COLON = 0x3a;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const CDATA_OPEN = ascii('<![CDATA[');
const CDATA_CLOSE = ascii(']]>');
const COMMENT_OPEN = ascii('<!--');
const COMMENT_CLOSE = ascii('-->');
const INSTRUCTION_OPEN = ascii('<?');
const INSTRUCTION_CLOSE = ascii('?>');
/** The elements looked at: rows and cells (their addresses), cells and shared strings (their text). */
const ROW = ascii('row');
const CELL = ascii('c');
const SHARED_STRING = ascii('si');

const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

function matchesAt(bytes: Uint8Array, sequence: Uint8Array, at: number): boolean {
  if (at + sequence.length > bytes.length) return false;
  for (let index = 0; index < sequence.length; index += 1) {
    if (bytes[at + index] !== sequence[index]) return false;
  }
  return true;
}

/** Where `sequence` next starts from `from`, or the end of the bytes when it never does. */
function indexOfSequence(bytes: Uint8Array, sequence: Uint8Array, from: number): number {
  for (
    let at = bytes.indexOf(sequence[0] ?? 0, from);
    at !== -1;
    at = bytes.indexOf(sequence[0] ?? 0, at + 1)
  ) {
    if (matchesAt(bytes, sequence, at)) return at;
  }
  return bytes.length;
}

/** The '>' ending a tag that starts at `from`, outside quoted attribute values; the bytes' end if none. */
function tagEnd(bytes: Uint8Array, from: number): number {
  let quote = 0;
  for (let index = from; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (quote !== 0) {
      if (byte === quote) quote = 0;
    } else if (byte === QUOTE || byte === APOSTROPHE) {
      quote = byte;
    } else if (byte === GT) {
      return index;
    }
  }
  return bytes.length;
}

/** Where a tag's name ends (a space, '/' or '>'), from its first byte. */
function nameEnd(bytes: Uint8Array, from: number, end: number): number {
  let index = from;
  while (index < end && !isSpace(bytes[index]) && bytes[index] !== SLASH) index += 1;
  return index;
}

/** Whether the name in [from, to) is `local`, with or without a namespace prefix ("x:row"). */
function isNamed(bytes: Uint8Array, from: number, to: number, local: Uint8Array): boolean {
  const start = to - local.length;
  return matchesAt(bytes, local, start) && (start === from || (start > from && bytes[start - 1] === COLON));
}

/** The bytes as text, one character each: the markup is ASCII, and an address with more is wrong anyway. */
const bytesText = (bytes: Uint8Array, from: number, to: number): string => {
  let text = '';
  for (let index = from; index < to; index += 1) text += String.fromCharCode(bytes[index] ?? 0);
  return text;
};

/** The XML entities of an attribute's value decoded, as read-excel-file's XML parser decodes them. */
const ENTITIES: Record<string, string> = { amp: '&', apos: "'", gt: '>', lt: '<', quot: '"' };
const decodeEntities = (value: string) =>
  value.replace(
    /&#(\d+);|&#x([0-9a-f]+);|&(\w+);/gi,
    (entity, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) return ENTITIES[name.toLowerCase()] ?? entity;
      return String.fromCharCode(decimal === undefined ? parseInt(hex ?? '', 16) : Number(decimal));
    },
  );

/** The value of the tag's attribute `r` (a row's number, a cell's address) in [from, end), or null. */
function addressAttribute(bytes: Uint8Array, from: number, end: number): string | null {
  let index = from;
  while (index < end) {
    while (index < end && (isSpace(bytes[index]) || bytes[index] === SLASH)) index += 1;
    const nameStart = index;
    while (index < end && !isSpace(bytes[index]) && bytes[index] !== EQUALS) index += 1;
    const isAddress = index - nameStart === 1 && bytes[nameStart] === 0x72; // "r"
    while (index < end && isSpace(bytes[index])) index += 1;
    if (bytes[index] !== EQUALS) continue;
    index += 1;
    while (index < end && isSpace(bytes[index])) index += 1;
    const quote = bytes[index];
    if (quote !== QUOTE && quote !== APOSTROPHE) return null;
    const valueEnd = bytes.indexOf(quote, index + 1);
    if (valueEnd === -1 || valueEnd > end) return null;
    if (isAddress) return decodeEntities(bytesText(bytes, index + 1, valueEnd));
    index = valueEnd + 1;
  }
  return null;
}

/**
 * A cell address's row and column as read-excel-file reads them: letters until the first digit, each its
 * character code less 64 ("A" is 1), then the rest as a number.
 */
function cellAddress(address: string): { row: number; column: number; letters: string } {
  let column = 0;
  let index = 0;
  for (; index < address.length; index += 1) {
    const code = address.charCodeAt(index);
    if (code >= DIGIT_0 && code <= DIGIT_9) break;
    column = column * 26 + code - 64;
  }
  return { row: Number(address.slice(index)), column, letters: address.slice(0, index) };
}

/** Column letters as a refusal names them: a forged address may have thousands. */
const shownLetters = (letters: string) => (letters.length > 8 ? `${letters.slice(0, 8)}…` : letters);

/** Why a row number or a cell address is beyond a quiz, or null. */
function addressProblem(address: string, isCell: boolean): string | null {
  const { row, column, letters } = isCell
    ? cellAddress(address)
    : { row: Number(address), column: 0, letters: '' };
  if (column > IMPORT_COLUMN_MAX)
    return importRefusals.columnBeyondQuiz(shownLetters(letters), columnLetters(IMPORT_COLUMN_MAX));
  if (row > IMPORT_ROW_MAX) return importRefusals.rowBeyondQuiz(row, IMPORT_ROW_MAX);
  return null;
}

const textProblem = (bytes: number) =>
  importRefusals.textTooLong(Math.ceil(bytes / 1024), IMPORT_TEXT_MAX_BYTES / 1024);

/**
 * Why an unpacked XML part of a spreadsheet cannot be read as a quiz (a row or column beyond any quiz's, a
 * cell or shared string of more than IMPORT_TEXT_MAX_BYTES of text), or null. Text is what lies between tags
 * and in CDATA sections, inside an element <c> or <si>; comments and processing instructions are skipped.
 */
export function xmlPartProblem(bytes: Uint8Array): string | null {
  /** The text bytes of the open <c> or <si>, or null outside one. */
  let textBytes: number | null = null;
  let position = 0;
  while (position < bytes.length) {
    const open = bytes.indexOf(LT, position);
    const textEnd = open === -1 ? bytes.length : open;
    if (textBytes !== null) textBytes += textEnd - position;
    if (open === -1) break;
    if (matchesAt(bytes, CDATA_OPEN, open)) {
      const close = indexOfSequence(bytes, CDATA_CLOSE, open + CDATA_OPEN.length);
      if (textBytes !== null) textBytes += close - open - CDATA_OPEN.length;
      position = close + CDATA_CLOSE.length;
      continue;
    }
    if (matchesAt(bytes, COMMENT_OPEN, open)) {
      position = indexOfSequence(bytes, COMMENT_CLOSE, open + COMMENT_OPEN.length) + COMMENT_CLOSE.length;
      continue;
    }
    if (matchesAt(bytes, INSTRUCTION_OPEN, open)) {
      position = indexOfSequence(bytes, INSTRUCTION_CLOSE, open + 2) + INSTRUCTION_CLOSE.length;
      continue;
    }
    const end = tagEnd(bytes, open + 1);
    position = end + 1;
    const closing = bytes[open + 1] === SLASH;
    const nameStart = closing ? open + 2 : open + 1;
    const name = nameEnd(bytes, nameStart, end);
    const isCell = isNamed(bytes, nameStart, name, CELL);
    const holdsText = isCell || isNamed(bytes, nameStart, name, SHARED_STRING);
    if (closing) {
      // Measured whole, so that the refusal says how long the text is.
      if (holdsText && textBytes !== null && textBytes > IMPORT_TEXT_MAX_BYTES) return textProblem(textBytes);
      if (holdsText) textBytes = null;
      continue;
    }
    if (isCell || isNamed(bytes, nameStart, name, ROW)) {
      const address = addressAttribute(bytes, name, end);
      const problem = address === null ? null : addressProblem(address, isCell);
      if (problem) return problem;
    }
    if (holdsText && bytes[end - 1] !== SLASH) textBytes = 0;
  }
  // A part cut short inside a cell.
  return textBytes !== null && textBytes > IMPORT_TEXT_MAX_BYTES ? textProblem(textBytes) : null;
}
