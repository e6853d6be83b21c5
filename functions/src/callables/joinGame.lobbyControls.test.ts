// joinGame's refusals of issue 19: a game its host has locked, and a started game whose options refuse
// late joins. (joinGame.test.ts covers the rest of joinGame.)
import { describe, expect, it } from 'vitest';
import { gameMessages, gamePaths, seatsTaken, type OngoingRoom } from '@/domain';
import { gamesDatabase } from '../admin';
import { callableRequest } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { seedGame } from '../test/games';
import { joinGame } from './joinGame';
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
