import { describe, expect, it } from 'vitest';
import { fileNameTitle } from './downloadFile';

describe('fileNameTitle', () => {
  it.each([
    ['Capitals', 'Capitals'],
    ['Maths: 7/8 <revision>?', 'Maths 7 8 revision'],
    ['  Tabs\tand\nlines  ', 'Tabs and lines'],
    ['Ends with dots...', 'Ends with dots'],
    ['???', ''],
  ])('makes %j into %j', (title, expected) => {
    expect(fileNameTitle(title)).toBe(expected);
  });

  it('keeps at most 80 characters, never half an emoji', () => {
    expect(fileNameTitle('a'.repeat(100))).toHaveLength(80);
    expect([...fileNameTitle('😀'.repeat(100))]).toHaveLength(80);
  });
});
