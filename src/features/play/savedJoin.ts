// What the player's browser keeps between page loads (SPEC §3 "local saved join info", §4 rejoin):
// the saved join in localStorage, which offers Rejoin for 6 hours; the name last played under, to fill
// the form again; and, in sessionStorage, the question this tab has answered, so that a reload while
// the question is open shows "Waiting…" instead of the answer cells, the last thing the screen reader was
// told (announcements.ts), so that a reload does not say it again, that the tab was put out of its
// game, so that the form it reloads onto says so once, and the game the tab is showing, so that a reload
// mid-game goes straight back to it. Storage is passed in, so this
// is plain logic its tests drive with a stand-in; a blocked or full storage only costs the convenience.
import { isCompleteRoomCode, normalizeRoomCode, canRejoin } from '@/domain';
import type { SavedJoin } from '@/domain';

export const SAVED_JOIN_KEY = 'loqi.savedJoin';
export const PLAYER_NAME_KEY = 'loqi.playerName';
export const ANSWERED_KEY = 'loqi.answered';
export const REMOVED_KEY = 'loqi.removedFromGame';
export const ANNOUNCED_KEY = 'loqi.announced';
export const PLAYING_KEY = 'loqi.playing';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the game goes on, only a reload cannot come back to it.
  }
}

/** The saved join, or null when there is none or what is stored is not one. */
export function readSavedJoin(storage: KeyValueStorage): SavedJoin | null {
  const value = readJson(storage, SAVED_JOIN_KEY);
  if (!isRecord(value)) return null;
  const { userSecret, userID, gameID, roomCode, joinedAt, username } = value;
  if (
    typeof userSecret !== 'string' ||
    typeof userID !== 'string' ||
    typeof gameID !== 'string' ||
    typeof roomCode !== 'string' ||
    typeof joinedAt !== 'number'
  ) {
    return null;
  }
  return {
    userSecret,
    userID,
    gameID,
    roomCode,
    joinedAt,
    ...(typeof username === 'string' && { username }),
  };
}

export function writeSavedJoin(storage: KeyValueStorage, join: SavedJoin | null): void {
  write(storage, SAVED_JOIN_KEY, join && JSON.stringify(join));
}

/** The saved join that Rejoin would use for `roomCode` now: same code, under 6 hours old. */
export function rejoinableJoin(storage: KeyValueStorage, roomCode: string, nowMs: number): SavedJoin | null {
  const saved = readSavedJoin(storage);
  return canRejoin(saved, roomCode, nowMs) ? saved : null;
}

/**
 * The code the form starts with: the URL's (as typed, normalised), else the code of a join that can
 * still be rejoined, so that a player who comes back to /join finds Rejoin.
 */
export function initialRoomCode(urlCode: string | null, saved: SavedJoin | null, nowMs: number): string {
  if (urlCode) return normalizeRoomCode(urlCode);
  return saved && isCompleteRoomCode(saved.roomCode) && canRejoin(saved, saved.roomCode, nowMs)
    ? saved.roomCode
    : '';
}

export function readPlayerName(storage: KeyValueStorage): string {
  const value = readJson(storage, PLAYER_NAME_KEY);
  return typeof value === 'string' ? value : '';
}

export function writePlayerName(storage: KeyValueStorage, name: string): void {
  write(storage, PLAYER_NAME_KEY, JSON.stringify(name));
}

/** The question of `gameID` this tab has answered, or null. */
export function readAnsweredQuestion(storage: KeyValueStorage, gameID: string): number | null {
  const value = readJson(storage, ANSWERED_KEY);
  return isRecord(value) && value.gameID === gameID && typeof value.questionNumber === 'number'
    ? value.questionNumber
    : null;
}

export function writeAnsweredQuestion(
  storage: KeyValueStorage,
  gameID: string,
  questionNumber: number,
): void {
  write(storage, ANSWERED_KEY, JSON.stringify({ gameID, questionNumber }));
}

/** The key of the last announcement this tab's screen reader was given in `gameID` (announcements.ts), or null. */
export function readAnnounced(storage: KeyValueStorage, gameID: string): string | null {
  const value = readJson(storage, ANNOUNCED_KEY);
  return isRecord(value) && value.gameID === gameID && typeof value.key === 'string' ? value.key : null;
}

export function writeAnnounced(storage: KeyValueStorage, gameID: string, key: string): void {
  write(storage, ANNOUNCED_KEY, JSON.stringify({ gameID, key }));
}

/** Notes, before the page reloads onto the form, that this tab's player is out of their game. */
export function writeRemovedFromGame(storage: KeyValueStorage): void {
  write(storage, REMOVED_KEY, 'true');
}

/** Whether this tab's player was just put out of their game; the note is used up by reading it. */
export function takeRemovedFromGame(storage: KeyValueStorage): boolean {
  const removed = readJson(storage, REMOVED_KEY) === true;
  write(storage, REMOVED_KEY, null);
  return removed;
}

/** The game this tab is showing (null: the join form), which a reload of the tab returns to. */
export function readPlayingGame(storage: KeyValueStorage): string | null {
  const value = readJson(storage, PLAYING_KEY);
  return typeof value === 'string' ? value : null;
}

export function writePlayingGame(storage: KeyValueStorage, gameID: string | null): void {
  write(storage, PLAYING_KEY, gameID && JSON.stringify(gameID));
}
