// Room codes (SPEC §5 and §9): 9 letters from a s d f j k l, shown upper-case as ASD-FJK-LAS.
import { ROOM_CODE_GROUP_SIZE, ROOM_CODE_LENGTH, ROOM_CODE_LETTERS } from '../common/constants';

const NOT_A_ROOM_CODE_LETTER = new RegExp(`[^${ROOM_CODE_LETTERS}]`, 'g');

/** What the room code input keeps of what was typed or pasted: lower-case code letters, at most 9. */
export function normalizeRoomCode(input: string): string {
  return input.toLowerCase().replace(NOT_A_ROOM_CODE_LETTER, '').slice(0, ROOM_CODE_LENGTH);
}

export function isCompleteRoomCode(code: string): boolean {
  return code.length === ROOM_CODE_LENGTH && normalizeRoomCode(code) === code;
}

/** Upper-case groups of three joined with dashes; a partial code shows its partial last group. */
export function formatRoomCode(code: string): string {
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += ROOM_CODE_GROUP_SIZE) {
    groups.push(code.slice(start, start + ROOM_CODE_GROUP_SIZE));
  }
  return groups.join('-').toUpperCase();
}
