// The live game's host steps as pure transitions (SPEC §4): lobby → quiz intro → for each question:
// intro → open → results, the last results being the final leaderboard. The callables run each step
// inside a database transaction on games/{id}, so a step applies at most once, whatever the retries.
//
// Every step names the question it is for, and the game's progress is one number that only grows
// (progressOf). A step at or behind the game's progress has already happened: it changes nothing and
// succeeds, which is what makes a retry, or the host's backup timer, harmless. The step just after the
// game's progress applies; any other is refused.
import { LEADERBOARD_SIZE, QUIZ_INTRO_MS } from './constants';
import {
  HostStatus,
  PLAYER_MODE_OF_STATUS,
  type GameQuestion,
  type GameState,
  type LeaderboardEntry,
  type Neighbour,
  type Player,
  type PlayerView,
  type QuestionResults,
  type AnswerEntry,
} from './game';
import { optionCount } from './gameSetup';
import { gameMessages } from './messages';
import { QuestionType } from './question';
import { isAnswerCorrect, pointsForCorrectAnswer } from './scoring';
import { questionIntroMs } from './timing';

export type HostStep =
  | { kind: 'startPlaying' }
  | { kind: 'introQuestion'; questionNumber: number }
  | { kind: 'startQuestion'; questionNumber: number }
  | { kind: 'endQuestion'; questionNumber: number };

export interface StepContext<Time> {
  /** The time to write: the server's, as a placeholder the database fills in (SERVER_TIME). */
  now: Time;
  /** The step's question, in play order (not needed to start playing). */
  question: GameQuestion | null;
}

export type StepResult<Time> =
  | { kind: 'applied'; state: GameState<number | Time> }
  | { kind: 'alreadyDone' }
  | { kind: 'refused'; reason: string };

/** How far a game has gone, as one number that every step increases by exactly one. */
export function progressOf(status: HostStatus, questionNumber: number): number {
  switch (status) {
    case HostStatus.Lobby:
      return 0;
    case HostStatus.QuizIntro:
      return 1;
    case HostStatus.QuestionIntro:
      return 2 + 3 * questionNumber;
    case HostStatus.QuestionOpen:
      return 3 + 3 * questionNumber;
    case HostStatus.Results:
      return 4 + 3 * questionNumber;
  }
}

const progressAfter = (step: HostStep): number =>
  step.kind === 'startPlaying'
    ? 1
    : step.kind === 'introQuestion'
      ? progressOf(HostStatus.QuestionIntro, step.questionNumber)
      : step.kind === 'startQuestion'
        ? progressOf(HostStatus.QuestionOpen, step.questionNumber)
        : progressOf(HostStatus.Results, step.questionNumber);

const ordinal = (questionNumber: number) => `question ${questionNumber + 1}`;

function describeStep(step: HostStep): string {
  switch (step.kind) {
    case 'startPlaying':
      return 'Starting the game';
    case 'introQuestion':
      return `Introducing ${ordinal(step.questionNumber)}`;
    case 'startQuestion':
      return `Opening ${ordinal(step.questionNumber)}`;
    case 'endQuestion':
      return `Ending ${ordinal(step.questionNumber)}`;
  }
}

function describeState(state: GameState): string {
  const { status, gameStatus } = state.hostInfo;
  const current = ordinal(gameStatus.questionNumber);
  switch (status) {
    case HostStatus.Lobby:
      return 'the game is in its lobby';
    case HostStatus.QuizIntro:
      return 'the quiz intro is showing';
    case HostStatus.QuestionIntro:
      return `${current} is being introduced`;
    case HostStatus.QuestionOpen:
      return `${current} is open`;
    case HostStatus.Results:
      return state.hostInfo.endedAt === undefined ? `${current}'s results are showing` : 'the game is over';
  }
}

