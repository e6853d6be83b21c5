// Payloads that the callable protocol's own decoding cannot decode: a real callable, searchQuizzes, served over
// HTTP by firebase-functions' callable handler behind express's JSON parser (with Cloud Functions' 10 MB
// limit), as functionOptions.appCheck.test.ts serves it. Each odd payload is answered invalid-argument, as
// any other bad payload is, never internal.
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useMainDatabaseEmulator } from './test/databaseEmulator';
import { importAfresh } from './test/importAfresh';
import { PAYLOAD_DEPTH_MAX, undecodablePayload } from './validatedOnCall';

useMainDatabaseEmulator();

const LONG = 'type.googleapis.com/google.protobuf.Int64Value';

let url = '';
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  // Loaded afresh without App Check enforced: another file may have loaded it with the setting on.
  vi.stubEnv('LOQI_ENFORCE_APP_CHECK', undefined);
  const { searchQuizzes } = await importAfresh(() => import('./callables/searchQuizzes'));
  vi.unstubAllEnvs();
  const app = express();
  const parseJson = express.json({
    limit: '10mb',
    verify: (request, _response, body) => Object.assign(request, { rawBody: body }),
  });
  app.post('/', parseJson, (request, response) => searchQuizzes(request as Request, response));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

/** POSTs `body` (the request's JSON text) as the functions SDK does: the status and the error's code. */
async function post(body: string): Promise<{ status: number; code: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as { error?: { status?: unknown } };
  return { status: response.status, code: answer.error?.status ?? 'OK' };
}

const INVALID = { status: 400, code: 'INVALID_ARGUMENT' };

/** `{"data": {"search": <value>}}` as JSON text. */
const searchFor = (value: string) => `{"data":{"search":${value}}}`;

describe('a served callable', () => {
  it.each([
    [
      'an unknown "@type"',
      searchFor('{"@type":"type.googleapis.com/google.protobuf.StringValue","value":"x"}'),
    ],
    ['a 64-bit integer that is not a number', searchFor(`{"@type":"${LONG}","value":"many"}`)],
    ['an "@type" that is not a string', searchFor('{"@type":{"a":1}}')],
    ['a whole payload of an unknown "@type"', '{"data":{"@type":"x"}}'],
    ['an "@type" deep in an array', searchFor(`[1,[2,{"@type":"x"}]]`)],
  ])('answers invalid-argument for %s', async (_case, body) => {
    await expect(post(body)).resolves.toEqual(INVALID);
  });

  it('answers invalid-argument for a payload nested 100,000 levels deep, and for one just too deep', async () => {
    const depth = 100_000;
    await expect(post(searchFor(`${'['.repeat(depth)}${']'.repeat(depth)}`))).resolves.toEqual(INVALID);
    const tooDeep = PAYLOAD_DEPTH_MAX;
    await expect(post(searchFor(`${'{"a":'.repeat(tooDeep)}1${'}'.repeat(tooDeep)}`))).resolves.toEqual(
      INVALID,
    );
  });

  it('still serves a good payload, and refuses a merely wrong one as before', async () => {
    await expect(post(searchFor('"capitals"'))).resolves.toEqual({ status: 200, code: 'OK' });
    // A 64-bit integer the protocol decodes is a number, which the schema refuses for a text.
    await expect(post(searchFor(`{"@type":"${LONG}","value":"12"}`))).resolves.toEqual(INVALID);
    await expect(post(searchFor('42'))).resolves.toEqual(INVALID);
  });
});

describe('undecodablePayload', () => {
  it('finds nothing wrong with plain JSON, 64-bit integers and nesting up to the limit', () => {
    expect(undecodablePayload({ a: [1, 'two', null, { b: true }] })).toBeNull();
    expect(undecodablePayload({ n: { '@type': LONG, value: '9007199254740993' } })).toBeNull();
    const deepest = Array.from({ length: PAYLOAD_DEPTH_MAX }).reduce<unknown>((inner) => [inner], 1);
    expect(undecodablePayload(deepest)).toBeNull();
    expect(undecodablePayload([deepest])).toMatch(/nested deeper/);
  });
});
