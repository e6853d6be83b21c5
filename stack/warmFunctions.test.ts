// The warm-up `npm start` runs: every live-game callable called once, as a visitor, with a payload it refuses.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLocalStackConfig } from './localStack';
import { LIVE_GAME_CALLABLES, warmCallables } from './warmFunctions';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

const received: Received[] = [];
/** Answers like the Functions emulator: the function's refusal as JSON, except for a worker that failed. */
const server = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body,
    });
    if (request.url?.endsWith('/pauseGame')) {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Failed to start functions');
      return;
    }
    response
      .writeHead(401, { 'Content-Type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ error: { message: 'requires a signed-in user.', status: 'UNAUTHENTICATED' } }));
  });
});

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('warmCallables', () => {
  it('calls each live-game callable once as a visitor with an empty payload, and names those that answered', async () => {
    const config = readLocalStackConfig();
    const { port } = server.address() as AddressInfo;
    const warmed = await warmCallables({ ...config, functions: { host: '127.0.0.1', port } });

    expect(received.map(({ url }) => url).sort()).toEqual(
      LIVE_GAME_CALLABLES.map((name) => `/${config.projectId}/${config.functionsRegion}/${name}`).sort(),
    );
    for (const request of received) {
      expect(request).toMatchObject({ method: 'POST', authorization: undefined, body: '{"data":{}}' });
    }
    expect(warmed.sort()).toEqual(LIVE_GAME_CALLABLES.filter((name) => name !== 'pauseGame').sort());
  });

  it('warms what a game calls first: the host opening a lobby, a join, and every step of a question', () => {
    for (const name of [
      'startGame',
      'joinGame',
      'startPlaying',
      'introQuestion',
      'startQuestion',
      'endQuestion',
    ]) {
      expect(LIVE_GAME_CALLABLES).toContain(name);
    }
  });
});
