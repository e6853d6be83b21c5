// Parses multipart/related bodies (RFC 2387), the single-request upload of both SDKs: a JSON part with
// the object's metadata, then a part with its bytes.
import { HttpError } from './io';

export interface MultipartPart {
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: Buffer;
}

export function parseMultipart(contentType: string | undefined, body: Buffer): MultipartPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const value = boundary?.[1] ?? boundary?.[2];
  if (value === undefined) throw invalid('a multipart upload needs a Content-Type with a boundary');

  const dashBoundary = Buffer.from(`--${value}`);
  const delimiter = Buffer.from(`\r\n--${value}`);
  let position = body.indexOf(dashBoundary);
  if (position < 0) throw invalid('the multipart body does not contain its boundary');
  position += dashBoundary.length;

  const parts: MultipartPart[] = [];
  // After each boundary comes "--" (the end) or the rest of the boundary line, then a part.
  while (!body.subarray(position, position + 2).equals(Buffer.from('--'))) {
    const lineEnd = body.indexOf('\r\n', position);
    if (lineEnd < 0) throw invalid('a multipart boundary line is not terminated');
    const headerStart = lineEnd + 2;
    const headerEnd = body.subarray(headerStart, headerStart + 2).equals(Buffer.from('\r\n'))
      ? headerStart
      : body.indexOf('\r\n\r\n', headerStart);
    if (headerEnd < 0) throw invalid('a multipart part has no blank line after its headers');
    const contentStart = headerEnd + (headerEnd === headerStart ? 2 : 4);
    const contentEnd = body.indexOf(delimiter, contentStart);
    if (contentEnd < 0) throw invalid('a multipart part is not followed by a boundary');
    parts.push({
      headers: parseHeaders(body.subarray(headerStart, headerEnd).toString('utf8')),
      body: body.subarray(contentStart, contentEnd),
    });
    position = contentEnd + delimiter.length;
  }
  return parts;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function invalid(detail: string): HttpError {
  return new HttpError(400, `Malformed multipart body: ${detail}`, 'invalid');
}
