// npm run bench:game — what a live game costs as it grows, on a whole local stack of its own ports.
//
// For each latency (0 and 40 ms each way, the Database emulator's option) and each size (500, 2,000 and
// 10,000 players), a host (a real SDK client, signed up in the Auth emulator, listening as the host's
// screen does) opens a game of a 5-question quiz, N light players join through joinGame (light players:
// the /join page's client on the wire without the SDK, stack/liveGame/lightPlayer.ts, in a process of
// their own: crowdProcess.ts), and the 5 questions are played: intro, open, every player answers (two in
// three right), endQuestion, every player's standing arrives. `--flood K` keeps K joinGame calls in flight
// into the game meanwhile, as a script with no account can.
//
// It prints, per game: the bytes and messages the server sent each player and the host per player per
// question (the Database emulator's per-connection counters, GET /.metrics), each host step's time as the
// host sees it (endQuestion: from the call to every player's standing written), how many times a step's
// claim ran again (transactions on games/{id}/progress refused as stale), step errors, join throughput,
// the time of one join on its own (whose growth from 0 to 40 ms latency, over 80 ms, is the join's round
// trips to the database), peak memory, and whether every player's final score equals a recomputation from
// the answers the server accepted (SPEC §9's formula written out again here). It ends with one JSON line
// per game.
//
// Usage: npm run bench:game -- [--players N] [--latency L] [--flood K] [--port-offset 5000]
//        npm run bench:game -- --compare-light N   (N SDK and N light players in one game, compared)
import { parseArgs } from 'node:util';
import * as firebaseDatabase from 'firebase/database';
import { onValue, ref } from 'firebase/database';
import {
  HostStatus,
  PlayerMode,
  type GameQuestion,
  type HostInfo,
  type Question,
  type QuizContent,
  gamePaths,
  median as medianOf,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { HOST_MAPS_EVERY_MS } from '@/features/host/hostListening';
import { latestValueEvery } from '@/firebase/latestValue';
import { subscribe } from '@/firebase/subscribe';
import { readGamesAsAdmin, signUpHost, type HostClient } from '../liveGame/clients';
import { JoinFlood, type FloodResult } from '../liveGame/crowd';
import { callJoinGame } from '../liveGame/lightPlayer';
import { compareLightPlayers, type LightPlayerComparison } from '../liveGame/lightPlayerComparison';
import type { MetricsReport } from '@loqi/database-emulator';
import type { LocalStackConfig } from '../localStack';
import { freePortOffset, type LocalStack, startLocalStack } from '../stack';
import { CrowdClient } from './crowdClient';

const { values } = parseArgs({
  options: {
    players: { type: 'string' },
    latency: { type: 'string' },
    flood: { type: 'string', default: '0' },
    'port-offset': { type: 'string', default: '5000' },
    'compare-light': { type: 'string' },
  },
});
const wholeNumber = (text: string | undefined, option: string, minimum: number): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`--${option} takes a whole number from ${minimum}, not "${text}"`);
  }
  return value;
};
const sizes =
  values.players === undefined ? [500, 2000, 10_000] : [wholeNumber(values.players, 'players', 1)];
const latencies = values.latency === undefined ? [0, 40] : [wholeNumber(values.latency, 'latency', 0)];
const flood = wholeNumber(values.flood, 'flood', 0);
const compareLight =
  values['compare-light'] === undefined ? null : wholeNumber(values['compare-light'], 'compare-light', 1);

const QUESTIONS = 5;
/** Long enough for 10,000 players to answer on a busy machine; the benchmark never waits for it. */
const TIME_LIMIT_S = 600;
/** A small game first: the Functions emulator starts its workers on first use, and no size should pay it. */
const WARM_UP_PLAYERS = 20;
/** Joins timed one at a time, at each latency, for the join's round trips. */
const SINGLE_JOINS = 10;
/** Joins the crowd keeps in flight: what the light players' shared sockets carry (lightPlayer.ts). */
const JOINS_IN_FLIGHT = 16;

/** One question of each type (the fixtures' quiz), each with time enough to answer. */
const benchQuiz = (): QuizContent => {
  const quiz = quizOfEveryType();
  return {
    ...quiz,
    questions: quiz.questions.map((question): Question => ({ ...question, timeLimit: TIME_LIMIT_S })),
  };
};

