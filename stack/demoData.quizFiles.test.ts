// The demo quizzes survive an export and an import: Loqi's template and the JSON quiz file give each back exactly.
import { describe, expect, it } from 'vitest';
import {
  previewQuizJson,
  previewWorkbook,
  quizJson,
  quizWorkbook,
  type ImportPreview,
} from '@/domain/quizFiles';
import { demoQuizzes } from './demoData';

const quizzes = Object.entries(demoQuizzes(1_700_000_000_000));

const importedQuiz = (preview: ImportPreview) =>
  preview.ok
    ? {
        data: preview.quizData,
        questions: preview.questions.map(({ question }) => question),
        problems: preview.problems,
      }
    : preview.refusal;

describe.each(quizzes)('demo quiz %s', (_id, { content }) => {
  it("comes back unchanged from Loqi's template", () => {
    expect(importedQuiz(previewWorkbook(quizWorkbook(content)))).toEqual({ ...content, problems: [] });
  });

  it('comes back unchanged from the JSON quiz file', () => {
    expect(importedQuiz(previewQuizJson(quizJson(content)))).toEqual({ ...content, problems: [] });
  });
});
