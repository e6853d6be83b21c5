import { describe, expect, it } from 'vitest';
import {
  clampQuestionTemplate,
  clampQuizTemplate,
  DEFAULT_NEW_QUESTION,
  DEFAULT_NEW_QUIZ,
  DEFAULT_SETTINGS,
  newQuestion,
  newQuiz,
} from './templates';

describe('defaults of SPEC §3', () => {
  it('new-question template', () => {
    expect(DEFAULT_NEW_QUESTION).toEqual({
      title: 'Untitled question',
      desc: '',
      randomizeOrder: false,
      titlePlusImg: true,
      titlePlusDesc: true,
      customPointsOptions: { basePoints: 750, timeBonus: 250 },
      timeLimit: 30,
    });
  });

  it('new-quiz template: "Untitled Loqi", unlisted', () => {
    expect(DEFAULT_NEW_QUIZ).toEqual({
      title: 'Untitled Loqi',
      desc: '',
      randomizeQuestionOrder: false,
      visibility: 1,
    });
  });

  it('settings: dark theme and both templates', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      theme: 'dark',
      newQuestion: DEFAULT_NEW_QUESTION,
      newQuiz: DEFAULT_NEW_QUIZ,
    });
  });
});

describe('newQuestion', () => {
  it('is a single-choice question made from the template', () => {
    const template = { ...DEFAULT_NEW_QUESTION, title: 'Q', timeLimit: 12, randomizeOrder: true };
    expect(newQuestion(template)).toEqual({
      questionType: 0,
      title: 'Q',
      desc: '',
      mediaMode: 0,
      mediaURL: '',
      timeLimit: 12,
      customPointsOptions: { basePoints: 750, timeBonus: 250 },
      titlePlusDesc: true,
      titlePlusImg: true,
      answers: [
        { name: '', type: 0, isCorrect: true },
        { name: '', type: 0, isCorrect: false },
      ],
      typeSpecificSettings: { randomizeOrder: true },
    });
  });

  it('does not share the template points object', () => {
    const question = newQuestion();
    question.customPointsOptions.basePoints = 1;
    expect(DEFAULT_NEW_QUESTION.customPointsOptions.basePoints).toBe(750);
  });
});

describe('newQuiz', () => {
  it('takes the quiz template and holds one new question', () => {
    const quiz = newQuiz({ ...DEFAULT_NEW_QUIZ, visibility: 2, desc: 'd' });
    expect(quiz.data).toEqual({
      title: 'Untitled Loqi',
      desc: 'd',
      image: null,
      randomizeQuestionOrder: false,
      visibility: 2,
      version: 0,
      copyProtect: false,
    });
    expect(quiz.questions).toEqual([newQuestion()]);
  });
});

describe('clampQuestionTemplate', () => {
  it('keeps every field within the limits of SPEC §5', () => {
    const clamped = clampQuestionTemplate({
      ...DEFAULT_NEW_QUESTION,
      title: '  ',
      desc: 'd'.repeat(500),
      timeLimit: 900,
      customPointsOptions: { basePoints: 150000, timeBonus: -3 },
    });
    expect(clamped).toEqual({
      ...DEFAULT_NEW_QUESTION,
      title: 'Untitled question',
      desc: 'd'.repeat(400),
      timeLimit: 600,
      customPointsOptions: { basePoints: 100000, timeBonus: 0 },
    });
  });

  it('allows each part up to 100000 in the template, beyond the per-question caps', () => {
    const clamped = clampQuestionTemplate({
      ...DEFAULT_NEW_QUESTION,
      customPointsOptions: { basePoints: 100000, timeBonus: 100000 },
    });
    expect(clamped.customPointsOptions).toEqual({ basePoints: 100000, timeBonus: 100000 });
  });
});

describe('clampQuizTemplate', () => {
  it('defaults an empty title and cuts the description', () => {
    expect(clampQuizTemplate({ ...DEFAULT_NEW_QUIZ, title: '', desc: 'x'.repeat(401) })).toEqual({
      ...DEFAULT_NEW_QUIZ,
      title: 'Untitled Loqi',
      desc: 'x'.repeat(400),
    });
  });
});
