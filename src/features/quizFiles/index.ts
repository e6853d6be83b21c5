// Quiz files: the import dialog, and a quiz's downloads. The code that reads and writes files is
// loaded with import() by these components when it is used, never with the page.
export { ImportQuizDialog, type ImportedQuiz } from './ImportQuizDialog';
export { QuizFileDownloads } from './QuizFileDownloads';
export { importedQuizContent } from './importedQuizContent';
