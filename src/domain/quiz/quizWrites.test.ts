import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import { mainPaths } from '../common/paths';
import { Visibility, type QuizContent, type SearchEntry } from './quiz';
import { indexedPrefixes, searchEntryFor } from '../search/searchIndex';
import { quizDeletionUpdate, quizSaveUpdate } from './quizWrites';

const SERVER_TIME = { '.sv': 'timestamp' };

const withVisibility = (visibility: Visibility): QuizContent => {
  const quiz = quizOfEveryType();
  return { ...quiz, data: { ...quiz.data, visibility } };
};

const termPaths = (update: Record<string, unknown>) =>
  Object.keys(update).filter((path) => path.startsWith('search/terms/'));

describe('quizSaveUpdate', () => {
  it('writes the record, the owner’s created entry and the search entry, all with modifiedAt', () => {
    const content = withVisibility(Visibility.Unlisted);

    const update = quizSaveUpdate({
      quizId: 'q1',
      owner: 'alice',
      content,
      previousEntry: null,
      modifiedAt: 1234,
    });

    expect(update).toEqual({
      [mainPaths.quiz('q1')]: { owner: 'alice', opened: 1234, content },
      [mainPaths.userCreatedQuiz('alice', 'q1')]: 1234,
      [mainPaths.searchEntry('q1')]: searchEntryFor(content.data, 1234, 0),
    });
  });

  it('passes a server-time placeholder through to every time it writes', () => {
    const update = quizSaveUpdate({
      quizId: 'q1',
      owner: 'alice',
      content: withVisibility(Visibility.Public),
      previousEntry: null,
      modifiedAt: SERVER_TIME,
    });

    expect((update[mainPaths.quiz('q1')] as { opened: unknown }).opened).toBe(SERVER_TIME);
    expect(update[mainPaths.userCreatedQuiz('alice', 'q1')]).toBe(SERVER_TIME);
    expect((update[mainPaths.searchEntry('q1')] as SearchEntry).lastModified).toBe(SERVER_TIME);
    expect(update[mainPaths.searchListedEntry('q1')]).toEqual({ m: SERVER_TIME, p: 0 });
    expect(update[mainPaths.searchTermEntry('cap', 'q1')]).toEqual({ m: SERVER_TIME, p: 0 });
  });

  it('indexes a public quiz under every prefix of its words and under listed', () => {
    const content = withVisibility(Visibility.Public);
    const entry = searchEntryFor(content.data, 0, 0);

    const update = quizSaveUpdate({
      quizId: 'q1',
      owner: 'alice',
      content,
      previousEntry: null,
      modifiedAt: 5,
    });

    expect(termPaths(update).sort()).toEqual(
      indexedPrefixes(entry.words.split(' '))
        .map((prefix) => mainPaths.searchTermEntry(prefix, 'q1'))
        .sort(),
    );
    expect(update[mainPaths.searchListedEntry('q1')]).toEqual({ m: 5, p: 0 });
  });

  it('never writes the plays of an edited quiz: plays counted meanwhile must not be undone', () => {
    const content = withVisibility(Visibility.Public);
    const previousEntry = searchEntryFor(content.data, 1, 41);

    const update = quizSaveUpdate({ quizId: 'q1', owner: 'alice', content, previousEntry, modifiedAt: 9 });

    expect(update).not.toHaveProperty(mainPaths.searchEntry('q1'));
    expect(update).not.toHaveProperty(`${mainPaths.searchEntry('q1')}/plays`);
    expect(update[`${mainPaths.searchEntry('q1')}/title`]).toBe(content.data.title);
    expect(update).not.toHaveProperty(mainPaths.searchListedEntry('q1'));
    expect(update[`${mainPaths.searchListedEntry('q1')}/m`]).toBe(9);
  });

  it('removes every index entry of a public quiz made unlisted', () => {
    const previousEntry = searchEntryFor(withVisibility(Visibility.Public).data, 1, 3);

    const update = quizSaveUpdate({
      quizId: 'q1',
      owner: 'alice',
      content: withVisibility(Visibility.Unlisted),
      previousEntry,
      modifiedAt: 9,
    });

    expect(termPaths(update).length).toBeGreaterThan(0);
    for (const path of termPaths(update)) expect(update[path], path).toBeNull();
    expect(update[mainPaths.searchListedEntry('q1')]).toBeNull();
    expect(update[`${mainPaths.searchEntry('q1')}/listed`]).toBe(false);
  });
});

describe('quizDeletionUpdate', () => {
  it('removes the record, the created entry, the search entry and every index entry', () => {
    const previousEntry = searchEntryFor(withVisibility(Visibility.Public).data, 1, 3);

    const update = quizDeletionUpdate({ quizId: 'q1', owner: 'alice', previousEntry });

    expect(update[mainPaths.quiz('q1')]).toBeNull();
    expect(update[mainPaths.userCreatedQuiz('alice', 'q1')]).toBeNull();
    expect(update[mainPaths.searchEntry('q1')]).toBeNull();
    expect(update[mainPaths.searchListedEntry('q1')]).toBeNull();
    expect(termPaths(update).sort()).toEqual(
      indexedPrefixes(previousEntry.words.split(' '))
        .map((prefix) => mainPaths.searchTermEntry(prefix, 'q1'))
        .sort(),
    );
    expect(Object.values(update).every((value) => value === null)).toBe(true);
  });

  it('removes a quiz that has no search entry', () => {
    expect(quizDeletionUpdate({ quizId: 'q1', owner: 'alice', previousEntry: null })).toEqual({
      [mainPaths.quiz('q1')]: null,
      [mainPaths.userCreatedQuiz('alice', 'q1')]: null,
      [mainPaths.searchEntry('q1')]: null,
    });
  });
});
