import { describe, expect, it } from 'vitest';
import {
  mainPaths,
  QUESTION_TYPES,
  screenTexts,
  searchEntryFor,
  TITLE_MAX_LENGTH,
  Visibility,
  type QuizRecord,
} from '@/domain';
import { questionsOfEveryType } from '@/domain/fixtures/quizzes';
import { callableRequest, emailAccountClaims } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { quizWith, quizWithQuestionFields, readQuizContent } from '../test/quizzes';
import { addQuiz } from './addQuiz';

const database = useMainDatabaseEmulator();

const ALICE = emailAccountClaims('alice@example.com');

const add = (payload: unknown, uid: string | null = 'alice', claims = ALICE) =>
  addQuiz.run(callableRequest(payload, uid ?? undefined, claims));

const PUSH_KEY = /^[-0-9A-Za-z_]{20}$/;

describe('addQuiz', () => {
  it.each(QUESTION_TYPES)('saves a quiz whose question is of type %i, read back unchanged', async (type) => {
    const quiz = { ...quizWith(), questions: [questionsOfEveryType()[type]] };

    const { id } = await add({ quiz });

    expect(await readQuizContent(id)).toEqual(quiz);
  });

  it('answers success and a push key, and writes the record with the owner and the server’s time', async () => {
    const before = Date.now();

    const answer = await add({ quiz: quizWith() });

    expect(answer).toEqual({ success: true, id: expect.stringMatching(PUSH_KEY) });
    const record = database.read(mainPaths.quiz(answer.id)) as QuizRecord;
    expect(record.owner).toBe('alice');
    expect(record.opened).toBeGreaterThanOrEqual(before);
    expect(record.opened).toBeLessThanOrEqual(Date.now());
    expect(database.read(mainPaths.userCreatedQuiz('alice', answer.id))).toBe(record.opened);
  });

  it('stores the normalised quiz', async () => {
    const quiz = quizWithQuestionFields(0, { title: ' Capital of Australia?\n ' }) as ReturnType<
      typeof quizWith
    >;

    const { id } = await add({ quiz: { ...quiz, data: { ...quiz.data, title: '  \n ' } } });

    const stored = await readQuizContent(id);
    expect(stored.data.title).toBe(screenTexts.untitledQuiz);
    expect(stored.questions[0]?.title).toBe('Capital of Australia?');
  });

  it('gives each quiz its own id', async () => {
    const first = await add({ quiz: quizWith() });
    const second = await add({ quiz: quizWith() });

    expect(first.id).not.toBe(second.id);
    expect(Object.keys(database.read(mainPaths.userCreatedQuizzes('alice')) as object).sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  it('indexes a public quiz for search, with no plays yet', async () => {
    const quiz = quizWith({ visibility: Visibility.Public });

    const { id } = await add({ quiz });

    const opened = (database.read(mainPaths.quiz(id)) as QuizRecord).opened;
    expect(database.read(mainPaths.searchEntry(id))).toEqual(searchEntryFor(quiz.data, opened, 0));
    expect(database.read(mainPaths.searchListedEntry(id))).toEqual({ m: opened, p: 0 });
    expect(database.read(mainPaths.searchTermEntry('capitals', id))).toEqual({ m: opened, p: 0 });
  });

  it.each([Visibility.Unlisted, Visibility.Private])(
    'keeps a search entry of a quiz of visibility %i but lists it nowhere',
    async (visibility) => {
      const { id } = await add({ quiz: quizWith({ visibility }) });

      expect(database.read(mainPaths.searchEntry(id))).toMatchObject({ listed: false, plays: 0 });
      expect(database.read('search/listed')).toBeNull();
      expect(database.read('search/terms')).toBeNull();
    },
  );

  it('rejects a caller who is not signed in', async () => {
    await expect(add({ quiz: quizWith() }, null)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(database.read('')).toBeNull();
  });

  it('rejects a signed-in caller without an email account', async () => {
    await expect(add({ quiz: quizWith() }, 'guest', {})).rejects.toMatchObject({ code: 'permission-denied' });
    expect(database.read('')).toBeNull();
  });

  it.each([
    { what: 'no payload', payload: null, field: 'payload' },
    { what: 'no quiz', payload: {}, field: 'quiz' },
    { what: 'an extra payload field', payload: { quiz: quizWith(), id: 'q1' }, field: 'payload' },
    {
      what: 'a long quiz title',
      payload: { quiz: quizWith({ title: 't'.repeat(TITLE_MAX_LENGTH + 1) }) },
      field: 'quiz.data.title',
    },
    {
      what: 'a bad visibility',
      payload: { quiz: { ...quizWith(), data: { ...quizWith().data, visibility: 3 } } },
      field: 'quiz.data.visibility',
    },
    {
      what: 'too few answers',
      payload: { quiz: quizWithQuestionFields(3, { answers: [] }) },
      field: 'quiz.questions[3].answers',
    },
    {
      what: 'a bad video link',
      payload: { quiz: quizWithQuestionFields(2, { mediaURL: 'https://example.com' }) },
      field: 'quiz.questions[2].mediaURL',
    },
    {
      what: 'a bad time limit',
      payload: { quiz: quizWithQuestionFields(0, { timeLimit: 601 }) },
      field: 'quiz.questions[0].timeLimit',
    },
    {
      what: 'an unknown question key',
      payload: { quiz: quizWithQuestionFields(1, { secret: true }) },
      field: 'quiz.questions[1]',
    },
    { what: 'no questions', payload: { quiz: { ...quizWith(), questions: [] } }, field: 'quiz.questions' },
  ])('rejects $what, naming $field, and writes nothing', async ({ payload, field }) => {
    await expect(add(payload)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(database.read('')).toBeNull();
  });
});
