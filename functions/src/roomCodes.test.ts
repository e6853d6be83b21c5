import { describe, expect, it } from 'vitest';
import { gamePaths } from '@/domain';
import { gamesDatabase } from './admin';
import { claimRoomCode, NO_FREE_ROOM_CODE, releaseRoomCode, ROOM_CODE_ATTEMPTS } from './roomCodes';
import { useDatabaseEmulators } from './test/databaseEmulator';

const { games } = useDatabaseEmulators();

/** A code picker that gives `codes` in turn, then fails the test if asked for more. */
function picking(...codes: string[]): () => string {
  let next = 0;
  return () => {
    const code = codes[next];
    next += 1;
    if (code === undefined) throw new Error('Asked for more codes than the test expected.');
    return code;
  };
}

describe('claimRoomCode', () => {
  it('claims a free code for the game', async () => {
    await expect(claimRoomCode(gamesDatabase(), { id: 'g1' }, picking('asdfjklas'))).resolves.toBe(
      'asdfjklas',
    );

    expect(games.read('ongoing')).toEqual({ asdfjklas: { id: 'g1' } });
  });

  it('draws 9 code letters by default', async () => {
    const code = await claimRoomCode(gamesDatabase(), { id: 'g1' });

    expect(code).toMatch(/^[asdfjkl]{9}$/);
    expect(games.read(gamePaths.ongoingRoom(code))).toBe('g1');
  });

  it('tries another code when the first opens a game already, and leaves that game its code', async () => {
    await games.seed({ ongoing: { aaaaaaaaa: { id: 'g0' } } });

    await expect(
      claimRoomCode(gamesDatabase(), { id: 'g1' }, picking('aaaaaaaaa', 'sssssssss')),
    ).resolves.toBe('sssssssss');

    expect(games.read('ongoing')).toEqual({
      aaaaaaaaa: { id: 'g0' },
      sssssssss: { id: 'g1' },
    });
  });

  it('gives one code to one game when many games draw it at once', async () => {
    const gameIds = Array.from({ length: 30 }, (_, index) => `g${index}`);
    // Every game draws the same code first, then one of its own.
    const ownCode = (index: number) =>
      index
        .toString(7)
        .padStart(9, '0')
        .replace(/[0-6]/g, (digit) => 'asdfjkl'[Number(digit)] as string);

    const codes = await Promise.all(
      gameIds.map((id, index) =>
        claimRoomCode(gamesDatabase(), { id }, picking('kkkkkkkkk', ownCode(index + 1))),
      ),
    );

    const winners = codes.filter((code) => code === 'kkkkkkkkk');
    expect(winners).toHaveLength(1);
    expect(new Set(codes).size).toBe(30);
    codes.forEach((code, index) => expect(games.read(gamePaths.ongoingRoom(code))).toBe(gameIds[index]));
  });

  it(`gives up with resource-exhausted after ${ROOM_CODE_ATTEMPTS} taken codes`, async () => {
    await games.seed({ ongoing: { aaaaaaaaa: { id: 'g0' } } });
    const before = games.read('');

    await expect(claimRoomCode(gamesDatabase(), { id: 'g1' }, () => 'aaaaaaaaa')).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: NO_FREE_ROOM_CODE,
    });

    expect(games.read('')).toEqual(before);
  });
});

describe('releaseRoomCode', () => {
  it('frees the code of the game', async () => {
    await games.seed({
      ongoing: { aaaaaaaaa: { id: 'g1' }, sssssssss: { id: 'g2' } },
    });

    await releaseRoomCode(gamesDatabase(), 'aaaaaaaaa', { id: 'g1' });

    expect(games.read('ongoing')).toEqual({ sssssssss: { id: 'g2' } });
  });

  it('frees the code of a game opened with options, as claimed', async () => {
    const room = { id: 'g1', lateJoins: false as const, friendlyNames: true as const };
    await games.seed({ ongoing: { aaaaaaaaa: room } });

    await releaseRoomCode(gamesDatabase(), 'aaaaaaaaa', room);

    expect(games.read('ongoing')).toBeNull();
  });

  it('leaves a code that opens another game', async () => {
    await games.seed({ ongoing: { aaaaaaaaa: { id: 'g2' } } });

    await releaseRoomCode(gamesDatabase(), 'aaaaaaaaa', { id: 'g1' });

    expect(games.read('ongoing')).toEqual({ aaaaaaaaa: { id: 'g2' } });
  });
});
