import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PLAYERS_PER_GAME, PLAYER_NAME_MAX_LENGTH } from '../common/constants';
import {
  FRIENDLY_NAME_ADJECTIVES,
  FRIENDLY_NAME_ANIMALS,
  FRIENDLY_NAME_NUMBERS,
  drawFriendlyName,
  friendlyName,
  NUMBERED_FRIENDLY_NAME_BASES,
  numberedFriendlyNames,
  PLAIN_FRIENDLY_NAME_DRAWS,
} from './friendlyNames';
import { playerNameKey, playerNameKeys } from './playerNameKeys';
import { checkPlayerName } from './players';

/** A random source that gives `values` in turn. */
const sequence =
  (...values: number[]) =>
  () => {
    const value = values.shift();
    if (value === undefined) throw new Error('The test gave too few random values.');
    return value;
  };

/** The random value that picks item `index` of a list of `length`. */
const at = (index: number, length: number) => (index + 0.5) / length;

const LAST = 1 - 2 ** -48;

describe('the words of friendly names', () => {
  it.each([
    { list: 'adjectives', words: FRIENDLY_NAME_ADJECTIVES },
    { list: 'animals', words: FRIENDLY_NAME_ANIMALS },
  ])('has 100 $list, each one capitalised word of letters, none twice', ({ words }) => {
    expect(words).toHaveLength(100);
    for (const word of words) expect(word).toMatch(/^[A-Z][a-z]+$/);
    expect(new Set(words.map((word) => word.toLowerCase())).size).toBe(words.length);
  });

  it('names as many players as a game holds by default without a number', () => {
    expect(FRIENDLY_NAME_ADJECTIVES.length * FRIENDLY_NAME_ANIMALS.length).toBeGreaterThanOrEqual(
      DEFAULT_MAX_PLAYERS_PER_GAME,
    );
  });

  it('keeps the longest numbered name a name a player could type (at most 20 characters)', () => {
    const longest = (words: readonly string[]) =>
      words.reduce((long, word) => (word.length > long.length ? word : long));
    const numbered = [
      ...numberedFriendlyNames(`${longest(FRIENDLY_NAME_ADJECTIVES)} ${longest(FRIENDLY_NAME_ANIMALS)}`),
    ];

    expect(numbered).toHaveLength(998);
    for (const name of numbered) {
      expect(name.length).toBeLessThanOrEqual(PLAYER_NAME_MAX_LENGTH);
      expect(checkPlayerName(name)).toEqual({ ok: true, name });
    }
  });
});

describe('numberedFriendlyNames', () => {
  it('numbers a name from 2 up, one by one', () => {
    expect(FRIENDLY_NAME_NUMBERS).toEqual({ first: 2, last: 999 });
    expect([...numberedFriendlyNames('Golden Lemur')].slice(0, 3)).toEqual([
      'Golden Lemur 2',
      'Golden Lemur 3',
      'Golden Lemur 4',
    ]);
  });
});

describe('friendlyName', () => {
  it('draws an adjective, then an animal', () => {
    expect(friendlyName(sequence(at(5, 100), at(64, 100)))).toBe('Brave Otter');
    expect(friendlyName(sequence(0, 0))).toBe('Agile Alpaca');
    expect(friendlyName(sequence(LAST, LAST))).toBe('Zippy Zebra');
  });

  it('can give every adjective and every animal', () => {
    const names = FRIENDLY_NAME_ADJECTIVES.map((_, index) =>
      friendlyName(sequence(at(index, 100), at(index, 100))),
    );

    expect(names).toEqual(
      FRIENDLY_NAME_ADJECTIVES.map((adjective, index) => `${adjective} ${FRIENDLY_NAME_ANIMALS[index]}`),
    );
  });

  it('gives names that are different as the game compares names (ignoring case)', () => {
    const keys = new Set(
      FRIENDLY_NAME_ADJECTIVES.flatMap((adjective) =>
        FRIENDLY_NAME_ANIMALS.map((animal) => playerNameKey(`${adjective} ${animal}`)),
      ),
    );

    expect(keys.size).toBe(FRIENDLY_NAME_ADJECTIVES.length * FRIENDLY_NAME_ANIMALS.length);
  });
});

