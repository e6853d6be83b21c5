import { describe, expect, it } from 'vitest';
import { questionsOfEveryType } from '../../fixtures/quizzes';
import { QuestionType, type MultiSelectQuestion } from '../question';
import { multiSelect } from './multiSelect';

const question = questionsOfEveryType()[QuestionType.MultiSelect] as MultiSelectQuestion;

describe('multiSelect', () => {
  it('decodes a list of whole numbers and refuses anything else', () => {
    expect(multiSelect.decodeAnswer([0, 2])).toEqual([0, 2]);
    for (const value of [0, '0,2', [0, 'x'], [0.5], null])
      expect(multiSelect.decodeAnswer(value)).toBeUndefined();
  });

  it('maps every shown position to its stored index, and refuses a list with a position not shown', () => {
    expect(multiSelect.storedAnswer([0, 1], [2, 0, 1])).toEqual([2, 0]);
    expect(multiSelect.storedAnswer([0, 5], [2, 0, 1])).toBeUndefined();
  });

  it('is correct for exactly the correct set, in any order, each once', () => {
    expect(multiSelect.isCorrect(question, [2, 0])).toBe(true);
    expect(multiSelect.isCorrect(question, [0])).toBe(false);
    expect(multiSelect.isCorrect(question, [0, 2, 2])).toBe(false);
    expect(multiSelect.isCorrect(question, [0, 1, 2])).toBe(false);
  });

  it('lists its correct options and counts every chosen position for the chart', () => {
    expect(multiSelect.correctIndices(question)).toEqual([0, 2]);
    expect(multiSelect.optionCounts(3, [[0, 2], [2], [2, 2]])).toEqual([1, 0, 3]);
  });

  it('keeps its order unless randomizeOrder is set', () => {
    expect(multiSelect.displayOrder(question, () => 0)).toEqual([0, 1, 2]);
    const shuffled = { ...question, typeSpecificSettings: { randomizeOrder: true } };
    expect(multiSelect.displayOrder(shuffled, () => 0)).toEqual([1, 2, 0]);
  });
});
