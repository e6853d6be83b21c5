// Small helpers over node:http for reading requests and writing responses.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Ends a request with an HTTP error; each API renders it in the error shape its SDK parses. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Cloud Storage's machine-readable reason, e.g. "notFound". */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Objects are kept in memory; this bounds what one request can make the emulator hold. */
const MAX_BODY_BYTES = 256 * 1024 * 1024;

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, 'Request body too large for the emulator', 'tooLarge');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; an empty body is an empty object, as the upload APIs allow. */
export function parseJson(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON', 'parseError');
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  const payload = Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': payload.length,
  });
  response.end(payload);
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  const payload = Buffer.from(text);
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Length': payload.length,
  });
  response.end(payload);
}

export function sendEmpty(response: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  response.writeHead(status, { ...headers, 'Content-Length': 0 });
  response.end();
}

/** The value of a header sent once, or undefined. */
export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
