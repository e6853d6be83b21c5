import { describe, expect, it } from 'vitest';
import { ROOM_CODE_LETTERS } from '@/domain';
import { newPlayerSecret, randomRoomCode, secureRandom } from './secureRandom';

const DRAWS = 20_000;

describe('secureRandom', () => {
  it('draws numbers in [0, 1) spread over the whole range', () => {
    const draws = Array.from({ length: DRAWS }, secureRandom);
    const tenths = Array.from(
      { length: 10 },
      (_, tenth) => draws.filter((x) => Math.floor(x * 10) === tenth).length,
    );

    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    // Each tenth expects 2,000 draws; 1,700 is more than six standard deviations away.
    for (const count of tenths) expect(count).toBeGreaterThan(1_700);
  });
});

describe('randomRoomCode', () => {
  it('draws 9 code letters, every letter in every position', () => {
    const codes = Array.from({ length: 1_000 }, randomRoomCode);

    for (const code of codes) expect(code).toMatch(/^[asdfjkl]{9}$/);
    for (let position = 0; position < 9; position += 1) {
      expect(new Set(codes.map((code) => code[position])).size).toBe(ROOM_CODE_LETTERS.length);
    }
  });
});

describe('newPlayerSecret', () => {
  it('makes a different 43-character database key every time', () => {
    const secrets = Array.from({ length: 1_000 }, newPlayerSecret);

    for (const secret of secrets) expect(secret).toMatch(/^[-0-9A-Za-z_]{43}$/);
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});
