import { describe, expect, it } from 'vitest';
import { questionsOfEveryType } from '../../fixtures/quizzes';
import { QuestionType, type TrueFalseQuestion } from '../question';
import { trueFalse } from './trueFalse';

const question = questionsOfEveryType()[QuestionType.TrueFalse] as TrueFalseQuestion;

describe('trueFalse', () => {
  it('judges the tapped answer, True at 0 and False at 1', () => {
    expect(trueFalse.decodeAnswer(0)).toBe(0);
    expect(trueFalse.decodeAnswer('0')).toBeUndefined();
    expect(trueFalse.isCorrect(question, 0)).toBe(true);
    expect(trueFalse.isCorrect(question, 1)).toBe(false);
  });

  it('always shows True then False', () => {
    expect(trueFalse.displayOrder(question, () => 0.99)).toEqual([0, 1]);
    expect(trueFalse.optionCount(question)).toBe(2);
  });

  it('toggles both answers together, so exactly one stays correct', () => {
    const toggled = trueFalse.editing.toggleCorrect(question, 1);
    expect(toggled.answers.map((answer) => answer.isCorrect)).toEqual([false, true]);
    expect(trueFalse.editing.toggleCorrect(question, 2)).toBe(question);
  });

  it('never deletes or adds an answer, and starts afresh as True (correct) and False from any type', () => {
    expect(trueFalse.editing.canDeleteAnswer(3)).toBe(false);
    expect(trueFalse.editing.addAnswer(question)).toBe(question);
    expect(trueFalse.fromPortable([{ name: 'x', type: 0, isCorrect: false }]).answers).toEqual([
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ]);
  });

  it('has its settings dropped by the database', () => {
    expect(trueFalse.settingsDroppedWhenStored).toBe(true);
  });
});
