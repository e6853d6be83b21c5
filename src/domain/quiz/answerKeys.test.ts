import { describe, expect, it } from 'vitest';
import { hostGameQuiz, keysWithheldFor, withoutAnswerKeys } from './answerKeys';
import type { GameQuestion } from '../game/game';
import { gameQuizFor } from '../game/gameSetup';
import { quizOfEveryType } from '../fixtures/quizzes';
import { QuestionType } from './question';
import type { QuizContent } from './quiz';

describe('withoutAnswerKeys', () => {
  const quiz = quizOfEveryType();
  const withheld = withoutAnswerKeys(quiz);
  const byType = (type: QuestionType) =>
    withheld.questions.find((question) => question.questionType === type);

  it('marks no option of single-choice, true/false and multi-select questions correct', () => {
    for (const type of [QuestionType.SingleChoice, QuestionType.TrueFalse, QuestionType.MultiSelect]) {
      const answers = byType(type)?.answers as { name: string; isCorrect: boolean }[];
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.every((answer) => !answer.isCorrect)).toBe(true);
    }
    expect(byType(QuestionType.SingleChoice)?.answers).toEqual([
      { name: 'Sydney', type: 0, isCorrect: false },
      { name: 'Canberra', type: 0, isCorrect: false },
      { name: 'folder-1/opera.png', type: 1, isCorrect: false },
    ]);
  });

  it('leaves an open-ended question no accepted answer, only the empty slot', () => {
    expect(byType(QuestionType.OpenEnded)?.answers).toEqual(['']);
  });

  it('gives an arrange question its items in name order, not the correct order', () => {
    expect(byType(QuestionType.Arrange)?.answers).toEqual([
      { name: 'Berlin', type: 0 },
      { name: 'Lisbon', type: 0 },
      { name: 'Warsaw', type: 0 },
    ]);
  });

  it('keeps the data and everything else of each question, and leaves the quiz given unchanged', () => {
    expect(withheld.data).toEqual(quiz.data);
    withheld.questions.forEach((question, index) => {
      expect({ ...question, answers: null }).toEqual({ ...quiz.questions[index], answers: null });
    });
    expect(quiz).toEqual(quizOfEveryType());
  });
});

describe('explanations, which may tell the answer', () => {
  const explained = (): QuizContent => {
    const quiz = quizOfEveryType();
    return {
      ...quiz,
      questions: quiz.questions.map((question) => ({ ...question, explanation: `Why: ${question.title}` })),
    };
  };

  it('withholds every explanation with the keys', () => {
    const withheld = withoutAnswerKeys(explained());
    expect(withheld.questions.length).toBe(5);
    for (const question of withheld.questions) expect(question).not.toHaveProperty('explanation');
  });

  it("keeps every explanation out of the host's copy of a game, which gets it with the key at the results", () => {
    const played = gameQuizFor('quiz-1', explained(), () => 0);
    expect(played.questions.every((question) => question.explanation?.startsWith('Why: '))).toBe(true);
    for (const question of hostGameQuiz(played).questions) expect(question).not.toHaveProperty('explanation');
  });
});

describe('keysWithheldFor', () => {
  const quiz = { owner: 'alice', copyProtect: false, gameRunning: false };

  it('shows the owner the keys always', () => {
    expect(keysWithheldFor({ ...quiz, copyProtect: true, gameRunning: true }, 'alice')).toBeNull();
  });

  it('withholds them from others while a game runs, and always for a copy-protected quiz', () => {
    expect(keysWithheldFor(quiz, 'bob')).toBeNull();
    expect(keysWithheldFor(quiz, undefined)).toBeNull();
    expect(keysWithheldFor({ ...quiz, gameRunning: true }, 'bob')).toBe('liveGame');
    expect(keysWithheldFor({ ...quiz, gameRunning: true }, undefined)).toBe('liveGame');
    expect(keysWithheldFor({ ...quiz, copyProtect: true }, 'bob')).toBe('copyProtected');
    expect(keysWithheldFor({ ...quiz, copyProtect: true, gameRunning: true }, undefined)).toBe(
      'copyProtected',
    );
  });
});

describe('hostGameQuiz', () => {
  // Options drawn in reverse: every display order differs from the stored one.
  const played = gameQuizFor('quiz-1', quizOfEveryType(), () => 0);
  const hosted = hostGameQuiz(played);
  const hostedOf = (type: QuestionType) =>
    hosted.questions.find((question) => question.questionType === type) as GameQuestion;
  const playedOf = (type: QuestionType) =>
    played.questions.find((question) => question.questionType === type) as GameQuestion;
  /** What the host's grid shows at each display position. */
  const shown = (question: GameQuestion) =>
    question.displayOrder.map((stored) => (question.answers[stored] as { name: string }).name);

  it('marks nothing correct and accepts nothing, in the order players see the options', () => {
    for (const type of [QuestionType.SingleChoice, QuestionType.TrueFalse, QuestionType.MultiSelect]) {
      const answers = hostedOf(type).answers as { isCorrect: boolean }[];
      expect(answers.some((answer) => answer.isCorrect)).toBe(false);
      expect(shown(hostedOf(type))).toEqual(shown(playedOf(type)));
    }
    expect(hostedOf(QuestionType.OpenEnded).answers).toEqual(['']);
  });

  it("shows an arrange question's items where players see them, stored in that order, not the correct one", () => {
    const arrange = hostedOf(QuestionType.Arrange);
    expect(shown(arrange)).toEqual(shown(playedOf(QuestionType.Arrange)));
    expect(arrange.displayOrder).toEqual([0, 1, 2]);
    expect(arrange.answers).not.toEqual(playedOf(QuestionType.Arrange).answers);
  });

  it('keeps the quiz, its titles, times and settings', () => {
    expect(hosted.quizID).toBe('quiz-1');
    expect(hosted.data).toEqual(played.data);
    hosted.questions.forEach((question, index) => {
      const { answers: _hosted, displayOrder: _order, ...rest } = question;
      const {
        answers: _played,
        displayOrder: _playedOrder,
        ...playedRest
      } = played.questions[index] as GameQuestion;
      expect(rest).toEqual(playedRest);
    });
  });
});
