import type { SavedJoin } from '@/domain';
import {
  ANSWERED_KEY,
  initialRoomCode,
  PLAYER_NAME_KEY,
  PLAYING_KEY,
  readAnsweredQuestion,
  readPlayerName,
  readPlayingGame,
  readSavedJoin,
  rejoinableJoin,
  REMOVED_KEY,
  SAVED_JOIN_KEY,
  takeRemovedFromGame,
  writeAnsweredQuestion,
  writePlayerName,
  writePlayingGame,
  writeRemovedFromGame,
  writeSavedJoin,
} from './savedJoin';

const HOUR = 60 * 60 * 1000;
const NOW = 1_800_000_000_000;

const join: SavedJoin = {
  userSecret: 'secret',
  userID: 'user1',
  gameID: 'game1',
  roomCode: 'asdfjklas',
  joinedAt: NOW - HOUR,
};

/** A storage as the browser's, in memory. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

/** A storage that refuses everything, as a blocked one does. */
const blockedStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

describe('the saved join', () => {
  it('is written as JSON under loqi.savedJoin and read back', () => {
    const storage = memoryStorage();
    writeSavedJoin(storage, join);
    expect(JSON.parse(storage.map.get(SAVED_JOIN_KEY) ?? '')).toEqual(join);
    expect(readSavedJoin(storage)).toEqual(join);
    writeSavedJoin(storage, null);
    expect(storage.map.has(SAVED_JOIN_KEY)).toBe(false);
    expect(readSavedJoin(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"join"'],
    ['a field missing', JSON.stringify({ ...join, userSecret: undefined })],
    ['a field of the wrong type', JSON.stringify({ ...join, joinedAt: '12' })],
  ])('is null when what is stored is %s', (_, raw) => {
    expect(readSavedJoin(memoryStorage({ [SAVED_JOIN_KEY]: raw }))).toBeNull();
  });

  it('keeps the name the player plays under, and reads a join saved before it had one', () => {
    const named = { ...join, username: 'Brave Otter' };
    expect(readSavedJoin(memoryStorage({ [SAVED_JOIN_KEY]: JSON.stringify(named) }))).toEqual(named);
    expect(readSavedJoin(memoryStorage({ [SAVED_JOIN_KEY]: JSON.stringify(join) }))).toEqual(join);
    expect(
      readSavedJoin(memoryStorage({ [SAVED_JOIN_KEY]: JSON.stringify({ ...join, username: 7 }) })),
    ).toEqual(join);
  });

  it('keeps only its own fields', () => {
    const storage = memoryStorage({ [SAVED_JOIN_KEY]: JSON.stringify({ ...join, extra: 1 }) });
    expect(readSavedJoin(storage)).toEqual(join);
  });

  it('offers Rejoin for the same code under 6 hours after joining', () => {
    const storage = memoryStorage();
    writeSavedJoin(storage, join);
    expect(rejoinableJoin(storage, 'asdfjklas', NOW)).toEqual(join);
    expect(rejoinableJoin(storage, 'asdfjklaa', NOW)).toBeNull();
    expect(rejoinableJoin(storage, 'asdfjklas', join.joinedAt + 6 * HOUR - 1)).toEqual(join);
    expect(rejoinableJoin(storage, 'asdfjklas', join.joinedAt + 6 * HOUR)).toBeNull();
  });

  it('survives a blocked storage: nothing is read, nothing throws', () => {
    expect(readSavedJoin(blockedStorage)).toBeNull();
    expect(() => writeSavedJoin(blockedStorage, join)).not.toThrow();
    expect(readPlayerName(blockedStorage)).toBe('');
    expect(() => writePlayerName(blockedStorage, 'Ada')).not.toThrow();
  });
});

describe('initialRoomCode', () => {
  it("takes the URL's code, normalised", () => {
    expect(initialRoomCode('ASD-FJK-LAS', null, NOW)).toBe('asdfjklas');
    expect(initialRoomCode('asdqwe', join, NOW)).toBe('asd');
  });

  it('takes the code of a join that can be rejoined when the URL has none', () => {
    expect(initialRoomCode(null, join, NOW)).toBe('asdfjklas');
    expect(initialRoomCode('', join, NOW)).toBe('asdfjklas');
    expect(initialRoomCode(null, join, join.joinedAt + 7 * HOUR)).toBe('');
    expect(initialRoomCode(null, null, NOW)).toBe('');
  });
});

describe('the player name', () => {
  it('is kept to fill the form next time', () => {
    const storage = memoryStorage();
    expect(readPlayerName(storage)).toBe('');
    writePlayerName(storage, 'Ada');
    expect(storage.map.get(PLAYER_NAME_KEY)).toBe('"Ada"');
    expect(readPlayerName(storage)).toBe('Ada');
    expect(readPlayerName(memoryStorage({ [PLAYER_NAME_KEY]: '42' }))).toBe('');
  });
});

describe('the answered question', () => {
  it('is remembered per game', () => {
    const storage = memoryStorage();
    expect(readAnsweredQuestion(storage, 'game1')).toBeNull();
    writeAnsweredQuestion(storage, 'game1', 3);
    expect(JSON.parse(storage.map.get(ANSWERED_KEY) ?? '')).toEqual({ gameID: 'game1', questionNumber: 3 });
    expect(readAnsweredQuestion(storage, 'game1')).toBe(3);
    expect(readAnsweredQuestion(storage, 'game2')).toBeNull();
    writeAnsweredQuestion(storage, 'game1', 0);
    expect(readAnsweredQuestion(storage, 'game1')).toBe(0);
  });
});

describe('the note that the player was put out of the game', () => {
  it('is read once, then gone', () => {
    const storage = memoryStorage();
    expect(takeRemovedFromGame(storage)).toBe(false);
    writeRemovedFromGame(storage);
    expect(storage.map.get(REMOVED_KEY)).toBe('true');
    expect(takeRemovedFromGame(storage)).toBe(true);
    expect(storage.map.has(REMOVED_KEY)).toBe(false);
    expect(takeRemovedFromGame(storage)).toBe(false);
  });
});

describe('the game the tab is showing', () => {
  it('is kept under loqi.playing until the tab shows the form', () => {
    const storage = memoryStorage();
    expect(readPlayingGame(storage)).toBeNull();
    writePlayingGame(storage, 'game1');
    expect(storage.map.get(PLAYING_KEY)).toBe('"game1"');
    expect(readPlayingGame(storage)).toBe('game1');
    writePlayingGame(storage, null);
    expect(storage.map.has(PLAYING_KEY)).toBe(false);
    expect(readPlayingGame(memoryStorage({ [PLAYING_KEY]: '42' }))).toBeNull();
    expect(readPlayingGame(blockedStorage)).toBeNull();
  });
});
