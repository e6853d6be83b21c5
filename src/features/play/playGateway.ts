// The player screen's only contact with Firebase (SPEC §7): joinGame; before a rejoin, the game a room
// code points to (ongoing/{roomCode}/id) and whether it has ended (sharedInfo's final); sharedInfo and the
// player's own record (keyed by their secret), the server's clock, and the answer. Players have no Firebase Auth: this loads the games
// database and the functions SDK only, on first use. Component tests replace this module (vi.mock).
import { gamePaths, playerAnswerUpdate } from '@/domain';
import type { DbPath, JoinAnswer, PlayerView, SavedJoin, SharedInfo, PlayerAnswer } from '@/domain';
import { callFunction } from '@/firebase/calls';
import { readValue, subscribeTo } from '@/firebase/reads';
import { gamesDatabase } from '@/firebase/services';

/** Joins the game `roomCode` opens; rejects with the server's error (not-found, already-exists, …). */
export function joinGame(roomCode: string, username: string): Promise<JoinAnswer> {
  return callFunction('joinGame', { roomCode, username });
}

/** The id of the game `roomCode` points to now, or null when none does. */
export async function readRoomGame(roomCode: string): Promise<string | null> {
  const id = await readValue(gamesDatabase, gamePaths.ongoingRoom(roomCode));
  return typeof id === 'string' ? id : null;
}

/** Whether the game has shown its last results (sharedInfo's gameStatus.final): it is over. */
export async function readGameEnded(gameID: string): Promise<boolean> {
  return (await readValue(gamesDatabase, gamePaths.sharedFinal(gameID))) === true;
}

export interface GameListener {
  onShared(shared: SharedInfo | null): void;
  /** null: the record is gone (the player was kicked, or the game deleted). */
  onRecord(record: PlayerView | null): void;
  /** The estimated server time minus the device's time, in ms. */
  onServerOffset(offsetMs: number): void;
  /** A listen the rules refused: the secret opens no record (any more). */
  onRefused(error: Error): void;
  /** The database could not be reached at all (its code did not load). */
  onUnreachable(error: Error): void;
}

/** Listens to the game as the player of `join`; returns the function that stops listening. */
export function watchGame(join: SavedJoin, listener: GameListener): () => void {
  let stopped = false;
  const unsubscribes: (() => void)[] = [];
  void (async () => {
    const [database, sdk] = await Promise.all([gamesDatabase(), import('firebase/database')]);
    if (stopped) return;
    const refused = (error: Error) => {
      if (!stopped) listener.onRefused(error);
    };
    const listen = <T>(path: DbPath<T>, deliver: (value: T | null) => void) =>
      subscribeTo(sdk, database, path, false, (read) => deliver(read()), refused);
    unsubscribes.push(
      listen(gamePaths.serverTimeOffset(), (offset) => listener.onServerOffset(Number(offset) || 0)),
      listen(gamePaths.sharedInfo(join.gameID), (shared) => listener.onShared(shared)),
      listen(gamePaths.player(join.gameID, join.userSecret), (record) => listener.onRecord(record)),
    );
  })().catch((error: unknown) => {
    if (!stopped) listener.onUnreachable(error instanceof Error ? error : new Error(String(error)));
  });
  return () => {
    stopped = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

/**
 * Sends the answer to question `questionNumber` in one update from the root (SPEC §7; see
 * playerAnswerUpdate): the answer under the player's secret and their Submission, stamped with the
 * server's time. Rejects when the rules refuse it (time up, already answered, no longer a player).
 */
export async function sendAnswer(
  join: SavedJoin,
  questionNumber: number,
  answer: PlayerAnswer,
): Promise<void> {
  const [database, { ref, serverTimestamp, update }] = await Promise.all([
    gamesDatabase(),
    import('firebase/database'),
  ]);
  await update(
    ref(database),
    playerAnswerUpdate({
      gameId: join.gameID,
      userID: join.userID,
      userSecret: join.userSecret,
      answer,
      questionNumber,
      submittedAt: serverTimestamp(),
    }),
  );
}
