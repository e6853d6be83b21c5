// Quizzes as the server keeps them, for every screen that reads or writes one: the library's /my and
// viewer, the editor and the host screen. Its own feature, beside the library's routes, so that the
// editor and the library both use it without importing each other.
export { DeleteQuizDialog } from './DeleteQuizDialog';
export {
  addQuiz,
  readQuiz,
  readQuizSummary,
  readUsername,
  requestDeletion,
  watchCreatedQuizzes,
} from './quizDataGateway';
