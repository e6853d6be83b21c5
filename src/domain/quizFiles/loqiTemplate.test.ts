// Loqi's template both ways: a quiz exported and imported again is the same quiz, and each cell reads as documented.
import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import { quizWorkbook } from './loqiTemplate';
import { previewWorkbook } from './workbookPreview';

describe('quizWorkbook then previewWorkbook', () => {
  it('gives back the quiz of every type unchanged', () => {
    const quiz = quizOfEveryType();
    const preview = previewWorkbook(quizWorkbook(quiz));
    expect(preview).toEqual({
      ok: true,
      layout: 'loqi',
      quizData: quiz.data,
      questions: quiz.questions.map((question, index) => ({ row: index + 2, question })),
      problems: [],
    });
  });
});
