// The host screen's flow (SPEC §4 "Host game status") as pure functions of the game's state and the
// server's time: which phase the big screen shows, which step the host sends by itself and when (a
// phase's end, everyone having answered, the backup timer), who is in the lobby and how many have
// answered, what the answer grid shows, which leaderboard shows first, and which music goes with it.
// No React and no Firebase: the screen's hooks only wire these to timers and to the database.
import {
  acceptedOpenAnswers,
  GAME_PHASES,
  kindOf,
  musicOf,
  phaseEndsAt,
  phaseOfStatus,
  progressOf,
  stepTo,
  type GameQuestion,
  type GameQuestionOf,
  type HostInfo,
  type HostMusicCue,
  type HostStep,
  type LeaderboardEntry,
  type Player,
  type QuestionType,
  type ShownOption,
  type Submission,
} from '@/domain';

/**
 * The backup timer: a step the host sent is sent again this long after, and again after each such
 * wait, while the game has not moved on (a lost request, a closed laptop lid). The server treats a
 * step that has already happened as done, so a repeat is harmless.
 */
export const STEP_RETRY_MS = 3000;

/** What the big screen shows, by the phase's name (gamePhases.ts). Times are the server's, in ms. */
export type HostPhase =
  | { kind: 'lobby' }
  | { kind: 'quizIntro'; startedAt: number; duration: number }
  | { kind: 'questionIntro'; questionNumber: number; startedAt: number; duration: number }
  | { kind: 'questionOpen'; questionNumber: number; startedAt: number; duration: number }
  | { kind: 'results'; questionNumber: number; isLast: boolean };

/**
 * The phase of the game as hostInfo holds it. A timed phase's `startedAt` is moved by its ended pauses
 * (pausing.ts), so that its bar and countdown go on from where they stopped.
 */
export function hostPhase(hostInfo: HostInfo, totalQuestions: number): HostPhase {
  const { questionNumber, time, duration, pausedMs = 0 } = hostInfo.gameStatus;
  const startedAt = time + pausedMs;
  const kind = phaseOfStatus(hostInfo.status);
  switch (kind) {
    case 'lobby':
      return { kind };
    case 'quizIntro':
      return { kind, startedAt, duration };
    case 'questionIntro':
    case 'questionOpen':
      return { kind, questionNumber, startedAt, duration };
    case 'results':
      return {
        kind,
        questionNumber,
        isLast: hostInfo.endedAt !== undefined || questionNumber >= totalQuestions - 1,
      };
  }
}

/**
 * What the host knows of a game's state: hostInfo (the phase, in one piece) and the two maps that grow with
 * the players, listened to beside it (game.ts).
 */
export interface HostView {
  hostInfo: HostInfo;
  /** Who is in: Player by userID. */
  roster: Readonly<Record<string, Player>>;
  /** Who has answered: Submission by userID. */
  submitted: Readonly<Record<string, Submission>>;
}

/** The players in the game. */
export const playersOf = (roster: HostView['roster']): Player[] => Object.values(roster);

/** The lobby's list (SPEC §2): the newest joiner first; equal times in a stable order. */
export function playersNewestFirst(roster: HostView['roster']): Player[] {
  return playersOf(roster).sort(
    (a, b) => b.joinedAt - a.joinedAt || (a.userID < b.userID ? -1 : a.userID > b.userID ? 1 : 0),
  );
}

/** How many names the lobby shows: the newest; a count stands for the rest, so 10,000 players stay legible. */
export const LOBBY_NAMES_SHOWN = 100;

/** The lobby's list: the newest LOBBY_NAMES_SHOWN joiners, and how many more there are. */
export function lobbyPlayers(roster: HostView['roster']): { shown: Player[]; more: number } {
  const players = playersNewestFirst(roster);
  return {
    shown: players.slice(0, LOBBY_NAMES_SHOWN),
    more: Math.max(0, players.length - LOBBY_NAMES_SHOWN),
  };
}

/**
 * How many players in the game have answered the current question: a Submission of a player who has
 * since been kicked, or one for another question, does not count.
 */
export function submittedCount({ hostInfo, roster, submitted }: HostView): number {
  const { questionNumber } = hostInfo.gameStatus;
  return Object.entries(submitted).filter(
    ([userID, submission]) => roster[userID] !== undefined && submission.questionNumber === questionNumber,
  ).length;
}

/** Whether every player in the game has answered the open question (never true of an empty game). */
export function everyoneSubmitted(view: HostView): boolean {
  const players = playersOf(view.roster).length;
  return players > 0 && submittedCount(view) >= players;
}

/** A step the host sends by itself, and the server time at which it is due. */
export interface ScheduledStep {
  step: HostStep;
  at: number;
}

/**
 * The step the game is waiting for the host to send by itself (SPEC §4, gamePhases.ts): the next step
 * when the phase's time is up (the quiz intro, a question's intro, the results with auto-advance), and an
 * open question's end once its time and the grace for answers on their way are up, or at once when
 * everyone has answered. A question without a time limit, the lobby and untimed results wait for the
 * host's button instead, and so does a paused phase; its ended pauses move its time up.
 */
