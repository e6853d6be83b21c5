import { describe, expect, it } from 'vitest';
import type { SavedJoin } from './game';
import { canRejoin, phaseProgress, questionIntroMs } from './timing';

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

describe('phaseProgress', () => {
  it('tells how far a phase has gone, from 0 before it starts to 1 once over', () => {
    expect(phaseProgress(1000, 4000, 0)).toBe(0);
    expect(phaseProgress(1000, 4000, 3000)).toBe(0.5);
    expect(phaseProgress(1000, 4000, 9000)).toBe(1);
    expect(phaseProgress(1000, 0, 0)).toBe(1);
  });
});
