import { describe, expect, it } from 'vitest';
import type { SavedJoin } from './game';
import { canRejoin, questionIntroMs } from './timing';

describe('questionIntroMs: 3000 ms + 20 ms per title character', () => {
  it.each([
    ['', 3000],
    ['A', 3020],
    ['What is the capital of France?', 3600],
    ['t'.repeat(200), 7000],
    ['🦋🦋', 3040],
  ])('%j → %i ms', (title, ms) => {
    expect(questionIntroMs(title)).toBe(ms);
  });
});

describe('canRejoin: same room code, under 6 hours old', () => {
  const joinedAt = Date.UTC(2026, 10, 21, 9, 0, 0);
  const saved: SavedJoin = { userSecret: 's', userID: 'u', gameID: 'g', roomCode: 'asdfjklas', joinedAt };
  const hour = 3_600_000;

  it.each([
    ['just joined', saved, 'asdfjklas', joinedAt, true],
    ['5 h 59 min later', saved, 'asdfjklas', joinedAt + 6 * hour - 60_000, true],
    ['exactly 6 h later', saved, 'asdfjklas', joinedAt + 6 * hour, false],
    ['7 h later', saved, 'asdfjklas', joinedAt + 7 * hour, false],
    ['another room code', saved, 'lkjfdsaal', joinedAt, false],
    ['a join time in the future', saved, 'asdfjklas', joinedAt - hour, false],
    ['nothing saved', null, 'asdfjklas', joinedAt, false],
  ])('%s → %s', (_case, savedJoin, code, now, expected) => {
    expect(canRejoin(savedJoin, code, now)).toBe(expected);
  });
});
