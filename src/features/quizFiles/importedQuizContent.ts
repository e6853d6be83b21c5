import { screenTexts, titleOrDefault, type QuizContent, type QuizData } from '@/domain';
import type { ImportedQuiz } from './ImportQuizDialog';

/** "Capitals.xlsx" → "Capitals": a file's name without its extension, as a quiz title. */
export function titleFromFileName(fileName: string): string {
  return titleOrDefault(fileName.replace(/\.[^.]*$/, ''), screenTexts.untitledQuiz);
}

/**
 * A new quiz made from an imported file: the file's quiz settings when it carries them (Loqi's template and
 * quiz file), else `defaults` (the user's new-quiz template) titled after the file.
 */
export function importedQuizContent(imported: ImportedQuiz, defaults: QuizData): QuizContent {
  return {
    data: imported.quizData ?? { ...defaults, title: titleFromFileName(imported.fileName) },
    questions: imported.questions,
  };
}
