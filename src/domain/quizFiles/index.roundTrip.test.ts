// Exporting a quiz and importing the file gives back exactly the same quiz: Loqi's template (also after every
// cell became text, as a CSV re-save gives it) and the JSON quiz file, over seeded random quizzes.
import { describe, expect, it } from 'vitest';
import { randomQuiz } from '../fixtures/randomQuizzes';
import type { QuizContent } from '../quiz/quiz';
import { previewQuizJson, previewWorkbook, quizJson, quizWorkbook } from '.';
import type { ImportPreview, SheetCell, Workbook, WorkbookSheet } from './quizFile';
import { cellString } from './sheetCells';

const SEEDS = Array.from({ length: 60 }, (_, seed) => seed + 1);

/** What an import of the whole quiz gives: its settings and its questions. */
function imported(preview: ImportPreview): { problems: string[]; quiz: Partial<QuizContent> } {
  if (!preview.ok) return { problems: [preview.refusal], quiz: {} };
  return {
    problems: preview.problems.map((problem) => problem.text),
    quiz: {
      ...(preview.quizData === null ? {} : { data: preview.quizData }),
      questions: preview.questions.map(({ question }) => question),
    },
  };
}

/** A sheet as a CSV file gives it back: every cell text, blank cells empty. */
const asText = (sheet: WorkbookSheet): WorkbookSheet => ({
  name: sheet.name,
  rows: sheet.rows.map((row) => row.map((cell: SheetCell) => cellString(cell))),
});

describe.each(SEEDS)('random quiz %i', (seed) => {
  const quiz = randomQuiz(seed);

  it("comes back unchanged from Loqi's template", () => {
    expect(imported(previewWorkbook(quizWorkbook(quiz)))).toEqual({ problems: [], quiz });
  });

  it('comes back unchanged when every cell has become text', () => {
    const workbook: Workbook = { sheets: quizWorkbook(quiz).sheets.map(asText) };
    expect(imported(previewWorkbook(workbook))).toEqual({ problems: [], quiz });
  });

  it('comes back as its questions from the Questions sheet alone, saved as CSV', () => {
    const [questions] = quizWorkbook(quiz).sheets as [WorkbookSheet];
    const csv: Workbook = { sheets: [{ ...asText(questions), name: 'quiz.csv' }] };
    expect(imported(previewWorkbook(csv))).toEqual({ problems: [], quiz: { questions: quiz.questions } });
  });

  it('comes back unchanged from the JSON quiz file', () => {
    expect(imported(previewQuizJson(quizJson(quiz)))).toEqual({ problems: [], quiz });
  });
});

// Its preview took 36 ms on the shared two-core machine (measured once, not asserted: timings vary).
it('previews a quiz of 500 questions, the most a quiz has', () => {
  const quiz = randomQuiz(2026, 500);
  expect(imported(previewWorkbook(quizWorkbook(quiz)))).toEqual({ problems: [], quiz });
});
