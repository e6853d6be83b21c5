// The deployed functions: every export here becomes a Cloud Function under the same name.
export { addLastUpdated } from './callables/addLastUpdated';
export { changeDefaultQuestion } from './callables/changeDefaultQuestion';
export { requestUsernameChange } from './callables/requestUsernameChange';
export { searchQuizzes } from './callables/searchQuizzes';
export { setUserTheme } from './callables/setUserTheme';
export { createUserRecord } from './triggers/createUserRecord';
