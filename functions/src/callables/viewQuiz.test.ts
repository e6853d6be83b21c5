import { describe, expect, it } from 'vitest';
import {
  finalProgress,
  gamePaths,
  Visibility,
  withoutAnswerKeys,
  type GameProgress,
  type QuizContent,
  type ViewedQuiz,
} from '@/domain';
import { gamesDatabase } from '../admin';
import { callableRequest, emailAccountClaims } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { quizWith, saveQuiz } from '../test/quizzes';
import { startGame } from './startGame';
import { viewQuiz } from './viewQuiz';

useDatabaseEmulators();

const view = (id: string, uid?: string): Promise<ViewedQuiz | null> =>
  viewQuiz.run(callableRequest({ id }, uid));

/** A game of `quizId` started by `host` through startGame, as a host would start it. */
async function startedGame(quizId: string, host = 'carol'): Promise<string> {
  const { id } = await startGame.run(
    callableRequest({ quizID: quizId }, host, emailAccountClaims(`${host}@example.com`)),
  );
  return id;
}

/** Marks the game over, as the host's last step (its final results) leaves it. */
async function finishGame(gameId: string): Promise<void> {
  const progress = gamesDatabase().ref(gamePaths.progress(gameId));
  const { totalQuestions } = (await progress.get()).val() as GameProgress;
  await progress.update({ claimed: finalProgress(totalQuestions), completed: finalProgress(totalQuestions) });
}

function copyProtected(): QuizContent {
  const quiz = quizWith();
  return { ...quiz, data: { ...quiz.data, copyProtect: true } };
}

describe('viewQuiz', () => {
  it('gives anyone a public quiz with its answer keys while no game of it runs', async () => {
    const quiz = quizWith();
    await saveQuiz('q1', 'alice', quiz, 1234);

    for (const reader of [undefined, 'bob', 'alice']) {
      expect(await view('q1', reader)).toEqual({
        owner: 'alice',
        opened: 1234,
        content: quiz,
        keysWithheld: null,
      });
    }
  });

  it('withholds the answer keys from everyone but the owner while a game of the quiz runs', async () => {
    const quiz = quizWith();
    await saveQuiz('q1', 'alice', quiz);
    await startedGame('q1');

    for (const reader of [undefined, 'bob', 'carol']) {
      const viewed = await view('q1', reader);
      expect(viewed?.keysWithheld).toBe('liveGame');
      expect(viewed?.content).toEqual(withoutAnswerKeys(quiz));
      expect(JSON.stringify(viewed)).not.toContain('"isCorrect":true');
    }
    expect(await view('q1', 'alice')).toMatchObject({ content: quiz, keysWithheld: null });
  });

  it('gives the keys back once every game of the quiz has ended or is gone', async () => {
    const quiz = quizWith();
    await saveQuiz('q1', 'alice', quiz);
    const first = await startedGame('q1');
    const second = await startedGame('q1', 'dave');

    await finishGame(first);
    expect((await view('q1', 'bob'))?.keysWithheld).toBe('liveGame');

    await gamesDatabase().ref(gamePaths.game(second)).remove();
    expect(await view('q1', 'bob')).toMatchObject({ content: quiz, keysWithheld: null });
  });

  it('is not fooled by a running game of another quiz', async () => {
    await saveQuiz('q1', 'alice');
    await saveQuiz('q2', 'alice');
    await startedGame('q2');

    expect((await view('q1', 'bob'))?.keysWithheld).toBeNull();
  });

  it('always withholds the keys of a copy-protected quiz from others, never from its owner', async () => {
    const quiz = copyProtected();
    await saveQuiz('q1', 'alice', quiz);

    for (const reader of [undefined, 'bob']) {
      expect(await view('q1', reader)).toMatchObject({
        content: withoutAnswerKeys(quiz),
        keysWithheld: 'copyProtected',
      });
    }
    expect(await view('q1', 'alice')).toMatchObject({ content: quiz, keysWithheld: null });
  });

  it('answers null for a missing quiz and for another user’s private one, and gives the owner theirs', async () => {
    const quiz = quizWith({ visibility: Visibility.Private });
    await saveQuiz('q1', 'alice', quiz);

    for (const [id, reader] of [
      ['q1', undefined],
      ['q1', 'bob'],
      ['nope', 'alice'],
    ] as const) {
      expect(await view(id, reader)).toBeNull();
    }
    expect(await view('q1', 'alice')).toMatchObject({ content: quiz, keysWithheld: null });
  });

  it('refuses a payload that is not {id: quiz id}', async () => {
    await expect(viewQuiz.run(callableRequest({ id: 'a/b' }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(viewQuiz.run(callableRequest({ id: 'q1', extra: 1 }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});
