// RuleDataSnapshot over data in the Realtime Database export format: null for no data, ".priority" keys,
// { ".value", ".priority" } leaves.
// https://firebase.google.com/docs/reference/security/database#ruledatasnapshot_methods

import { describe, expect, it } from 'vitest';
import type { JsonValue } from './index';
import { ChildrenSentinel, RuleDataSnapshot } from './snapshot';

const root: JsonValue = {
  quiz: {
    '.priority': 7,
    title: 'Capitals',
    questions: [{ text: 'Paris?' }, null, { text: 'Rome?' }],
    score: { '.value': 12, '.priority': 'high' },
    draft: false,
    empty: {},
    hollow: { a: null, b: {} },
  },
};

const at = (path: string) => RuleDataSnapshot.ofRoot(root).child(path);

describe('val()', () => {
  it.each<[string, unknown]>([
    ['quiz/title', 'Capitals'],
    ['quiz/draft', false],
    ['quiz/score', 12],
    ['quiz/questions/0/text', 'Paris?'],
    ['quiz/missing', null],
    ['quiz/empty', null],
    ['quiz/hollow', null],
  ])('of %s is %j', (path, value) => {
    expect(at(path).val()).toBe(value);
  });

  it('of a location with children is the sentinel, not the children', () => {
    expect(at('quiz').val()).toBeInstanceOf(ChildrenSentinel);
  });
});

describe('exists()', () => {
  it.each([
    ['quiz', true],
    ['quiz/draft', true],
    ['quiz/score', true],
    ['quiz/missing', false],
    ['quiz/empty', false],
    ['quiz/hollow', false],
    ['quiz/questions/1', false],
    ['quiz/title/deeper', false],
  ])('of %s is %s', (path, exists) => {
    expect(at(path).exists()).toBe(exists);
  });

  it('is false for a null root', () => {
    expect(RuleDataSnapshot.ofRoot(null).exists()).toBe(false);
  });
});

describe('child() and parent()', () => {
  it('child() follows a path of several keys', () => {
    expect(at('quiz').child('questions/2/text').val()).toBe('Rome?');
    expect(at('quiz').child('questions').child('2').child('text').path).toEqual([
      'quiz',
      'questions',
      '2',
      'text',
    ]);
  });

  it('child() of a leaf, or of metadata keys, is empty', () => {
    expect(at('quiz/title').child('x').exists()).toBe(false);
    expect(at('quiz').child('.priority').exists()).toBe(false);
    expect(at('quiz/score').child('.value').exists()).toBe(false);
  });

  it('child() of an array is by index, as the service stores arrays', () => {
    expect(at('quiz/questions').child('0/text').val()).toBe('Paris?');
    expect(at('quiz/questions').child('01').exists()).toBe(false);
  });

  it('parent() goes one level up, and the root has none', () => {
    expect(at('quiz/questions/0').parent()?.path).toEqual(['quiz', 'questions']);
    expect(at('quiz').parent()?.child('quiz/title').val()).toBe('Capitals');
    expect(RuleDataSnapshot.ofRoot(root).parent()).toBeNull();
  });
});

describe('hasChild() and hasChildren()', () => {
  it.each([
    ['quiz', 'title', true],
    ['quiz', 'questions/2', true],
    ['quiz', 'questions/1', false],
    ['quiz', 'empty', false],
    ['quiz/title', 'x', false],
  ])('%s hasChild(%s) is %s', (path, child, expected) => {
    expect(at(path).hasChild(child)).toBe(expected);
  });

  it.each([
    ['quiz', true],
    ['quiz/questions', true],
    ['quiz/title', false],
    ['quiz/score', false],
    ['quiz/empty', false],
    ['quiz/hollow', false],
  ])('%s hasChildren() is %s', (path, expected) => {
    expect(at(path).hasChildren()).toBe(expected);
  });

  it.each<[string[], boolean]>([
    [['title', 'draft'], true],
    [['title', 'missing'], false],
    [['empty'], false],
  ])('quiz hasChildren(%j) is %s', (names, expected) => {
    expect(at('quiz').hasChildren(names)).toBe(expected);
  });

  it('childKeys() lists the children that exist, without metadata', () => {
    expect(at('quiz').childKeys()).toEqual(['title', 'questions', 'score', 'draft']);
    expect(at('quiz/questions').childKeys()).toEqual(['0', '2']);
  });
});

describe('getPriority()', () => {
  it.each<[string, unknown]>([
    ['quiz', 7],
    ['quiz/score', 'high'],
    ['quiz/title', null],
    ['quiz/missing', null],
  ])('of %s is %j', (path, priority) => {
    expect(at(path).getPriority()).toBe(priority);
  });
});

describe('isNumber(), isString(), isBoolean()', () => {
  it.each([
    ['quiz/score', true, false, false],
    ['quiz/title', false, true, false],
    ['quiz/draft', false, false, true],
    ['quiz', false, false, false],
    ['quiz/missing', false, false, false],
  ])('%s: number %s, string %s, boolean %s', (path, isNumber, isString, isBoolean) => {
    const snapshot = at(path);
    expect([snapshot.isNumber(), snapshot.isString(), snapshot.isBoolean()]).toEqual([
      isNumber,
      isString,
      isBoolean,
    ]);
  });
});
