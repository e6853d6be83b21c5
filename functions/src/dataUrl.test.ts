import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from '@/domain/fixtures/images';
import { dataUrlBytes } from './dataUrl';

const PNG_BASE64 = Buffer.from(PNG_1X1).toString('base64');

describe('dataUrlBytes', () => {
  it.each([
    ['declared image/png', `data:image/png;base64,${PNG_BASE64}`],
    ['declared text/plain', `data:text/plain;base64,${PNG_BASE64}`],
    ['with no media type', `data:;base64,${PNG_BASE64}`],
    ['with parameters and upper-case markers', `DATA:image/png;name=a.png;BASE64,${PNG_BASE64}`],
  ])('decodes the base64 of a data URL %s', (_what, url) => {
    expect(dataUrlBytes(url)?.equals(PNG_1X1)).toBe(true);
  });

  it('decodes percent-encoded data, byte for byte', () => {
    const percentEncoded = [...PNG_1X1].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

    expect(dataUrlBytes(`data:image/png,${percentEncoded}`)?.equals(PNG_1X1)).toBe(true);
  });

  it('keeps the characters of percent-encoded text that are not escapes, as UTF-8', () => {
    expect(dataUrlBytes('data:,a%20b%2x%é')?.toString('utf8')).toBe('a b%2x%é');
    expect(dataUrlBytes('data:text/plain,%41%4a%4A%')?.toString('latin1')).toBe('AJJ%');
  });

  it('decodes an empty data URL to no bytes', () => {
    expect(dataUrlBytes('data:,')?.length).toBe(0);
    expect(dataUrlBytes('data:image/png;base64,')?.length).toBe(0);
  });

  it.each([
    ['no data: scheme', PNG_BASE64],
    ['a link', 'https://example.com/cat.png'],
    ['a data URL without its comma', `data:image/png;base64`],
    ['base64 with a character outside the alphabet', `data:image/png;base64,${PNG_BASE64.slice(0, -4)}A*A=`],
    ['base64 of a length that is not a multiple of 4', `data:image/png;base64,${PNG_BASE64}A`],
    ['base64 with padding inside', `data:image/png;base64,AA==${PNG_BASE64}`],
    ['base64 with white space', `data:image/png;base64,${PNG_BASE64.slice(0, 8)} ${PNG_BASE64.slice(9)}`],
  ])('answers null for %s', (_what, text) => {
    expect(dataUrlBytes(text)).toBeNull();
  });
});
