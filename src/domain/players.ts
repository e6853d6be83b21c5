// Players of a live game (SPEC §5: "Player username max 20"): the name they join with, the key that
// makes names unique within a game ignoring case, and the writes that add and remove a player.
import { PLAYER_NAME_MAX_LENGTH } from './constants';
import { serverIncrement, type AnswerEntry, type Player, type PlayerView, type Submission } from './game';
import { gameMessages } from './messages';
import { gamePaths } from './paths';
import { seatShardKey, seatShardOf } from './seats';

export type PlayerNameCheck = { ok: true; name: string } | { ok: false; problem: string };

// Line breaks, tabs and other control or invisible format characters would break the host's lobby
// list and let two names look the same.
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/**
 * The name a player joins with: trimmed, with runs of spaces made one, at least one and at most 20
 * characters (counted as people see them: an emoji is one).
 */
export function checkPlayerName(input: string): PlayerNameCheck {
  if (CONTROL_OR_FORMAT.test(input.trim()))
    return { ok: false, problem: gameMessages.nameHasControlCharacters };
  const name = input.trim().replace(/\s+/gu, ' ');
  const length = Array.from(name).length;
  if (length === 0) return { ok: false, problem: gameMessages.nameMissing };
  if (length > PLAYER_NAME_MAX_LENGTH) return { ok: false, problem: gameMessages.nameTooLong };
  return { ok: true, name };
}

// Characters a database key cannot hold, and the escape character itself.
const NOT_IN_KEYS = /[.$#[\]/%]/gu;

/**
 * The key under games/{id}/names that makes a name unique in its game: the name with case and
 * compatibility forms folded ("ANNA", "anna" and "ａｎｎａ" are one name), escaped so that any name is
 * a valid database key.
 */
export function playerNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(
      NOT_IN_KEYS,
      (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
    );
}

export interface JoiningPlayer<Time> {
  gameId: string;
  userID: string;
  username: string;
  userSecret: string;
  joinedAt: Time;
}

/**
 * The one multi-path update (from the games database's root) that adds a player: the host's entry,
 * the player's own record under their secret, and the secret the rules check answers against.
 */
export function playerJoinUpdate<Time>({
  gameId,
  userID,
  username,
  userSecret,
  joinedAt,
}: JoiningPlayer<Time>): Record<string, unknown> {
  const player: Player<Time> = { userID, username, joinedAt };
  const view: PlayerView<Time> = { ...player, score: 0, lastChange: 0 };
  return {
    [gamePaths.rosterPlayer(gameId, userID)]: player,
    [gamePaths.player(gameId, userSecret)]: view,
    [gamePaths.secret(gameId, userID)]: userSecret,
  };
}

/**
 * The update that removes a player: their entry, their record (their screen sees it vanish), their
 * secret (so no further answer is accepted), any answer to the open question, and their seat in the
 * room's player count. Their name stays taken, so a kicked player cannot come straight back under it,
 * and their secret is kept under `kicked`, so that a host step writing records as this lands can take
 * theirs away again.
 */
export function playerKickUpdate({
  gameId,
  roomCode,
  userID,
  userSecret,
  freesSeat,
}: {
  gameId: string;
  roomCode: string;
  userID: string;
  userSecret: string;
  /** False for a second kick of the player (or a retry): one kick frees the seat. */
  freesSeat: boolean;
}): Record<string, unknown> {
  return {
    [gamePaths.kickedPlayer(gameId, userID)]: userSecret,
    ...(freesSeat && {
      [gamePaths.ongoingRoomSeats(roomCode, seatShardKey(seatShardOf(userID)))]: serverIncrement(-1),
    }),
    [gamePaths.rosterPlayer(gameId, userID)]: null,
    [gamePaths.player(gameId, userSecret)]: null,
    [gamePaths.secret(gameId, userID)]: null,
    [gamePaths.answer(gameId, userSecret)]: null,
    [gamePaths.submission(gameId, userID)]: null,
  };
}

export interface AnsweringPlayer<Time> {
  gameId: string;
  userID: string;
  userSecret: string;
  /** The PlayerAnswer in display positions (GameQuestion.displayOrder): an index, a list or a text. */
  answer: unknown;
  questionNumber: number;
  /** SERVER_TIME: the rules accept only the server's own time. */
  submittedAt: Time;
}

/**
 * The one update (from the games database's root) a player's client sends to answer: the answer
 * under their secret, which only the server reads, and the Submission that tells the host they have
 * answered. The rules accept the two together or neither.
 */
export function playerAnswerUpdate<Time>({
  gameId,
  userID,
  userSecret,
  answer,
  questionNumber,
  submittedAt,
}: AnsweringPlayer<Time>): Record<string, unknown> {
  const submission: Submission<Time> = { user: userID, submittedAt, questionNumber };
  const entry: AnswerEntry<Time> = { ...submission, answer: JSON.stringify(answer) };
  return {
    [gamePaths.answer(gameId, userSecret)]: entry,
    [gamePaths.submission(gameId, userID)]: submission,
  };
}
