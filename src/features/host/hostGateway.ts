// The host screen's only contact with Firebase (SPEC §7): the quiz to host (read through the quizzes' data),
// startGame, the game as its host reads it (hostInfo, sharedInfo and gameQuizzes/{id} of the live-game
// database, and that database's clock offset), and the host's callables. Every step names its question
// (Loqi's host sends questionNumber with startQuestion and endQuestion), so a late repeat of a step can
// never move a later question. Component tests replace this module (vi.mock).
import {
  decodeRoster,
  decodeSubmissions,
  gamePaths,
  KICK_PLAYERS_MAX,
  storedGameQuiz,
  type GameOptions,
  type GameQuiz,
  type HostInfo,
  type Player,
  type HostStep,
  type ViewedQuiz,
  type SharedInfo,
  type Submission,
} from '@/domain';
import type { CallablePayload } from '@/domain';
import { callFunction, listenToGames } from '@/firebase/calls';
import { readQuiz } from '@/features/quizData';
import { HOST_MAPS_EVERY_MS } from './hostListening';

/** The quiz behind /host?q=, or null when it is missing or private to someone else. */
export function readQuizToHost(quizId: string): Promise<ViewedQuiz | null> {
  return readQuiz(quizId);
}

/** Opens the lobby of a new game of the quiz with the host's options (startGame); resolves with the game's id. */
export async function startGame(quizID: string, options: GameOptions): Promise<string> {
  const answer = await callFunction('startGame', { quizID, options });
  if (typeof answer.id !== 'string') throw new Error('startGame did not answer with a game id');
  return answer.id;
}

/** What the host screen hears of its game; each is called now and at every change. */
export interface GameListeners {
  /** null when the game is gone. */
  hostInfo(hostInfo: HostInfo | null): void;
  /** Who is in: Player by userID. */
  roster(roster: Record<string, Player>): void;
  /** Who has answered: Submission by userID. */
  submitted(submitted: Record<string, Submission>): void;
  sharedInfo(sharedInfo: SharedInfo | null): void;
  quiz(quiz: GameQuiz | null): void;
  /** The live-game database's clock minus this device's, in ms (`.info/serverTimeOffset`). */
  serverOffset(offsetMs: number): void;
  /** The rules refused a read: the game does not exist, or the user is not its host. */
  refused(error: Error): void;
}

/**
 * Listens to everything the host screen shows of a game; returns the unsubscribe function. hostInfo is
 * small and read whole, so each phase arrives in one piece; the roster and the Submissions grow with the
 * players, so they are kept from child events (a join or an answer costs one entry, not the whole map) and
 * taken in at most every HOST_MAPS_EVERY_MS while a crowd changes them.
 */
export function watchGame(gameId: string, listeners: GameListeners): () => void {
  const map = { everyMs: HOST_MAPS_EVERY_MS, asMap: true };
  const stops = [
    listenToGames(gamePaths.hostInfo(gameId), (value) => listeners.hostInfo(value), listeners.refused),
    listenToGames(
      gamePaths.roster(gameId),
      (value) => listeners.roster(decodeRoster(value)),
      listeners.refused,
      map,
    ),
    listenToGames(
      gamePaths.submissions(gameId),
      (value) => listeners.submitted(decodeSubmissions(value)),
      listeners.refused,
      map,
    ),
    listenToGames(gamePaths.sharedInfo(gameId), (value) => listeners.sharedInfo(value), listeners.refused),
    listenToGames(
      gamePaths.gameQuiz(gameId),
      (value) => listeners.quiz(value === null ? null : storedGameQuiz(value)),
      listeners.refused,
    ),
    listenToGames(gamePaths.serverTimeOffset(), (value) =>
      listeners.serverOffset(typeof value === 'number' ? value : 0),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * How long the host waits for a step's answer before giving up on that request: a step takes well under
 * a second, so a request this old was lost, and the backup timer asks again rather than wait 70 s.
 */
export const HOST_STEP_TIMEOUT_MS = 15_000;

type StepOf<Kind extends HostStep['kind']> = Extract<HostStep, { kind: Kind }>;

/** Each host step's payload: SPEC §7's, with the question it is for (Loqi's questionNumber). */
const hostStepPayloads: {
  [Kind in HostStep['kind']]: (gameID: string, step: StepOf<Kind>) => CallablePayload<Kind>;
} = {
  startPlaying: (gameID) => ({ gameID }),
  introQuestion: (gameID, { questionNumber }) => ({ gameID, questionNum: questionNumber }),
  startQuestion: (gameID, { questionNumber }) => ({ gameID, questionNumber }),
  endQuestion: (gameID, { questionNumber }) => ({ gameID, questionNumber }),
};

/** Sends a host step with its payload. */
export async function sendHostStep<Kind extends HostStep['kind']>(
  gameID: string,
  step: StepOf<Kind>,
): Promise<void> {
  const kind: Kind = step.kind;
  await callFunction(kind, hostStepPayloads[kind](gameID, step), { timeoutMs: HOST_STEP_TIMEOUT_MS });
}

/**
 * Pauses (`paused`) or resumes the game's current phase as from `at`, the press by the server's
 * clock (the server keeps it within what it knows); what it changes arrives through hostInfo.
 */
export async function pauseGame(gameID: string, paused: boolean, at: number): Promise<void> {
  await callFunction('pauseGame', { gameID, paused, at }, { timeoutMs: HOST_STEP_TIMEOUT_MS });
}

/** Removes a player from the game (SPEC §6: in the lobby and from the leaderboard). */
export async function kickPlayer(gameID: string, userID: string): Promise<void> {
  await callFunction('kickPlayer', { gameID, userID });
}

/** Removes many players at once, in calls of at most KICK_PLAYERS_MAX. */
export async function kickPlayers(gameID: string, userIDs: readonly string[]): Promise<void> {
  for (let start = 0; start < userIDs.length; start += KICK_PLAYERS_MAX) {
    await callFunction('kickPlayers', { gameID, userIDs: userIDs.slice(start, start + KICK_PLAYERS_MAX) });
  }
}

/** Locks the game to new players, or unlocks it. */
export async function setGameLock(gameID: string, locked: boolean): Promise<void> {
  await callFunction('setGameLock', { gameID, locked });
}
