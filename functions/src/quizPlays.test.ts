import { describe, expect, it } from 'vitest';
import { indexedPrefixes, mainPaths, Visibility, type SearchEntry } from '@/domain';
import { countGamePlay, forgetCountedPlays } from './quizPlays';
import { useMainDatabaseEmulator } from './test/databaseEmulator';
import { quizWith, saveQuiz } from './test/quizzes';

const database = useMainDatabaseEmulator();

describe('countGamePlay', () => {
  it('adds a play to the entry of a public quiz and to each of its sort keys', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }), 5);

    await countGamePlay('q1', 'game-1');
    await countGamePlay('q1', 'game-2');

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

    await countGamePlay('q1', 'game-1');

    expect(database.read(mainPaths.searchEntry('q1'))).toMatchObject({ plays: 1, listed: false });
    expect(database.read('search/terms')).toBeNull();
    expect(database.read('search/listed')).toBeNull();
  });

  it('counts every one of concurrent plays', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }));

    await Promise.all(Array.from({ length: 5 }, (_, index) => countGamePlay('q1', `game-${index}`)));

    expect(database.read(`${mainPaths.searchEntry('q1')}/plays`)).toBe(5);
    expect(database.read(`${mainPaths.searchListedEntry('q1')}/p`)).toBe(5);
  });

  it('does nothing for a quiz without a search entry', async () => {
    await database.seed({ quiz: { loqs: { q2: { owner: 'alice' } } } });
    const before = database.read('');

    await countGamePlay('q1', 'game-1');

    expect(database.read('')).toEqual(before);
  });

  it('counts a game once, however often its step runs, and marks it counted in the same update', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }));

    await countGamePlay('q1', 'game-1');
    await countGamePlay('q1', 'game-1');

    expect(database.read(`${mainPaths.searchEntry('q1')}/plays`)).toBe(1);
    expect(database.read(`${mainPaths.searchListedEntry('q1')}/p`)).toBe(1);
    expect(database.read(mainPaths.countedPlay('game-1'))).toBe('q1');
  });

  it('forgets the markers of deleted games only', async () => {
    await database.seed({ countedPlays: { 'game-1': 'q1', 'game-2': 'q1', 'game-3': 'q2' } });

    await forgetCountedPlays(['game-1', 'game-3']);

    expect(database.read('countedPlays')).toEqual({ 'game-2': 'q1' });
  });
});
