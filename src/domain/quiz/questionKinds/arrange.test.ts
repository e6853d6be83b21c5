import { describe, expect, it } from 'vitest';
import { questionsOfEveryType } from '../../fixtures/quizzes';
import { seededRandom } from '../../fixtures/seededRandom';
import { QuestionType, type ArrangeQuestion } from '../question';
import { DEFAULT_NEW_QUESTION } from '../templates';
import { arrange } from './arrange';

const question = questionsOfEveryType()[QuestionType.Arrange] as ArrangeQuestion;

/** How often each order is shown by games of seeds 1 to `seeds`, keyed "1,0,2". */
function shownOrders(shuffled: ArrangeQuestion, seeds: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let seed = 1; seed <= seeds; seed += 1) {
    const key = arrange.displayOrder(shuffled, seededRandom(seed)).join(',');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('arrange: playing', () => {
  it('with 3 items or more, is never shown in the correct order, and shows every other order', () => {
    const orders = shownOrders(question, 600);
    expect(orders.has('0,1,2')).toBe(false);
    expect([...orders.keys()].sort()).toEqual(['0,2,1', '1,0,2', '1,2,0', '2,0,1', '2,1,0']);
    const four = { ...question, answers: [...question.answers, { name: 'Moscow', type: 0 as const }] };
    expect(shownOrders(four, 600).has('0,1,2,3')).toBe(false);
  });

  it('shows a stored 2-item question in either order, each about half the time (the reverse would be the answer)', () => {
    const two = { ...question, answers: question.answers.slice(0, 2) };
    const orders = shownOrders(two, 400);
    expect([...orders.keys()].sort()).toEqual(['0,1', '1,0']);
    for (const count of orders.values()) expect(count).toBeGreaterThan(150);
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
  it('starts a new question with 3 blank items', () => {
    expect(arrange.newPart(DEFAULT_NEW_QUESTION).answers).toEqual([
      { name: '', type: 0 },
      { name: '', type: 0 },
      { name: '', type: 0 },
    ]);
  });

  it('keeps the text answers of other types as items, padded to 3', () => {
    expect(
      arrange.fromPortable([
        { name: 'a', type: 0, isCorrect: true },
        { name: 'f/i.png', type: 1, isCorrect: false },
      ]).answers,
    ).toEqual([
      { name: 'a', type: 0 },
      { name: '', type: 0 },
      { name: '', type: 0 },
    ]);
  });

  it('moves and deletes items, keeping at least 3', () => {
    expect(arrange.editing.moveAnswer(question, 0, 2).answers.map((item) => item.name)).toEqual([
      'Berlin',
      'Warsaw',
      'Lisbon',
    ]);
    expect(arrange.editing.deleteAnswer(question, 1)).toBe(question);
    const four = arrange.editing.addAnswer(question);
    expect(four.answers).toHaveLength(4);
    expect(arrange.editing.deleteAnswer(four, 3).answers).toEqual(question.answers);
  });
});
