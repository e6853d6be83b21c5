// Live games (SPEC §3, §4 and §7). A game lives in the live-game database instance, at these paths
// (named in paths.ts, gamePaths):
//
//   ongoing/{roomCode}             the game a room code opens ({id}; anyone may read id, which rejoin checks),
//                                  with what joinGame needs to admit a player: the player count and whether
//                                  the game has ended (OngoingRoom)
//   games/{gameId}/progress        the engine's own small record: how far the game has gone, which step is
//                                  being made and by which call (GameProgress); server-only
//   games/{gameId}/hostInfo        the phase as the host's screen shows it, and the last results: a few
//                                  fields the host reads in one listen; players never read it
//   games/{gameId}/roster/{uid}    who is in the game (Player); the host reads it
//   games/{gameId}/submitted/{uid} who has answered the open question (Submission); the host reads it
//   games/{gameId}/sharedInfo      what every player's screen needs; anyone who knows the game id reads it
//   games/{gameId}/players/{key}   one player's own view, keyed by that player's secret (see PlayerView)
//   games/{gameId}/answers/{key}   each player's answer to the open question, keyed by their secret; only
//                                  the server reads them
//   games/{gameId}/scores/{q}/{uid} every player's total after question q (server-only): the next question's
//                                  scores are derived from it, so no score is ever added twice
//   games/{gameId}/streaks/{q}/{uid} with the answer streak bonus on, each player's run of correct answers
//                                  after question q, beside the totals (server-only; only players on one)
//   games/{gameId}/secrets/{uid}   each player's secret; no client reads it
//   games/{gameId}/kicked/{uid}    the secret of each player the host removed (server-only), so that a step
//                                  that was writing as the kick landed can take their record away again
//   games/{gameId}/names/{name}    the names taken in the game (playerNameKey → userID); no client reads it
//   gameQuizzes/{gameId}           the quiz as it is played (order and shuffles fixed at start); the host reads it
//   gameExpiries/{gameId}          when the game's data is deleted; server-only
//
// Players have no Firebase Auth (the /join page loads none), so a player proves who they are with the
// secret joinGame gave them: it is the key of their own record and of their answer, and no client can
// read it anywhere else, not even the host (who could otherwise answer in a player's name). An answer
// is one update of two entries (playerAnswerUpdate): the answer under the secret, for the server, and
// a Submission under the userID, which tells the host who has answered. Nothing a player can read
// grows with the number of players.
//
// No host step transacts on games/{gameId}, which grows with the players: a step claims its turn with a
// transaction on `progress` (a few fields, written by host steps only), then writes exactly the paths it
// changes (gameEngine.ts, and functions/src/hostSteps.ts for the order and the crash-safety). What grows
// with the players (roster, submitted) lives beside hostInfo, not in it (SPEC §3 puts players and
// submitted under hostInfo): the host listens to hostInfo whole, so each phase arrives in one piece, and to
// the two maps child by child, so a join or an answer costs its host one entry, not the whole map.
import type { Question, QuestionType } from '../quiz/question';
import type { QuizData } from '../quiz/quiz';
import type { GameOptions } from './gameOptions';
import type { TypedAnswerGroup } from './typedAnswers';

/** The host's phase of the game (SPEC §4). */
export const HostStatus = {
  Lobby: 0,
  QuizIntro: 1,
  QuestionIntro: 2,
  QuestionOpen: 3,
  Results: 4,
} as const;
export type HostStatus = (typeof HostStatus)[keyof typeof HostStatus];

/** What the player's screen shows (SPEC §4). Mode 5 (submitted) is the player's own, never stored. */
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

/**
 * The placeholder a write carries where the database must put its own time (the Realtime Database's
 * `{".sv": "timestamp"}`, which firebase-admin's ServerValue.TIMESTAMP also is). Every time in a game is
 * the server's, so that deadlines and points never depend on a host's or player's clock.
 */
export const SERVER_TIME = { '.sv': 'timestamp' } as const;
export type ServerTime = typeof SERVER_TIME;

/** A write that adds `delta` to the number stored, by the database, so that concurrent writers never lose one. */
export const serverIncrement = (delta: number) => ({ '.sv': { increment: delta } }) as const;

