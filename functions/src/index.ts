// The deployed functions: every export here becomes a Cloud Function under the same name.
export { addLastUpdated } from './callables/addLastUpdated';
export { addQuiz } from './callables/addQuiz';
export { changeDefaultQuestion } from './callables/changeDefaultQuestion';
export { deleteQuizMedia } from './callables/deleteQuizMedia';
export { joinGame } from './callables/joinGame';
export { kickPlayer } from './callables/kickPlayer';
export { requestDeletion } from './callables/requestDeletion';
export { requestUsernameChange } from './callables/requestUsernameChange';
export { searchQuizzes } from './callables/searchQuizzes';
export { setQuiz } from './callables/setQuiz';
export { setUserTheme } from './callables/setUserTheme';
export { startGame } from './callables/startGame';
export { uploadQuizMedia } from './callables/uploadQuizMedia';
export { cleanUpGames } from './scheduled/cleanUpGames';
export { createUserRecord } from './triggers/createUserRecord';
