import { describe, expect, it } from 'vitest';
import { HOSTILE_KEY_TEXTS, keyProblem } from '../fixtures/hostileKeys';
import { mainPaths } from '../common/paths';
import { Visibility, type QuizData, type SearchEntry } from '../quiz/quiz';
import { newQuiz } from '../quiz/templates';
import {
  indexedPrefixes,
  matchesSearch,
  SEARCH_PREFIX_MAX_LENGTH,
  SEARCH_TERMS_MAX,
  searchEntryFor,
  searchIndexUpdate,
  searchPlayUpdate,
  searchSortKey,
  searchTerms,
  searchWords,
  termKey,
  termKeysToScan,
} from './searchIndex';

describe('searchWords', () => {
  it.each([
    ['Capitals of EUROPE', ['capitals', 'of', 'europe'], 'lower-cased'],
    ['Reykjavík', ['reykjavik'], 'accents removed'],
    ['ÉCOLE élève Ærø', ['ecole', 'eleve', 'ærø'], 'accents removed, letters without a decomposition kept'],
    ['cafe\u0301 café', ['cafe'], 'a combining accent and a precomposed one fold alike'],
    ['ﬁnal Ⅻ', ['final', 'xii'], 'compatibility forms unfolded'],
    ["Don't stop—it's fun!", ['don', 't', 'stop', 'it', 's', 'fun'], 'split on punctuation'],
    ['a.b$c#d[e]f/g_h-i', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], 'key-breaking characters split'],
    ['Top 10 of 2024: 3rd', ['top', '10', 'of', '2024', '3rd'], 'digits are word characters'],
    ['x² ①②', ['x2', '12'], 'digit forms unfolded'],
    ['🎉Party🎉 time 🚀', ['party', 'time'], 'emoji separate words'],
    ['日本語のクイズ 中文', ['日本語のクイス', '中文'], 'a CJK run is one word (its voicing mark removed)'],
    ['Хлеб и ΣΊΣΥΦΟΣ', ['хлеб', 'и', 'σισυφος'], 'other alphabets lower-cased and folded'],
    ['Quiz quiz QUIZ Quíz', ['quiz'], 'duplicates once'],
    ['  \t\n ', [], 'blank'],
    ['🎉 — !', [], 'no letters'],
  ])('%j → %j (%s)', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe('termKey', () => {
  it.each([
    ['cat', 'cat'],
    ['abcdefghijkl', 'abcdefghijkl'],
    ['abcdefghijklmnop', 'abcdefghijkl'],
    ['𐐨'.repeat(14), '𐐨'.repeat(12)],
    ['日本語のクイス日本語のクイス', '日本語のクイス日本語のク'],
  ])('%j → %j', (word, key) => {
    expect(termKey(word)).toBe(key);
    expect(Array.from(termKey(word)).length).toBeLessThanOrEqual(SEARCH_PREFIX_MAX_LENGTH);
  });
});

describe('indexedPrefixes', () => {
  it.each([
    [
      ['cat', 'cap'],
      ['c', 'ca', 'cat', 'cap'],
    ],
    [['a'], ['a']],
    [
      ['ab', 'abc'],
      ['a', 'ab', 'abc'],
    ],
    [['𐐨𐐩'], ['𐐨', '𐐨𐐩']],
    [[], []],
  ])('%j → %j', (words, prefixes) => {
    expect(indexedPrefixes(words)).toEqual(prefixes);
  });

  it('stops at SEARCH_PREFIX_MAX_LENGTH letters', () => {
    const prefixes = indexedPrefixes(['abcdefghijklmnopq']);
    expect(prefixes).toHaveLength(SEARCH_PREFIX_MAX_LENGTH);
    expect(prefixes.at(-1)).toBe('abcdefghijkl');
  });
});

describe('searchTerms', () => {
  it.each([
    ['', []],
    ['  ?! ', []],
    ['Reykjavík', ['reykjavik']],
    ['Capital capital CAPITALS', ['capital', 'capitals']],
    [
      'one two three four five six seven eight nine ten',
      ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
    ],
  ])('%j → %j', (search, terms) => {
    expect(searchTerms(search)).toEqual(terms);
    expect(terms.length).toBeLessThanOrEqual(SEARCH_TERMS_MAX);
  });
});

describe('termKeysToScan', () => {
  it.each<[string[], string[], string]>([
    [[], [], 'no terms: every public quiz'],
    [['cat'], ['cat'], 'the only term'],
    [['quiz', 'math'], ['quiz', 'math'], 'every term whose list may be the sparsest'],
    [['ca', 'cat', 'dog'], ['cat', 'dog'], 'not a term that starts another: its list holds the other’s'],
    [['cat', 'c'], ['cat'], 'not a term that starts a later one either'],
    [['abcdefghijklmnop', 'abcdefghijklxyz'], ['abcdefghijkl'], 'long terms by their indexed prefix, once'],
  ])('%j → %j (%s)', (terms, keys) => {
    expect(termKeysToScan(terms)).toEqual(keys);
  });
});

const entry = (words: string, listed = true): SearchEntry => ({
  title: 'T',
  description: 'D',
  lastModified: 1,
  plays: 0,
  words,
  listed,
});

describe('matchesSearch', () => {
  it.each([
    ['capitals of europe', [], true, 'no terms'],
    ['capitals of europe', ['capitals'], true, 'a whole word'],
    ['capitals of europe', ['cap'], true, 'a word prefix'],
    ['capitals of europe', ['eur', 'cap'], true, 'every term, in any order'],
    ['capitals of europe', ['apit'], false, 'inside a word'],
    ['capitals of europe', ['cap', 'asia'], false, 'one term missing'],
    ['capitals of europe', ['capitalsx'], false, 'longer than the word'],
    ['capitals of europe', ['capitals of'], false, 'a term is one word'],
    ['abcdefghijklmnop', ['abcdefghijklmnop'], true, 'a word past the indexed length'],
    ['abcdefghijklmnop', ['abcdefghijklmnoz'], false, 'checked on the whole word past the indexed length'],
    ['', [], true, 'no words, no terms'],
    ['', ['a'], false, 'no words'],
  ])('%j with %j: %s (%s)', (words, terms, matches) => {
    expect(matchesSearch(entry(words), terms)).toBe(matches);
  });

  it.each([[[]], [['capitals']]])('never matches an unlisted entry (terms %j)', (terms) => {
    expect(matchesSearch(entry('capitals of europe', false), terms)).toBe(false);
  });
});

const quizData = (title: string, desc: string, visibility: Visibility): QuizData => ({
  ...newQuiz().data,
  title,
  desc,
  visibility,
});

describe('searchEntryFor', () => {
  it('holds what Explore shows and the words of the title and description', () => {
    expect(
      searchEntryFor(quizData('Capitals of Europe', 'Europe’s capitals!', Visibility.Public), 5, 3),
    ).toEqual({
      title: 'Capitals of Europe',
      description: 'Europe’s capitals!',
      lastModified: 5,
      plays: 3,
      words: 'capitals of europe s',
      listed: true,
    });
  });

  it.each([
    [Visibility.Public, true],
    [Visibility.Unlisted, false],
    [Visibility.Private, false],
  ])('visibility %i is listed: %s', (visibility, listed) => {
    expect(searchEntryFor(quizData('T', '', visibility), 1, 0).listed).toBe(listed);
  });
});

const QUIZ = 'q1';
const TIMESTAMP = { '.sv': 'timestamp' };
const keys = (m: unknown, p: number) => ({ m, p });
const termPath = (prefix: string) => mainPaths.searchTermEntry(prefix, QUIZ);

/** The index entries of one quiz: term, listed and entry paths mapped to what they hold. */
function indexOf(next: SearchEntry | null, lastModified: unknown): Record<string, unknown> {
  const index: Record<string, unknown> = {};
  if (next === null) return index;
  index[mainPaths.searchEntry(QUIZ)] = { ...next, lastModified };
  if (next.listed) {
    for (const prefix of indexedPrefixes(next.words.split(' '))) {
      index[termPath(prefix)] = keys(lastModified, next.plays);
    }
    index[mainPaths.searchListedEntry(QUIZ)] = keys(lastModified, next.plays);
  }
  return index;
}

/** The fields an update may write one level inside an entry or a sort key. */
const ENTRY_FIELDS = new Set(['title', 'description', 'lastModified', 'plays', 'words', 'listed', 'm', 'p']);

/** `index` after an update: written paths replaced, a field of an entry set inside it, null ones removed. */
function applied(index: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...index };
  for (const [path, value] of Object.entries(update)) {
    const field = path.slice(path.lastIndexOf('/') + 1);
    const parent = path.slice(0, path.lastIndexOf('/'));
    if (ENTRY_FIELDS.has(field))
      result[parent] = { ...(result[parent] as object | undefined), [field]: value };
    else result[path] = value;
  }
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== null));
}

