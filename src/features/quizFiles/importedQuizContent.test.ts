import { newEditedQuiz } from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { importedQuizContent, titleFromFileName } from './importedQuizContent';

describe('titleFromFileName', () => {
  it.each([
    ['Capitals.xlsx', 'Capitals'],
    ['Year 7. Fractions.csv', 'Year 7. Fractions'],
    ['quiz', 'quiz'],
    ['.json', 'Untitled Loqi'],
    [`${'t'.repeat(250)}.xlsx`, 't'.repeat(200)],
  ])('%j gives %j', (fileName, title) => {
    expect(titleFromFileName(fileName)).toBe(title);
  });
});

describe('importedQuizContent', () => {
  const { data, questions } = quizOfEveryType();
  const defaults = newEditedQuiz({
    title: 'My default',
    desc: 'For 7B',
    randomizeQuestionOrder: true,
    visibility: 0,
  }).data;

  it("keeps the file's own quiz settings", () => {
    expect(importedQuizContent({ questions, quizData: data, fileName: 'other.json' }, defaults)).toEqual({
      data,
      questions,
    });
  });

  it("gives a file without settings the user's defaults, titled after the file", () => {
    expect(importedQuizContent({ questions, quizData: null, fileName: 'Capitals.xlsx' }, defaults)).toEqual({
      data: { ...defaults, title: 'Capitals' },
      questions,
    });
  });
});