interface GameResult {
  players: number;
  latencyMs: number;
  flood: number;
  joinSeconds: number;
  bytesPerPlayerPerQuestion: number;
  messagesPerPlayerPerQuestion: number;
  hostBytesPerPlayerPerQuestion: number;
  /** Each host step's time as the host saw it, by kind. */
  stepMs: Record<'introQuestion' | 'startQuestion' | 'endQuestion', number[]>;
  /** Claims of a step refused as stale (a join, kick or answer made one run again, or another step). */
  stepRetries: number;
  /** Host steps that failed (and were sent again). */
  stepErrors: number;
  /** Players whose final score differs from the recomputation. */
  scoreMismatches: number;
  peakRssMiB: number;
  crowdPeakRssMiB: number;
  flooded: FloodResult | null;
}

const mib = (bytes: number) => bytes / 1024 / 1024;
const median = (numbers: number[]) => medianOf(numbers) ?? NaN;
const log = (line: string) => process.stdout.write(`${line}\n`);

/** This process's memory (the Database and Storage emulators, the host), sampled. */
const memory = {
  peak: process.memoryUsage().rss,
  reset() {
    this.peak = process.memoryUsage().rss;
  },
};
setInterval(() => {
  memory.peak = Math.max(memory.peak, process.memoryUsage().rss);
}, 200).unref();

async function gamesMetrics(
  config: LocalStackConfig,
  method: 'GET' | 'DELETE',
): Promise<MetricsReport | null> {
  const { host, port } = config.database;
  const response = await fetch(`http://${host}:${port}/.metrics?ns=${config.databaseNamespaces.games}`, {
    method,
  });
  if (!response.ok) throw new Error(`${method} /.metrics answered ${response.status}`);
  return method === 'GET' ? ((await response.json()) as MetricsReport) : null;
}

/** SPEC §9, written out again: floor(base + bonus × remaining fraction) for a right answer, else 0. */
function expectedPoints(question: GameQuestion, right: boolean, elapsedMs: number): number {
  if (!right) return 0;
  const limitMs = question.timeLimit * 1000;
  const fraction = limitMs > 0 ? Math.min(1, Math.max(0, (limitMs - elapsedMs) / limitMs)) : 0;
  const { basePoints, timeBonus } = question.customPointsOptions;
  return Math.floor(basePoints + timeBonus * fraction);
}

/**
 * What the host's screen listens to (hostGateway.ts): hostInfo whole, and the roster and the Submissions
 * kept from child events, taken in at most every HOST_MAPS_EVERY_MS.
 */
class HostScreenListens {
  private latest: HostInfo | null = null;
  private readonly waiters = new Set<() => void>();
  private readonly stops: Array<() => void>;

  constructor(host: HostClient, gameID: string) {
    const map = (path: string) => {
      const values = latestValueEvery<unknown>(HOST_MAPS_EVERY_MS, () => undefined);
      const stop = subscribe(
        firebaseDatabase,
        ref(host.games, path),
        true,
        (read) => values.next(read),
        console.error,
      );
      return () => {
        values.stop();
        stop();
      };
    };
    this.stops = [
      onValue(ref(host.games, gamePaths.hostInfo(gameID)), (snapshot) => {
        this.latest = snapshot.val() as HostInfo | null;
        for (const waiter of [...this.waiters]) waiter();
      }),
      map(gamePaths.roster(gameID)),
      map(gamePaths.submissions(gameID)),
      onValue(ref(host.games, gamePaths.sharedInfo(gameID)), () => undefined),
      onValue(ref(host.games, gamePaths.gameQuiz(gameID)), () => undefined),
    ];
  }

  /** The first hostInfo that passes `accept`. */
  until(accept: (value: HostInfo | null) => boolean): Promise<HostInfo | null> {
    return new Promise((resolve) => {
      const check = () => {
        if (!accept(this.latest)) return;
        this.waiters.delete(check);
        resolve(this.latest);
      };
      this.waiters.add(check);
      check();
    });
  }

  stop(): void {
    this.stops.forEach((stop) => stop());
  }
}

