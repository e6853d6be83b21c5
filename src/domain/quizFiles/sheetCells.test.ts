import { describe, expect, it } from 'vitest';
import {
  cellNumber,
  cellNumberList,
  cellString,
  cellText,
  cellYesNo,
  findHeaderRow,
  headingKey,
  isBlankRow,
} from './sheetCells';

describe('cell readers', () => {
  it('read text from any cell', () => {
    expect(
      [null, undefined, ' a ', 42, 7.5, true, false, new Date('2024-01-31T00:00:00Z')].map(cellString),
    ).toEqual(['', '', ' a ', '42', '7.5', 'TRUE', 'FALSE', '2024-01-31']);
    expect(cellText('  <b>x</b>\n')).toBe('<b>x</b>');
  });

  it('read numbers typed or written as text', () => {
    expect([30, ' 30 ', '-5', '12.5', '', null].map(cellNumber)).toEqual([
      { value: 30 },
      { value: 30 },
      { value: -5 },
      { value: 12.5 },
      { value: null },
      { value: null },
    ]);
    expect(cellNumber('30s')).toEqual({ reason: '"30s" is not a number' });
    expect(cellNumber(true)).toEqual({ reason: '"TRUE" is not a number' });
  });

  it('read yes and no in their usual spellings', () => {
    expect([true, false, 'TRUE', 'false', 'Yes', 'no', '1', 0, ''].map(cellYesNo)).toEqual(
      [true, false, true, false, true, false, true, false, null].map((value) => ({ value })),
    );
    expect(cellYesNo('maybe')).toEqual({ reason: '"maybe" is neither yes nor no' });
  });

  it('read lists of answer numbers', () => {
    expect(['1,3', ' 2 ', '1; 3', '2 4', 3, ''].map(cellNumberList)).toEqual(
      [[1, 3], [2], [1, 3], [2, 4], [3], []].map((numbers) => ({ numbers })),
    );
    expect(cellNumberList('1,x')).toEqual({ reason: '"x" is not an answer number' });
  });
});

describe('headings and rows', () => {
  it('match headings loosely', () => {
    expect(headingKey(' Time  limit (seconds) ')).toBe('time limit');
    expect(headingKey('ANSWER 1')).toBe('answer 1');
  });

  it('find the header row in the top rows only', () => {
    const isHeader = (row: readonly unknown[]) => row[0] === 'H';
    expect(findHeaderRow([[], ['x'], ['H']], isHeader)).toBe(2);
    expect(findHeaderRow([...Array.from({ length: 20 }, () => []), ['H']], isHeader)).toBe(-1);
  });

  it('tell blank rows, a number column aside', () => {
    expect(isBlankRow([null, ' ', ''])).toBe(true);
    expect(isBlankRow([3, null], new Set([0]))).toBe(true);
    expect(isBlankRow([3, 'Q'], new Set([0]))).toBe(false);
  });
});
