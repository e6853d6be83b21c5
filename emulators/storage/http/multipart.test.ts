import { describe, expect, it } from 'vitest';
import { HttpError } from './io';
import { parseMultipart } from './multipart';

const body = (...lines: string[]) => Buffer.from(lines.join('\r\n'));

describe('parseMultipart', () => {
  it('splits parts, keeping binary bodies byte for byte', () => {
    const binary = Buffer.from([0, 13, 10, 45, 45, 255]);
    const payload = Buffer.concat([
      body(
        '--b1',
        'Content-Type: application/json',
        '',
        '{"name":"x"}',
        '--b1',
        'Content-Type: image/png',
        '',
        '',
      ),
      binary,
      body('', '--b1--'),
    ]);
    const [metadata, media] = parseMultipart('multipart/related; boundary=b1', payload);
    expect(metadata?.headers).toEqual({ 'content-type': 'application/json' });
    expect(metadata?.body.toString()).toBe('{"name":"x"}');
    expect(media?.headers['content-type']).toBe('image/png');
    expect(media?.body.equals(binary)).toBe(true);
  });

  it('accepts a quoted boundary, a preamble and a part without headers', () => {
    const quoted = parseMultipart(
      'multipart/related; boundary="a b"',
      body('preamble', '--a b', '', 'no headers', '--a b--'),
    );
    expect(quoted.map((part) => [part.headers, part.body.toString()])).toEqual([[{}, 'no headers']]);
  });

  it('rejects bodies without their boundary as a 400', () => {
    expect(() => parseMultipart('multipart/related', Buffer.from('x'))).toThrow(HttpError);
    expect(() =>
      parseMultipart('multipart/related; boundary=zz', body('--zz', 'X: y', '', 'unterminated')),
    ).toThrow(/not followed by a boundary/);
  });
});
