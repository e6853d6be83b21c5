import { describe, expect, it } from 'vitest';
import {
  confirmsDeletion,
  createdQuizzesNewestFirst,
  questionCountFromLastKey,
  quizSummary,
} from './library';

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
  it('takes the title, the image and the visibility of stored quiz data, with the question count', () => {
    expect(quizSummary({ title: 'Maps', desc: '', image: ['f1', 'map.png'], visibility: 0 }, 12)).toEqual({
      title: 'Maps',
      image: ['f1', 'map.png'],
      visibility: 0,
      questionCount: 12,
    });
    expect(quizSummary({ title: 'Maps', visibility: 2 })?.visibility).toBe(2);
  });

  it('reads a dropped image as none, a missing title as the default one and an odd visibility as Unlisted', () => {
    expect(quizSummary({ desc: 'x', visibility: 'public' })).toEqual({
      title: 'Untitled Loqi',
      image: null,
      visibility: 1,
      questionCount: null,
    });
  });

  it.each([[['only-folder']], [['', 'file']], ['f1/map.png']])('reads the image %j as none', (image) => {
    expect(quizSummary({ title: 'Maps', image })?.image).toBeNull();
  });

  it.each([null, undefined, 'text'])('reads %j as no quiz', (data) => {
    expect(quizSummary(data)).toBeNull();
  });
});

describe('questionCountFromLastKey', () => {
  it.each([
    ['0', 1],
    ['4', 5],
    ['9', 10],
    ['499', 500],
  ])('counts a last key %j as %i questions', (key, count) => {
    expect(questionCountFromLastKey(key)).toBe(count);
  });

  it.each([null, '', '-1', '01', 'a', '1.5', '1e3'])('reads %j as an unknown count', (key) => {
    expect(questionCountFromLastKey(key)).toBeNull();
  });
});