/** The Realtime Database refuses an update in which one path is another's ancestor (or the same). */
function overlappingPaths(update: Record<string, unknown>): string[] {
  const paths = Object.keys(update).sort();
  return paths.filter((path, i) => i > 0 && `${path}/`.startsWith(`${paths[i - 1] ?? ''}/`));
}

const publicCatCap = { ...entry('cat cap'), plays: 4 };
/** What removes a public "cat cap" from the lists. */
const catCapUnlisted = {
  [termPath('c')]: null,
  [termPath('ca')]: null,
  [termPath('cat')]: null,
  [termPath('cap')]: null,
  [mainPaths.searchListedEntry(QUIZ)]: null,
};

/** An edit's writes of the entry: each field but the plays, which only server increments write. */
function editedEntry({ plays: _counted, ...next }: SearchEntry, lastModified: unknown) {
  return Object.fromEntries(
    Object.entries({ ...next, lastModified }).map(([field, value]) => [
      `${mainPaths.searchEntry(QUIZ)}/${field}`,
      value,
    ]),
  );
}

describe('searchIndexUpdate', () => {
  it('indexes a new public quiz under every prefix, in the listed list, and its entry', () => {
    const next = entry('cat cap');

    expect(searchIndexUpdate(QUIZ, null, next, TIMESTAMP)).toEqual({
      [mainPaths.searchEntry(QUIZ)]: { ...next, lastModified: TIMESTAMP },
      [termPath('c')]: keys(TIMESTAMP, 0),
      [termPath('ca')]: keys(TIMESTAMP, 0),
      [termPath('cat')]: keys(TIMESTAMP, 0),
      [termPath('cap')]: keys(TIMESTAMP, 0),
      [mainPaths.searchListedEntry(QUIZ)]: keys(TIMESTAMP, 0),
    });
  });

  it('writes only the entry of a new unlisted or private quiz', () => {
    const next = entry('cat cap', false);

    expect(searchIndexUpdate(QUIZ, null, next, 7)).toEqual({
      [mainPaths.searchEntry(QUIZ)]: { ...next, lastModified: 7 },
    });
  });

  it('removes exactly the prefixes a public edit drops and re-stamps the others, never writing their plays', () => {
    const next = { ...entry('cat'), plays: 4 };

    const update = searchIndexUpdate(QUIZ, publicCatCap, next, 9);

    expect(update).toEqual({
      ...editedEntry(next, 9),
      [termPath('cap')]: null,
      [`${termPath('c')}/m`]: 9,
      [`${termPath('ca')}/m`]: 9,
      [`${termPath('cat')}/m`]: 9,
      [`${mainPaths.searchListedEntry(QUIZ)}/m`]: 9,
    });
  });

  it('starts a prefix a public edit adds from the plays counted so far', () => {
    const next = { ...entry('cat cow'), plays: 4 };

    const update = searchIndexUpdate(QUIZ, publicCatCap, next, 9);

    expect(update).toMatchObject({ [termPath('co')]: keys(9, 4), [termPath('cow')]: keys(9, 4) });
    expect(update).not.toHaveProperty(`${mainPaths.searchEntry(QUIZ)}/plays`);
  });

  it('removes every term entry and the listed entry when a public quiz turns unlisted, keeping its entry and plays', () => {
    const next = { ...entry('cat cap', false), plays: 4 };

    const update = searchIndexUpdate(QUIZ, publicCatCap, next, 9);

    expect(update).toEqual({ ...editedEntry(next, 9), ...catCapUnlisted });
  });

  it('adds the term entries and the listed entry when an unlisted quiz turns public', () => {
    const previous = { ...entry('cat', false), plays: 4 };
    const next = { ...entry('cat'), plays: 4 };

    expect(searchIndexUpdate(QUIZ, previous, next, 9)).toEqual({
      ...editedEntry(next, 9),
      [termPath('c')]: keys(9, 4),
      [termPath('ca')]: keys(9, 4),
      [termPath('cat')]: keys(9, 4),
      [mainPaths.searchListedEntry(QUIZ)]: keys(9, 4),
    });
  });

  it('removes everything of a deleted public quiz', () => {
    expect(searchIndexUpdate(QUIZ, publicCatCap, null, 9)).toEqual({
      [mainPaths.searchEntry(QUIZ)]: null,
      ...catCapUnlisted,
    });
  });

  it('removes only the entry of a deleted unlisted quiz', () => {
    expect(searchIndexUpdate(QUIZ, entry('cat', false), null, 9)).toEqual({
      [mainPaths.searchEntry(QUIZ)]: null,
    });
  });

  // Each step applied to what the previous steps left must leave exactly the index of the quiz as it now is.
  const history: Array<[string, SearchEntry | null]> = [
    ['created public', entry('capitals of europe')],
    ['retitled', entry('capitals of asia')],
    ['words added', entry('capitals of asia and africa 2024')],
    ['made unlisted', entry('capitals of asia', false)],
    ['edited while unlisted', entry('rivers of asia', false)],
    ['made public again', entry('rivers of asia')],
    ['made private', entry('rivers', false)],
    ['made public with a long word', entry('extraordinarily long riverbanks')],
    ['deleted', null],
    ['created again', entry('rivers')],
  ];

  it('leaves after each step of a quiz’s history exactly the index of its current state', () => {
    let index: Record<string, unknown> = {};
    let previous: SearchEntry | null = null;
    for (const [step, next] of history) {
      const update = searchIndexUpdate(QUIZ, previous, next, step);

      index = applied(index, update);

      expect(index, step).toEqual(indexOf(next, step));
      previous = next && { ...next, lastModified: 0 };
    }
  });

  it.each(history.map(([step], i) => [step, i]))('never overlaps two paths in one update (%s)', (_, i) => {
    const previous = history[i - 1]?.[1] ?? null;
    const next = history[i]?.[1] ?? null;

    expect(overlappingPaths(searchIndexUpdate(QUIZ, previous, next, 1))).toEqual([]);
  });
});

