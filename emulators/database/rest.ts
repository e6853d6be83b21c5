// The REST API on `/<path>.json` (https://firebase.google.com/docs/database/rest/start): GET reads
// (with the query parameters, shallow and format=export), PUT sets, PATCH is a multi-path update,
// POST appends under a push key, DELETE removes. A query without orderBy orders by priority (the real
// service refuses it; firebase-tools' export relies on its emulator accepting limitToFirst alone). Writes notify the WebSocket listeners like any other.
// Errors answer the real service's JSON: {"error": "..."}, 401 for "Permission denied".

import type { IncomingMessage } from 'node:http';
import { authenticate, UNAUTHENTICATED, type Principal } from './auth';
import { credentialOf, readBody } from './http';
import type { Namespace, WriteRequest } from './namespace';
import { InvalidDataError, parseDataPath, parsePath, type Path } from './path';
import { nextPushId } from './pushId';
import { parseRestQuery, queryResult } from './query';
import { getAt, toPlainJson, toShallowJson, type Data } from './tree';

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The answer to a REST request, and the bytes of its body for the metrics. */
export interface RestAnswer {
  received: number;
  status: number;
  /** JSON, or null for no body. */
  body: string | null;
}

/** Handles one REST request on `namespace`; the caller sends the answer (after the latency). */
export async function handleRest(
  request: IncomingMessage,
  url: URL,
  namespace: Namespace,
): Promise<RestAnswer> {
  const body = await readBody(request);
  const received = Buffer.byteLength(body);
  let status = 200;
  let result: unknown;
  try {
    result = answer(methodOf(request), url, body, namespace, principalOf(request, url.searchParams));
  } catch (error) {
    if (error instanceof InvalidDataError) [status, result] = [400, { error: error.message }];
    else if (error instanceof RestError) [status, result] = [error.status, { error: error.message }];
    else throw error;
  }
  const params = url.searchParams;
  if (status === 200 && params.get('print') === 'silent') return { received, status: 204, body: null };
  const pretty = params.get('print') === 'pretty';
  return { received, status, body: JSON.stringify(result, null, pretty ? 2 : undefined) };
}

function methodOf(request: IncomingMessage): string {
  // Clients that can only POST name the method in this header (REST API reference, "X-HTTP-Method-Override").
  const override = request.headers['x-http-method-override'];
  return request.method === 'POST' && typeof override === 'string'
    ? override.toUpperCase()
    : (request.method ?? 'GET');
}

function principalOf(request: IncomingMessage, params: URLSearchParams): Principal {
  const credential = credentialOf(request, params);
  if (credential === null) return UNAUTHENTICATED;
  const result = authenticate(credential);
  if (!result.ok) throw new RestError(401, result.message);
  return result.principal;
}

function answer(method: string, url: URL, body: string, namespace: Namespace, principal: Principal): unknown {
  const path = parseDataPath(decodeURIComponent(url.pathname.slice(0, -'.json'.length)));
  switch (method) {
    case 'GET':
      return read(path, url.searchParams, namespace, principal);
    case 'PUT':
      write(namespace, { kind: 'set', path, value: parseJson(body) }, principal);
      return toPlainJson(getAt(namespace.data, path));
    case 'POST': {
      // Real time, not the namespace's clock, as the client SDK's own push keys (see Connection.open).
      const key = nextPushId();
      write(namespace, { kind: 'set', path: [...path, key], value: parseJson(body) }, principal);
      return { name: key };
    }
    case 'PATCH': {
      const children = parseJson(body);
      if (typeof children !== 'object' || children === null || Array.isArray(children)) {
        throw new InvalidDataError('PATCH needs a JSON object of paths to values');
      }
      write(namespace, { kind: 'merge', path, children: children as Record<string, unknown> }, principal);
      return Object.fromEntries(
        Object.keys(children).map((key) => [
          key,
          toPlainJson(getAt(namespace.data, [...path, ...parsePath(key)])),
        ]),
      );
    }
    case 'DELETE':
      write(namespace, { kind: 'set', path, value: null }, principal);
      return null;
    default:
      throw new RestError(405, `Method ${method} not allowed`);
  }
}

function read(path: Path, params: URLSearchParams, namespace: Namespace, principal: Principal): unknown {
  if (!namespace.canRead(path, principal)) throw new RestError(401, 'Permission denied');
  const data: Data = queryResult(getAt(namespace.data, path), parseRestQuery(params));
  if (params.get('shallow') === 'true') return toShallowJson(data);
  return params.get('format') === 'export' ? data : toPlainJson(data);
}

function write(namespace: Namespace, request: WriteRequest, principal: Principal): void {
  if (namespace.write(request, principal) === 'permission_denied')
    throw new RestError(401, 'Permission denied');
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new InvalidDataError("Invalid data; couldn't parse JSON object, array, or value.");
  }
}
