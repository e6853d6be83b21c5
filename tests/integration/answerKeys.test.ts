// Answer keys on the whole local stack: a player of a live game reads the quiz's title on the big
// screen, finds its id with searchQuizzes (no account needed) and tries to read the correct answers. The
// database refuses the questions to anyone but the quiz's owner, and viewQuiz withholds the answer keys from
// everyone else while the game runs (and always for a copy-protected quiz). A host's copy of the quiz holds
// each question's key only from its results on.
import { setLogLevel } from 'firebase/app';
import { signInAnonymously } from 'firebase/auth';
import { get, ref } from 'firebase/database';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  gamePaths,
  mainPaths,
  Visibility,
  withoutAnswerKeys,
  type GameQuiz,
  type QuizContent,
  type CallablePayload,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import {
  joinAsPlayer,
  signUpHost,
  stackCallable,
  stackDatabase,
  type HostClient,
  type PlayerClient,
} from '../../stack/liveGame/clients';
import { clientApp, deleteClientApps } from './support';

const stack = inject('localStack');
const DENIED = /permission.denied/i;
// The SDK warns of every refused read, and refusals are what this file is about.
setLogLevel('error');

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.close()));
  await deleteClientApps();
});

/** A public quiz of every question type, under a title no other test uses. */
function quizTitled(title: string, copyProtect = false): QuizContent {
  const quiz = quizOfEveryType();
  return { ...quiz, data: { ...quiz.data, title, visibility: Visibility.Public, copyProtect } };
}

