// Quizzes on the whole local stack: real accounts signed up in the Auth emulator call addQuiz, setQuiz and
// requestDeletion through the client Functions SDK, and read quizzes through the client Database SDK under
// database.rules.json, as the SPA does.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { get, ref } from 'firebase/database';
import { afterEach, describe, expect, it } from 'vitest';
import { mainPaths, TITLE_MAX_LENGTH, Visibility, type QuizContent, type QuizRecord } from '@/domain';
import { storedQuizContent } from '@/domain/validation';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { demoAccount } from '../../stack/demoData';
import { stackCallable } from '../../stack/liveGame/clients';
import { clientApp, deleteClientApps, readAsAdmin } from './support';

const DENIED = /permission.denied/i;

/** A client app with the quiz callables. */
function quizClient() {
  const { auth, functions, database } = clientApp();
  return {
    auth,
    database,
    addQuiz: stackCallable(functions, 'addQuiz'),
    setQuiz: stackCallable(functions, 'setQuiz'),
    requestDeletion: stackCallable(functions, 'requestDeletion'),
  };
}

/** A quiz client signed in as a new account. */
async function signedUpClient() {
  const client = quizClient();
  const email = `author.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const { user } = await createUserWithEmailAndPassword(client.auth, email, 'secret-pass');
  return { ...client, uid: user.uid };
}

/** Everything the quiz callables write for `id` (the quiz, its owner's entry, its search entries). */
async function quizFootprint(id: string, owner: string) {
  const [quiz, created, entry, listed] = await Promise.all([
    readAsAdmin(mainPaths.quiz(id)),
    readAsAdmin(mainPaths.userCreatedQuiz(owner, id)),
    readAsAdmin(mainPaths.searchEntry(id)),
    readAsAdmin(mainPaths.searchListedEntry(id)),
  ]);
  return { quiz, created, entry, listed };
}

const quizWith = (data: Partial<QuizContent['data']>): QuizContent => {
  const quiz = quizOfEveryType();
  return { ...quiz, data: { ...quiz.data, ...data } };
};

afterEach(deleteClientApps);

describe('quizzes on the local stack', () => {
  it('addQuiz saves a quiz that its owner reads back unchanged through the client SDK', async () => {
    const author = await signedUpClient();
    const quiz = quizWith({ visibility: Visibility.Private });
    const before = Date.now();

    const { data } = await author.addQuiz({ quiz });

    expect(data).toEqual({ success: true, id: expect.any(String) });
    const record = (await get(ref(author.database, mainPaths.quiz(data.id)))).val() as QuizRecord;
    expect(record.owner).toBe(author.uid);
    expect(storedQuizContent(record.content)).toEqual(quiz);
    expect(record.opened).toBeGreaterThanOrEqual(before - 1000);
    expect(await readAsAdmin(mainPaths.userCreatedQuiz(author.uid, data.id))).toBe(record.opened);
  });

  it('setQuiz saves the owner’s changes', async () => {
    const author = await signedUpClient();
    const { data } = await author.addQuiz({ quiz: quizWith({}) });
    const changed = quizWith({ title: 'Capitals, revised', visibility: Visibility.Unlisted });

    expect((await author.setQuiz({ quiz: changed, id: data.id })).data).toEqual({ success: true });

    const content = (await get(ref(author.database, mainPaths.quizContent(data.id)))).val() as unknown;
    expect(storedQuizContent(content)).toEqual(changed);
  });

  it('refuses another user’s setQuiz and requestDeletion with permission-denied, changing nothing', async () => {
    const author = await signedUpClient();
    const other = await signedUpClient();
    const { data } = await author.addQuiz({ quiz: quizWith({ visibility: Visibility.Public }) });
    const before = await quizFootprint(data.id, author.uid);

    await expect(other.setQuiz({ quiz: quizWith({ title: 'Mine now' }), id: data.id })).rejects.toMatchObject(
      {
        code: 'functions/permission-denied',
      },
    );
    await expect(other.requestDeletion({ id: data.id })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });

    expect(await quizFootprint(data.id, author.uid)).toEqual(before);
    expect(await readAsAdmin(mainPaths.userCreatedQuizzes(other.uid))).toBeNull();
  });

  it('refuses an invalid quiz with invalid-argument, naming the field', async () => {
    const author = await signedUpClient();

    await expect(
      author.addQuiz({ quiz: quizWith({ title: 't'.repeat(TITLE_MAX_LENGTH + 1) }) }),
    ).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringContaining('quiz.data.title:'),
    });
    expect(await readAsAdmin(mainPaths.userCreatedQuizzes(author.uid))).toBeNull();
  });

  it('lets only its owner read a private quiz, while anyone reads a public one', async () => {
    const author = await signedUpClient();
    const other = await signedUpClient();
    const anonymous = quizClient();
    const privateQuiz = (await author.addQuiz({ quiz: quizWith({ visibility: Visibility.Private }) })).data
      .id;
    const publicQuiz = (await author.addQuiz({ quiz: quizWith({ visibility: Visibility.Public }) })).data.id;
    const title = (id: string) => `${mainPaths.quizData(id)}/title`;

    for (const reader of [other.database, anonymous.database]) {
      await expect(get(ref(reader, mainPaths.quiz(privateQuiz)))).rejects.toThrow(DENIED);
      await expect(get(ref(reader, title(privateQuiz)))).rejects.toThrow(DENIED);
      await expect(get(ref(reader, mainPaths.quizOpened(privateQuiz)))).rejects.toThrow(DENIED);
      await expect(get(ref(reader, mainPaths.quizzes()))).rejects.toThrow(DENIED);
      expect((await get(ref(reader, title(publicQuiz)))).val()).toBe(quizOfEveryType().data.title);
    }
    expect((await get(ref(author.database, title(privateQuiz)))).val()).toBe(quizOfEveryType().data.title);
    expect((await get(ref(author.database, mainPaths.quiz(privateQuiz)))).exists()).toBe(true);
    // An author's username, shown beside their quiz, is anyone's to read.
    expect((await get(ref(anonymous.database, mainPaths.username(demoAccount.uid)))).val()).toBe(
      demoAccount.username,
    );
  });

  it('requestDeletion removes the quiz, the created entry and the search entries', async () => {
    const author = await signedUpClient();
    const { data } = await author.addQuiz({ quiz: quizWith({ visibility: Visibility.Public }) });
    const saved = await quizFootprint(data.id, author.uid);
    expect(saved.quiz).not.toBeNull();
    expect(saved.entry).not.toBeNull();
    expect(saved.listed).not.toBeNull();

    expect((await author.requestDeletion({ id: data.id })).data).toEqual({ success: true });

    expect(await quizFootprint(data.id, author.uid)).toEqual({
      quiz: null,
      created: null,
      entry: null,
      listed: null,
    });
    expect(await readAsAdmin(mainPaths.searchTermEntry('capitals', data.id))).toBeNull();
    await expect(author.setQuiz({ quiz: quizWith({}), id: data.id })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
  });
});
