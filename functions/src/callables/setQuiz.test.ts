import { describe, expect, it, vi } from 'vitest';
import {
  indexedPrefixes,
  mainPaths,
  QUESTION_TYPES,
  searchWords,
  Visibility,
  type QuizRecord,
} from '@/domain';
import { questionsOfEveryType } from '@/domain/fixtures/quizzes';
import { mainDatabase } from '../admin';
import { countGamePlay } from '../quizPlays';
import { callableRequest, emailAccountClaims } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { quizWith, quizWithQuestionFields, readQuizContent, saveQuiz } from '../test/quizzes';
import { setQuiz } from './setQuiz';

const database = useMainDatabaseEmulator();

const ALICE = emailAccountClaims('alice@example.com');
const BOB = emailAccountClaims('bob@example.com');

const set = (payload: unknown, uid: string | null = 'alice', claims = ALICE) =>
  setQuiz.run(callableRequest(payload, uid ?? undefined, claims));

const termKeys = () => Object.keys((database.read('search/terms') as object | null) ?? {}).sort();

describe('setQuiz', () => {
  it.each(QUESTION_TYPES)('replaces the owner’s quiz with one whose question is of type %i', async (type) => {
    await saveQuiz('q1', 'alice');
    const quiz = { ...quizWith({ title: 'Changed' }), questions: [questionsOfEveryType()[type]] };

    await expect(set({ quiz, id: 'q1' })).resolves.toEqual({ success: true });

    expect(await readQuizContent('q1')).toEqual(quiz);
  });

  it('stamps opened and the created entry with the server’s time, keeping the owner', async () => {
    await saveQuiz('q1', 'alice', quizWith(), 1);
    const before = Date.now();

    await set({ quiz: quizWith(), id: 'q1' });

    const record = database.read(mainPaths.quiz('q1')) as QuizRecord;
    expect(record.owner).toBe('alice');
    expect(record.opened).toBeGreaterThanOrEqual(before);
    expect(database.read(mainPaths.userCreatedQuiz('alice', 'q1'))).toBe(record.opened);
  });

  it('keeps the plays counted so far', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }));
    await mainDatabase()
      .ref()
      .update({
        [`${mainPaths.searchEntry('q1')}/plays`]: 7,
        [`${mainPaths.searchListedEntry('q1')}/p`]: 7,
      });

    await set({ quiz: quizWith({ visibility: Visibility.Public, title: 'Capitals again' }), id: 'q1' });

    expect(database.read(mainPaths.searchEntry('q1'))).toMatchObject({ plays: 7, title: 'Capitals again' });
    expect(database.read(mainPaths.searchListedEntry('q1'))).toMatchObject({ p: 7 });
  });

  it('keeps the plays counted while a save is on its way: a save never writes plays back', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public, title: 'Capitals' }));
    await countGamePlay('q1', 'game-0');
    // Holds the save's update while four more games count their plays, as racing startPlaying steps would.
    const reference = Object.getPrototypeOf(mainDatabase().ref()) as {
      update: (values: Record<string, unknown>) => Promise<void>;
    };
    const update = reference.update;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const spy = vi.spyOn(reference, 'update').mockImplementation(async function (this: unknown, values) {
      if (mainPaths.quiz('q1') in values) await held;
      return update.call(this, values);
    });
    try {
      const saving = set({
        quiz: quizWith({ visibility: Visibility.Public, title: 'Capitals again' }),
        id: 'q1',
      });
      await vi.waitFor(() =>
        expect(spy).toHaveBeenCalledWith(
          expect.objectContaining({ [mainPaths.quiz('q1')]: expect.anything() }),
        ),
      );
      // The plays wait for the save (one change at a time per quiz), then all count.
      const counting = [1, 2, 3, 4].map((game) => countGamePlay('q1', `game-${game}`));
      release();
      await Promise.all([saving, ...counting]);
    } finally {
      spy.mockRestore();
    }

    expect(database.read(mainPaths.searchEntry('q1'))).toMatchObject({ plays: 5, title: 'Capitals again' });
    expect(database.read(mainPaths.searchListedEntry('q1'))).toMatchObject({ p: 5 });
    expect(database.read(mainPaths.searchTermEntry('capitals', 'q1'))).toMatchObject({ p: 5 });
  });

  it('keeps every play of five games counted while the quiz is saved', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public, title: 'Capitals' }));

    await Promise.all([
      ...Array.from({ length: 5 }, (_, game) => countGamePlay('q1', `game-${game}`)),
      ...Array.from({ length: 3 }, () =>
        set({ quiz: quizWith({ visibility: Visibility.Public, title: 'Capitals' }), id: 'q1' }),
      ),
    ]);

    expect(database.read(`${mainPaths.searchEntry('q1')}/plays`)).toBe(5);
    expect(database.read(`${mainPaths.searchListedEntry('q1')}/p`)).toBe(5);
  });

  it('removes the search/terms and search/listed entries of a public quiz made unlisted', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }));
    expect(termKeys().length).toBeGreaterThan(0);
    expect(database.read(mainPaths.searchListedEntry('q1'))).not.toBeNull();

    await set({ quiz: quizWith({ visibility: Visibility.Unlisted }), id: 'q1' });

    expect(database.read('search/terms')).toBeNull();
    expect(database.read('search/listed')).toBeNull();
    expect(database.read(mainPaths.searchEntry('q1'))).toMatchObject({ listed: false });
  });

  it('moves a public quiz’s index entries to the words of its new title', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public, title: 'Rivers' }));
    const quiz = quizWith({ visibility: Visibility.Public, title: 'Mountains' });

    await set({ quiz, id: 'q1' });

    expect(termKeys()).toEqual(indexedPrefixes(searchWords(`${quiz.data.title} ${quiz.data.desc}`)).sort());
  });

  it('refuses a quiz of another owner with permission-denied and changes nothing', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }));
    const before = database.read('');

    await expect(set({ quiz: quizWith({ title: 'Mine now' }), id: 'q1' }, 'bob', BOB)).rejects.toMatchObject({
      code: 'permission-denied',
    });

    expect(database.read('')).toEqual(before);
  });

  it('refuses a quiz that does not exist with not-found and writes nothing', async () => {
    await expect(set({ quiz: quizWith(), id: 'missing' })).rejects.toMatchObject({ code: 'not-found' });
    expect(database.read('')).toBeNull();
  });

  it('rejects a caller who is not signed in', async () => {
    await saveQuiz('q1', 'alice');
    const before = database.read('');

    await expect(set({ quiz: quizWith(), id: 'q1' }, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(database.read('')).toEqual(before);
  });

  it('rejects a signed-in caller without an email account', async () => {
    await saveQuiz('q1', 'alice');

    await expect(set({ quiz: quizWith(), id: 'q1' }, 'alice', {})).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it.each([
    { what: 'no id', payload: { quiz: quizWith() }, field: 'id' },
    { what: 'an id with a slash', payload: { quiz: quizWith(), id: 'q1/owner' }, field: 'id' },
    { what: 'an id of ".."', payload: { quiz: quizWith(), id: '..' }, field: 'id' },
    { what: 'an id with "#"', payload: { quiz: quizWith(), id: 'q#1' }, field: 'id' },
    { what: 'an empty id', payload: { quiz: quizWith(), id: '' }, field: 'id' },
    { what: 'a numeric id', payload: { quiz: quizWith(), id: 1 }, field: 'id' },
    {
      what: 'an invalid quiz',
      payload: { quiz: quizWithQuestionFields(0, { timeLimit: -1 }), id: 'q1' },
      field: 'quiz.questions[0].timeLimit',
    },
  ])('rejects $what, naming $field, and changes nothing', async ({ payload, field }) => {
    await saveQuiz('q1', 'alice');
    const before = database.read('');

    await expect(set(payload)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(database.read('')).toEqual(before);
  });
});
