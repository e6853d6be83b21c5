import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../common/constants';
import {
  AVIF_START,
  BMP_1X1,
  GIF_1X1,
  JPEG_1X1,
  PNG_1X1,
  pngOfSize,
  SVG_TEXT,
  WEBP_1X1,
} from '../fixtures/images';
import { UploadErrorCode } from '../common/messages';
import {
  chosenFileRefusal,
  detectImageFormat,
  UPLOAD_IMAGE_FORMATS,
  uploadedImageFileName,
  type UploadImageFormat,
} from './uploads';

const text = (content: string) => new TextEncoder().encode(content);

describe('detectImageFormat', () => {
  it.each<[UploadImageFormat, Uint8Array]>([
    ['png', PNG_1X1],
    ['jpeg', JPEG_1X1],
    ['gif', GIF_1X1],
    ['webp', WEBP_1X1],
    ['bmp', BMP_1X1],
    ['avif', AVIF_START],
  ])('recognises a %s file', (format, bytes) => {
    expect(detectImageFormat(bytes)).toBe(format);
  });

  it('recognises a GIF87a, a JPEG with Exif and an AVIF that names avif only as a compatible brand', () => {
    expect(detectImageFormat(Uint8Array.from([...text('GIF87a'), 1, 0, 1, 0]))).toBe('gif');
    expect(detectImageFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 0x10]))).toBe('jpeg');
    const heifWithAvif = Uint8Array.from([0, 0, 0, 24, ...text('ftypmif1'), 0, 0, 0, 0, ...text('mif1avif')]);
    expect(detectImageFormat(heifWithAvif)).toBe('avif');
  });

  it('recognises a PNG of 5 MB', () => {
    expect(detectImageFormat(pngOfSize(UPLOAD_MAX_BYTES))).toBe('png');
  });

  it.each([
    ['an SVG', text(SVG_TEXT)],
    ['an SVG with an XML declaration', text(`<?xml version="1.0"?>${SVG_TEXT}`)],
    ['plain text', text('Capital of Australia? Canberra.')],
    ['text that starts like a BMP', text('BMW and Audi are car makers, not pictures.')],
    ['text that starts like a GIF', text('GIF')],
    ['HTML', text('<!doctype html><img src=x onerror=alert(1)>')],
    ['no bytes', new Uint8Array()],
    ['a PNG signature alone', PNG_1X1.subarray(0, 8)],
    [
      'a PNG signature without its IHDR chunk',
      Uint8Array.from([...PNG_1X1.subarray(0, 12), ...text('IDAT'), 0, 0]),
    ],
    ['a PNG of width 0', Uint8Array.from([...PNG_1X1.subarray(0, 16), 0, 0, 0, 0, ...PNG_1X1.subarray(20)])],
    ['a JPEG start of image alone', Uint8Array.from([0xff, 0xd8, 0xff])],
    ['a RIFF file that is a WAV sound', Uint8Array.from([...text('RIFF'), 36, 0, 0, 0, ...text('WAVEfmt ')])],
    [
      'an ISO media file of another brand (MP4)',
      Uint8Array.from([0, 0, 0, 20, ...text('ftypisom'), 0, 0, 0, 0, ...text('mp41')]),
    ],
    ['a PDF', text('%PDF-1.7\n%âãÏÓ')],
    ['a ZIP archive', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, 0, 0])],
  ])('refuses %s', (_what, bytes) => {
    expect(detectImageFormat(bytes)).toBeNull();
  });
});

describe('uploadedImageFileName', () => {
  it.each<[UploadImageFormat, string]>([
    ['png', 'image.png'],
    ['jpeg', 'image.jpg'],
    ['gif', 'image.gif'],
    ['webp', 'image.webp'],
    ['bmp', 'image.bmp'],
    ['avif', 'image.avif'],
  ])('names a %s file %s', (format, name) => {
    expect(uploadedImageFileName(format)).toBe(name);
  });

  it('gives every format an image content type', () => {
    for (const { contentType } of Object.values(UPLOAD_IMAGE_FORMATS))
      expect(contentType).toMatch(/^image\//);
  });
});

describe('chosenFileRefusal (SPEC §5: image/* up to 5 MB)', () => {
  it.each([
    { type: 'image/png', size: 1 },
    { type: 'image/jpeg', size: UPLOAD_MAX_BYTES },
    { type: 'image/svg+xml', size: 100 },
  ])('lets $type of $size bytes through', (file) => {
    expect(chosenFileRefusal(file)).toBeNull();
  });

  it('refuses a file over 5 MB as too large', () => {
    expect(chosenFileRefusal({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      UploadErrorCode.TooLarge,
    );
  });

  it.each(['text/plain', 'application/pdf', '', 'video/mp4'])(
    'refuses the type %j as not an image',
    (type) => {
      expect(chosenFileRefusal({ type, size: 10 })).toBe(UploadErrorCode.NotAnImage);
    },
  );
});
