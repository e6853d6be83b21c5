import { describe, expect, it } from 'vitest';
import {
  acceptedOpenAnswers,
  ANSWER_COUNT_BOUNDS,
  canAddAnswer,
  canDeleteAnswer,
  imageAnswerName,
  imageAnswerPath,
  trueFalseAnswers,
  withOpenEndedSlot,
} from './answers';
import { QuestionType } from './question';

describe('ANSWER_COUNT_BOUNDS (SPEC §9)', () => {
  it.each([
    [QuestionType.SingleChoice, 2, 12],
    [QuestionType.TrueFalse, 2, 2],
    [QuestionType.OpenEnded, 1, 50],
    [QuestionType.MultiSelect, 2, 12],
    [QuestionType.Arrange, 2, 9],
  ])('type %i takes %i to %i answers', (type, min, max) => {
    expect(ANSWER_COUNT_BOUNDS[type]).toEqual({ min, max });
  });
});

describe('canDeleteAnswer', () => {
  it.each([
    [QuestionType.SingleChoice, 2, false],
    [QuestionType.SingleChoice, 3, true],
    [QuestionType.MultiSelect, 2, false],
    [QuestionType.MultiSelect, 3, true],
    [QuestionType.Arrange, 2, false],
    [QuestionType.Arrange, 3, true],
    [QuestionType.OpenEnded, 0, false],
    [QuestionType.OpenEnded, 1, true],
    [QuestionType.TrueFalse, 2, false],
    [QuestionType.TrueFalse, 3, false],
  ])('type %i with %i answers: %s', (type, count, allowed) => {
    expect(canDeleteAnswer(type, count)).toBe(allowed);
  });
});

describe('canAddAnswer', () => {
  it.each([
    [QuestionType.SingleChoice, 11, true],
    [QuestionType.SingleChoice, 12, false],
    [QuestionType.TrueFalse, 2, false],
    [QuestionType.OpenEnded, 49, true],
    [QuestionType.OpenEnded, 50, false],
    [QuestionType.Arrange, 8, true],
    [QuestionType.Arrange, 9, false],
  ])('type %i with %i answers: %s', (type, count, allowed) => {
    expect(canAddAnswer(type, count)).toBe(allowed);
  });
});

describe('open-ended lists', () => {
  it('end with exactly one empty slot, empty alternates removed', () => {
    expect(withOpenEndedSlot(['Paris', '', ' ', 'paris'])).toEqual(['Paris', 'paris', '']);
    expect(withOpenEndedSlot([])).toEqual(['']);
  });

  it('count only the accepted answers', () => {
    expect(acceptedOpenAnswers(['Paris', '', 'Lutetia', ''])).toEqual(['Paris', 'Lutetia']);
  });
});

describe('trueFalseAnswers', () => {
  it('are True and False, True correct by default', () => {
    expect(trueFalseAnswers()).toEqual([
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ]);
    expect(trueFalseAnswers(false).map((answer) => answer.isCorrect)).toEqual([false, true]);
  });
});

describe('image option names ("folder/file")', () => {
  it('are made from and read back to the uploaded file', () => {
    expect(imageAnswerName(['folder-1', 'map.png'])).toBe('folder-1/map.png');
    expect(imageAnswerPath('folder-1/map.png')).toEqual(['folder-1', 'map.png']);
  });

  it.each(['map.png', '/map.png', 'folder-1/', ''])('%j is no uploaded file', (name) => {
    expect(imageAnswerPath(name)).toBeNull();
  });
});