export function scheduledStep(view: HostView): ScheduledStep | null {
  const { status, gameStatus } = view.hostInfo;
  const { questionNumber, time, duration, grace = 0, pausedAt, pausedMs = 0 } = gameStatus;
  if (pausedAt !== undefined) return null;
  const phase = phaseOfStatus(status);
  const { exit } = GAME_PHASES[phase];
  const step = stepTo(progressOf(phase, questionNumber) + 1);
  const endsAt = phaseEndsAt(time, duration, pausedMs);
  switch (exit.when) {
    case 'button':
      return null;
    case 'timeUp':
      return { step, at: endsAt };
    case 'timeUpOrButton':
      return duration > 0 ? { step, at: endsAt } : null;
    case 'timeUpOrAllAnswered':
      if (everyoneSubmitted(view)) return { step, at: time };
      return duration > 0 ? { step, at: endsAt + grace } : null;
  }
}

/** Continue on the leaderboard: the next question's intro, or nothing after the last question. */
export function continueStep(questionNumber: number, totalQuestions: number): HostStep | null {
  return questionNumber + 1 < totalQuestions
    ? { kind: 'introQuestion', questionNumber: questionNumber + 1 }
    : null;
}

/** Whole seconds left until `endsAt`, as a countdown shows them: 30 … 1, then 0 once the time is up. */
export function secondsLeft(endsAt: number, serverNow: number): number {
  return Math.max(0, Math.ceil((endsAt - serverNow) / 1000));
}

/** The options in the order players see them (gameQuizzes' displayOrder); none for open-ended questions. */
export function shownOptions(question: GameQuestion): ShownOption[] {
  return kindOf(question).shownOptions(question);
}

/** An arrange question's items in the correct order, each with the position players saw it at. */
export function arrangeSolution(question: GameQuestionOf<typeof QuestionType.Arrange>): ShownOption[] {
  return question.answers.map((answer, stored) => ({
    position: question.displayOrder.indexOf(stored),
    text: answer.name,
    image: null,
    correct: true,
  }));
}

/** The texts an open-ended question accepts. */
export function acceptedAnswersOf(question: GameQuestionOf<typeof QuestionType.OpenEnded>): string[] {
  return acceptedOpenAnswers(question.answers);
}

/**
 * The question whose scores sharedInfo.leaderboard holds: the current one once its results are out,
 * otherwise the one before it (-1 before any question has been scored).
 */
export function scoredQuestion(hostInfo: HostInfo): number {
  const { questionNumber } = hostInfo.gameStatus;
  const progress = progressOf(phaseOfStatus(hostInfo.status), questionNumber);
  return progress >= progressOf('results', questionNumber) ? questionNumber : questionNumber - 1;
}

/** The top fives this screen has seen, by the question after which they were the top five. */
export type LeaderboardHistory = Readonly<Record<number, readonly LeaderboardEntry[]>>;

/** The history with the top five the game shows now; the same object when nothing is new. */
export function rememberLeaderboard(
  history: LeaderboardHistory,
  hostInfo: HostInfo,
  leaderboard: readonly LeaderboardEntry[] | undefined,
): LeaderboardHistory {
  const question = scoredQuestion(hostInfo);
  if (question < 0 || leaderboard === undefined || history[question] === leaderboard) return history;
  const known = history[question];
  if (known && sameStanding(known, leaderboard)) return history;
  return { ...history, [question]: leaderboard };
}

const sameStanding = (a: readonly LeaderboardEntry[], b: readonly LeaderboardEntry[]) =>
  a.length === b.length &&
  a.every((entry, index) => {
    const other = b[index] as LeaderboardEntry;
    return entry.userID === other.userID && entry.score === other.score && entry.rank === other.rank;
  });

/** Whether two top fives list the same players in the same order (scores aside). */
export function sameOrder(a: readonly LeaderboardEntry[], b: readonly LeaderboardEntry[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry.userID === b[index]?.userID);
}

/** The leaderboard shows the old order first and the new one this long after (SPEC §9). */
export const LEADERBOARD_UPDATE_DELAY_MS = 1500;

/**
 * What the leaderboard after `questionNumber` shows (SPEC §4): the top five as it was before the
 * question first, then, LEADERBOARD_UPDATE_DELAY_MS later, the new one, when the order changed. Without
 * the old top five (the first question, or a screen reloaded since) it shows the new one at once.
 */
export function leaderboardStages(
  history: LeaderboardHistory,
  questionNumber: number,
  current: readonly LeaderboardEntry[],
): { first: readonly LeaderboardEntry[]; then: readonly LeaderboardEntry[] | null } {
  const previous = history[questionNumber - 1];
  if (!previous || previous.length === 0 || sameOrder(previous, current))
    return { first: current, then: null };
  return { first: previous, then: current };
}

/** The music of the moment (gamePhases.ts): the end music once the final leaderboard shows. */
export function musicCue(phase: HostPhase, showingLeaderboard: boolean): HostMusicCue {
  return musicOf(phase.kind, phase.kind === 'results' && phase.isLast && showingLeaderboard);
}
