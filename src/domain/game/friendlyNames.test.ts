import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PLAYERS_PER_GAME, PLAYER_NAME_MAX_LENGTH } from '../common/constants';
import {
  FRIENDLY_NAME_ADJECTIVES,
  FRIENDLY_NAME_ANIMALS,
  FRIENDLY_NAME_DRAWS,
  FRIENDLY_NAME_NUMBERS,
  friendlyName,
  PLAIN_FRIENDLY_NAME_DRAWS,
} from './friendlyNames';
import { checkPlayerName, playerNameKey } from './players';

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
    const name = `${longest(FRIENDLY_NAME_ADJECTIVES)} ${longest(FRIENDLY_NAME_ANIMALS)} ${FRIENDLY_NAME_NUMBERS.max}`;

    expect(name.length).toBeLessThanOrEqual(PLAYER_NAME_MAX_LENGTH);
    expect(checkPlayerName(name)).toEqual({ ok: true, name });
  });
});

describe('friendlyName', () => {
  it('draws an adjective, then an animal', () => {
    expect(friendlyName(sequence(at(5, 100), at(64, 100)), 0)).toBe('Brave Otter');
    expect(friendlyName(sequence(0, 0), 0)).toBe('Agile Alpaca');
    expect(friendlyName(sequence(LAST, LAST), 0)).toBe('Zippy Zebra');
  });

  it.each(Array.from({ length: PLAIN_FRIENDLY_NAME_DRAWS }, (_, draw) => draw))(
    'gives a plain name on draw %i',
    (draw) => {
      expect(friendlyName(sequence(at(5, 100), at(64, 100)), draw)).toBe('Brave Otter');
    },
  );

  it('adds a number from 2 to 999 from the draw PLAIN_FRIENDLY_NAME_DRAWS on', () => {
    expect(PLAIN_FRIENDLY_NAME_DRAWS).toBe(3);
    expect(FRIENDLY_NAME_NUMBERS).toEqual({ min: 2, max: 999 });
    expect(friendlyName(sequence(at(5, 100), at(64, 100), 0), 3)).toBe('Brave Otter 2');
    expect(friendlyName(sequence(at(5, 100), at(64, 100), LAST), FRIENDLY_NAME_DRAWS - 1)).toBe(
      'Brave Otter 999',
    );
    expect(friendlyName(sequence(at(5, 100), at(64, 100), at(40, 998)), 4)).toBe('Brave Otter 42');
  });

  it('can give every adjective and every animal', () => {
    const names = FRIENDLY_NAME_ADJECTIVES.map((_, index) =>
      friendlyName(sequence(at(index, 100), at(index, 100)), 0),
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
