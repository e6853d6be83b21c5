// Host steps while players pour into a game: the two load scenarios that `npm run bench:storms` runs at
// full size (2,000 and 1,000 players) and tests/integration/liveGameLoad.test.ts runs with 100 and 60
// players on every test run. Each returns what it saw; the test asserts on it, the bench prints it.
import { Agent } from 'node:http';
import { gamePaths, type GameQuestion, type QuizContent } from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import type { MetricsReport } from '@loqi/database-emulator';
import type { LocalStackConfig } from '../localStack';
import { correctAnswer, type HostClient, wrongAnswer } from './clients';
import { Crowd, JoinFlood, type FloodResult } from './crowd';
import { callJoinGame } from './lightPlayer';

/** Every question of the fixtures' quiz with a long time limit: the steps are what is measured, not the clock. */
const stormQuiz = (): QuizContent => {
  const quiz = quizOfEveryType();
  return { ...quiz, questions: quiz.questions.map((question) => ({ ...question, timeLimit: 600 })) };
};

/** How many times the emulator refused a transaction on the game's progress as stale. */
export async function progressRetries(stack: LocalStackConfig, gameID: string): Promise<number> {
  const { host: address, port } = stack.database;
  const response = await fetch(`http://${address}:${port}/.metrics?ns=${stack.databaseNamespaces.games}`);
  const report = (await response.json()) as MetricsReport;
  return report.connections.reduce(
    (sum, connection) => sum + (connection.staleTransactions[gamePaths.progress(gameID)] ?? 0),
    0,
  );
}

async function newGame(host: HostClient) {
  const quizID = await host.saveQuiz(stormQuiz());
  const gameID = (await host.startGame({ quizID })).id;
  const { roomCode } = await host.hostInfo(gameID);
  return { gameID, roomCode, questions: (await host.gameQuiz(gameID)).questions };
}

/** Resolves once `condition` holds, checking every 20 ms. */
function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (condition() ? resolve() : setTimeout(check, 20));
    check();
  });
}

export interface StormAtStart {
  /** Players in the game (the first one, who joined before the storm, included). */
  players: number;
  /** Players in when the host pressed Start, and when both steps had committed. */
  joinedAtPress: number;
  joinedAtCommit: number;
  /** Each step's answer and time as the host saw it. */
  steps: { name: string; result: unknown; ms: number }[];
  /** The roster's size and the host's status once the storm is over. */
  rosterSize: number;
  status: number;
  progressRetries: number;
}

/**
 * One player joins, then `players` more, `inFlight` at a time; once `pressAfter` are in, the host presses
 * Start and opens the first question's intro. The steps' calls queue with the joins' for the Functions
 * emulator's workers, so joins land while they run however fast or slow the machine.
 */
export async function stormAtStart(
  stack: LocalStackConfig,
  host: HostClient,
  { players, inFlight, pressAfter }: { players: number; inFlight: number; pressAfter: number },
): Promise<StormAtStart> {
  const { gameID, roomCode } = await newGame(host);
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  await callJoinGame(stack, roomCode, 'First', agent);
  let joined = 1;
  let started = 0;
  const storm = Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (started < players) {
        started += 1;
        await callJoinGame(stack, roomCode, `Storm ${started}`, agent);
        joined += 1;
      }
    }),
  );
  await until(() => joined >= pressAfter);
  const joinedAtPress = joined;
  const steps: StormAtStart['steps'] = [];
  const step = async (name: string, call: () => Promise<unknown>) => {
    const start = performance.now();
    const result = await call();
    steps.push({ name, result, ms: performance.now() - start });
  };
  await step('startPlaying', () => host.startPlaying({ gameID }));
  await step('introQuestion', () => host.introQuestion({ gameID, questionNum: 0 }));
  const joinedAtCommit = joined;
  await storm;
  agent.destroy();
  return {
    players: joined,
    joinedAtPress,
    joinedAtCommit,
    steps,
    rosterSize: Object.keys(await host.roster(gameID)).length,
    status: (await host.hostInfo(gameID)).status,
    progressRetries: await progressRetries(stack, gameID),
  };
}

export interface StepsUnderFlood {
  /** Each step's answer and time as the host saw it, by question. */
  steps: { name: string; question: number; result: unknown; ms: number }[];
  /** By question: how many players' standings say they were right. */
  correctStandings: number[];
  flood: FloodResult;
  progressRetries: number;
}

/**
 * `players` join and listen; then the host plays `questions` questions (intro, open, everyone answers, two
 * in three right, end, every standing arrives) while `flood` joins are kept in flight into the game.
 */
export async function stepsUnderFlood(
  stack: LocalStackConfig,
  host: HostClient,
  { players, flood: inFlight, questions: played }: { players: number; flood: number; questions: number },
): Promise<StepsUnderFlood> {
  const { gameID, roomCode, questions } = await newGame(host);
  const crowd = await Crowd.join(stack, roomCode, players);
  await crowd.untilListening();
  const flood = new JoinFlood(stack, roomCode, inFlight);
  const steps: StepsUnderFlood['steps'] = [];
  const correctStandings: number[] = [];
  const step = async (name: string, question: number, call: () => Promise<unknown>) => {
    const start = performance.now();
    const result = await call();
    steps.push({ name, question, result, ms: performance.now() - start });
  };
  let floodResult: FloodResult;
  try {
    await step('startPlaying', 0, () => host.startPlaying({ gameID }));
    for (let q = 0; q < played; q += 1) {
      const question = questions[q] as GameQuestion;
      await step('introQuestion', q, () => host.introQuestion({ gameID, questionNum: q }));
      await step('startQuestion', q, () => host.startQuestion({ gameID, questionNumber: q }));
      await crowd.untilOpen(q);
      await crowd.submitAll(q, (index) => (index % 3 === 2 ? wrongAnswer : correctAnswer)(question));
      await step('endQuestion', q, () => host.endQuestion({ gameID, questionNumber: q }));
      const standings = await crowd.standingsFor(q);
      correctStandings.push(standings.filter((view) => view.standing?.correct).length);
    }
  } finally {
    floodResult = await flood.stop();
    await crowd.close();
  }
  return {
    steps,
    correctStandings,
    flood: floodResult,
    progressRetries: await progressRetries(stack, gameID),
  };
}