/** A host step as the host's screen sends it, timed; sent again after a failure, which is counted. */
async function timedStep(send: () => Promise<unknown>, errors: { count: number }): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    try {
      await send();
      return performance.now() - started;
    } catch (error) {
      errors.count += 1;
      if (attempt === 3) throw error;
      log(`  a host step failed, sending it again: ${String(error)}`);
    }
  }
}

async function playGame(
  stack: LocalStack,
  crowd: CrowdClient,
  host: HostClient,
  size: number,
  latencyMs: number,
) {
  const { config } = stack;
  stack.database.setLatency(latencyMs);
  const quizID = await host.saveQuiz(benchQuiz());
  const gameID = (await host.startGame({ quizID })).id;
  const { roomCode } = await host.hostInfo(gameID);
  const hostInfo = new HostScreenListens(host, gameID);
  const questions = (await host.gameQuiz(gameID)).questions;
  memory.reset();

  const { joinSeconds, userIDs } = await crowd.request<{ joinSeconds: number; userIDs: string[] }>({
    kind: 'join',
    roomCode,
    count: size,
    namePrefix: 'Player',
    inFlight: JOINS_IN_FLIGHT,
  });
  const errors = { count: 0 };
  await timedStep(() => host.startPlaying({ gameID }), errors);
  await crowd.request({ kind: 'untilMode', mode: PlayerMode.WaitingForStart });
  await gamesMetrics(config, 'DELETE');
  const joinFlood = flood > 0 ? new JoinFlood(config, roomCode, flood) : null;

  const stepMs: GameResult['stepMs'] = { introQuestion: [], startQuestion: [], endQuestion: [] };
  const expected = new Map<string, number>(userIDs.map((userID) => [userID, 0]));
  try {
    for (let q = 0; q < QUESTIONS; q++) {
      const question = questions[q] as GameQuestion;
      stepMs.introQuestion.push(
        await timedStep(() => host.introQuestion({ gameID, questionNum: q }), errors),
      );
      stepMs.startQuestion.push(
        await timedStep(() => host.startQuestion({ gameID, questionNumber: q }), errors),
      );
      const openedAt = (
        (await hostInfo.until(
          (info) => info?.status === HostStatus.QuestionOpen && info.gameStatus.questionNumber === q,
        )) as HostInfo
      ).gameStatus.time;
      await crowd.request({ kind: 'untilMode', mode: PlayerMode.Answering, questionNumber: q });
      await crowd.request({ kind: 'answer', questionNumber: q, question });
      stepMs.endQuestion.push(await timedStep(() => host.endQuestion({ gameID, questionNumber: q }), errors));
      await crowd.request({ kind: 'standings', questionNumber: q });

      // The answers the server accepted, before the next intro clears them: what each player should get.
      const answers = ((await readGamesAsAdmin(config, gamePaths.answers(gameID))) ?? {}) as Record<
        string,
        { user: string; submittedAt: number; questionNumber: number }
      >;
      const arrived = new Map(
        Object.values(answers)
          .filter((entry) => entry.questionNumber === q)
          .map((entry) => [entry.user, entry.submittedAt]),
      );
      userIDs.forEach((userID, index) => {
        const submittedAt = arrived.get(userID);
        if (submittedAt === undefined) return;
        const points = expectedPoints(question, index % 3 !== 2, submittedAt - openedAt);
        expected.set(userID, (expected.get(userID) ?? 0) + points);
      });
    }
  } finally {
    hostInfo.stop();
  }
  const flooded = joinFlood === null ? null : await joinFlood.stop();

  const report = (await gamesMetrics(config, 'GET')) as MetricsReport;
  // The players' connections: unauthenticated and not the admin; the host's: signed in as the host.
  const sum = (connections: MetricsReport['connections']) =>
    connections.reduce(
      (total, connection) => ({
        bytes: total.bytes + connection.bytesSent,
        messages: total.messages + connection.messagesSent,
      }),
      { bytes: 0, messages: 0 },
    );
  const players = sum(
    report.connections.filter((connection) => connection.uid === null && !connection.admin),
  );
  const hostSent = sum(report.connections.filter((connection) => connection.uid === host.uid));
  const stepRetries = report.connections.reduce(
    (total, connection) => total + (connection.staleTransactions[gamePaths.progress(gameID)] ?? 0),
    0,
  );

  const scores = await crowd.request<Record<string, number | null>>({ kind: 'scores' });
  const scoreMismatches = userIDs.filter((userID) => scores[userID] !== expected.get(userID)).length;
  const crowdPeakRssMiB = await crowd.closeGame();
  const result: GameResult = {
    players: size,
    latencyMs,
    flood,
    joinSeconds,
    bytesPerPlayerPerQuestion: players.bytes / size / QUESTIONS,
    messagesPerPlayerPerQuestion: players.messages / size / QUESTIONS,
    hostBytesPerPlayerPerQuestion: hostSent.bytes / size / QUESTIONS,
    stepMs,
    stepRetries,
    stepErrors: errors.count,
    scoreMismatches,
    peakRssMiB: mib(memory.peak),
    crowdPeakRssMiB,
    flooded,
  };
  return result;
}