/** Applies a host step to a game, or says why not, or that it has already happened. */
export function applyHostStep<Time>(
  state: GameState,
  step: HostStep,
  context: StepContext<Time>,
): StepResult<Time> {
  const { status, gameStatus } = state.hostInfo;
  const current = progressOf(status, gameStatus.questionNumber);
  const target = progressAfter(step);
  if (target <= current) return { kind: 'alreadyDone' };
  if (step.kind !== 'startPlaying' && step.questionNumber >= state.sharedInfo.totalQuestions) {
    return {
      kind: 'refused',
      reason: gameMessages.noSuchQuestion(step.questionNumber, state.sharedInfo.totalQuestions),
    };
  }
  if (target !== current + 1) {
    return { kind: 'refused', reason: gameMessages.outOfTurn(describeStep(step), describeState(state)) };
  }
  if (step.kind === 'startPlaying') {
    if (Object.keys(state.hostInfo.players ?? {}).length === 0) {
      return { kind: 'refused', reason: gameMessages.nobodyJoined };
    }
    return { kind: 'applied', state: enterPhase(state, HostStatus.QuizIntro, 0, context.now, QUIZ_INTRO_MS) };
  }
  const question = context.question;
  if (question === null) throw new Error(`${step.kind} needs its question`);
  switch (step.kind) {
    case 'introQuestion':
      return {
        kind: 'applied',
        state: introduce(state, step.questionNumber, question, context.now),
      };
    case 'startQuestion':
      return {
        kind: 'applied',
        state: enterPhase(
          state,
          HostStatus.QuestionOpen,
          step.questionNumber,
          context.now,
          question.timeLimit * 1000,
        ),
      };
    case 'endQuestion':
      return { kind: 'applied', state: endQuestion(state, step.questionNumber, question, context.now) };
  }
}

/** The game moved to `status` for `questionNumber`, the phase starting now and lasting `duration` ms. */
function enterPhase<Time>(
  state: GameState,
  status: HostStatus,
  questionNumber: number,
  now: Time,
  duration: number,
): GameState<number | Time> {
  return {
    ...state,
    hostInfo: {
      ...state.hostInfo,
      status,
      gameStatus: { ...state.hostInfo.gameStatus, questionNumber, time: now, duration },
    },
    sharedInfo: {
      ...state.sharedInfo,
      gameStatus: {
        ...state.sharedInfo.gameStatus,
        mode: PLAYER_MODE_OF_STATUS[status],
        info: { ...state.sharedInfo.gameStatus.info, questionNumber, time: now, duration },
      },
    },
  };
}

/** A question's intro: the last question's answers and results are cleared, players learn the new type. */
function introduce<Time>(
  state: GameState,
  questionNumber: number,
  question: GameQuestion,
  now: Time,
): GameState<number | Time> {
  const duration = questionIntroMs(question.title);
  const { answers: _lastAnswers, ...withoutAnswers } = state;
  return {
    ...withoutAnswers,
    hostInfo: {
      ...state.hostInfo,
      status: HostStatus.QuestionIntro,
      gameStatus: { questionNumber, time: now, duration },
    },
    sharedInfo: {
      ...state.sharedInfo,
      gameStatus: {
        mode: PLAYER_MODE_OF_STATUS[HostStatus.QuestionIntro],
        info: {
          questionNumber,
          time: now,
          duration,
          questionType: question.questionType,
          options: optionCount(question),
        },
      },
    },
  };
}

/**
 * What a player's answer (JSON text, in display positions) means in the question's stored order, or
 * undefined when it is not an answer to this question at all (bad JSON, wrong shape, a position that
 * does not exist). Players are untrusted: nothing they send can make this throw.
 */
export function storedAnswerOf(question: GameQuestion, answerJson: string): unknown {
  let answer: unknown;
  try {
    answer = JSON.parse(answerJson);
  } catch {
    return undefined;
  }
  const stored = (position: unknown): number | undefined =>
    Number.isInteger(position) ? question.displayOrder[position as number] : undefined;
  switch (question.questionType) {
    case QuestionType.OpenEnded:
      return typeof answer === 'string' ? answer : undefined;
    case QuestionType.SingleChoice:
    case QuestionType.TrueFalse:
      return stored(answer);
    case QuestionType.MultiSelect:
    case QuestionType.Arrange: {
      if (!Array.isArray(answer)) return undefined;
      const mapped = answer.map(stored);
      return mapped.every((index) => index !== undefined) ? mapped : undefined;
    }
  }
}

export interface Judgement {
  correct: boolean;
  points: number;
}

/**
 * SPEC §9: a correct answer scores floor(base + bonus × remaining fraction), the time counted from the
 * question's opening to the answer's arrival, both by the server's clock; anything else scores 0.
 */
export function judgeAnswer(question: GameQuestion, entry: AnswerEntry, openedAt: number): Judgement {
  const answer = storedAnswerOf(question, entry.answer);
  if (answer === undefined || !isAnswerCorrect(question, answer)) return { correct: false, points: 0 };
  const points = pointsForCorrectAnswer(
    question.customPointsOptions,
    question.timeLimit,
    entry.submittedAt - openedAt,
  );
  return { correct: true, points };
}

export interface RankedPlayer extends Player {
  rank: number;
}

/**
 * Players by score, highest first. Equal scores share a rank ("1, 2, 2, 4"), and among them the
 * earlier joiner is listed first, so the order never flickers between rounds.
 */
