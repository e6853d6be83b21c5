import { describe, expect, it } from 'vitest';
import { confirmsDeletion, createdQuizzesNewestFirst, quizSummary } from './library';

describe('createdQuizzesNewestFirst', () => {
  it('orders by last-modified time, newest first', () => {
    expect(createdQuizzesNewestFirst({ a: 100, b: 300, c: 200 })).toEqual([
      { id: 'b', lastModified: 300 },
      { id: 'c', lastModified: 200 },
      { id: 'a', lastModified: 100 },
    ]);
  });

  it('keeps equal times in id order', () => {
    expect(createdQuizzesNewestFirst({ z: 5, m: 5, a: 5 }).map((quiz) => quiz.id)).toEqual(['a', 'm', 'z']);
  });

  it.each([null, undefined, 'text', 4, ['quiz1', 'quiz2']])('reads %j as no quizzes', (created) => {
    expect(createdQuizzesNewestFirst(created)).toEqual([]);
  });

  it('skips entries without a time', () => {
    expect(createdQuizzesNewestFirst({ a: 1, b: true, c: 'x', d: null })).toEqual([
      { id: 'a', lastModified: 1 },
    ]);
  });
});

describe('confirmsDeletion', () => {
  it.each([
    ['Capitals of Europe', true],
    ['capitals of europe', false],
    ['Capitals of Europe ', false],
    [' Capitals of Europe', false],
    ['Capitals of', false],
    ['', false],
  ])('%j confirms deleting "Capitals of Europe": %s', (typed, confirmed) => {
    expect(confirmsDeletion(typed, 'Capitals of Europe')).toBe(confirmed);
  });
});

describe('quizSummary', () => {
  it('takes the title and the image of stored quiz data', () => {
    expect(quizSummary({ title: 'Maps', desc: '', image: ['f1', 'map.png'], visibility: 0 })).toEqual({
      title: 'Maps',
      image: ['f1', 'map.png'],
    });
  });

  it('reads a dropped image as none and a missing title as the default one', () => {
    expect(quizSummary({ desc: 'x' })).toEqual({ title: 'Untitled Loqi', image: null });
  });

  it.each([[['only-folder']], [['', 'file']], ['f1/map.png']])('reads the image %j as none', (image) => {
    expect(quizSummary({ title: 'Maps', image })?.image).toBeNull();
  });

  it.each([null, undefined, 'text'])('reads %j as no quiz', (data) => {
    expect(quizSummary(data)).toBeNull();
  });
});
