import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import { Visibility } from '../quiz/quiz';
import { previewQuizJson, quizJson } from './quizJson';
import { importRefusals, QUIZ_FILE_FORMAT, QUIZ_FILE_VERSION } from './quizFile';

const fileText = (fields: Record<string, unknown>) =>
  JSON.stringify({
    format: QUIZ_FILE_FORMAT,
    version: QUIZ_FILE_VERSION,
    quiz: quizOfEveryType(),
    ...fields,
  });

describe('quizJson', () => {
  it('writes the format, its version and the quiz, pretty-printed', () => {
    const text = quizJson(quizOfEveryType());
    expect(JSON.parse(text)).toEqual({ format: 'loqi-quiz', version: 1, quiz: quizOfEveryType() });
    expect(text).toContain('\n  "format": "loqi-quiz",\n  "version": 1,');
  });
});

describe('previewQuizJson', () => {
  it('gives back the quiz, questions numbered from 1', () => {
    const quiz = quizOfEveryType();
    expect(previewQuizJson(quizJson(quiz))).toEqual({
      ok: true,
      layout: 'json',
      quizData: quiz.data,
      questions: quiz.questions.map((question, index) => ({ row: index + 1, question })),
      problems: [],
    });
  });

  it.each([
    ['text that is not JSON', 'Question,Answer 1', importRefusals.notReadable],
    ['JSON of another kind', '[1, 2]', importRefusals.notQuizFile],
    ['another format', fileText({ format: 'kahoot' }), importRefusals.notQuizFile],
    ['a version that is not a number', fileText({ version: '1' }), importRefusals.notQuizFile],
    [
      'a newer version',
      fileText({ version: 2 }),
      'This quiz file is version 2, newer than this Loqi reads (1). Reload the page and try again.',
    ],
    [
      'no questions',
      fileText({ quiz: { data: quizOfEveryType().data, questions: [] } }),
      importRefusals.empty,
    ],
    [
      'questions that are not a list',
      fileText({ quiz: { data: quizOfEveryType().data, questions: {} } }),
      importRefusals.notQuizFile,
    ],
    [
      '501 questions',
      fileText({ quiz: { data: {}, questions: Array.from({ length: 501 }, () => ({})) } }),
      importRefusals.tooManyQuestions(501),
    ],
  ])('refuses %s', (_name, text, refusal) => {
    expect(previewQuizJson(text)).toEqual({ ok: false, refusal });
  });

  it('checks each question on its own, naming it by its number', () => {
    const quiz = quizOfEveryType();
    const [first, second, third] = quiz.questions;
    const text = fileText({
      quiz: {
        ...quiz,
        questions: [first, { ...second, timeLimit: 900 }, { ...third, answers: [''] }, 'junk'],
      },
    });
    const preview = previewQuizJson(text);
    expect(preview.ok && preview.questions).toEqual([{ row: 1, question: first }]);
    expect(preview.ok && preview.problems.map((problem) => problem.text)).toEqual([
      'Question 2, time limit: 900 is over 600',
      'Question 3: an open-ended question needs 1 to 50 accepted answers, not 0',
      'Question 4, type: must be 0 (single choice), 1 (true/false), 2 (open-ended), 3 (multi-select) or 4 (arrange)',
    ]);
  });

  it('takes the defaults of quiz settings it cannot use, and says so', () => {
    const quiz = quizOfEveryType();
    const preview = previewQuizJson(
      fileText({ quiz: { ...quiz, data: { ...quiz.data, visibility: 7, extra: true } } }),
    );
    expect(preview.ok && preview.quizData).toEqual({ ...quiz.data, visibility: Visibility.Unlisted });
    expect(preview.ok && preview.problems).toEqual([
      {
        row: null,
        column: 'visibility',
        text: 'Quiz settings, visibility: must be 0 (public), 1 (unlisted) or 2 (private)',
      },
    ]);
  });
});
