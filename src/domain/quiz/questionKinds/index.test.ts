import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, QuestionType } from '../question';
import { ANSWER_COUNT_BOUNDS, canAddAnswer, canDeleteAnswer, questionKinds } from '.';

describe('questionKinds', () => {
  it('has the kind of each type under its type', () => {
    for (const type of QUESTION_TYPES) expect(questionKinds[type].type).toBe(type);
  });
});

describe('ANSWER_COUNT_BOUNDS (SPEC §9)', () => {
  it.each([
    [QuestionType.SingleChoice, 2, 12],
    [QuestionType.TrueFalse, 2, 2],
    [QuestionType.OpenEnded, 1, 50],
    [QuestionType.MultiSelect, 2, 12],
    // SPEC says 2 to 9; with 2 items the answer is the reverse of the shown order (see arrange.ts).
    [QuestionType.Arrange, 3, 9],
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
    [QuestionType.Arrange, 3, false],
    [QuestionType.Arrange, 4, true],
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
