import { describe, expect, it } from 'vitest';
import { chosenPositionCounts, storedIndexList, updatedAt, withAnswerDeleted } from './answerLists';

describe('answer lists', () => {
  it('counts chosen positions: one per answer, lists and single positions alike, only shown ones', () => {
    expect(chosenPositionCounts(2, [0, [0, 1], [1, 1], 2, -1, '0', null])).toEqual([2, 2]);
    expect(chosenPositionCounts(0, [0])).toEqual([]);
  });

  it('maps positions to stored indices only when every one is shown', () => {
    expect(storedIndexList([1, 0], [3, 4])).toEqual([4, 3]);
    expect(storedIndexList([2], [3, 4])).toBeUndefined();
  });

  it('updates an item in range, and gives null for one out of range', () => {
    expect(updatedAt([1, 2], 1, (n) => n * 10)).toEqual([1, 20]);
    expect(updatedAt([1, 2], 2, (n) => n * 10)).toBeNull();
  });

  it('deletes an answer only where allowed', () => {
    const question = { answers: ['a', 'b', 'c'] };
    expect(withAnswerDeleted(question, 1, () => true).answers).toEqual(['a', 'c']);
    expect(withAnswerDeleted(question, 1, () => false)).toBe(question);
    expect(withAnswerDeleted(question, 3, () => true)).toBe(question);
  });
});
