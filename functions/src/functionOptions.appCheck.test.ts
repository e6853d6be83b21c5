// App Check on the callables (LOQI_ENFORCE_APP_CHECK): a real callable, searchQuizzes, is loaded with the
// setting and served over HTTP by firebase-functions' own callable handler, behind express's JSON parser as
// in Cloud Functions; requests are sent as the SDK sends them, with or without an X-Firebase-AppCheck header.
// The invalid tokens fail firebase-admin's checks before it would fetch App Check's public keys, so the test
// needs no network.
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useMainDatabaseEmulator } from './test/databaseEmulator';

useMainDatabaseEmulator();

const PAYLOAD = { data: { search: 'capitals' } };
/** Not a JWT at all. */
const GARBAGE_TOKEN = 'not-an-app-check-token';
/** A JWT of the right shape, unsigned (alg none), claiming this project's app: a forgery. */
const FORGED_TOKEN = [
  Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
  Buffer.from(
    JSON.stringify({
      sub: '1:123:web:abc',
      aud: ['projects/demo-loqi'],
      iss: 'https://firebaseappcheck.googleapis.com/123',
      exp: Math.floor(Date.now() / 1000) + 3600,
    }),
  ).toString('base64url'),
  '',
].join('.');

interface Served {
  url: string;
  close(): Promise<void>;
}

/** searchQuizzes, loaded afresh with LOQI_ENFORCE_APP_CHECK set to `setting` (unset: undefined), served on a free port. */
async function serveSearchQuizzes(setting: string | undefined): Promise<Served> {
  if (setting === undefined) vi.stubEnv('LOQI_ENFORCE_APP_CHECK', undefined);
  else vi.stubEnv('LOQI_ENFORCE_APP_CHECK', setting);
  // A callable reads the setting as it is declared, when its module loads.
  vi.resetModules();
  const { searchQuizzes } = await import('./callables/searchQuizzes');
  const app = express();
  // As Cloud Functions' framework does: the parsed JSON body, and the raw bytes beside it.
  const parseJson = express.json({
    verify: (request, _response, body) => Object.assign(request, { rawBody: body }),
  });
  app.post('/', parseJson, (request, response) => searchQuizzes(request as Request, response));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** POSTs the payload as the functions SDK does, with `appCheckToken` when given; the status and the JSON answer. */
async function call(served: Served, appCheckToken?: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (appCheckToken !== undefined) headers['X-Firebase-AppCheck'] = appCheckToken;
  const response = await fetch(served.url, { method: 'POST', headers, body: JSON.stringify(PAYLOAD) });
  return { status: response.status, body: await response.json() };
}

const REFUSED = { status: 401, body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } } };
const SERVED = { status: 200, body: { result: expect.anything() } };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('with LOQI_ENFORCE_APP_CHECK=true', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveSearchQuizzes('true');
  });
  afterAll(() => served.close());

  it('refuses a request without an App Check token', async () => {
    await expect(call(served)).resolves.toEqual(REFUSED);
  });

  it('refuses a request whose App Check token is not a token', async () => {
    await expect(call(served, GARBAGE_TOKEN)).resolves.toEqual(REFUSED);
  });

  it('refuses a request whose App Check token is unsigned', async () => {
    await expect(call(served, FORGED_TOKEN)).resolves.toEqual(REFUSED);
  });
});

describe.each([
  ['false', 'false'],
  ['unset (the default)', undefined],
])('with LOQI_ENFORCE_APP_CHECK %s', (_label, setting) => {
  let served: Served;
  beforeAll(async () => {
    served = await serveSearchQuizzes(setting);
  });
  afterAll(() => served.close());

  it('serves the same requests, with or without a valid token', async () => {
    await expect(call(served)).resolves.toEqual(SERVED);
    await expect(call(served, GARBAGE_TOKEN)).resolves.toEqual(SERVED);
    await expect(call(served, FORGED_TOKEN)).resolves.toEqual(SERVED);
  });
});
