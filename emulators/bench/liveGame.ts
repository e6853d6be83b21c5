// npm run bench:game — what a live game costs each player as the game grows. A whole local stack (its own
// ports), a host signed up in the Auth emulator, a 5-question quiz and, for each size N, a game that N
// simulated players join at once; each player is a real client app of the firebase SDK with no auth, as the
// /join page is, listening to sharedInfo and to its own record. After the joins the emulator's traffic
// counters are reset and the 5 questions are played (intro, open, every player answers, endQuestion; the
// players wait for their standing). Then, from the Database emulator's metrics, the bytes and messages the
// server sent to the players' connections (unauthenticated ones: not the host's, not the functions' admin),
// per player per question. Issue 7's bar: at N = 500 within 1.2 × of N = 50 — nobody downloads data about
// all players.
//
// Usage: npm run bench:game -- [--players N] (default: 50 and 500 side by side) [--port-offset 5000]
// (the first free offset from there, in steps of 100). A game of 20 players warms the functions up first.
// With --compare-light N it plays instead one game of N SDK players and N light players
// (tests/liveGame/lightPlayer.ts) and prints what the server sent each kind per player, and the ratios.
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { type GameQuestion, type Question, type QuizContent } from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import {
  correctAnswer,
  joinAsPlayer,
  type PlayerClient,
  signUpHost,
  wrongAnswer,
} from '../../tests/liveGame/clients';
import { compareLightPlayers, type LightPlayerComparison } from '../../tests/liveGame/lightPlayerComparison';
import type { MetricsReport } from '../database';
import { type LocalStackConfig, readLocalStackConfig } from '../localStack';
import { startLocalStack } from '../stack';

const { values } = parseArgs({
  options: {
    players: { type: 'string' },
    'compare-light': { type: 'string' },
    'port-offset': { type: 'string', default: '5000' },
  },
});
const sizes = values.players === undefined ? [50, 500] : [Number(values.players)];
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  throw new Error(`--players takes a whole number of players, not "${values.players}"`);
}
const compareLight = values['compare-light'] === undefined ? null : Number(values['compare-light']);
if (compareLight !== null && (!Number.isInteger(compareLight) || compareLight < 1)) {
  throw new Error(`--compare-light takes a whole number of players, not "${values['compare-light']}"`);
}

const QUESTIONS = 5;
/** Long enough for 500 players to answer on a busy machine; the benchmark never waits for it. */
const TIME_LIMIT_S = 300;
const WAIT_MS = 180_000;
/** More than the Functions emulator's parallel workers, so that every one of them has started. */
const WARM_UP_PLAYERS = 20;

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
  playerConnections: number;
  joinSeconds: number;
  bytesPerPlayerPerQuestion: number;
  messagesPerPlayerPerQuestion: number;
  endQuestionMs: number[];
  rssConnectedMiB: number;
}

const mib = (bytes: number) => bytes / 1024 / 1024;
const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Whether nothing listens on `port` yet. */
const portIsFree = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });

/** The first port offset from `first` (in steps of 100) at which every port of the stack is free. */
async function freePortOffset(first: number): Promise<number> {
  for (let offset = first; offset < first + 2000; offset += 100) {
    const config = readLocalStackConfig(offset);
    const addresses = [config.auth, config.functions, config.database, config.storage];
    // firebase-tools' hub and logging emulators, shifted likewise (firebaseTools.ts).
    const extra = [4400, 4500].map((port) => ({ host: '127.0.0.1', port: port + offset }));
    const free = await Promise.all([...addresses, ...extra].map(({ host, port }) => portIsFree(host, port)));
    if (free.every(Boolean)) return offset;
  }
  throw new Error(`No free port offset from ${first}`);
}

async function metrics(config: LocalStackConfig, method: 'GET' | 'DELETE'): Promise<MetricsReport | null> {
  const { host, port } = config.database;
  const response = await fetch(`http://${host}:${port}/.metrics?ns=${config.databaseNamespaces.games}`, {
    method,
  });
  if (!response.ok) throw new Error(`${method} /.metrics answered ${response.status}`);
  return method === 'GET' ? ((await response.json()) as MetricsReport) : null;
}

