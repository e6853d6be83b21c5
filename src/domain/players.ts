// Players of a live game (SPEC §5: "Player username max 20"): the name they join with, the key that
// makes names unique within a game ignoring case, and the writes that add and remove a player.
import { PLAYER_NAME_MAX_LENGTH } from './constants';
import type { Player, PlayerView } from './game';
import { gameMessages } from './messages';
import { gamePaths } from './paths';

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
  const player: Player<Time> = { userID, username, joinedAt, score: 0, lastChange: 0 };
  const view: PlayerView<Time> = { ...player };
  return {
    [gamePaths.hostPlayer(gameId, userID)]: player,
    [gamePaths.player(gameId, userSecret)]: view,
    [gamePaths.secret(gameId, userID)]: userSecret,
  };
}

/**
 * The update that removes a player: their entry, their record (their screen sees it vanish), their
 * secret (so no further answer is accepted) and any answer to the open question. Their name stays
 * taken, so a kicked player cannot come straight back under it.
 */
export function playerKickUpdate(gameId: string, userID: string, userSecret: string): Record<string, null> {
  return {
    [gamePaths.hostPlayer(gameId, userID)]: null,
    [gamePaths.player(gameId, userSecret)]: null,
    [gamePaths.secret(gameId, userID)]: null,
    [gamePaths.submission(gameId, userID)]: null,
  };
}