// Game data is generic in its times: `number` (ms since the epoch, server time) as it is stored and read,
// `number | ServerTime` in what the engine writes.

/**
 * A player in a game, as the host sees it: games/{id}/roster/{userID}. SPEC §3 also gives it the score;
 * Loqi keeps scores in the server's `scores` and each player's own record, so that scoring a question
 * does not rewrite (and send the host) an entry per player: the host shows the top five.
 */
export interface Player<Time = number> {
  userID: string;
  username: string;
  joinedAt: Time;
}

/**
 * That a player has answered: games/{id}/submitted/{userID}, which the host counts.
 * SPEC §3 puts the answer and the secret here too; Loqi keeps them in the player's AnswerEntry, where
 * the host cannot read the secret. `questionNumber` is Loqi's addition: an answer queued while a phone
 * was offline must not count for a later question.
 */
export interface Submission<Time = number> {
  user: string;
  /** Server time in ms; the rules accept only the server's own time. */
  submittedAt: Time;
  questionNumber: number;
}

/** A player's answer: games/{id}/answers/{userSecret}, written with its Submission, read by the server only. */
export interface AnswerEntry<Time = number> extends Submission<Time> {
  /** The PlayerAnswer as JSON text, in display positions (see GameQuestion.displayOrder). */
  answer: string;
}

/** A row of a leaderboard: the top five, or a player's neighbours. Equal scores share a rank. */
export interface LeaderboardEntry {
  userID: string;
  username: string;
  score: number;
  rank: number;
}

/** How the players answered the last scored question, for the host's results screen. */
export interface QuestionResults {
  questionNumber: number;
  /** Players who answered (an answer of the wrong shape counts as answered, and incorrect). */
  answered: number;
  correct: number;
  /** How many players chose each option, by display position (choice questions; absent otherwise). */
  optionCounts?: number[];
  /**
   * What the players typed, grouped, the 20 largest groups (open-ended questions that had answers; absent
   * otherwise). Here, in hostInfo, only the host reads it: never in sharedInfo.
   */
  typedAnswers?: TypedAnswerGroup[];
}

/**
 * The layout of a game's data that this code reads and writes. Raise it with any change to what a game
 * stores that a game already running could not go on with: a host step or a join that finds a game of
 * another layout (one started before the deploy) ends it with `endedBy: 'update'`, which both screens show
 * (gameMessages.endedByUpdate), instead of failing step after step until the game expires.
 */
export const GAME_LAYOUT = 1;

/** Why a game ended before its last question: an update's code could not go on with its data. */
export type GameEndReason = 'update';

/** Whether a game's progress (as stored, any shape) is of this code's layout; one stored before layouts were numbered is layout 1. */
export function hasCurrentLayout(progress: unknown): boolean {
  if (typeof progress !== 'object' || progress === null) return false;
  const { layout = 1 } = progress as { layout?: unknown };
  return layout === GAME_LAYOUT;
}

/** games/{id}/hostInfo: the engine's state, read by the host. */
export interface HostInfo<Time = number> {
  /** The host's uid. */
  host: string;
  quizID: string;
  status: HostStatus;
  roomCode: string;
  createdAt: Time;
  gameStatus: {
    /** The current (or last) question, in play order; 0 before the first. */
    questionNumber: number;
    /** Server time when the current phase began. */
    time: Time;
    /** How long the current phase lasts in ms (intro length, time limit); 0: until the host moves on. */
    duration: number;
    /**
     * While a question is open: how long after its time limit an answer may still arrive (ms), so that a
     * tap made before the bar ended on a phone is not refused for a slow network (ANSWER_GRACE_MS).
     */
    grace?: number;
    /** The question whose answers are closed (endQuestion's first step). */
    closedQuestion?: number;
    /** Server time the host paused the phase at, while it is paused (pausing.ts); absent while it runs. */
    pausedAt?: Time;
    /** The phase's pauses so far, ended ones, in ms: its deadline is time + duration + pausedMs. */
    pausedMs?: number;
    results?: QuestionResults;
  };
  /** Set when the last question's results are shown: the game is over. */
  endedAt?: Time;
  /** Set when the game ended before its end (GAME_LAYOUT): the host's screen says why. */
  endedBy?: GameEndReason;
  /** The options the host opened the game with (gameOptions.ts); absent in a game stored before them. */
  options?: GameOptions;
  /** True while the host has locked the game to new players (mirrors OngoingRoom.locked for the host's screen). */
  locked?: boolean;
}

