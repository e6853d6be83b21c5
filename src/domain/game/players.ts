// Players of a live game (SPEC §5: "Player username max 20"): the name they join with, the writes that
// add and remove a player, and the decoders of the game's nodes that hold what players write or chose
// (paths.ts Untrusted). The keys that make names unique in a game are in playerNameKeys.ts.
import { PLAYER_NAME_MAX_LENGTH } from '../common/constants';
import { serverIncrement, type AnswerEntry, type Player, type PlayerView, type Submission } from './game';
import { gameMessages } from '../common/messages';
import { gamePaths } from '../common/paths';
import type { PlayerAnswer } from '../quiz/questionKinds';
import { seatShardKey, seatShardOf } from './seats';
import { hasVisibleCharacter, withoutInvisibles } from '../common/visibleText';

export type PlayerNameCheck = { ok: true; name: string } | { ok: false; problem: string };

// Line breaks, tabs and other control characters would break the host's lobby list; format characters that
// are not ignorable (Arabic number signs, interlinear annotations) change how the text around them is drawn.
const CONTROL_OR_FORMAT = /[\p{Cc}\u2028\u2029]|(?!\p{Default_Ignorable_Code_Point})\p{Cf}/u;

/**
 * The name a player joins with, as everyone sees it: trimmed, without invisible characters
 * (withoutInvisibles: "Anna\u{FE0F}" is "Anna", emoji sequences are kept), with runs of spaces made one, at
 * least one visible character and at most 20 characters (code points: an emoji is one, a sequence such as
 * "👩‍💻" its parts).
 */
export function checkPlayerName(input: string): PlayerNameCheck {
  const trimmed = input.trim();
  if (CONTROL_OR_FORMAT.test(trimmed)) return { ok: false, problem: gameMessages.nameHasControlCharacters };
  if (trimmed === '') return { ok: false, problem: gameMessages.nameMissing };
  const name = withoutInvisibles(trimmed).replace(/\s+/gu, ' ').trim();
  if (Array.from(name).length > PLAYER_NAME_MAX_LENGTH)
    return { ok: false, problem: gameMessages.nameTooLong };
  if (!hasVisibleCharacter(name)) return { ok: false, problem: gameMessages.nameInvisible };
  return { ok: true, name };
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
  /** The answer in display positions (GameQuestion.displayOrder): an index, a list or a text. */
  answer: PlayerAnswer;
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPlayer = (value: unknown): value is Player =>
  isRecord(value) &&
  typeof value.userID === 'string' &&
  typeof value.username === 'string' &&
  typeof value.joinedAt === 'number';

const isSubmission = (value: unknown): value is Submission =>
  isRecord(value) &&
  typeof value.user === 'string' &&
  typeof value.submittedAt === 'number' &&
  typeof value.questionNumber === 'number';

const isAnswerEntry = (value: unknown): value is AnswerEntry =>
  isRecord(value) && typeof value.answer === 'string' && isSubmission(value);

/**
 * The entries of a stored map that are what `isEntry` checks, by key; the others are left out. A map of
 * such entries only (every one, in a game) is given back as it is: a crowd's map is not copied.
 */
function entriesWhere<T>(raw: unknown, isEntry: (value: unknown) => value is T): Record<string, T> {
  if (!isRecord(raw)) return {};
  if (everyValue(raw, isEntry)) return raw;
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, T] => isEntry(entry[1])));
}

function everyValue<T>(
  record: Record<string, unknown>,
  isEntry: (value: unknown) => value is T,
): record is Record<string, T> {
  return Object.keys(record).every((key) => isEntry(record[key]));
}

/** games/{id}/roster/{userID} as read: the Player, or null when there is none (or it is not one). */
export const decodePlayer = (raw: unknown): Player | null => (isPlayer(raw) ? raw : null);

/** games/{id}/roster as read: each Player by userID. */
export const decodeRoster = (raw: unknown): Record<string, Player> => entriesWhere(raw, isPlayer);

/** games/{id}/submitted as read: each Submission by userID. */
export const decodeSubmissions = (raw: unknown): Record<string, Submission> =>
  entriesWhere(raw, isSubmission);

/** games/{id}/answers as read: each AnswerEntry by the player's secret. */
export const decodeAnswers = (raw: unknown): Record<string, AnswerEntry> => entriesWhere(raw, isAnswerEntry);
