import { describe, expect, it } from 'vitest';
import type { QuizData } from './quiz';
import {
  answerText,
  canAddQuestion,
  canDeleteQuestion,
  clampTimeLimit,
  descriptionOrCut,
  duplicateTitle,
  editedCopyData,
  titleOrDefault,
} from './quizRules';

describe('titleOrDefault', () => {
  it.each([
    ['', 'Untitled question', 'Untitled question'],
    ['   ', 'Untitled question', 'Untitled question'],
    ['', 'Untitled Loqi', 'Untitled Loqi'],
    ['Capitals', 'Untitled question', 'Capitals'],
    ['  Capitals  ', 'Untitled question', 'Capitals'],
    ['Line\nbreak', 'Untitled question', 'Linebreak'],
  ])('%j with fallback %j → %j', (title, fallback, expected) => {
    expect(titleOrDefault(title, fallback)).toBe(expected);
  });

  it('cuts titles to 200 characters', () => {
    expect(titleOrDefault('t'.repeat(200), 'x')).toHaveLength(200);
    expect(titleOrDefault('t'.repeat(201), 'x')).toHaveLength(200);
  });
});

describe('descriptionOrCut', () => {
  it('keeps up to 400 characters and line breaks', () => {
    expect(descriptionOrCut('d'.repeat(400))).toHaveLength(400);
    expect(descriptionOrCut('d'.repeat(401))).toHaveLength(400);
    expect(descriptionOrCut('one\ntwo')).toBe('one\ntwo');
  });
});

describe('answerText', () => {
  it('trims, joins lines and cuts to 200 characters', () => {
    expect(answerText('  Paris  ')).toBe('Paris');
    expect(answerText('Pa\nris')).toBe('Paris');
    expect(answerText('a'.repeat(201))).toHaveLength(200);
  });
});

describe('clampTimeLimit (0-600 s)', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [30, 30],
    [600, 600],
    [601, 600],
    [20.5, 20],
  ])('%j → %i', (value, expected) => {
    expect(clampTimeLimit(value)).toBe(expected);
  });
});

describe('question count (1-500)', () => {
  it.each([
    [1, true, false],
    [2, true, true],
    [499, true, true],
    [500, false, true],
  ])('with %i questions: add %s, delete %s', (count, add, remove) => {
    expect(canAddQuestion(count)).toBe(add);
    expect(canDeleteQuestion(count)).toBe(remove);
  });
});

describe('editedCopyData', () => {
  const original: QuizData = {
    title: 'World capitals',
    desc: 'Twenty capitals.',
    image: ['abc', 'cover.png'],
    randomizeQuestionOrder: true,
    visibility: 0,
    version: 0,
    copyProtect: false,
  };

  it('marks the title as edited and credits the owner', () => {
    expect(editedCopyData(original, 'geo_teacher')).toEqual({
      ...original,
      title: 'World capitals (Edited)',
      desc: 'Twenty capitals. (Originally by geo_teacher)',
    });
  });

  it('credits ??? when the owner name cannot be read', () => {
    expect(editedCopyData(original, null).desc).toBe('Twenty capitals. (Originally by ???)');
  });

  it('gives an empty description the credit alone', () => {
    expect(editedCopyData({ ...original, desc: '' }, 'geo_teacher').desc).toBe('(Originally by geo_teacher)');
  });

  it('shortens long originals so the additions fit the 200 and 400 character limits', () => {
    const copy = editedCopyData(
      { ...original, title: 't'.repeat(200), desc: 'd'.repeat(400) },
      'geo_teacher',
    );
    expect(copy.title).toHaveLength(200);
    expect(copy.title.endsWith(' (Edited)')).toBe(true);
    expect(copy.desc).toHaveLength(400);
    expect(copy.desc.endsWith(' (Originally by geo_teacher)')).toBe(true);
  });
});

describe('duplicateTitle', () => {
  it('adds " (Copy)" to the title', () => {
    expect(duplicateTitle('Capitals')).toBe('Capitals (Copy)');
  });

  it('shortens a long title so the copy fits the 200 character limit', () => {
    const title = duplicateTitle('t'.repeat(200));
    expect(title).toBe(`${'t'.repeat(193)} (Copy)`);
    expect(title).toHaveLength(200);
  });
});