/** The median time of SINGLE_JOINS joins made one after another, into a game of their own (ms). */
async function singleJoinMs(stack: LocalStack, host: HostClient, latencyMs: number): Promise<number> {
  stack.database.setLatency(latencyMs);
  const quizID = await host.saveQuiz(benchQuiz());
  const gameID = (await host.startGame({ quizID })).id;
  const { roomCode } = await host.hostInfo(gameID);
  const times: number[] = [];
  for (let index = 0; index < SINGLE_JOINS; index += 1) {
    const started = performance.now();
    await callJoinGame(stack.config, roomCode, `Alone ${index + 1}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

function printTable(results: GameResult[], joinMs: Map<number, number>): void {
  const rows: Array<[string, (result: GameResult) => string]> = [
    ['latency each way (ms)', (result) => String(result.latencyMs)],
    ['bytes sent / player / question', (result) => result.bytesPerPlayerPerQuestion.toFixed(1)],
    ['messages sent / player / question', (result) => result.messagesPerPlayerPerQuestion.toFixed(2)],
    ['host bytes / player / question', (result) => result.hostBytesPerPlayerPerQuestion.toFixed(1)],
    ['endQuestion, median (ms)', (result) => median(result.stepMs.endQuestion).toFixed(0)],
    ['endQuestion, max (ms)', (result) => Math.max(...result.stepMs.endQuestion).toFixed(0)],
    ['introQuestion, median (ms)', (result) => median(result.stepMs.introQuestion).toFixed(0)],
    ['startQuestion, median (ms)', (result) => median(result.stepMs.startQuestion).toFixed(0)],
    ['slowest step (ms)', (result) => Math.max(...Object.values(result.stepMs).flat()).toFixed(0)],
    ['step retries (stale claims)', (result) => String(result.stepRetries)],
    ['step errors', (result) => String(result.stepErrors)],
    ['join throughput (joins / s)', (result) => (result.players / result.joinSeconds).toFixed(1)],
    ['final scores ≠ recomputation', (result) => String(result.scoreMismatches)],
    ['peak RSS, emulators (MiB)', (result) => result.peakRssMiB.toFixed(0)],
    ['peak RSS, players’ process (MiB)', (result) => result.crowdPeakRssMiB.toFixed(0)],
  ];
  if (flood > 0) {
    rows.push(
      ['flood: joins admitted', (result) => String(result.flooded?.joined ?? 0)],
      ['flood: joins refused', (result) => JSON.stringify(result.flooded?.refused ?? {})],
    );
  }
  const width = 36;
  const column = 14;
  log('');
  log(`${''.padEnd(width)}${results.map((result) => `N = ${result.players}`.padStart(column)).join('')}`);
  for (const [label, cell] of rows) {
    log(`${label.padEnd(width)}${results.map((result) => cell(result).padStart(column)).join('')}`);
  }
  for (const result of results) {
    const times = result.stepMs.endQuestion.map((ms) => ms.toFixed(0)).join(', ');
    log(`endQuestion at N = ${result.players}, ${result.latencyMs} ms latency (ms): ${times}`);
  }
  for (const latencyMs of latencies) {
    const byLatency = results.filter((result) => result.latencyMs === latencyMs);
    const first = byLatency[0];
    const last = byLatency[byLatency.length - 1];
    if (!first || !last || first === last) continue;
    const ratio = (value: (result: GameResult) => number) => (value(last) / value(first)).toFixed(3);
    log(
      `${latencyMs} ms: N = ${last.players} / N = ${first.players}: bytes per player per question ${ratio(
        (result) => result.bytesPerPlayerPerQuestion,
      )}, host bytes per player per question ${ratio(
        (result) => result.hostBytesPerPlayerPerQuestion,
      )}, endQuestion median ${ratio((result) => median(result.stepMs.endQuestion))}`,
    );
  }
  for (const [latencyMs, ms] of joinMs)
    log(`one join on its own at ${latencyMs} ms latency: ${ms.toFixed(0)} ms (median of ${SINGLE_JOINS})`);
  const [low, high] = [...joinMs.keys()].sort((a, b) => a - b);
  if (low !== undefined && high !== undefined && high > low) {
    const roundTrips = ((joinMs.get(high) as number) - (joinMs.get(low) as number)) / (2 * (high - low));
    log(
      `a join's round trips to the database: ${roundTrips.toFixed(2)} (its growth from ${low} to ${high} ms, over ${2 * (high - low)} ms)`,
    );
  }
  log('');
  for (const result of results) {
    log(
      JSON.stringify({
        players: result.players,
        latencyMs: result.latencyMs,
        endQuestionMedianMs: Math.round(median(result.stepMs.endQuestion)),
        endQuestionMaxMs: Math.round(Math.max(...result.stepMs.endQuestion)),
        stepRetries: result.stepRetries,
        bytesPerPlayerPerQuestion: Math.round(result.bytesPerPlayerPerQuestion),
        hostBytesPerPlayerPerQuestion: Math.round(result.hostBytesPerPlayerPerQuestion),
        joinsPerSecond: Math.round((result.players / result.joinSeconds) * 10) / 10,
        peakRssMiB: Math.round(result.peakRssMiB),
      }),
    );
  }
}