describe('searchPlayUpdate', () => {
  const increment = { '.sv': { increment: 1 } };

  it('counts a play of a public quiz in its entry and every sort key', () => {
    const update = searchPlayUpdate(QUIZ, entry('cat cap'), increment);

    expect(update).toEqual({
      [`${mainPaths.searchEntry(QUIZ)}/plays`]: increment,
      [`${termPath('c')}/p`]: increment,
      [`${termPath('ca')}/p`]: increment,
      [`${termPath('cat')}/p`]: increment,
      [`${termPath('cap')}/p`]: increment,
      [`${mainPaths.searchListedEntry(QUIZ)}/p`]: increment,
    });
    expect(overlappingPaths(update)).toEqual([]);
  });

  it('counts a play of an unlisted quiz in its entry only', () => {
    expect(searchPlayUpdate(QUIZ, entry('cat cap', false), increment)).toEqual({
      [`${mainPaths.searchEntry(QUIZ)}/plays`]: increment,
    });
  });
});

describe('searchSortKey', () => {
  it('names the sort keys where searchIndexUpdate writes lastModified and plays', () => {
    const update = searchIndexUpdate(QUIZ, null, { ...entry('cat'), plays: 4 }, 9);
    const written = update[mainPaths.searchListedEntry(QUIZ)] as Record<string, unknown>;

    expect(written[searchSortKey.recent]).toBe(9);
    expect(written[searchSortKey.plays]).toBe(4);
  });
});

