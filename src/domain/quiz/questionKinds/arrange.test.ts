import { describe, expect, it } from 'vitest';
import { questionsOfEveryType } from '../../fixtures/quizzes';
import { seededRandom } from '../../fixtures/seededRandom';
import { QuestionType, type ArrangeQuestion } from '../question';
import { arrange } from './arrange';

const question = questionsOfEveryType()[QuestionType.Arrange] as ArrangeQuestion;

describe('arrange: playing', () => {
  it('is never shown in the correct order', () => {
    const random = seededRandom(3);
    for (let run = 0; run < 200; run += 1) {
      expect(arrange.displayOrder(question, random)).not.toEqual([0, 1, 2]);
    }
  });

  it('takes a full order of shown positions, and is correct for exactly the stored order', () => {
    expect(arrange.decodeAnswer([2, 0, 1])).toEqual([2, 0, 1]);
    expect(arrange.decodeAnswer('abc')).toBeUndefined();
    expect(arrange.storedAnswer([1, 2, 0], [2, 0, 1])).toEqual([0, 1, 2]);
    expect(arrange.isCorrect(question, [0, 1, 2])).toBe(true);
    expect(arrange.isCorrect(question, [0, 1])).toBe(false);
    expect(arrange.isCorrect(question, [1, 0, 2])).toBe(false);
  });

  it('shows its items in display order, none correct, and has no chart', () => {
    const shown = arrange.shownOptions({ ...question, displayOrder: [2, 0, 1] });
    expect(shown.map(({ text, correct }) => [text, correct])).toEqual([
      ['Warsaw', false],
      ['Lisbon', false],
      ['Berlin', false],
    ]);
    expect(arrange.optionCounts(3, [[0, 1, 2]])).toEqual([]);
  });
});

describe('arrange: the answer key withheld', () => {
  it('gives the items in an order that says nothing of the correct one', () => {
    expect(arrange.withoutKey(question).answers.map((item) => item.name)).toEqual([
      'Berlin',
      'Lisbon',
      'Warsaw',
    ]);
  });

  it('gives the host the items as players see them, the display order then saying nothing', () => {
    const hosted = arrange.gameQuestionWithoutKey({ ...question, displayOrder: [2, 0, 1] });
    expect(hosted.answers.map((item) => item.name)).toEqual(['Warsaw', 'Lisbon', 'Berlin']);
    expect(hosted.displayOrder).toEqual([0, 1, 2]);
  });
});

describe('arrange: authoring', () => {
  it('keeps the text answers of other types as items, padded to 2', () => {
    expect(
      arrange.fromPortable([
        { name: 'a', type: 0, isCorrect: true },
        { name: 'f/i.png', type: 1, isCorrect: false },
      ]).answers,
    ).toEqual([
      { name: 'a', type: 0 },
      { name: '', type: 0 },
    ]);
  });

  it('moves and deletes items, keeping at least 2', () => {
    expect(arrange.editing.moveAnswer(question, 0, 2).answers.map((item) => item.name)).toEqual([
      'Berlin',
      'Warsaw',
      'Lisbon',
    ]);
    const two = arrange.editing.deleteAnswer(question, 1);
    expect(two.answers).toHaveLength(2);
    expect(arrange.editing.deleteAnswer(two, 0)).toBe(two);
  });
});
