// Small HTTP helpers shared by the REST API and the emulator's own endpoints.

import type { IncomingMessage, ServerResponse } from 'node:http';

/** Reads a request body whole. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers with a body (JSON unless `contentType` says otherwise); returns the bytes sent. */
export function send(
  response: ServerResponse,
  status: number,
  body: string | null,
  contentType = 'application/json; charset=utf-8',
): number {
  response.statusCode = status;
  if (body === null) {
    response.end();
    return 0;
  }
  response.setHeader('Content-Type', contentType);
  response.end(body);
  return Buffer.byteLength(body);
}

export function sendJson(response: ServerResponse, status: number, value: unknown): number {
  return send(response, status, JSON.stringify(value));
}

/** The credential of a request: a Bearer token, or the REST API's `auth` / `access_token` parameter. */
export function credentialOf(request: IncomingMessage, params: URLSearchParams): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return params.get('auth') ?? params.get('access_token');
}