describe('term keys', () => {
  /** The key a prefix is stored under: the segment of its path after search/terms. */
  const storedKey = (prefix: string) => mainPaths.searchTermEntries(prefix).split('/')[2] as string;

  it.each(HOSTILE_KEY_TEXTS)('stores every prefix of the words of %j under a key that behaves', (text) => {
    for (const prefix of indexedPrefixes(searchWords(text))) expect(keyProblem(storedKey(prefix))).toBeNull();
    for (const key of termKeysToScan(searchTerms(text))) expect(keyProblem(storedKey(key))).toBeNull();
  });

  it('stores "constructor" and "prototype" apart from the words that look like them', () => {
    expect(mainPaths.searchTermEntry('constructor', QUIZ)).toBe('search/terms/%63onstructor/q1');
    expect(mainPaths.searchTermEntries('prototype')).toBe('search/terms/%70rototype');
    expect(mainPaths.searchTermEntries('constructo')).toBe('search/terms/constructo');
  });

  it('writes and reads a quiz titled "Constructor prototype toString" at those keys', () => {
    const entry = searchEntryFor(quizData('Constructor prototype toString', '', Visibility.Public), 1, 0);
    const update = searchIndexUpdate(QUIZ, null, entry, TIMESTAMP);
    expect(update['search/terms/%63onstructor/q1']).toEqual(keys(TIMESTAMP, 0));
    expect(update['search/terms/%70rototype/q1']).toEqual(keys(TIMESTAMP, 0));
    expect(Object.keys(update).filter((path) => /\/(constructor|prototype)\//.test(path))).toEqual([]);
  });
});
