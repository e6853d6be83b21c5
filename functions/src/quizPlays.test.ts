import { describe, expect, it } from 'vitest';
import { indexedPrefixes, mainPaths, Visibility, type SearchEntry } from '@/domain';
import { countQuizPlay } from './quizPlays';
import { useMainDatabaseEmulator } from './test/databaseEmulator';
import { quizWith, saveQuiz } from './test/quizzes';

const database = useMainDatabaseEmulator();

describe('countQuizPlay', () => {
  it('adds a play to the entry of a public quiz and to each of its sort keys', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }), 5);

    await countQuizPlay('q1');
    await countQuizPlay('q1');

    const entry = database.read(mainPaths.searchEntry('q1')) as SearchEntry;
    expect(entry.plays).toBe(2);
    expect(database.read(mainPaths.searchListedEntry('q1'))).toEqual({ m: 5, p: 2 });
    const prefixes = indexedPrefixes(entry.words.split(' '));
    expect(prefixes.length).toBeGreaterThan(0);
    for (const prefix of prefixes) {
      expect(database.read(mainPaths.searchTermEntry(prefix, 'q1')), prefix).toEqual({ m: 5, p: 2 });
    }
  });

  it('counts plays of an unlisted quiz in its entry alone', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Unlisted }));

    await countQuizPlay('q1');

    expect(database.read(mainPaths.searchEntry('q1'))).toMatchObject({ plays: 1, listed: false });
    expect(database.read('search/terms')).toBeNull();
    expect(database.read('search/listed')).toBeNull();
  });

  it('counts every one of concurrent plays', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }));

    await Promise.all(Array.from({ length: 5 }, () => countQuizPlay('q1')));

    expect(database.read(`${mainPaths.searchEntry('q1')}/plays`)).toBe(5);
    expect(database.read(`${mainPaths.searchListedEntry('q1')}/p`)).toBe(5);
  });

  it('does nothing for a quiz without a search entry', async () => {
    await database.seed({ quiz: { loqs: { q2: { owner: 'alice' } } } });
    const before = database.read('');

    await countQuizPlay('q1');

    expect(database.read('')).toEqual(before);
  });
});
