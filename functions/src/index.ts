// The deployed functions: every export here becomes a Cloud Function under the same name.
export { addLastUpdated } from './callables/addLastUpdated';
export { addQuiz } from './callables/addQuiz';
export { changeDefaultQuestion } from './callables/changeDefaultQuestion';
export { deleteQuizMedia } from './callables/deleteQuizMedia';
export { endQuestion } from './callables/endQuestion';
export { introQuestion } from './callables/introQuestion';
export { requestDeletion } from './callables/requestDeletion';
export { requestUsernameChange } from './callables/requestUsernameChange';
export { searchQuizzes } from './callables/searchQuizzes';
export { setQuiz } from './callables/setQuiz';
export { setUserTheme } from './callables/setUserTheme';
export { startPlaying } from './callables/startPlaying';
export { startQuestion } from './callables/startQuestion';
export { uploadQuizMedia } from './callables/uploadQuizMedia';
export { createUserRecord } from './triggers/createUserRecord';
