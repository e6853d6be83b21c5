// The live game's random choices come from the operating system's cryptographic generator: a room code
// or a player's secret that could be predicted would let a stranger into a game or answer for a player,
// and a predictable shuffle would give the answers away.
import { randomBytes, randomInt } from 'node:crypto';
import { ROOM_CODE_LENGTH, ROOM_CODE_LETTERS, type Random } from '@/domain';

const RANDOM_BITS = 48;

/** A number in [0, 1), like Math.random, for the domain's shuffles (48 random bits: no visible bias). */
export const secureRandom: Random = () =>
  randomBytes(RANDOM_BITS / 8).readUIntBE(0, RANDOM_BITS / 8) / 2 ** RANDOM_BITS;

/** A room code: 9 letters, each drawn uniformly from a s d f j k l (7^9, about 40 million codes). */
export function randomRoomCode(): string {
  return Array.from(
    { length: ROOM_CODE_LENGTH },
    () => ROOM_CODE_LETTERS[randomInt(ROOM_CODE_LETTERS.length)],
  ).join('');
}

/**
 * A player's secret: 32 random bytes as base64url, so 43 characters of letters, digits, '-' and '_' —
 * a valid database key (it keys the player's record) that nobody can guess.
 */
export function newPlayerSecret(): string {
  return randomBytes(32).toString('base64url');
}