function printComparison({ players, questions, sdk, light, ratio }: LightPlayerComparison): void {
  const column = 14;
  const row = (label: string, cells: string[]) =>
    log(`${label.padEnd(36)}${cells.map((cell) => cell.padStart(column)).join('')}`);
  log(
    `\nWhat the server sent each player over its connection, ${players} SDK and ${players} light players, ${questions} questions:`,
  );
  row('', ['SDK player', 'light player', 'light / SDK']);
  row('bytes sent / player', [sdk.bytes.toFixed(1), light.bytes.toFixed(1), ratio.bytes.toFixed(4)]);
  row('messages sent / player', [
    sdk.messages.toFixed(2),
    light.messages.toFixed(2),
    ratio.messages.toFixed(4),
  ]);
  const within = [ratio.bytes, ratio.messages].every((value) => Math.abs(value - 1) <= 0.05);
  log(`light / SDK ${within ? 'within' : 'OUTSIDE'} 5 % for both`);
}

const portOffset = await freePortOffset(wholeNumber(values['port-offset'], 'port-offset', 0));
log(`Starting the local stack with ports shifted by ${portOffset}...`);
const stack = await startLocalStack({ portOffset, dataDir: null, seedWhenEmpty: false });
let failed = false;
let crowd: CrowdClient | null = null;
let host: HostClient | null = null;
try {
  if (compareLight !== null) {
    log(`Playing a game with ${compareLight} SDK players and ${compareLight} light players...`);
    printComparison(await compareLightPlayers(stack.config, compareLight, benchQuiz(), 600_000));
  } else {
    crowd = await CrowdClient.start(stack.config);
    host = await signUpHost(stack.config);
    log(`Warming up with a game of ${WARM_UP_PLAYERS} players...`);
    await playGame(stack, crowd, host, WARM_UP_PLAYERS, 0);
    const joinMs = new Map<number, number>();
    const results: GameResult[] = [];
    for (const latencyMs of latencies) {
      joinMs.set(latencyMs, await singleJoinMs(stack, host, latencyMs));
      for (const size of sizes) {
        const flooding = flood > 0 ? `, ${flood} joins kept in flight` : '';
        log(
          `Playing a ${QUESTIONS}-question game with ${size} players at ${latencyMs} ms latency${flooding}...`,
        );
        results.push(await playGame(stack, crowd, host, size, latencyMs));
      }
    }
    printTable(results, joinMs);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  crowd?.stop();
  await host?.close();
  await stack.stop();
}
process.exit(failed ? 1 : 0);
