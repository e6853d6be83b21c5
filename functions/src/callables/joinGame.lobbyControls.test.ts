// joinGame's refusals that the host's lobby controls cause: a game its host has locked, and a started
// game whose options refuse late joins. (joinGame.test.ts covers the rest of joinGame.)
import { describe, expect, it } from 'vitest';
import { gameMessages, gamePaths, seatShardKey, seatShardOf, seatsTaken, type OngoingRoom } from '@/domain';
import { gamesDatabase } from '../admin';
import { callableRequest } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { seedGame } from '../test/games';
import { joinGame } from './joinGame';
import { kickPlayer } from './kickPlayer';
import { setGameLock } from './setGameLock';
import { startPlaying } from './startPlaying';

const { games } = useDatabaseEmulators();

const joinAs = (username: string) => joinGame.run(callableRequest({ roomCode: 'asdfjklas', username }));
const asAlice = (payload: unknown) => callableRequest(payload, 'alice');
const lock = (locked: boolean) => setGameLock.run(asAlice({ gameID: 'g1', locked }));
const start = () => startPlaying.run(asAlice({ gameID: 'g1' }));

/** Alice's lobby with Ann in it, joined as any player joins. */
async function seedLobby() {
  await seedGame({ gameId: 'g1', roomCode: 'asdfjklas', host: 'alice', names: [] });
  return joinAs('Ann');
}

/** What startGame writes in the room's entry when the host's options refuse late joins. */
const refuseLateJoins = () =>
  gamesDatabase()
    .ref(`${gamePaths.ongoingRoomEntry('asdfjklas')}/lateJoins`)
    .set(false);

/** The ids of the players in g1's roster. */
const joinedIDs = () => Object.keys((games.read(gamePaths.roster('g1')) ?? {}) as object);

const playerCount = () => seatsTaken(games.read(gamePaths.ongoingRoomEntry('asdfjklas')) as OngoingRoom);

describe('joinGame in a locked game', () => {
  it('refuses a new player with "This game is locked by the host.", taking no seat and no name', async () => {
    const ann = await seedLobby();
    await lock(true);

    await expect(joinAs('Bea')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This game is locked by the host.',
    });

    expect(gameMessages.gameLocked).toBe('This game is locked by the host.');
    expect(playerCount()).toBe(1);
    expect(games.read(gamePaths.playerName('g1', 'bea'))).toBeNull();
    expect(Object.keys(games.read(gamePaths.roster('g1')) as object)).toEqual([ann.userID]);
  });

  it('refuses during play too, and admits again once unlocked', async () => {
    await seedLobby();
    await start();
    await lock(true);
    await expect(joinAs('Bea')).rejects.toMatchObject({ message: gameMessages.gameLocked });

    await lock(false);

    await expect(joinAs('Bea')).resolves.toMatchObject({ success: true, gameID: 'g1' });
    expect(playerCount()).toBe(2);
  });

  it('takes no seat once setGameLock has answered: a join in flight finishes only with a seat taken before', async () => {
    await seedLobby();
    // Latency as a network has, so that joins are in flight, each at its own step, when the lock lands.
    games.setLatency(15);
    const joins: Promise<unknown>[] = [];
    let locking = true;
    const locked = lock(true).finally(() => {
      locking = false;
    });
    for (let index = 0; locking; index += 1) {
      const join = joinAs(`Player ${index}`);
      // Settled below, once the lock has answered: a refusal before then is no unhandled rejection.
      join.catch(() => undefined);
      joins.push(join);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await locked;

    // From here on, the seats (as the database holds them, read at every turn of the event loop) never rise.
    const seatsAtLock = playerCount();
    let most = seatsAtLock;
    let settled = false;
    const results = Promise.allSettled(joins).finally(() => {
      settled = true;
    });
    while (!settled) {
      most = Math.max(most, playerCount());
      await new Promise((resolve) => setImmediate(resolve));
    }

    expect(joins.length).toBeGreaterThan(5);
    expect(most).toBe(seatsAtLock);
    const joined = (await results).filter((result) => result.status === 'fulfilled');
    expect(playerCount()).toBe(1 + joined.length);
    expect(playerCount()).toBeLessThanOrEqual(seatsAtLock);
    for (const result of await results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ message: gameMessages.gameLocked });
    }
    await expect(joinAs('Late')).rejects.toMatchObject({ message: gameMessages.gameLocked });
  });

  it('frees a kicked player’s seat in a locked game, keeping it locked, and admits again once unlocked', async () => {
    const ann = await seedLobby();
    await lock(true);

    await kickPlayer.run(asAlice({ gameID: 'g1', userID: ann.userID }));

    expect(playerCount()).toBe(0);
    await expect(joinAs('Bea')).rejects.toMatchObject({ message: gameMessages.gameLocked });
    await lock(false);
    await expect(joinAs('Bea')).resolves.toMatchObject({ success: true });
    expect(playerCount()).toBe(1);
    expect((games.read(gamePaths.ongoingRoomEntry('asdfjklas')) as OngoingRoom).seats).toEqual({
      [seatShardKey(seatShardOf(joinedIDs()[0] as string))]: 1,
    });
  });

  it('says the game is over rather than locked once it has ended', async () => {
    await seedGame({ gameId: 'g1', roomCode: 'asdfjklas', host: 'alice', names: [], endedAt: 5_000 });
    await gamesDatabase().ref(gamePaths.ongoingRoomLocked('asdfjklas')).set(true);

    await expect(joinAs('Bea')).rejects.toMatchObject({ message: gameMessages.gameEnded });
  });
});

describe('joinGame when the options refuse late joins', () => {
  it('admits players while the game is in its lobby', async () => {
    await seedLobby();
    await refuseLateJoins();

    await expect(joinAs('Bea')).resolves.toMatchObject({ success: true });
    expect(playerCount()).toBe(2);
  });

  it('refuses a new player with "This game has already started." once startPlaying has claimed, taking no seat and no name', async () => {
    await seedLobby();
    await refuseLateJoins();
    await start();

    await expect(joinAs('Bea')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This game has already started.',
    });

    expect(gameMessages.gameStarted).toBe('This game has already started.');
    expect(playerCount()).toBe(1);
    expect(games.read(gamePaths.playerName('g1', 'bea'))).toBeNull();
  });

  it('says the game has started rather than that the name is taken', async () => {
    const ann = await seedLobby();
    await refuseLateJoins();
    await start();

    await expect(joinAs('Ann')).rejects.toMatchObject({ message: gameMessages.gameStarted });
    expect(games.read(gamePaths.playerName('g1', 'ann'))).toBe(ann.userID);
  });

  it('admits late joiners by default (the options allow them)', async () => {
    await seedLobby();
    await start();

    await expect(joinAs('Bea')).resolves.toMatchObject({ success: true });
    expect(playerCount()).toBe(2);
  });
});
