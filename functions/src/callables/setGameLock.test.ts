import { describe, expect, it } from 'vitest';
import {
  gameMessages,
  gamePaths,
  SEAT_SHARDS,
  seatShardCount,
  seatShardKey,
  seatShardLocked,
  seatsTaken,
  type OngoingRoom,
} from '@/domain';
import { gamesDatabase } from '../admin';
import { callableRequest } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { seedGame } from '../test/games';
import { setGameLock } from './setGameLock';
import { startPlaying } from './startPlaying';

const { games } = useDatabaseEmulators();

const lock = (payload: unknown, uid: string | null = 'alice') =>
  setGameLock.run(callableRequest(payload, uid ?? undefined));

const seedLobby = () => seedGame({ gameId: 'g1', roomCode: 'asdfjklas', host: 'alice', names: ['Ann'] });

const lockState = () => ({
  room: games.read(gamePaths.ongoingRoomLocked('asdfjklas')),
  host: games.read(gamePaths.hostInfoLocked('g1')),
});

describe('setGameLock', () => {
  it('locks the lobby in the room code’s entry, with its copy in hostInfo, and unlocks it again', async () => {
    await seedLobby();
    const room = games.read(gamePaths.ongoingRoomEntry('asdfjklas')) as object;

    await expect(lock({ gameID: 'g1', locked: true })).resolves.toEqual({ success: true });
    expect(lockState()).toEqual({ room: true, host: true });
    expect(games.read(gamePaths.ongoingRoomEntry('asdfjklas'))).toMatchObject({ id: 'g1', locked: true });

    await expect(lock({ gameID: 'g1', locked: false })).resolves.toEqual({ success: true });
    expect(lockState()).toEqual({ room: null, host: null });
    expect(games.read(gamePaths.ongoingRoomEntry('asdfjklas'))).toEqual(room);
  });

  it('locks every seat counter, keeping its count, and opens them again as they were', async () => {
    await seedLobby();
    const room = games.read(gamePaths.ongoingRoomEntry('asdfjklas')) as OngoingRoom;
    const seats = () => (games.read(gamePaths.ongoingRoomEntry('asdfjklas')) as OngoingRoom).seats ?? {};

    await lock({ gameID: 'g1', locked: true });

    const shards = Array.from({ length: SEAT_SHARDS }, (_, shard) => seatShardKey(shard));
    expect(Object.keys(seats()).sort()).toEqual([...shards].sort());
    for (const key of shards) {
      expect(seatShardLocked(seats()[key]), key).toBe(true);
      expect(seatShardCount(seats()[key]), key).toBe(seatShardCount(room.seats?.[key]));
    }
    expect(seatsTaken({ id: 'g1', seats: seats() })).toBe(1);

    await lock({ gameID: 'g1', locked: false });

    expect(games.read(gamePaths.ongoingRoomEntry('asdfjklas'))).toEqual(room);
  });

  it('locks a game being played, and says the same again without a change', async () => {
    await seedLobby();
    await startPlaying.run(callableRequest({ gameID: 'g1' }, 'alice'));

    await lock({ gameID: 'g1', locked: true });
    const before = games.read('');
    await expect(lock({ gameID: 'g1', locked: true })).resolves.toEqual({ success: true });

    expect(lockState()).toEqual({ room: true, host: true });
    expect(games.read('')).toEqual(before);
  });

  it('refuses anyone but the host, changing nothing', async () => {
    await seedLobby();
    const before = games.read('');

    await expect(lock({ gameID: 'g1', locked: true }, 'bob')).rejects.toMatchObject({
      code: 'permission-denied',
      message: gameMessages.notHost,
    });

    expect(games.read('')).toEqual(before);
  });

  it('refuses a game that does not exist, and one whose room code no longer opens it', async () => {
    await seedLobby();
    await expect(lock({ gameID: 'g2', locked: true })).rejects.toMatchObject({
      code: 'not-found',
      message: gameMessages.gameNotFound,
    });

    // The game's entry deleted (cleanUpGames at work): no lonely lock is left behind under the code.
    await gamesDatabase().ref(gamePaths.ongoingRoomEntry('asdfjklas')).remove();
    await expect(lock({ gameID: 'g1', locked: true })).rejects.toMatchObject({
      code: 'not-found',
      message: gameMessages.gameNotFound,
    });
    expect(games.read(gamePaths.ongoingRoomEntry('asdfjklas'))).toBeNull();
    expect(games.read(gamePaths.hostInfoLocked('g1'))).toBeNull();
  });

  it('rejects a caller who is not signed in', async () => {
    await seedLobby();

    await expect(lock({ gameID: 'g1', locked: true }, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });

    expect(lockState()).toEqual({ room: null, host: null });
  });

  it.each([
    { what: 'no payload', payload: null, field: 'payload' },
    { what: 'no game id', payload: { locked: true }, field: 'gameID' },
    { what: 'a path as game id', payload: { gameID: 'g1/hostInfo', locked: true }, field: 'gameID' },
    { what: 'no lock', payload: { gameID: 'g1' }, field: 'locked' },
    { what: 'a lock that is no boolean', payload: { gameID: 'g1', locked: 'yes' }, field: 'locked' },
    { what: 'an extra field', payload: { gameID: 'g1', locked: true, forever: true }, field: 'payload' },
  ])('rejects $what, naming $field', async ({ payload, field }) => {
    await seedLobby();
    const before = games.read('');

    await expect(lock(payload)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(games.read('')).toEqual(before);
  });
});