/** games/{id}/sharedInfo: what every player reads. Nothing here is secret, and nothing grows with the players. */
export interface SharedInfo<Time = number> {
  /** The top five after the last scored question (absent before). */
  leaderboard?: LeaderboardEntry[];
  gameStatus: {
    mode: PlayerMode;
    /** True once the last question's results are shown. */
    final?: boolean;
    /** As hostInfo's endedBy: the game ended before its end, and why; the phones say so. */
    endedBy?: GameEndReason;
    info: {
      questionNumber: number;
      time: Time;
      duration: number;
      questionType: QuestionType;
      /** How many options the player's answer screen shows (0 for open-ended). */
      options: number;
      /**
       * The question's explanation, from its results on (the next intro's info has none). Never before the
       * question ends: it may tell the answer.
       */
      explanation?: string;
      /** As hostInfo's gameStatus: while the host has paused the phase, and its ended pauses' length. */
      pausedAt?: Time;
      pausedMs?: number;
      /**
       * With "Show questions on devices" (GameOptions.questionsOnDevices), the question's texts, each from
       * the phase the big screen shows it in (questionsOnDevices.ts); absent with the option off.
       */
      question?: QuestionOnDevices;
    };
  };
  totalQuestions: number;
}

/**
 * A question's texts as the phones show them with "Show questions on devices": never which option is
 * right, only what the big screen shows everyone.
 */
export interface QuestionOnDevices {
  title: string;
  /** The description, when the question has one. */
  desc?: string;
  /** The options' texts in display order, from the question's opening; absent for open-ended questions. */
  options?: string[];
}

/** A player's neighbour in the ranking, as the player sees it. */
export interface Neighbour {
  username: string;
  score: number;
  rank: number;
}

/** How a player did on the last scored question. */
export interface PlayerStanding {
  questionNumber: number;
  correct: boolean;
  /** Points gained on that question (also lastChange). */
  points: number;
  rank: number;
  playerCount: number;
  /**
   * With the answer streak bonus on (GameOptions.streakBonus), the correct answers in a row up to this
   * question; absent after a wrong answer or none, and with the bonus off.
   */
  streak?: number;
  /**
   * Set when the server holds no answer of the player to the question (the time ran out first): the phone
   * says "Time's up! No answer", not "Incorrect". Absent for an answer, right or wrong.
   */
  noAnswer?: true;
  /** The players just above and below in the ranking; absent at the top and the bottom. */
  above?: Neighbour;
  below?: Neighbour;
}

/**
 * games/{id}/players/{userSecret}: the one record a player reads. It is keyed by the player's secret,
 * which is how the rules let that player, and only that player, read it. It disappears when the player
 * is kicked.
 */
export interface PlayerView<Time = number> extends Player<Time> {
  score: number;
  /** Points gained on the last scored question. */
  lastChange: number;
  standing?: PlayerStanding;
}

/**
 * games/{id}/progress: how far the game has gone, and who is making its latest step. Host steps alone
 * write it, each with a transaction (it is a few fields, so joins, kicks and answers never make one
 * retry). A step is first claimed (`claimed` raised by one, its time fixed in `claimedAt`), then its
 * writes are made, then it is marked `completed`; a call that finds a step claimed but not completed
 * completes it, once the claiming call's lease has run out (it crashed or hangs).
 */
