// The tests' limits scaled to this run's machine, as every other project's are (stack/timeScale.ts).
export { scaledMs } from '../../../stack/timeScale';
