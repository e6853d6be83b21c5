// The player screen's only contact with Firebase (SPEC §7): joinGame; before a rejoin, the game a room
// code points to (ongoing/{roomCode}/id) and whether it has ended (sharedInfo's final); sharedInfo and the
// player's own record (keyed by their secret), the server's clock, and the answer. Players have no Firebase Auth: this loads the games
// database and the functions SDK only, on first use. Component tests replace this module (vi.mock).
import { gamePaths, playerAnswerUpdate } from '@/domain';
import type { JoinAnswer, PlayerView, SavedJoin, SharedInfo, PlayerAnswer } from '@/domain';
import { callFunction } from '@/firebase/calls';
import { gamesDatabase } from '@/firebase/services';

/** Joins the game `roomCode` opens; rejects with the server's error (not-found, already-exists, …). */
export function joinGame(roomCode: string, username: string): Promise<JoinAnswer> {
  return callFunction('joinGame', { roomCode, username });
}

/** The id of the game `roomCode` points to now, or null when none does. */
export async function readRoomGame(roomCode: string): Promise<string | null> {
  const [database, { get, ref }] = await Promise.all([gamesDatabase(), import('firebase/database')]);
  const id = (await get(ref(database, gamePaths.ongoingRoom(roomCode)))).val() as unknown;
  return typeof id === 'string' ? id : null;
}

/** Whether the game has shown its last results (sharedInfo's gameStatus.final): it is over. */
export async function readGameEnded(gameID: string): Promise<boolean> {
  const [database, { get, ref }] = await Promise.all([gamesDatabase(), import('firebase/database')]);
  return (await get(ref(database, `${gamePaths.sharedInfo(gameID)}/gameStatus/final`))).val() === true;
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
    const [database, { onValue, ref }] = await Promise.all([gamesDatabase(), import('firebase/database')]);
    if (stopped) return;
    const refused = (error: Error) => {
      if (!stopped) listener.onRefused(error);
    };
    unsubscribes.push(
      onValue(ref(database, '.info/serverTimeOffset'), (snapshot) =>
        listener.onServerOffset(Number(snapshot.val()) || 0),
      ),
      onValue(
        ref(database, gamePaths.sharedInfo(join.gameID)),
        (snapshot) => listener.onShared(snapshot.val() as SharedInfo | null),
        refused,
      ),
      onValue(
        ref(database, gamePaths.player(join.gameID, join.userSecret)),
        (snapshot) => listener.onRecord(snapshot.val() as PlayerView | null),
        refused,
      ),
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