export function rankPlayers(players: readonly Player[]): RankedPlayer[] {
  const sorted = [...players].sort(
    (a, b) => b.score - a.score || a.joinedAt - b.joinedAt || (a.userID < b.userID ? -1 : 1),
  );
  let rank = 0;
  return sorted.map((player, index) => {
    if (index === 0 || (sorted[index - 1] as Player).score !== player.score) rank = index + 1;
    return { ...player, rank };
  });
}

const neighbour = (player: RankedPlayer | undefined): Neighbour | undefined =>
  player && { username: player.username, score: player.score, rank: player.rank };

const leaderboardEntry = ({ userID, username, score, rank }: RankedPlayer): LeaderboardEntry => ({
  userID,
  username,
  score,
  rank,
});

/** How many players chose each shown option (choice questions); arrange and open-ended give none. */
function optionCountsOf(question: GameQuestion, answers: string[]): number[] {
  if (question.questionType === QuestionType.OpenEnded || question.questionType === QuestionType.Arrange) {
    return [];
  }
  const counts = question.displayOrder.map(() => 0);
  for (const answerJson of answers) {
    let answer: unknown;
    try {
      answer = JSON.parse(answerJson);
    } catch {
      continue;
    }
    const positions = new Set(Array.isArray(answer) ? answer : [answer]);
    for (const position of positions) {
      if (Number.isInteger(position) && position >= 0 && position < counts.length) {
        counts[position] = (counts[position] as number) + 1;
      }
    }
  }
  return counts;
}

/**
 * Scores the open question from the answers the database accepted: every score, every player's
 * standing with their neighbours, the top five and the results, as one new state. Only an answer under
 * a player's current secret, naming that player and this question, counts: not a kicked player's, not
 * one queued for another question.
 */
function endQuestion<Time>(
  state: GameState,
  questionNumber: number,
  question: GameQuestion,
  now: Time,
): GameState<number | Time> {
  const openedAt = state.hostInfo.gameStatus.time;
  const entries = state.answers ?? {};
  const judgements = new Map<string, Judgement>();
  const answers: string[] = [];
  const players = Object.values(state.hostInfo.players ?? {});
  for (const player of players) {
    const secret = state.secrets?.[player.userID];
    const entry = secret === undefined ? undefined : entries[secret];
    if (entry === undefined || entry.user !== player.userID || entry.questionNumber !== questionNumber)
      continue;
    answers.push(entry.answer);
    judgements.set(player.userID, judgeAnswer(question, entry, openedAt));
  }

  const scored = players.map((player): Player => {
    const points = judgements.get(player.userID)?.points ?? 0;
    return { ...player, score: player.score + points, lastChange: points };
  });
  const ranked = rankPlayers(scored);
  const isLast = questionNumber === state.sharedInfo.totalQuestions - 1;

  const hostPlayers: Record<string, Player> = {};
  const views: Record<string, PlayerView> = {};
  ranked.forEach((player, index) => {
    const { rank, ...hostPlayer } = player;
    hostPlayers[player.userID] = hostPlayer;
    const secret = state.secrets?.[player.userID];
    if (secret === undefined) return;
    const above = neighbour(ranked[index - 1]);
    const below = neighbour(ranked[index + 1]);
    views[secret] = {
      ...hostPlayer,
      standing: {
        questionNumber,
        correct: judgements.get(player.userID)?.correct ?? false,
        points: player.lastChange,
        rank,
        playerCount: ranked.length,
        ...(above && { above }),
        ...(below && { below }),
      },
    };
  });

  const results: QuestionResults = {
    questionNumber,
    answered: answers.length,
    correct: [...judgements.values()].filter((judgement) => judgement.correct).length,
    optionCounts: optionCountsOf(question, answers),
  };
  const leaderboard = ranked.slice(0, LEADERBOARD_SIZE).map(leaderboardEntry);

  return {
    ...state,
    hostInfo: {
      ...state.hostInfo,
      status: HostStatus.Results,
      players: hostPlayers,
      gameStatus: {
        ...state.hostInfo.gameStatus,
        questionNumber,
        time: now,
        duration: 0,
        closedQuestion: questionNumber,
        results,
      },
      ...(isLast && { endedAt: now }),
    },
    sharedInfo: {
      ...state.sharedInfo,
      leaderboard,
      gameStatus: {
        mode: PLAYER_MODE_OF_STATUS[HostStatus.Results],
        ...(isLast && { final: true }),
        info: { ...state.sharedInfo.gameStatus.info, questionNumber, time: now, duration: 0 },
      },
    },
    players: { ...state.players, ...views },
  };
}