/**
 * A game's names as joinGame claims them (games/{id}/names, by playerNameKeys): a claim succeeds when
 * none of the name's keys is taken. `claims` counts the calls.
 */
function gameNames(...taken: string[]) {
  const keys = new Set(taken.flatMap(playerNameKeys));
  const names = {
    claims: 0,
    claim: (name: string) => {
      names.claims += 1;
      const wanted = playerNameKeys(name);
      if (wanted.some((key) => keys.has(key))) return Promise.resolve(null);
      for (const key of wanted) keys.add(key);
      return Promise.resolve(name);
    },
  };
  return names;
}

/** A random source whose every draw is "Brave Otter" (adjective 5, animal 64). */
function braveOtter(): () => number {
  let next = 0;
  return () => [at(5, 100), at(64, 100)][next++ % 2] as number;
}

describe('drawFriendlyName', () => {
  it('gives the plain name drawn when it is free', async () => {
    await expect(drawFriendlyName(gameNames().claim, braveOtter())).resolves.toBe('Brave Otter');
  });

  it('draws again while the name is taken, then gives the name last drawn with the lowest number free', async () => {
    const names = gameNames('Brave Otter', 'Brave Otter 2', 'Brave Otter 3', 'Brave Otter 5');

    await expect(drawFriendlyName(names.claim, braveOtter())).resolves.toBe('Brave Otter 4');
    expect(PLAIN_FRIENDLY_NAME_DRAWS).toBe(3);
    expect(names.claims).toBe(PLAIN_FRIENDLY_NAME_DRAWS + 3);
  });

  it('draws another name once every number of the one drawn is taken', async () => {
    const names = gameNames('Brave Otter', ...numberedFriendlyNames('Brave Otter'));
    // "Brave Otter" for the plain draws, then "Golden Lemur".
    const golden = [
      at(FRIENDLY_NAME_ADJECTIVES.indexOf('Golden'), 100),
      at(FRIENDLY_NAME_ANIMALS.indexOf('Lemur'), 100),
    ];
    const otter = braveOtter();
    let values = 0;
    const random = () => {
      values += 1;
      return values <= PLAIN_FRIENDLY_NAME_DRAWS * 2 ? otter() : (golden[(values - 1) % 2] as number);
    };

    await expect(drawFriendlyName(names.claim, random)).resolves.toBe('Golden Lemur 2');
  });

  it('gives up, null, only once every number of NUMBERED_FRIENDLY_NAME_BASES names is taken', async () => {
    const names = gameNames();
    const refuse = (name: string) => {
      names.claims += 1;
      return Promise.resolve(name === '' ? name : null);
    };

    await expect(drawFriendlyName(refuse, braveOtter())).resolves.toBeNull();
    expect(NUMBERED_FRIENDLY_NAME_BASES).toBe(100);
    expect(names.claims).toBe(PLAIN_FRIENDLY_NAME_DRAWS + NUMBERED_FRIENDLY_NAME_BASES * 998);
  });

  it('names 10,000 players of one game: all different, the plain names first, then numbered ones', async () => {
    const names = gameNames();
    // Mulberry32, seeded: the same draws every run.
    let seed = 28;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
      return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32;
    };
    const given: string[] = [];
    for (let player = 0; player < 10_000; player += 1) {
      const name = await drawFriendlyName(names.claim, random);
      if (name === null) throw new Error(`Player ${player} got no name.`);
      given.push(name);
    }

    expect(new Set(given.map(playerNameKey)).size).toBe(10_000);
    expect(given.filter((name) => !checkPlayerName(name).ok)).toEqual([]);
    const numbered = given.filter((name) => /^[A-Z][a-z]+ [A-Z][a-z]+ \d+$/.test(name));
    // The first players find plain names; numbers come once they run short.
    expect(given.slice(0, 500).filter((name) => numbered.includes(name))).toEqual([]);
    expect(numbered.length).toBeGreaterThan(1000);
    expect(numbered.every((name) => / ([2-9]|\d{2,3})$/.test(name))).toBe(true);
  });
});
