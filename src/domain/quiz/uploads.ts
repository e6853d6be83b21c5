// Uploaded images (SPEC §3 "Uploaded media", §5, §7 uploadQuizMedia, §8): which bytes are an image, what the
// stored file is called, what the browser refuses before sending, and what uploadQuizMedia answers.
// The server judges the bytes themselves, never the type a caller declares: a type can be forged, and an
// SVG is a document that can carry script, so only raster formats that every browser shows are accepted.
import { UPLOAD_MAX_BYTES } from '../common/constants';
import { UploadErrorCode } from '../common/messages';
import type { StoragePath } from './question';

/** The raster formats an upload may be, each with the content type and file extension it is stored with. */
export const UPLOAD_IMAGE_FORMATS = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  bmp: { contentType: 'image/bmp', extension: 'bmp' },
  avif: { contentType: 'image/avif', extension: 'avif' },
} as const;
export type UploadImageFormat = keyof typeof UPLOAD_IMAGE_FORMATS;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The unsigned 32-bit number at `at`, read with the byte order the format uses. */
function uint32(bytes: Uint8Array, at: number, order: 'big' | 'little'): number {
  const [a = 0, b = 0, c = 0, d = 0] = bytes.subarray(at, at + 4);
  return order === 'big' ? ((a * 256 + b) * 256 + c) * 256 + d : ((d * 256 + c) * 256 + b) * 256 + a;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The sizes of the BMP info headers that exist (BITMAPCOREHEADER to BITMAPV5HEADER). */
const BMP_INFO_HEADER_SIZES = [12, 40, 52, 56, 64, 108, 124];
const AVIF_BRANDS = ['avif', 'avis'];

// Each check reads the format's signature and the header fields right after it, so that text which merely
// starts with the same letters ("BM...", "GIF...") is not taken for an image.
const formatChecks: Record<UploadImageFormat, (bytes: Uint8Array) => boolean> = {
  // The signature, then the IHDR chunk first with a width and height that are not 0.
  png: (bytes) =>
    bytes.length >= 24 &&
    PNG_SIGNATURE.every((byte, at) => bytes[at] === byte) &&
    ascii(bytes, 12, 4) === 'IHDR' &&
    uint32(bytes, 16, 'big') > 0 &&
    uint32(bytes, 20, 'big') > 0,
  // Start of image, then another marker (APPn, DQT, SOFn...).
  jpeg: (bytes) =>
    bytes.length >= 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    (bytes[3] ?? 0) >= 0xc0 &&
    bytes[3] !== 0xff,
  gif: (bytes) => bytes.length >= 10 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'),
  // A RIFF container of WEBP whose first chunk is lossy, lossless or extended image data.
  webp: (bytes) =>
    bytes.length >= 16 &&
    ascii(bytes, 0, 4) === 'RIFF' &&
    ascii(bytes, 8, 4) === 'WEBP' &&
    ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 4)),
  bmp: (bytes) =>
    bytes.length >= 26 &&
    ascii(bytes, 0, 2) === 'BM' &&
    BMP_INFO_HEADER_SIZES.includes(uint32(bytes, 14, 'little')),
  // An ISO media file whose ftyp box names AVIF as its major or a compatible brand.
  avif: (bytes) => {
    if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
    const boxEnd = Math.min(uint32(bytes, 0, 'big'), bytes.length);
    if (AVIF_BRANDS.includes(ascii(bytes, 8, 4))) return true;
    for (let at = 16; at + 4 <= boxEnd; at += 4) if (AVIF_BRANDS.includes(ascii(bytes, at, 4))) return true;
    return false;
  },
};

/** The raster format of these bytes, judged by their content alone, or null when they are none of them. */
export function detectImageFormat(bytes: Uint8Array): UploadImageFormat | null {
  for (const format of Object.keys(formatChecks) as UploadImageFormat[]) {
    if (formatChecks[format](bytes)) return format;
  }
  return null;
}

/**
 * The name an upload is stored under in its own fresh folder. The caller's file name is never used: it is
 * not sent (SPEC §7), and a fixed name cannot clash with anything or carry a path.
 */
export function uploadedImageFileName(format: UploadImageFormat): string {
  return `image.${UPLOAD_IMAGE_FORMATS[format].extension}`;
}

/**
 * Why the browser refuses a chosen file before sending it (SPEC §5: only image/* types, up to 5 MB), or null
 * when it may be sent. The server checks again, on the bytes.
 */
export function chosenFileRefusal(file: { type: string; size: number }): UploadErrorCode | null {
  if (!file.type.startsWith('image/')) return UploadErrorCode.NotAnImage;
  if (file.size > UPLOAD_MAX_BYTES) return UploadErrorCode.TooLarge;
  return null;
}

/** The upload succeeded: code 0. */
export const UPLOAD_SUCCESS_CODE = 0;

/** uploadQuizMedia's answer (SPEC §7): the stored image's [folder, file], or the code of the refusal (§8). */
export type UploadAnswer =
  | { success: true; code: typeof UPLOAD_SUCCESS_CODE; path: StoragePath }
  | { success: false; code: UploadErrorCode; path: null };
