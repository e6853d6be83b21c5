import { describe, expect, it } from 'vitest';
import { clampNumberInput, cutText, singleLineText } from './inputs';

describe('clampNumberInput', () => {
  const limits = { min: 0, max: 600 };
  it.each([
    [-1, 0],
    [0, 0],
    [30, 30],
    [30.9, 30],
    [600, 600],
    [600.5, 600],
    [601, 600],
    ['45', 45],
    ['45.7', 45],
    ['', 0],
    ['abc', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%j → %j (floored, clamped to 0-600)', (value, expected) => {
    expect(clampNumberInput(value, limits)).toBe(expected);
  });

  it('keeps fractions when decimals are allowed', () => {
    expect(clampNumberInput(2.5, { min: 0, max: 10, allowDecimals: true })).toBe(2.5);
    expect(clampNumberInput(10.5, { min: 0, max: 10, allowDecimals: true })).toBe(10);
  });

  it('floors negative fractions towards the minimum side', () => {
    expect(clampNumberInput(-0.5, { min: -10, max: 10 })).toBe(-1);
  });
});

describe('cutText', () => {
  it.each([
    ['abc', 5, 'abc'],
    ['abcde', 5, 'abcde'],
    ['abcdef', 5, 'abcde'],
    ['', 5, ''],
  ])('%j cut to %i is %j', (text, max, expected) => {
    expect(cutText(text, max)).toBe(expected);
  });

  it('never leaves half an emoji at the limit', () => {
    expect(cutText('abcd😀', 5)).toBe('abcd');
    expect(cutText('abc😀', 5)).toBe('abc😀');
  });
});

describe('singleLineText', () => {
  it('strips line breaks before cutting to the limit', () => {
    expect(singleLineText('one\ntwo\r\nthree', 200)).toBe('onetwothree');
    expect(singleLineText('ab\ncd\nef', 4)).toBe('abcd');
  });
});
