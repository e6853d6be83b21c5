// The deployed functions: every export here becomes a Cloud Function under the same name.
export { addLastUpdated } from './callables/addLastUpdated';