const uniqueWord = () => `zk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A visitor's client (no account), or one signed in anonymously: what a player's phone could be. */
async function attacker(kind: 'no account' | 'anonymous account') {
  const { auth, functions, database } = clientApp();
  if (kind === 'anonymous account') await signInAnonymously(auth);
  return {
    database,
    search: async (request: CallablePayload<'searchQuizzes'>) =>
      (await stackCallable(functions, 'searchQuizzes')(request)).data,
    viewQuiz: async (id: string) => (await stackCallable(functions, 'viewQuiz')({ id })).data,
  };
}

/** The quiz paths a script would try for the answers: the quiz, its content, questions, answers, isCorrect. */
const answerPaths = (id: string) => [
  mainPaths.quiz(id),
  mainPaths.quizContent(id),
  `${mainPaths.quizContent(id)}/questions`,
  `${mainPaths.quizContent(id)}/questions/0/answers`,
  `${mainPaths.quizContent(id)}/questions/0/answers/1/isCorrect`,
  `${mainPaths.quizContent(id)}/questions/2/answers`,
  `${mainPaths.quizContent(id)}/questions/4/answers`,
];

async function hostedGame(
  quiz: QuizContent,
): Promise<{ author: HostClient; quizID: string; player: PlayerClient }> {
  const author = await signUpHost(stack);
  opened.push(author);
  const quizID = await author.saveQuiz(quiz);
  // Another teacher hosts the author's public quiz; a player joins it from a phone.
  const teacher = await signUpHost(stack);
  opened.push(teacher);
  const { id: gameID } = await teacher.startGame({ quizID });
  const player = await joinAsPlayer(stack, (await teacher.hostInfo(gameID)).roomCode, 'Mallory');
  opened.push(player);
  return { author, quizID, player };
}

describe('the answer keys of a quiz being played', () => {
  it.each(['no account', 'anonymous account'] as const)(
    'are out of reach of a player with %s who finds the quiz by its title',
    async (kind) => {
      const title = `Capitals ${uniqueWord()}`;
      const quiz = quizTitled(title);
      const { quizID } = await hostedGame(quiz);
      const mallory = await attacker(kind);

      // The big screen shows the title; searchQuizzes needs no account.
      const found = await mallory.search({ search: title });
      expect(found.map((result) => result.id)).toEqual([quizID]);

      for (const path of answerPaths(quizID)) {
        await expect(get(ref(mallory.database, path)), path).rejects.toThrow(DENIED);
      }
      // The card's data is still there for Explore and the viewer.
      expect((await get(ref(mallory.database, `${mainPaths.quizData(quizID)}/title`))).val()).toBe(title);

      const viewed = await mallory.viewQuiz(quizID);
      expect(viewed?.keysWithheld).toBe('liveGame');
      expect(viewed?.content).toEqual(withoutAnswerKeys(quiz));
      expect(JSON.stringify(viewed)).not.toContain('"isCorrect":true');
    },
  );

  it('are out of reach of a player with an email account who hosts a game of the quiz: each comes with its results', async () => {
    const quiz = quizTitled(`Capitals ${uniqueWord()}`);
    const { quizID } = await hostedGame(quiz);
    const mallory = await signUpHost(stack);
    opened.push(mallory);

    const { id: gameID } = await mallory.startGame({ quizID });
    const hostsCopy = async () =>
      (await get(ref(mallory.games, gamePaths.gameQuiz(gameID)))).val() as GameQuiz;
    expect(JSON.stringify(await hostsCopy())).not.toContain('"isCorrect":true');
    await expect(get(ref(mallory.games, gamePaths.gameAnswerKeys(gameID)))).rejects.toThrow(DENIED);

    // Her own game played to the first question's results: that question's key, and only that one.
    const phone = await joinAsPlayer(stack, (await mallory.hostInfo(gameID)).roomCode, 'Mallory');
    opened.push(phone);
    await mallory.startPlaying({ gameID });
    await mallory.introQuestion({ gameID, questionNum: 0 });
    await mallory.startQuestion({ gameID, questionNumber: 0 });
    expect(JSON.stringify((await hostsCopy()).questions[0])).not.toContain('"isCorrect":true');
    await mallory.endQuestion({ gameID, questionNumber: 0 });
    const [first, ...rest] = (await hostsCopy()).questions;
    expect(JSON.stringify(first)).toContain('"isCorrect":true');
    expect(JSON.stringify(rest)).not.toContain('"isCorrect":true');
  });

  it('stay readable by the author, from the database and from viewQuiz, while the game runs', async () => {
    const quiz = quizTitled(`Capitals ${uniqueWord()}`);
    const { author, quizID } = await hostedGame(quiz);
    const main = stackDatabase(stack, author.app, 'main');

    const isCorrect = `${mainPaths.quizContent(quizID)}/questions/0/answers/1/isCorrect`;
    expect((await get(ref(main, isCorrect))).val()).toBe(true);
    const view = stackCallable(author.functions, 'viewQuiz');
    expect((await view({ id: quizID })).data).toMatchObject({ content: quiz, keysWithheld: null });
  });
});

describe('the answer keys of a quiz no game is playing', () => {
  it('come with the quiz in the viewer, but never from the database, to anyone but the author', async () => {
    const author = await signUpHost(stack);
    opened.push(author);
    const quiz = quizTitled(`Rivers ${uniqueWord()}`);
    const quizID = await author.saveQuiz(quiz);
    const visitor = await attacker('no account');

    expect(await visitor.viewQuiz(quizID)).toMatchObject({ content: quiz, keysWithheld: null });
    await expect(get(ref(visitor.database, `${mainPaths.quizContent(quizID)}/questions`))).rejects.toThrow(
      DENIED,
    );
  });

  it('are withheld from others for a copy-protected quiz', async () => {
    const author = await signUpHost(stack);
    opened.push(author);
    const quiz = quizTitled(`Mountains ${uniqueWord()}`, true);
    const quizID = await author.saveQuiz(quiz);

    for (const kind of ['no account', 'anonymous account'] as const) {
      const visitor = await attacker(kind);
      expect(await visitor.viewQuiz(quizID)).toMatchObject({
        content: withoutAnswerKeys(quiz),
        keysWithheld: 'copyProtected',
      });
    }
  });
});
