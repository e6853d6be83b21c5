// The live game under load and with real latency (issue: "Live game engine v2"), on a local stack of its
// own whose Database emulator delays every message 40 ms each way, as a real network does: host steps must
// commit while a storm of joins lands, and no join may make a host step's claim run again. Only that the
// steps commit is asserted here; how long they take is `npm run bench:game`'s to measure.
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePaths, type GameQuestion, type QuizContent } from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import type { MetricsReport } from '@loqi/database-emulator';
import { freePortOffset, type LocalStack, startLocalStack } from '../../stack/stack';
import { correctAnswer, type HostClient, signUpHost, wrongAnswer } from '../../stack/liveGame/clients';
import { Crowd, inParallel, JoinFlood } from '../../stack/liveGame/crowd';
import { callJoinGame } from '../../stack/liveGame/lightPlayer';
import { INTEGRATION_PORT_OFFSET } from './globalSetup';
import { scaledMs } from '../../stack/timeScale';

const LATENCY_MS = 40;

/** Every question of the fixtures' quiz with a long time limit: the steps are what is tested, not the clock. */
const loadQuiz = (): QuizContent => {
  const quiz = quizOfEveryType();
  return { ...quiz, questions: quiz.questions.map((question) => ({ ...question, timeLimit: 600 })) };
};

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

/** How many times the emulator refused a transaction on the game's progress as stale since the last reset. */
async function progressRetries(gameID: string): Promise<number> {
  const { host: address, port } = stack.config.database;
  const response = await fetch(
    `http://${address}:${port}/.metrics?ns=${stack.config.databaseNamespaces.games}`,
  );
  const report = (await response.json()) as MetricsReport;
  return report.connections.reduce(
    (sum, connection) => sum + (connection.staleTransactions[gamePaths.progress(gameID)] ?? 0),
    0,
  );
}

async function newGame(): Promise<{ gameID: string; roomCode: string; questions: GameQuestion[] }> {
  const quizID = await host.saveQuiz(loadQuiz());
  const gameID = (await host.startGame({ quizID })).id;
  const { roomCode } = await host.hostInfo(gameID);
  return { gameID, roomCode, questions: (await host.gameQuiz(gameID)).questions };
}

describe(
  `host steps under join storms, at ${LATENCY_MS} ms latency each way`,
  { timeout: scaledMs(600_000) },
  () => {
    it('a host presses Start while 2,000 players join: the step commits, and no join makes it run again', async () => {
      const { gameID, roomCode } = await newGame();
      const agent = new Agent({ keepAlive: true, maxSockets: 25 });
      await callJoinGame(stack.config, roomCode, 'First', agent);
      let joined = 1;
      const storm = inParallel(2000, 25, async (index) => {
        await callJoinGame(stack.config, roomCode, `Storm ${index + 1}`, agent);
        joined += 1;
      });
      // Well into the storm: players join on every side of each step.
      await until(() => joined >= 300);

      expect(await host.startPlaying({ gameID })).toEqual({ success: true });
      expect(await host.introQuestion({ gameID, questionNum: 0 })).toEqual({ success: true });
      const joinedDuringSteps = joined;
      await storm;
      agent.destroy();

      expect(joinedDuringSteps).toBeLessThan(2001);
      expect(Object.keys(await host.roster(gameID))).toHaveLength(2001);
      expect((await host.hostInfo(gameID)).status).toBe(2);
      expect(await progressRetries(gameID)).toBe(0);
    });

    it('every host step of a 1,000-player game commits while 25 joins are kept in flight', async () => {
      const { gameID, roomCode, questions } = await newGame();
      const crowd = await Crowd.join(stack.config, roomCode, 1000);
      await crowd.untilListening();
      const flood = new JoinFlood(stack.config, roomCode, 25);
      try {
        expect(await host.startPlaying({ gameID })).toEqual({ success: true });
        for (const q of [0, 1]) {
          const question = questions[q] as GameQuestion;
          expect(await host.introQuestion({ gameID, questionNum: q })).toEqual({ success: true });
          expect(await host.startQuestion({ gameID, questionNumber: q })).toEqual({ success: true });
          await crowd.untilOpen(q);
          await crowd.submitAll(q, (index) => (index % 3 === 2 ? wrongAnswer : correctAnswer)(question));
          expect(await host.endQuestion({ gameID, questionNumber: q })).toEqual({ success: true });
          const standings = await crowd.standingsFor(q);
          expect(standings.filter((view) => view.standing?.correct)).toHaveLength(667);
        }
      } finally {
        const result = await flood.stop();
        await crowd.close();
        expect(result.joined).toBeGreaterThan(0);
        expect(result.refused).toEqual({});
      }
      expect(await progressRetries(gameID)).toBe(0);
    });
  },
);

/** Resolves once `condition` holds, checking every 50 ms. */
function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (condition() ? resolve() : setTimeout(check, 50));
    check();
  });
}
