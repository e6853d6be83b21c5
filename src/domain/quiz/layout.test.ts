import { describe, expect, it } from 'vitest';
import { answerColourIndex, answerGrid, answerGridRows, cardGridColumns } from './layout';

describe('answerGridRows: 1 for 2-3 options, 2 for 4-8, else 3', () => {
  it.each([
    [2, 1],
    [3, 1],
    [4, 2],
    [8, 2],
    [9, 3],
    [12, 3],
  ])('%i options → %i rows', (options, rows) => {
    expect(answerGridRows(options)).toBe(rows);
  });

  it.each([
    [2, 1, 2],
    [3, 1, 3],
    [4, 2, 2],
    [5, 2, 3],
    [8, 2, 4],
    [9, 3, 3],
    [12, 3, 4],
  ])('%i options fill %i rows of %i columns', (options, rows, columns) => {
    expect(answerGrid(options)).toEqual({ rows, columns });
  });
});

describe('cardGridColumns: 4 above 1280 px, 3 above 960, 2 above 580, else 1', () => {
  it.each([
    [320, 1],
    [580, 1],
    [581, 2],
    [960, 2],
    [961, 3],
    [1280, 3],
    [1281, 4],
    [2560, 4],
  ])('%i px → %i columns', (width, columns) => {
    expect(cardGridColumns(width)).toBe(columns);
  });
});

describe('answerColourIndex: a cycle of 12 colours', () => {
  it.each([
    [0, 0],
    [11, 11],
    [12, 0],
    [13, 1],
    [49, 1],
  ])('option %i → colour %i', (index, colour) => {
    expect(answerColourIndex(index)).toBe(colour);
  });
});
