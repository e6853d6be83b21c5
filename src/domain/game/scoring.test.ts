import { describe, expect, it } from 'vitest';
import type { Question } from '../quiz/question';
import { correctIndices, isAnswerCorrect, pointsForCorrectAnswer } from './scoring';
import { newQuestion } from '../quiz/templates';

const common = { ...newQuestion(), timeLimit: 20, customPointsOptions: { basePoints: 750, timeBonus: 250 } };

const singleChoice: Question = {
  ...common,
  questionType: 0,
  answers: [
    { name: 'Lyon', type: 0, isCorrect: false },
    { name: 'Paris', type: 0, isCorrect: true },
    { name: 'Marseille', type: 0, isCorrect: false },
  ],
  typeSpecificSettings: { randomizeOrder: false },
};
const trueFalse: Question = {
  ...common,
  questionType: 1,
  answers: [
    { name: 'True', isCorrect: false },
    { name: 'False', isCorrect: true },
  ],
  typeSpecificSettings: {},
};
const openEnded = (caseSensitive: boolean): Question => ({
  ...common,
  questionType: 2,
  answers: ['Paris', ' Lutetia ', ''],
  typeSpecificSettings: { caseSensitive },
});
const multiSelect: Question = {
  ...common,
  questionType: 3,
  answers: [
    { name: 'Red', type: 0, isCorrect: true },
    { name: 'Green', type: 0, isCorrect: false },
    { name: 'Blue', type: 0, isCorrect: true },
  ],
  typeSpecificSettings: { randomizeOrder: false },
};
const arrange: Question = {
  ...common,
  questionType: 4,
  answers: [
    { name: 'Egg', type: 0 },
    { name: 'Larva', type: 0 },
    { name: 'Butterfly', type: 0 },
  ],
  typeSpecificSettings: {},
};

describe('isAnswerCorrect', () => {
  it.each([
    ['single choice, the correct index', singleChoice, 1, true],
    ['single choice, a wrong index', singleChoice, 0, false],
    ['single choice, out of range', singleChoice, 3, false],
    ['single choice, a fraction', singleChoice, 1.5, false],
    ['single choice, an index as text', singleChoice, '1', false],
    ['true/false, the correct index', trueFalse, 1, true],
    ['true/false, the wrong index', trueFalse, 0, false],
    ['open-ended, exact', openEnded(false), 'Paris', true],
    ['open-ended, other case when case-insensitive', openEnded(false), 'pARIS', true],
    ['open-ended, padded with spaces', openEnded(false), '  paris ', true],
    ['open-ended, a stored answer with spaces', openEnded(false), 'lutetia', true],
    ['open-ended, other case when case-sensitive', openEnded(true), 'paris', false],
    ['open-ended, exact when case-sensitive', openEnded(true), ' Paris', true],
    ['open-ended, the empty slot never matches', openEnded(false), '', false],
    ['open-ended, blank', openEnded(false), '   ', false],
    ['open-ended, a wrong answer', openEnded(false), 'London', false],
    ['open-ended, not text', openEnded(false), 0, false],
    ['multi-select, exactly the correct set', multiSelect, [0, 2], true],
    ['multi-select, the set in another order', multiSelect, [2, 0], true],
    ['multi-select, a subset', multiSelect, [0], false],
    ['multi-select, a superset', multiSelect, [0, 1, 2], false],
    ['multi-select, a repeated index', multiSelect, [0, 0, 2], false],
    ['multi-select, nothing', multiSelect, [], false],
    ['multi-select, not a list', multiSelect, 0, false],
    ['arrange, the stored order', arrange, [0, 1, 2], true],
    ['arrange, another order', arrange, [1, 0, 2], false],
    ['arrange, too short', arrange, [0, 1], false],
    ['arrange, not a list', arrange, 'abc', false],
  ])('%s', (_case, question, answer, correct) => {
    expect(isAnswerCorrect(question, answer)).toBe(correct);
  });
});

describe('correctIndices', () => {
  it('lists the correct options of choice questions and none for the others', () => {
    expect(correctIndices(singleChoice)).toEqual([1]);
    expect(correctIndices(trueFalse)).toEqual([1]);
    expect(correctIndices(multiSelect)).toEqual([0, 2]);
    expect(correctIndices(openEnded(false))).toEqual([]);
    expect(correctIndices(arrange)).toEqual([]);
  });
});

describe('pointsForCorrectAnswer: floor(base + bonus × remaining fraction)', () => {
  const points = { basePoints: 750, timeBonus: 250 };
  it.each([
    [0, 1000, 'answered at once'],
    [5000, 937, 'a quarter of 20 s elapsed: 750 + 187.5, floored'],
    [10000, 875, 'half elapsed'],
    [19999, 750, 'a millisecond left: 750.0125, floored'],
    [20000, 750, 'at the limit'],
    [30000, 750, 'past the limit: the fraction stays 0'],
    [-500, 1000, 'clock skew before the start: the fraction stays 1'],
  ])('elapsed %i ms → %i (%s)', (elapsed, expected) => {
    expect(pointsForCorrectAnswer(points, 20_000, elapsed)).toBe(expected);
  });

  it('gives the base points alone on a question without a time limit', () => {
    expect(pointsForCorrectAnswer(points, 0, 0)).toBe(750);
  });

  it('reaches 100000 for the largest points at once', () => {
    expect(pointsForCorrectAnswer({ basePoints: 75000, timeBonus: 25000 }, 600_000, 0)).toBe(100000);
  });
});
