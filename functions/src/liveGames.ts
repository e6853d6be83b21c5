// What the live-game callables share: the ids they take, the check that the caller hosts the game, and
// when a game's data expires (cleanUpGames deletes it then; see README "Live games").
import {
  applyHostStep,
  ENDED_GAME_EXPIRY_MS,
  GAME_IDLE_EXPIRY_MS,
  gameMessages,
  gamePaths,
  HostStatus,
  SERVER_TIME,
  storedGameQuestion,
  type GameExpiry,
  type GameState,
  type HostStep,
  type ServerTime,
  type StepResult,
} from '@/domain';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { gamesDatabase } from './admin';

/** Game and player ids are database push ids: 20 characters of '-', digits, letters and '_'. */
const ID_PATTERN = /^[-0-9A-Za-z_]{1,64}$/;

export const gameIdSchema = z.string().regex(ID_PATTERN, 'must be a game id');
export const userIdSchema = z.string().regex(ID_PATTERN, 'must be a player id');

/**
 * Checks that games/{gameId} exists and that `uid` hosts it: the host is trusted with their own game
 * only. Returns the game's room code.
 */
export async function requireHost(games: Database, gameId: string, uid: string): Promise<string> {
  const hostInfo = (await games.ref(gamePaths.hostInfo(gameId)).child('host').get()).val() as unknown;
  if (hostInfo === null) throw new HttpsError('not-found', gameMessages.gameNotFound);
  if (hostInfo !== uid) throw new HttpsError('permission-denied', gameMessages.notHost);
  const roomCode = (await games.ref(gamePaths.hostInfo(gameId)).child('roomCode').get()).val() as string;
  return roomCode;
}

/**
 * When a game is deleted: GAME_IDLE_EXPIRY_MS after the host's last step (an abandoned game), or
 * ENDED_GAME_EXPIRY_MS after its final leaderboard. `now` is the function's clock: expiry needs
 * minutes, not the server's millisecond.
 */
export function gameExpiry(roomCode: string, now: number, ended: boolean): GameExpiry {
  return { expiresAt: now + (ended ? ENDED_GAME_EXPIRY_MS : GAME_IDLE_EXPIRY_MS), roomCode };
}

/** A host step as the callables receive it: a step without a question number is for the current question. */
export type RequestedStep =
  | { kind: 'startPlaying' }
  | { kind: 'introQuestion'; questionNumber: number }
  | { kind: 'startQuestion' | 'endQuestion'; questionNumber: number | undefined };

/**
 * Runs a host step (gameEngine.ts) for the game's host: in a transaction on games/{gameId}, so that of
 * any number of identical calls (a retry, the host's backup timer) exactly one applies it and the
 * others find it done. A refused step throws failed-precondition with the reason.
 *
 * endQuestion first closes the question's answers (hostInfo/gameStatus/closedQuestion, which the rules
 * check), so no answer can land while it scores, and scores exactly the answers the database accepted.
 */
export async function runHostStep(uid: string, gameId: string, requested: RequestedStep): Promise<void> {
  const games = gamesDatabase();
  const roomCode = await requireHost(games, gameId, uid);
  const step = await resolvedStep(games, gameId, requested);
  const question =
    step.kind === 'startPlaying'
      ? null
      : await games
          .ref(gamePaths.gameQuizQuestion(gameId, step.questionNumber))
          .get()
          .then((snapshot) => (snapshot.exists() ? storedGameQuestion(snapshot.val()) : null));
  if (step.kind === 'endQuestion') await closeAnswers(games, gameId, step.questionNumber);

  let result: StepResult<ServerTime> | undefined;
  const { committed } = await games.ref(gamePaths.game(gameId)).transaction(
    (current: unknown) => {
      result = undefined;
      // The SDK's first guess is its cache, often empty; answering null lets the server's data come back.
      if (current === null) return null;
      // A question missing from gameQuizzes matters only if the step needs it: applyHostStep throws then.
      result = applyHostStep(current as GameState, step, { now: SERVER_TIME, question });
      return result.kind === 'applied' ? result.state : undefined;
    },
    undefined,
    false,
  );
  if (result === undefined) throw new HttpsError('not-found', gameMessages.gameNotFound);
  if (result.kind === 'refused') throw new HttpsError('failed-precondition', result.reason);
  if (committed && result.kind === 'applied') {
    const ended = result.state.hostInfo.endedAt !== undefined;
    await games.ref(gamePaths.gameExpiry(gameId)).set(gameExpiry(roomCode, Date.now(), ended));
  }
}

async function resolvedStep(games: Database, gameId: string, requested: RequestedStep): Promise<HostStep> {
  if (requested.kind === 'startPlaying' || requested.questionNumber !== undefined) {
    return requested as HostStep;
  }
  const current = (await games.ref(gamePaths.gameStatus(gameId)).child('questionNumber').get()).val();
  return { kind: requested.kind, questionNumber: typeof current === 'number' ? current : 0 };
}

/**
 * Closes question `questionNumber` to answers when it is the open one. Only then: a premature
 * endQuestion (during the intro) must not close a question before it opens.
 */
async function closeAnswers(games: Database, gameId: string, questionNumber: number): Promise<void> {
  const hostInfo = games.ref(gamePaths.hostInfo(gameId));
  const [status, current] = await Promise.all([
    hostInfo.child('status').get(),
    hostInfo.child('gameStatus/questionNumber').get(),
  ]);
  if (status.val() === HostStatus.QuestionOpen && current.val() === questionNumber) {
    await games.ref(gamePaths.closedQuestion(gameId)).set(questionNumber);
  }
}
