import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import type { Question } from '../quiz/question';
import type { QuizContent } from '../quiz/quiz';
import { storedQuizContent } from './quizStorage';

/**
 * A value as the Realtime Database keeps it: through JSON, without nulls and without objects or arrays
 * left empty by that (the database stores neither).
 */
function asTheDatabaseKeepsIt(value: unknown): unknown {
  if (Array.isArray(value)) {
    const kept = value.map(asTheDatabaseKeepsIt).filter((item) => item !== undefined);
    return kept.length === 0 ? undefined : kept;
  }
  if (typeof value === 'object' && value !== null) {
    const kept = Object.entries(value)
      .map(([key, child]) => [key, asTheDatabaseKeepsIt(child)] as const)
      .filter(([, child]) => child !== undefined);
    return kept.length === 0 ? undefined : Object.fromEntries(kept);
  }
  return value === null ? undefined : JSON.parse(JSON.stringify(value));
}

const withoutCover = (): QuizContent => {
  const quiz = quizOfEveryType();
  return { ...quiz, data: { ...quiz.data, image: null } };
};

describe('storedQuizContent', () => {
  it.each([
    { what: 'a quiz of every type with a cover image', quiz: quizOfEveryType() },
    { what: 'a quiz without a cover image', quiz: withoutCover() },
  ])('gives back $what exactly as it was saved', ({ quiz }) => {
    const stored = asTheDatabaseKeepsIt(quiz) as { data: object; questions: object[] };
    // The database really does lose these: the test would pass vacuously otherwise.
    expect(stored.questions[1]).not.toHaveProperty('typeSpecificSettings');
    expect(stored.questions[4]).not.toHaveProperty('typeSpecificSettings');
    if (quiz.data.image === null) expect(stored.data).not.toHaveProperty('image');

    expect(storedQuizContent(stored)).toEqual(quiz);
  });

  it('loads a quiz saved before explanations (none stored), and keeps one that was', () => {
    const old = asTheDatabaseKeepsIt(quizOfEveryType()) as { questions: Record<string, unknown>[] };
    expect(old.questions.some((question) => 'explanation' in question)).toBe(false);
    expect(storedQuizContent(old)).toEqual(quizOfEveryType());

    const explained = quizOfEveryType();
    explained.questions[2] = { ...(explained.questions[2] as Question), explanation: 'Edo\nwas renamed.' };
    expect(storedQuizContent(asTheDatabaseKeepsIt(explained)).questions[2]?.explanation).toBe(
      'Edo\nwas renamed.',
    );
  });

  it('loads a 2-item arrange question, saved before arrange questions needed 3 items', () => {
    const quiz = quizOfEveryType();
    const arrange = quiz.questions[4] as Question & { questionType: 4 };
    quiz.questions[4] = { ...arrange, answers: arrange.answers.slice(0, 2) };
    expect(storedQuizContent(asTheDatabaseKeepsIt(quiz))).toEqual(quiz);
  });

  it('keeps settings that were stored', () => {
    const quiz = quizOfEveryType();
    expect(storedQuizContent(asTheDatabaseKeepsIt(quiz)).questions[2]?.typeSpecificSettings).toEqual({
      caseSensitive: false,
    });
  });

  it('refuses a stored quiz that is not a valid quiz, naming the field', () => {
    const stored = asTheDatabaseKeepsIt(quizOfEveryType()) as { data: Record<string, unknown> };
    stored.data.visibility = 7;

    expect(() => storedQuizContent(stored)).toThrow(/data\.visibility/);
  });

  it.each([null, 'quiz', 42, []])('refuses %j', (raw) => {
    expect(() => storedQuizContent(raw)).toThrow(/not a valid quiz/);
  });
});
