// Sends an object's bytes: the download of both APIs and the URL an <img> loads.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { StoredObject } from '../store/objectStore';
import { header, HttpError } from './io';

export function sendObjectData(
  request: IncomingMessage,
  response: ServerResponse,
  object: StoredObject,
): void {
  const size = object.data.length;
  const fileName = object.name.split('/').at(-1) ?? object.name;
  const headers: OutgoingHttpHeaders = {
    'Content-Type': object.contentType ?? 'application/octet-stream',
    'Content-Disposition':
      object.contentDisposition ?? `inline; filename*=utf-8''${encodeURIComponent(fileName)}`,
    'Accept-Ranges': 'bytes',
    ETag: `"${object.md5Hash}"`,
    'Last-Modified': object.updated.toUTCString(),
    'X-Goog-Generation': String(object.generation),
    'X-Goog-Metageneration': String(object.metageneration),
    // @google-cloud/storage validates downloads against these; "identity" tells it the bytes are
    // served as stored, so the hashes apply to them.
    'X-Goog-Hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
    'X-Goog-Stored-Content-Encoding': object.contentEncoding ?? 'identity',
    'X-Goog-Stored-Content-Length': String(size),
  };
  if (object.cacheControl !== undefined) headers['Cache-Control'] = object.cacheControl;
  if (object.contentLanguage !== undefined) headers['Content-Language'] = object.contentLanguage;
  if (object.contentEncoding !== undefined) headers['Content-Encoding'] = object.contentEncoding;

  const range = parseRange(header(request, 'range'), size);
  if (range === undefined) {
    response.writeHead(200, { ...headers, 'Content-Length': size });
    response.end(request.method === 'HEAD' ? undefined : object.data);
    return;
  }
  const [start, end] = range;
  response.writeHead(206, {
    ...headers,
    'Content-Length': end - start + 1,
    'Content-Range': `bytes ${start}-${end}/${size}`,
  });
  response.end(request.method === 'HEAD' ? undefined : object.data.subarray(start, end + 1));
}

/**
 * The inclusive byte range of a single-range "Range: bytes=..." header (a-b, a- or -suffix), clamped
 * to the object; undefined when there is no usable header, so the whole object is sent.
 */
function parseRange(value: string | undefined, size: number): [number, number] | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value?.trim() ?? '');
  // An empty object has no byte to start a range at: it is sent whole.
  if (match === null || (match[1] === '' && match[2] === '') || size === 0) return undefined;
  const [first, last] = [match[1] as string, match[2] as string];
  const range: [number, number] =
    first === ''
      ? [Math.max(0, size - Number(last)), size - 1]
      : [Number(first), last === '' ? size - 1 : Math.min(Number(last), size - 1)];
  if (range[0] >= size || range[0] > range[1]) {
    throw new HttpError(
      416,
      `Requested range not satisfiable for an object of ${size} bytes`,
      'requestedRangeNotSatisfiable',
    );
  }
  return range;
}
