import { describe, expect, it } from 'vitest';
import { formatRoomCode, isCompleteRoomCode, normalizeRoomCode } from './roomCode';

describe('normalizeRoomCode', () => {
  it.each([
    ['ASDFJKLAS', 'asdfjklas'],
    ['asd-fjk-las', 'asdfjklas'],
    ['ASD FJK LAS', 'asdfjklas'],
    ['asdfjklasdf', 'asdfjklas'],
    ['qwerty', ''],
    ['a1s2d3', 'asd'],
    ['gh', ''],
    ['', ''],
  ])('%j → %j (lower-case, only a s d f j k l, at most 9)', (input, expected) => {
    expect(normalizeRoomCode(input)).toBe(expected);
  });
});

describe('isCompleteRoomCode', () => {
  it.each([
    ['asdfjklas', true],
    ['asdfjkla', false],
    ['asdfjklasd', false],
    ['ASDFJKLAS', false],
    ['asdfjklaq', false],
  ])('%j → %s', (code, complete) => {
    expect(isCompleteRoomCode(code)).toBe(complete);
  });
});

describe('formatRoomCode', () => {
  it.each([
    ['asdfjklas', 'ASD-FJK-LAS'],
    ['asdf', 'ASD-F'],
    ['asd', 'ASD'],
    ['as', 'AS'],
    ['', ''],
  ])('%j shows as %j', (code, shown) => {
    expect(formatRoomCode(code)).toBe(shown);
  });

  it('round-trips: the displayed code normalises back to the code', () => {
    expect(normalizeRoomCode(formatRoomCode('lkjfdsaal'))).toBe('lkjfdsaal');
  });
});
