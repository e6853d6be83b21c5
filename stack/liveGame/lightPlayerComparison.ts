// What a light player (lightPlayer.ts) costs the server next to a real SDK player: one game on the local
// stack with N SDK players and N light players, played through (intro, open, everyone answers, endQuestion,
// everyone waits for their standing), then, from the Database emulator's per-connection counters
// (GET /.metrics), the bytes and messages the server sent each kind of player over its connection's whole
// life, handshake included. A light player stands in for an SDK one only if the two are within a few
// per cent (the integration test asks for 5 %).
//
// The counters name no player, so the players' connections are told apart by when they opened: the SDK
// players' before the light players join, the light players' after. Any other client of the games
// namespace connecting meanwhile would be counted, so the comparison checks it found exactly N of each
// and no third group, and fails otherwise: run it where nothing else plays on the stack.
import type { GameQuestion, QuizContent } from '@/domain';
import type { ConnectionReport, MetricsReport } from '@loqi/database-emulator';
import type { LocalStackConfig } from '../localStack';
import { correctAnswer, joinAsPlayer, signUpHost, wrongAnswer } from './clients';
import { type GamePlayer, joinAsLightPlayer } from './lightPlayer';

export interface TrafficPerPlayer {
  /** WebSocket payload bytes the server sent, frame counts and keepalives included. */
  bytes: number;
  /** Whole protocol messages the server sent. */
  messages: number;
}

export interface LightPlayerComparison {
  /** Players of each kind. */
  players: number;
  questions: number;
  sdk: TrafficPerPlayer;
  light: TrafficPerPlayer;
  /** light / sdk. */
  ratio: TrafficPerPlayer;
}

async function gamesMetrics(stack: LocalStackConfig): Promise<MetricsReport> {
  const { host, port } = stack.database;
  const response = await fetch(`http://${host}:${port}/.metrics?ns=${stack.databaseNamespaces.games}`);
  if (!response.ok) throw new Error(`GET /.metrics answered ${response.status}`);
  return (await response.json()) as MetricsReport;
}

/** The highest connection id so far: ids only grow, and closed connections stay listed. */
const lastConnectionId = async (stack: LocalStackConfig) =>
  (await gamesMetrics(stack)).connections.reduce((last, { id }) => Math.max(last, id), 0);

function perPlayer(connections: ConnectionReport[], players: number, kind: string): TrafficPerPlayer {
  if (connections.length !== players) {
    throw new Error(
      `Expected ${players} connections of ${kind} players, found ${connections.length}: another client of the games namespace connected during the comparison, or a player reconnected`,
    );
  }
  const bytes = connections.reduce((sum, connection) => sum + connection.bytesSent, 0);
  const messages = connections.reduce((sum, connection) => sum + connection.messagesSent, 0);
  return { bytes: bytes / players, messages: messages / players };
}

/** Every player's waits pass. */
const allPlayers = (players: GamePlayer[], wait: (player: GamePlayer) => Promise<unknown>) =>
  Promise.all(players.map(wait));

/**
 * Plays `quiz` with `playerCount` SDK players and as many light players in one game, and compares what
 * the server sent each kind per player. Two players in three of each kind answer right, in the same order.
 */
export async function compareLightPlayers(
  stack: LocalStackConfig,
  playerCount: number,
  quiz: QuizContent,
  waitMs = 180_000,
): Promise<LightPlayerComparison> {
  const host = await signUpHost(stack);
  const players: GamePlayer[] = [];
  try {
    const quizID = await host.saveQuiz(quiz);
    const gameID = (await host.startGame({ quizID })).id;
    const { roomCode } = await host.hostInfo(gameID);
    const connected = (player: GamePlayer) =>
      Promise.all([
        player.record.until((view) => view !== null, waitMs),
        player.shared.until((shared) => shared !== null, waitMs),
      ]);
    // Names of one length, so that names in records and leaderboards weigh the same for both kinds.
    const names = (prefix: string) =>
      Array.from({ length: playerCount }, (_, index) => `${prefix} ${index + 1}`);

    const beforeSdk = await lastConnectionId(stack);
    const sdkPlayers = await Promise.all(names('Full').map((name) => joinAsPlayer(stack, roomCode, name)));
    players.push(...sdkPlayers);
    await allPlayers(sdkPlayers, connected);
    const beforeLight = await lastConnectionId(stack);
    const lightPlayers = await Promise.all(
      names('Lite').map((name) => joinAsLightPlayer(stack, roomCode, name)),
    );
    players.push(...lightPlayers);
    await allPlayers(lightPlayers, connected);
    const afterLight = await lastConnectionId(stack);

    const questions = (await host.gameQuiz(gameID)).questions;
    await host.startPlaying({ gameID, totalQuestions: questions.length });
    await allPlayers(players, (player) =>
      player.shared.until((shared) => shared?.gameStatus.mode === 2, waitMs),
    );
    for (const [q, question] of questions.entries()) {
      await host.introQuestion({ gameID, questionNum: q });
      await host.startQuestion({ gameID, questionNumber: q });
      await allPlayers(players, (player) =>
        player.shared.until(
          (shared) => shared?.gameStatus.mode === 4 && shared.gameStatus.info.questionNumber === q,
          waitMs,
        ),
      );
      // The i-th player of each kind answers together, so that both kinds answer at the same times.
      const answerOf = (index: number) =>
        (index % 3 === 2 ? wrongAnswer : correctAnswer)(question as GameQuestion);
      await Promise.all(
        sdkPlayers.flatMap((sdkPlayer, index) => [
          sdkPlayer.submit(q, answerOf(index)),
          (lightPlayers[index] as GamePlayer).submit(q, answerOf(index)),
        ]),
      );
      await host.endQuestion({ gameID, questionNumber: q });
      await allPlayers(players, (player) => player.standingFor(q, waitMs));
    }

    // Players have no auth: the host is signed in, the functions' firebase-admin is the admin.
    const connections = (await gamesMetrics(stack)).connections.filter(
      (connection) => connection.uid === null && !connection.admin,
    );
    const opened = (after: number, until: number) =>
      connections.filter(({ id }) => id > after && id <= until);
    const sdk = perPlayer(opened(beforeSdk, beforeLight), playerCount, 'SDK');
    const light = perPlayer(opened(beforeLight, afterLight), playerCount, 'light');
    const late = connections.filter(({ id }) => id > afterLight).length;
    if (late > 0) throw new Error(`${late} player connections opened during the game: a player reconnected?`);
    return {
      players: playerCount,
      questions: questions.length,
      sdk,
      light,
      ratio: { bytes: light.bytes / sdk.bytes, messages: light.messages / sdk.messages },
    };
  } finally {
    await Promise.all([host.close(), ...players.map((player) => player.close())]);
  }
}
