// What a game's report holds at each of its paths (report.ts tells how it is written and read; mainPaths
// names the paths). Types only: paths.ts types its report paths with them.
import type { GameQuestion } from '../game/game';

/** reports/{gameId}/game: the quiz played, fixed when the game starts playing. */
export interface ReportGame {
  quizID: string;
  quizTitle: string;
  /** When the game started playing (server time, ms). */
  startedAt: number;
  /** How many questions the quiz has: a game the host ended early has fewer in its report. */
  totalQuestions: number;
}

/** reports/{gameId}/questions/{q}: an ended question as it was played, and how the players did on it. */
export interface ReportQuestion {
  /** The question as played: options in stored order with the key, and the order they were shown in. */
  question: GameQuestion;
  /** When it opened and when its answers closed (server time, ms). */
  openedAt: number;
  closedAt: number;
  /** Players scored on it (in the game when it closed), answered or not. */
  players: number;
  answered: number;
  correct: number;
  /** The median time to answer (ms) of those who answered; absent when nobody did. */
  medianMs?: number;
}

/** One player's answer to one question, as reports/{gameId}/answers/{q}/{userID} reads back. */
export interface ReportAnswer {
  /** The answer as the player sent it (JSON text, in the positions they saw). */
  answer: string;
  correct: boolean;
  points: number;
  /** From the question's opening to the answer's arrival, by the server's clock (ms). */
  ms: number;
}

/** reports/{gameId}/players/{userID}: a player scored in at least one question. */
export interface ReportPlayer {
  name: string;
  joinedAt: number;
}

/** reports/{gameId}/kicked/{userID}: a player the host removed after the game began playing. */
export interface KickedPlayer<Time = number> {
  name: string;
  joinedAt: number;
  /** Server time; the player counts in the questions that closed before. */
  kickedAt: Time;
}

/**
 * reports/{gameId} as its host reads it (storedReport: the answers decoded, the questions made whole).
 * Keyed maps may come back as arrays (numeric keys).
 */
export interface GameReport {
  host: string;
  game: ReportGame;
  questions?: Record<string, ReportQuestion> | ReportQuestion[];
  answers?: Record<string, Record<string, ReportAnswer>> | Array<Record<string, ReportAnswer>>;
  players?: Record<string, ReportPlayer>;
  kicked?: Record<string, KickedPlayer>;
}

/** How many players were scored on a question and how many answered it right: the list's accuracy. */
export interface QuestionTally {
  players: number;
  correct: number;
}

/** reportListings/{hostUid}/{gameId}: one line of the host's list of reports. */
export interface ReportListing {
  quizTitle: string;
  startedAt: number;
  totalQuestions: number;
  /** Players in the standings after the last ended question. */
  players: number;
  /** Each ended question's tally, by question number. */
  tally?: Record<string, QuestionTally> | QuestionTally[];
}
