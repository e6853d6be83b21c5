// The lobby controls on the whole local stack, with the real SDKs: the host locks a game (a new
// player is refused with the server's text, a player already in rejoins, and unlocking admits again),
// a game whose options refuse late joins admits nobody once it has started (and one that allows them
// does), and one kickPlayers call removes 50 players.
import { setLogLevel } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_GAME_OPTIONS, gameMessages, gamePaths, seatsTaken, type OngoingRoom } from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import {
  joinAsPlayer,
  rejoinAsPlayer,
  signUpHost,
  stackApp,
  stackCallable,
  stackFunctions,
  closeApp,
  type HostClient,
  type PlayerClient,
} from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';

const stack = inject('localStack');
setLogLevel('error');

let host: HostClient;
let quizID: string;
const players: PlayerClient[] = [];
/** A visitor's app: joinGame needs no account, and the room's entry is read as the server sees it. */
const visitor = stackApp(stack, 'visitor');
const visitorJoin = stackCallable(stackFunctions(stack, visitor), 'joinGame');

/** A game of the host's, in its lobby: its id and room code. */
async function openGame(options = DEFAULT_GAME_OPTIONS) {
  const { id: gameID } = await host.startGame({ quizID, options });
  const { roomCode } = await host.hostInfo(gameID);
  return { gameID, roomCode };
}

/**
 * joinGame's refusal as the client SDK reports it: its code, and the server's text as the join form shows
 * it (the SDK ends the message with the HTTP status, " [400]", which the form leaves out: playStore.ts).
 */
async function refusalOf(joining: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = (await joining.then(
    () => {
      throw new Error('joinGame admitted the player');
    },
    (reason: unknown) => reason,
  )) as { code: string; message: string };
  return { code: error.code, message: error.message.replace(/ \[\d{3}\]$/u, '') };
}

const join = (roomCode: string, username: string) => visitorJoin({ roomCode, username });

beforeAll(async () => {
  host = await signUpHost(stack);
  quizID = await host.saveQuiz(quizOfEveryType());
});

afterAll(async () => {
  await Promise.all(players.map((player) => player.close()));
  await host?.close();
  await closeApp(visitor, []);
});

describe('lobby controls on the stack', { timeout: scaledMs(180_000) }, () => {
  it('a locked game refuses a new player with the host’s text, lets a player already in rejoin, and admits again once unlocked', async () => {
    const { gameID, roomCode } = await openGame();
    const ann = await joinAsPlayer(stack, roomCode, 'Ann');
    players.push(ann);

    expect(await host.setGameLock({ gameID, locked: true })).toEqual({ success: true });
    expect((await host.hostInfo(gameID)).locked).toBe(true);

    expect(await refusalOf(join(roomCode, 'Bea'))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This game is locked by the host.',
    });
    expect(gameMessages.gameLocked).toBe('This game is locked by the host.');
    // A reload rejoins with the saved join alone: the lock is no join.
    const back = await rejoinAsPlayer(stack, ann.join, 'Ann');
    expect(back).not.toBeNull();
    players.push(back as PlayerClient);
    expect(await (back as PlayerClient).record.until((view) => view !== null)).toMatchObject({
      username: 'Ann',
    });
    // Nobody but the host locks or unlocks.
    const other = await signUpHost(stack);
    await expect(other.setGameLock({ gameID, locked: false })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    await other.close();

    await host.setGameLock({ gameID, locked: false });
    expect((await host.hostInfo(gameID)).locked).toBeUndefined();
    await expect(join(roomCode, 'Bea')).resolves.toMatchObject({ data: { success: true, gameID } });
    // The lock holds during play too.
    await host.startPlaying({ gameID });
    await host.setGameLock({ gameID, locked: true });
    expect((await refusalOf(join(roomCode, 'Cy'))).message).toBe(gameMessages.gameLocked);
  });

  it('a game that refuses late joins admits players in its lobby and none once startPlaying has claimed', async () => {
    const { gameID, roomCode } = await openGame({ ...DEFAULT_GAME_OPTIONS, allowLateJoins: false });
    await expect(join(roomCode, 'Ann')).resolves.toMatchObject({ data: { success: true } });

    await host.startPlaying({ gameID });

    expect(await refusalOf(join(roomCode, 'Bea'))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This game has already started.',
    });
    expect(gameMessages.gameStarted).toBe('This game has already started.');
    expect(Object.values(await host.roster(gameID)).map((player) => player.username)).toEqual(['Ann']);
  });

  it('a game that allows late joins (the default) admits a player after startPlaying', async () => {
    const { gameID, roomCode } = await openGame();
    await join(roomCode, 'Ann');
    await host.startPlaying({ gameID });

    await expect(join(roomCode, 'Late')).resolves.toMatchObject({ data: { success: true } });
    expect(Object.keys(await host.roster(gameID))).toHaveLength(2);
  });

  it('one kickPlayers call removes 50 players, freeing their seats', async () => {
    const { gameID, roomCode } = await openGame();
    const { data: keeper } = await join(roomCode, 'Keeper');
    const bots: string[] = [];
    for (let batch = 0; batch < 5; batch += 1) {
      const joined = await Promise.all(
        Array.from({ length: 10 }, (_, index) => join(roomCode, `Bot ${batch * 10 + index}`)),
      );
      bots.push(...joined.map(({ data }) => data.userID));
    }
    expect(Object.keys(await host.roster(gameID))).toHaveLength(51);

    expect(await host.kickPlayers({ gameID, userIDs: bots })).toEqual({ success: true });

    expect(Object.keys(await host.roster(gameID))).toEqual([keeper.userID]);
    const room = (await readRoom(roomCode)) as OngoingRoom;
    expect(seatsTaken(room)).toBe(1);
    // Their names stay taken, as after kickPlayer.
    expect((await refusalOf(join(roomCode, 'Bot 7'))).code).toBe('functions/already-exists');
  });
});

/** ongoing/{roomCode} as the server holds it (the rules let clients read only its id). */
async function readRoom(roomCode: string): Promise<unknown> {
  const { host: address, port } = stack.database;
  const response = await fetch(
    `http://${address}:${port}/${gamePaths.ongoingRoomEntry(roomCode)}.json?ns=${stack.databaseNamespaces.games}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  return response.json();
}