export interface GameProgress<Time = number> {
  host: string;
  roomCode: string;
  totalQuestions: number;
  /** The progress (progressOf) of the last step claimed. */
  claimed: number;
  /** Server time of that claim: when its phase began. A retry of the step writes this same time. */
  claimedAt: Time;
  /** The progress of the last step whose writes are all made. */
  completed: number;
  /**
   * The call making the claimed step's writes, or a pause's (pauseGame), and until when (ms, the functions'
   * clock) no other may.
   */
  worker?: { id: string; until: number };
  /** The host's pauses of the phase at progress `progress` (pausing.ts); older phases' are forgotten. */
  pauses?: PhasePauses<Time>;
  /** The layout the game was started with (GAME_LAYOUT); absent in a game started before layouts were numbered. */
  layout?: number;
}

/** A pause of a phase, by the server's clock: from when, and until when once the host resumed. */
export interface PausePeriod<Time = number> {
  from: Time;
  to?: Time;
}

/** The pauses of one phase of a game, the phase named by its progress (progressOf). */
export interface PhasePauses<Time = number> {
  progress: number;
  periods: PausePeriod<Time>[];
}

/** ongoing/{roomCode}: the game a room code opens, and what joinGame checks before admitting a player. */
export interface OngoingRoom {
  id: string;
  /**
   * The players in the game now, counted in shards (seats.ts): joins add one, kicks take one away, and
   * the cap MAX_PLAYERS_PER_GAME counts their sum. Absent before anyone joins. A locked counter holds its
   * count less SEAT_SHARD_LOCK (seatShardCount reads both).
   */
  seats?: Record<string, number>;
  /** Set with the final leaderboard: nobody joins a game that is over. */
  ended?: true;
  /**
   * Set while the host has locked the game: nobody new joins until it is unlocked. Each seat counter is
   * locked too (seats.ts), so that no seat is taken once setGameLock has answered.
   */
  locked?: true;
  /** Set when the host's options refuse late joins: nobody joins once the game has left its lobby. */
  lateJoins?: false;
  /** Set when the host's options have the server name the players (GameOptions.friendlyNames). */
  friendlyNames?: true;
}

/** games/{gameId}: every node of a game (the optional ones appear as players join and answer). */
export interface GameState<Time = number> {
  progress: GameProgress<Time>;
  hostInfo: HostInfo<Time>;
  sharedInfo: SharedInfo<Time>;
  /** Player by userID: who is in. */
  roster?: Record<string, Player<Time>>;
  /** Submission by userID: who has answered the open (or last) question. */
  submitted?: Record<string, Submission>;
  /** PlayerView by userSecret. */
  players?: Record<string, PlayerView<Time>>;
  /** AnswerEntry by userSecret: the answers to the open (or last) question. */
  answers?: Record<string, AnswerEntry>;
  /** Each player's total after each scored question: scores[questionNumber][userID]. */
  scores?: Record<string, Record<string, number>>;
  /** With the answer streak bonus on, each player's streak after each scored question (only players on one). */
  streaks?: Record<string, Record<string, number>>;
  /** userSecret by userID. */
  secrets?: Record<string, string>;
  /** userSecret by userID, for each player the host removed. */
  kicked?: Record<string, string>;
  /** userID by playerNameKey. */
  names?: Record<string, string>;
}

/** A question as it is played: the stored question and the order its options are shown in. */
export type GameQuestion = Question & {
  /**
   * displayOrder[p] is the stored index of the option shown at position p. Players answer in positions;
   * the server maps them back before judging. Arrange questions are always shown shuffled.
   */
  displayOrder: number[];
};

/** gameQuizzes/{gameId}: the quiz fixed at startGame (an edit of the quiz mid-game changes nothing). */
export interface GameQuiz {
  quizID: string;
  data: QuizData;
  questions: GameQuestion[];
}

/** gameExpiries/{gameId}: when cleanUpGames deletes the game and frees its room code. */
export interface GameExpiry {
  expiresAt: number;
  roomCode: string;
}

/** What a player's browser keeps to rejoin after a reload (SPEC §3, local saved join info). */
export interface SavedJoin {
  userSecret: string;
  userID: string;
  gameID: string;
  roomCode: string;
  /** ms since the epoch. */
  joinedAt: number;
  /**
   * The name the player plays under, as joinGame answered it (in a game with friendly names, the one the
   * server gave). Absent in a join saved by an older version.
   */
  username?: string;
}
