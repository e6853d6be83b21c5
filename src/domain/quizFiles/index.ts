// Quiz files: importing spreadsheets (Loqi's template, Kahoot's) and Loqi's JSON quiz file, exporting a quiz
// to either, and the downloadable templates. Pure: a library reads and writes the bytes (features/quizFiles).
// Not in the '@/domain' barrel, as it uses zod; imported as '@/domain/quizFiles'.
import { exampleQuiz } from './exampleQuiz';
import { quizWorkbook } from './loqiTemplate';
import type { Workbook } from './quizFile';

export * from './quizFile';
export { kahootTemplateWorkbook } from './kahootTemplate';
export { quizWorkbook } from './loqiTemplate';
export { previewQuizJson, quizJson } from './quizJson';
export { previewWorkbook } from './workbookPreview';

/** Loqi's template to download: the headings, an example question of each type, and the Quiz sheet. */
export function loqiTemplateWorkbook(): Workbook {
  return quizWorkbook(exampleQuiz());
}