/** Every player's listeners pass `accept`. */
const allPlayers = (players: PlayerClient[], accept: (player: PlayerClient) => Promise<unknown>) =>
  Promise.all(players.map(accept));

async function playGame(config: LocalStackConfig, playerCount: number): Promise<GameResult> {
  const host = await signUpHost(config);
  const quizID = await host.saveQuiz(benchQuiz());
  const gameID = (await host.startGame({ quizID })).id;
  const { roomCode } = await host.hostInfo(gameID);

  const joinStarted = performance.now();
  const players = await Promise.all(
    Array.from({ length: playerCount }, (_, index) => joinAsPlayer(config, roomCode, `Player ${index + 1}`)),
  );
  const joinSeconds = (performance.now() - joinStarted) / 1000;
  await allPlayers(players, (player) =>
    Promise.all([
      player.record.until((view) => view !== null, WAIT_MS),
      player.shared.until((shared) => shared !== null, WAIT_MS),
    ]),
  );
  const rssConnectedMiB = mib(process.memoryUsage().rss);

  const questions = (await host.gameQuiz(gameID)).questions;
  await host.startPlaying({ gameID, totalQuestions: QUESTIONS });
  await allPlayers(players, (player) =>
    player.shared.until((shared) => shared?.gameStatus.mode === 2, WAIT_MS),
  );

  await metrics(config, 'DELETE');
  const endQuestionMs: number[] = [];
  for (let q = 0; q < QUESTIONS; q++) {
    const question = questions[q] as GameQuestion;
    await host.introQuestion({ gameID, questionNum: q });
    await host.startQuestion({ gameID, questionNumber: q });
    await allPlayers(players, (player) =>
      player.shared.until(
        (shared) => shared?.gameStatus.mode === 4 && shared.gameStatus.info.questionNumber === q,
        WAIT_MS,
      ),
    );
    // Two players in three answer right, so that the ranking moves.
    await Promise.all(
      players.map((player, index) =>
        player.submit(q, (index % 3 === 2 ? wrongAnswer : correctAnswer)(question)),
      ),
    );
    const ending = performance.now();
    await host.endQuestion({ gameID, questionNumber: q });
    endQuestionMs.push(performance.now() - ending);
    await allPlayers(players, (player) => player.standingFor(q, WAIT_MS));
  }
  const report = (await metrics(config, 'GET')) as MetricsReport;

  // The players' connections: unauthenticated and not the admin (the host's is signed in, the functions'
  // firebase-admin is the admin).
  const playerConnections = report.connections.filter(
    (connection) => connection.uid === null && !connection.admin,
  );
  const sent = playerConnections.reduce(
    (sum, connection) => ({
      bytes: sum.bytes + connection.bytesSent,
      messages: sum.messages + connection.messagesSent,
    }),
    { bytes: 0, messages: 0 },
  );

  await Promise.all([host.close(), ...players.map((player) => player.close())]);
  return {
    players: playerCount,
    playerConnections: playerConnections.length,
    joinSeconds,
    bytesPerPlayerPerQuestion: sent.bytes / playerCount / QUESTIONS,
    messagesPerPlayerPerQuestion: sent.messages / playerCount / QUESTIONS,
    endQuestionMs,
    rssConnectedMiB,
  };
}

