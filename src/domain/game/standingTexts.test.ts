import { describe, expect, it } from 'vitest';
import { finalPlaceText, ordinal, streakText } from './standingTexts';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [102, '102nd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [1001, '1001st'],
  ])('%i is %s', (rank, text) => {
    expect(ordinal(rank)).toBe(text);
  });
});

describe('finalPlaceText', () => {
  it('says the place and the number of players', () => {
    expect(finalPlaceText(2, 214)).toBe('You finished 2nd of 214!');
    expect(finalPlaceText(1, 1)).toBe('You finished 1st of 1!');
    expect(finalPlaceText(111, 2500)).toBe('You finished 111th of 2,500!');
  });
});

describe('streakText', () => {
  it('shows a streak from its second correct answer', () => {
    expect(streakText(undefined)).toBeNull();
    expect(streakText(1)).toBeNull();
    expect(streakText(2)).toBe('🔥 2 in a row');
    expect(streakText(3)).toBe('🔥 3 in a row');
    expect(streakText(12)).toBe('🔥 12 in a row');
  });
});
