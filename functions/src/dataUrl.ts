// Data URLs (RFC 2397), the form in which uploadQuizMedia receives a file: `data:[<media type>][;base64],<data>`.
// Only the bytes are taken: the media type is what the caller claims, and the server judges the bytes instead.

const DATA_URL = /^data:([^,]*),/i;
/** Standard base64 as FileReader.readAsDataURL writes it: the alphabet, then at most two padding characters. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PERCENT_ESCAPE = 0x25;

/** The byte value of an ASCII hexadecimal digit, or -1. */
function hexDigit(code: number | undefined): number {
  if (code === undefined) return -1;
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** The octets of percent-encoded data: `%XX` is the byte XX, any other character its UTF-8 bytes. */
function percentDecoded(data: string): Buffer {
  const encoded = Buffer.from(data, 'utf8');
  const bytes = Buffer.alloc(encoded.length);
  let length = 0;
  for (let at = 0; at < encoded.length; at += 1) {
    const high = encoded[at] === PERCENT_ESCAPE ? hexDigit(encoded[at + 1]) : -1;
    const low = high >= 0 ? hexDigit(encoded[at + 2]) : -1;
    if (low >= 0) {
      bytes[length] = high * 16 + low;
      at += 2;
    } else {
      bytes[length] = encoded[at] ?? 0;
    }
    length += 1;
  }
  return bytes.subarray(0, length);
}

/** The bytes a data URL carries, or null when the text is not a data URL or its base64 is broken. */
export function dataUrlBytes(text: string): Buffer | null {
  const header = DATA_URL.exec(text);
  if (!header) return null;
  const data = text.slice(header[0].length);
  if (!/;base64$/i.test(header[1] ?? '')) return percentDecoded(data);
  if (data.length % 4 !== 0 || !BASE64.test(data)) return null;
  return Buffer.from(data, 'base64');
}