function printTable(results: GameResult[], peakRssMiB: number): void {
  const rows: Array<[string, (result: GameResult) => number, number]> = [
    ['player connections measured', (result) => result.playerConnections, 0],
    ['bytes sent / player / question', (result) => result.bytesPerPlayerPerQuestion, 1],
    ['messages sent / player / question', (result) => result.messagesPerPlayerPerQuestion, 2],
    ['endQuestion latency, median (ms)', (result) => median(result.endQuestionMs), 0],
    ['endQuestion latency, max (ms)', (result) => Math.max(...result.endQuestionMs), 0],
    ['join wall time (s)', (result) => result.joinSeconds, 2],
    ['join throughput (joins / s)', (result) => result.players / result.joinSeconds, 1],
    ['RSS with players connected (MiB)', (result) => result.rssConnectedMiB, 0],
  ];
  const width = 36;
  const column = 12;
  const first = results[0] as GameResult;
  const last = results[results.length - 1] as GameResult;
  const ratioHeader = results.length > 1 ? `${last.players}/${first.players}`.padStart(column) : '';
  const header = results.map((result) => `N = ${result.players}`.padStart(column)).join('');
  process.stdout.write(`\n${''.padEnd(width)}${header}${ratioHeader}\n`);
  for (const [label, value, decimals] of rows) {
    const cells = results.map((result) => value(result).toFixed(decimals).padStart(column)).join('');
    const ratio = results.length > 1 ? (value(last) / value(first)).toFixed(2).padStart(column) : '';
    process.stdout.write(`${label.padEnd(width)}${cells}${ratio}\n`);
  }
  for (const result of results) {
    const latencies = result.endQuestionMs.map((ms) => ms.toFixed(0)).join(', ');
    process.stdout.write(`endQuestion latencies at N = ${result.players} (ms): ${latencies}\n`);
  }
  process.stdout.write(
    `peak RSS of this process (the Database and Storage emulators, every client): ${peakRssMiB.toFixed(0)} MiB\n`,
  );
  if (results.length > 1) {
    const ratio = last.bytesPerPlayerPerQuestion / first.bytesPerPlayerPerQuestion;
    const verdict = ratio <= 1.2 ? 'within' : 'OVER';
    process.stdout.write(
      `bytes / player / question at N = ${last.players} is ${ratio.toFixed(3)} × N = ${first.players}: ${verdict} the bar of 1.2\n`,
    );
  }
}

function printComparison({ players, questions, sdk, light, ratio }: LightPlayerComparison): void {
  const column = 14;
  const row = (label: string, cells: string[]) =>
    process.stdout.write(`${label.padEnd(36)}${cells.map((cell) => cell.padStart(column)).join('')}\n`);
  process.stdout.write(
    `\nWhat the server sent each player over its connection, ${players} SDK and ${players} light players, ${questions} questions:\n`,
  );
  row('', ['SDK player', 'light player', 'light / SDK']);
  row('bytes sent / player', [sdk.bytes.toFixed(1), light.bytes.toFixed(1), ratio.bytes.toFixed(4)]);
  row('messages sent / player', [
    sdk.messages.toFixed(2),
    light.messages.toFixed(2),
    ratio.messages.toFixed(4),
  ]);
  const within = [ratio.bytes, ratio.messages].every((value) => Math.abs(value - 1) <= 0.05);
  process.stdout.write(`light / SDK ${within ? 'within' : 'OUTSIDE'} 5 % for both\n`);
}

const portOffset = await freePortOffset(Number(values['port-offset']));
process.stdout.write(`Starting the local stack with ports shifted by ${portOffset}...\n`);
const stack = await startLocalStack({ portOffset, dataDir: null, seedWhenEmpty: false });
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 200);
let failed = false;
try {
  if (compareLight !== null) {
    process.stdout.write(
      `Playing a game with ${compareLight} SDK players and ${compareLight} light players...\n`,
    );
    printComparison(await compareLightPlayers(stack.config, compareLight, benchQuiz(), WAIT_MS));
  } else {
    // The Functions emulator starts its workers on first use: a small game first, so that no size pays it.
    process.stdout.write(`Warming up with a game of ${WARM_UP_PLAYERS} players...\n`);
    await playGame(stack.config, WARM_UP_PLAYERS);
    const results: GameResult[] = [];
    for (const size of sizes) {
      process.stdout.write(`Playing a ${QUESTIONS}-question game with ${size} players...\n`);
      results.push(await playGame(stack.config, size));
    }
    printTable(results, mib(peakRss));
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  clearInterval(sampler);
  await stack.stop();
}
process.exit(failed ? 1 : 0);
