// The SPA calls the emulator from another origin (Vite's), so every answer carries CORS headers, and
// the upload protocols' response headers are exposed: without that, the browser hides
// X-Goog-Upload-URL and X-Goog-Upload-Status from the client SDK and resumable uploads fail.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { header } from './io';

const EXPOSED_HEADERS = [
  'Content-Disposition',
  'Content-Length',
  'Content-Range',
  'ETag',
  'Location',
  'Range',
  'X-Goog-Generation',
  'X-Goog-Hash',
  'X-Goog-Metageneration',
  'X-Goog-Stored-Content-Encoding',
  'X-Goog-Stored-Content-Length',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-URL',
].join(', ');

export function addCorsHeaders(request: IncomingMessage, response: ServerResponse): void {
  const origin = header(request, 'origin');
  response.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin !== undefined) {
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Vary', 'Origin');
  }
  response.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/** Answers a CORS preflight, allowing whatever method and headers the browser asks about. */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': header(request, 'access-control-request-headers') ?? '*',
    'Access-Control-Max-Age': '3600',
    'Content-Length': 0,
  });
  response.end();
}
