// Live games (SPEC §3 and §4). A game lives in the live-game database at games/{id}.
import type { QuestionType } from './question';

/** The host's phase of the game (SPEC §4). */
export const HostStatus = {
  Lobby: 0,
  QuizIntro: 1,
  QuestionIntro: 2,
  QuestionOpen: 3,
  Results: 4,
} as const;
export type HostStatus = (typeof HostStatus)[keyof typeof HostStatus];

/** What the player's screen shows (SPEC §4). */
export const PlayerMode = {
  JoinForm: 0,
  Waiting: 1,
  WaitingForStart: 2,
  QuestionIntro: 3,
  Answering: 4,
  Submitted: 5,
  Result: 6,
} as const;
export type PlayerMode = (typeof PlayerMode)[keyof typeof PlayerMode];

/** A player in a game: games/{id}/players/{userID}. */
export interface Player {
  userID: string;
  username: string;
  /** ms since the epoch. */
  joinedAt: number;
  score: number;
  /** Points gained on the last scored question. */
  lastChange: number;
}

/** A player's answer: games/{id}/hostInfo/gameStatus/submitted/{userID}. */
export interface Submission {
  user: string;
  /** The PlayerAnswer as JSON text. */
  answer: string;
  secret: string;
  /** Server time in ms. */
  submittedAt: number;
}

/** One entry of the score-change list sent when a question ends. */
export interface ScoreChange {
  user: string;
  points: number;
}

/** A row of a leaderboard. */
export interface LeaderboardEntry {
  userID: string;
  username: string;
  score: number;
  rank: number;
}

export interface HostInfo {
  status: HostStatus;
  roomCode: string;
  players: Record<string, Player>;
  gameStatus: {
    questionNumber: number;
    /** Server time in ms when the current step began. */
    time: number;
    submitted: Record<string, Submission>;
  };
}

export interface SharedInfo {
  leaderboard: LeaderboardEntry[];
  gameStatus: {
    mode: PlayerMode;
    info: {
      questionNumber: number;
      time: number;
      questionType: QuestionType;
      /** How many options the player's answer screen shows. */
      options: number;
    };
  };
  totalQuestions: number;
  correctUsers: Record<string, boolean>;
}

export interface Game {
  hostInfo: HostInfo;
  sharedInfo: SharedInfo;
  players: Record<string, Player>;
}

/** What a player's browser keeps to rejoin after a reload (SPEC §3, local saved join info). */
export interface SavedJoin {
  userSecret: string;
  userID: string;
  gameID: string;
  roomCode: string;
  /** ms since the epoch. */
  joinedAt: number;
}
