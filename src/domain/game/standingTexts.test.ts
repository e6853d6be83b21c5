import { describe, expect, it } from 'vitest';
import { finalPlaceText, ordinal, pointsApart, streakBonusText, streakText } from './standingTexts';

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

describe('pointsApart', () => {
  it('tells the streak bonus apart from the answer’s points', () => {
    expect(pointsApart({ points: 1094, streak: 2 })).toEqual({ answer: 994, streakBonus: 100 });
    expect(pointsApart({ points: 1400, streak: 9 })).toEqual({ answer: 900, streakBonus: 500 });
    // A first right answer earns no bonus; without the bonus on, a standing names no streak.
    expect(pointsApart({ points: 958, streak: 1 })).toEqual({ answer: 958, streakBonus: 0 });
    expect(pointsApart({ points: 958 })).toEqual({ answer: 958, streakBonus: 0 });
    expect(pointsApart({ points: 0 })).toEqual({ answer: 0, streakBonus: 0 });
  });

  it('words the bonus', () => {
    expect(streakBonusText(100)).toBe('+100 streak bonus');
  });
});
