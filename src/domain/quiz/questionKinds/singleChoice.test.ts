import { describe, expect, it } from 'vitest';
import { questionsOfEveryType } from '../../fixtures/quizzes';
import { QuestionType, type SingleChoiceQuestion } from '../question';
import { DEFAULT_NEW_QUESTION } from '../templates';
import { singleChoice } from './singleChoice';

const question = questionsOfEveryType()[QuestionType.SingleChoice] as SingleChoiceQuestion;

describe('singleChoice: a player’s answer', () => {
  it('decodes a whole number and refuses anything else', () => {
    expect(singleChoice.decodeAnswer(2)).toBe(2);
    for (const value of [1.5, '1', [1], null, undefined, {}]) {
      expect(singleChoice.decodeAnswer(value)).toBeUndefined();
    }
  });

  it('maps a shown position to its stored index, and refuses a position not shown', () => {
    expect(singleChoice.storedAnswer(0, [2, 0, 1])).toBe(2);
    expect(singleChoice.storedAnswer(3, [2, 0, 1])).toBeUndefined();
    expect(singleChoice.storedAnswer(-1, [2, 0, 1])).toBeUndefined();
  });

  it('is correct when the stored index is a correct option', () => {
    expect(singleChoice.isCorrect(question, 1)).toBe(true);
    expect(singleChoice.isCorrect(question, 0)).toBe(false);
    expect(singleChoice.isCorrect(question, 7)).toBe(false);
  });

  it('counts each shown position once per answer for the chart, ignoring what is not a shown position', () => {
    expect(singleChoice.optionCounts(3, [0, 2, 2, 5, 'x', undefined, [1, 1]])).toEqual([1, 1, 2]);
  });
});

describe('singleChoice: authoring', () => {
  it('starts with two blank options, the first correct, and the template’s shuffle', () => {
    expect(singleChoice.newPart({ ...DEFAULT_NEW_QUESTION, randomizeOrder: true })).toEqual({
      questionType: QuestionType.SingleChoice,
      answers: [
        { name: '', type: 0, isCorrect: true },
        { name: '', type: 0, isCorrect: false },
      ],
      typeSpecificSettings: { randomizeOrder: true },
    });
  });

  it('keeps other types’ answers with their correctness, padded to 2, the shuffle off', () => {
    expect(singleChoice.fromPortable([{ name: 'A', type: 0, isCorrect: true }])).toEqual({
      questionType: QuestionType.SingleChoice,
      answers: [
        { name: 'A', type: 0, isCorrect: true },
        { name: '', type: 0, isCorrect: false },
      ],
      typeSpecificSettings: { randomizeOrder: false },
    });
  });

  it('offers deletion from 3 options, and removes its key by marking none correct', () => {
    expect(singleChoice.editing.canDeleteAnswer(2)).toBe(false);
    expect(singleChoice.editing.canDeleteAnswer(3)).toBe(true);
    expect(singleChoice.withoutKey(question).answers.some((answer) => answer.isCorrect)).toBe(false);
  });

  it('shows its options in display order with their correctness', () => {
    const shown = singleChoice.shownOptions({ ...question, displayOrder: [1, 0, 2] });
    expect(shown.map(({ text, correct }) => [text, correct])).toEqual([
      ['Canberra', true],
      ['Sydney', false],
      ['', false],
    ]);
    expect(shown[2]?.image).toEqual(['folder-1', 'opera.png']);
  });
});
