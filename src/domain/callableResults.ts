// The callables by name, with the answer each gives (SPEC §7, and Loqi's own): the list that the payloads'
// schemas (validation/callableSchemas.ts) must cover and that callables.ts completes with the payloads. Apart
// from both, so that neither imports the other.
import type { ViewedQuiz } from './quiz/answerKeys';
import type { SearchResultItem } from './quiz/quiz';
import type { UploadAnswer } from './quiz/uploads';
import type { UsernameChangeStatus } from './account/user';

/** joinGame's answer: who the player is from now on (their secret is known only to them and the server). */
export interface JoinAnswer {
  success: true;
  userSecret: string;
  userID: string;
  gameID: string;
  /** The name the player plays under: the one typed, as the game shows it, or the one a game with friendly names gave. */
  username: string;
}

/** The answer of a call whose only news is that it went through. */
export interface SuccessAnswer {
  success: true;
}

/**
 * What a call of each callable resolves with, by name: the list of the callables. Promise<void> is no answer
 * (the handler returns nothing; the client receives null). A refusal is an error, except where the answer
 * says otherwise (uploadQuizMedia's codes, requestUsernameChange's statuses, viewQuiz's null).
 */
export interface CallableResults {
  addLastUpdated: Promise<void>;
  addQuiz: Promise<{ success: true; id: string }>;
  changeDefaultQuestion: Promise<void>;
  deleteQuizMedia: Promise<SuccessAnswer>;
  deleteReport: Promise<SuccessAnswer>;
  endQuestion: Promise<SuccessAnswer>;
  introQuestion: Promise<SuccessAnswer>;
  joinGame: Promise<JoinAnswer>;
  kickPlayer: Promise<SuccessAnswer>;
  kickPlayers: Promise<SuccessAnswer>;
  pauseGame: Promise<SuccessAnswer>;
  requestDeletion: Promise<SuccessAnswer>;
  requestUsernameChange: Promise<UsernameChangeStatus>;
  searchQuizzes: Promise<SearchResultItem[]>;
  setQuiz: Promise<SuccessAnswer>;
  setGameLock: Promise<SuccessAnswer>;
  setUserTheme: Promise<void>;
  startGame: Promise<{ id: string }>;
  startPlaying: Promise<SuccessAnswer>;
  startQuestion: Promise<SuccessAnswer>;
  uploadQuizMedia: Promise<UploadAnswer>;
  viewQuiz: Promise<ViewedQuiz | null>;
}

/** The name of a callable, which is also the name of its Cloud Function. */
export type CallableName = keyof CallableResults;
