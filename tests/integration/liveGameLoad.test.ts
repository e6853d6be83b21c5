// The live game while players pour in, on a local stack of its own whose Database emulator delays every
// message 40 ms each way, as a real network does: host steps must commit while a storm of joins lands, and
// no join may make a host step's claim run again. The scenarios run here with 100 and 60 players, enough for
// joins to land on every side of each step; `npm run bench:storms` runs them with 2,000 and 1,000
// players and prints how long each step took.
// Over 60 s: a stack of its own at 40 ms latency, and two join storms through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePortOffset, type LocalStack, startLocalStack } from '../../stack/stack';
import { type HostClient, signUpHost } from '../../stack/liveGame/clients';
import { stepsUnderFlood, stormAtStart } from '../../stack/liveGame/joinStorms';
import { INTEGRATION_PORT_OFFSET } from './globalSetup';
import { scaledMs } from '../../stack/timeScale';

const LATENCY_MS = 40;

let stack: LocalStack;
let host: HostClient;

beforeAll(async () => {
  stack = await startLocalStack({
    portOffset: await freePortOffset(INTEGRATION_PORT_OFFSET + 500),
    dataDir: null,
    seedWhenEmpty: false,
    databaseLatencyMs: LATENCY_MS,
  });
  host = await signUpHost(stack.config);
}, scaledMs(240_000));

afterAll(async () => {
  await host?.close();
  await stack?.stop();
});

describe(
  `host steps under join storms, at ${LATENCY_MS} ms latency each way`,
  { timeout: scaledMs(300_000) },
  () => {
    it('a host presses Start while 100 players join: the steps commit, and no join makes them run again', async () => {
      const storm = await stormAtStart(stack.config, host, { players: 100, inFlight: 25, pressAfter: 20 });
      expect(storm.steps.map(({ name, result }) => [name, result])).toEqual([
        ['startPlaying', { success: true }],
        ['introQuestion', { success: true }],
      ]);
      // Joins landed while the steps ran, and every player who joined is in.
      expect(storm.joinedAtCommit).toBeGreaterThan(storm.joinedAtPress);
      expect(storm.players).toBe(101);
      expect(storm.rosterSize).toBe(storm.players);
      expect(storm.status).toBe(2);
      expect(storm.progressRetries).toBe(0);
    });

    it('every host step of a 60-player game commits while 25 joins are kept in flight', async () => {
      const run = await stepsUnderFlood(stack.config, host, { players: 60, flood: 25, questions: 2 });
      expect(run.steps.every(({ result }) => JSON.stringify(result) === '{"success":true}')).toBe(true);
      expect(run.steps.map(({ name }) => name)).toEqual([
        'startPlaying',
        ...['introQuestion', 'startQuestion', 'endQuestion'],
        ...['introQuestion', 'startQuestion', 'endQuestion'],
      ]);
      // Players 3, 6, 9… answer wrong: 40 of 60 are right on each question.
      expect(run.correctStandings).toEqual([40, 40]);
      expect(run.flood.joined).toBeGreaterThan(0);
      expect(run.flood.refused).toEqual({});
      expect(run.progressRetries).toBe(0);
    });
  },
);
