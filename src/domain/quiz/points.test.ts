import { describe, expect, it } from 'vitest';
import {
  clampBasePoints,
  clampTemplatePoints,
  clampTimeBonus,
  splitTotalPoints,
  totalPoints,
} from './points';

describe('splitTotalPoints (75% base rounded up, the rest time bonus)', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [2, 2, 0],
    [3, 3, 0],
    [4, 3, 1],
    [5, 4, 1],
    [7, 6, 1],
    [999, 750, 249],
    [1000, 750, 250],
    [1001, 751, 250],
    [99999, 75000, 24999],
    [100000, 75000, 25000],
  ])('total %i → base %i, bonus %i', (total, basePoints, timeBonus) => {
    expect(splitTotalPoints(total)).toEqual({ basePoints, timeBonus });
  });

  it.each([
    [-5, 0, 0],
    [100001, 75000, 25000],
    [1e9, 75000, 25000],
    [1000.9, 750, 250],
    ['1000', 750, 250],
    ['', 0, 0],
  ])('clamps and floors a typed total of %j first', (total, basePoints, timeBonus) => {
    expect(splitTotalPoints(total)).toEqual({ basePoints, timeBonus });
  });

  it('always splits into parts that add up to the total and respect their caps', () => {
    for (let total = 0; total <= 100000; total += 37) {
      const points = splitTotalPoints(total);
      expect(totalPoints(points)).toBe(total);
      expect(points.basePoints).toBeLessThanOrEqual(75000);
      expect(points.timeBonus).toBeLessThanOrEqual(25000);
    }
  });
});

describe('parts typed on their own', () => {
  it.each([
    [-1, 0, 0],
    [0, 0, 0],
    [75000, 75000, 25000],
    [75001, 75000, 25000],
    [25001, 25001, 25000],
    [12.7, 12, 12],
  ])('%j → base %i, bonus %i', (value, base, bonus) => {
    expect(clampBasePoints(value)).toBe(base);
    expect(clampTimeBonus(value)).toBe(bonus);
  });

  it.each([
    [-1, 0],
    [100000, 100000],
    [100001, 100000],
  ])('the settings template allows each part 0-100000: %j → %i', (value, expected) => {
    expect(clampTemplatePoints(value)).toBe(expected);
  });
});
