// Explore on the whole local stack: quizzes saved through addQuiz and setQuiz are found, or no longer found,
// by a visitor's searchQuizzes call through the client Functions SDK, as the Explore page makes it.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { Visibility, type QuizContent, type CallablePayload } from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { stackCallable } from '../../stack/liveGame/clients';
import { clientApp, deleteClientApps } from './support';

afterEach(deleteClientApps);

async function signedUpAuthor() {
  const { auth, functions } = clientApp();
  const email = `explorer.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  await createUserWithEmailAndPassword(auth, email, 'secret-pass');
  return {
    addQuiz: stackCallable(functions, 'addQuiz'),
    setQuiz: stackCallable(functions, 'setQuiz'),
  };
}

/** searchQuizzes as a visitor who is not signed in. */
function visitorSearch() {
  const { functions } = clientApp();
  const call = stackCallable(functions, 'searchQuizzes');
  return async (request: CallablePayload<'searchQuizzes'>) => (await call(request)).data;
}

const quizTitled = (title: string, visibility: Visibility): QuizContent => {
  const quiz = quizOfEveryType();
  return { ...quiz, data: { ...quiz.data, title, desc: 'An atlas of capitals.', visibility } };
};

describe('searchQuizzes on the local stack', () => {
  it('finds public quizzes by a word prefix, newest first, and never unlisted or private ones', async () => {
    const author = await signedUpAuthor();
    const search = visitorSearch();
    // A word no other test uses, so that the stack's other quizzes stay out of the results.
    const word = `zq${Date.now().toString(36)}`;
    const older = (await author.addQuiz({ quiz: quizTitled(`Older ${word} tour`, Visibility.Public) })).data
      .id;
    await author.addQuiz({ quiz: quizTitled(`Unlisted ${word} tour`, Visibility.Unlisted) });
    await author.addQuiz({ quiz: quizTitled(`Private ${word} tour`, Visibility.Private) });
    const newer = (await author.addQuiz({ quiz: quizTitled(`Newer ${word} tour`, Visibility.Public) })).data
      .id;

    const results = await search({ search: word.slice(0, 5).toUpperCase() });

    expect(results.map((result) => result.id)).toEqual([newer, older]);
    expect(results[0]).toMatchObject({
      title: `Newer ${word} tour`,
      description: 'An atlas of capitals.',
      plays: 0,
    });
    expect(results[0]?.lastModified).toBeGreaterThanOrEqual(results[1]?.lastModified ?? Infinity);
  });

  it('drops a quiz made unlisted, and finds it again by its new title once public', async () => {
    const author = await signedUpAuthor();
    const search = visitorSearch();
    const word = `zr${Date.now().toString(36)}`;
    const id = (await author.addQuiz({ quiz: quizTitled(`Atlas ${word}`, Visibility.Public) })).data.id;
    expect((await search({ search: word })).map((result) => result.id)).toEqual([id]);

    await author.setQuiz({ id, quiz: quizTitled(`Atlas ${word}`, Visibility.Unlisted) });
    expect(await search({ search: word })).toEqual([]);

    await author.setQuiz({ id, quiz: quizTitled(`Renamed ${word}x`, Visibility.Public) });
    expect((await search({ search: `${word}x renamed` })).map((result) => result.title)).toEqual([
      `Renamed ${word}x`,
    ]);
  });
});
