// Scoring an ended question (SPEC §9), as a pipeline of pure steps, each tested on its own:
//
//   judgeAnswers   which players answered this question, and whether right and for how many points
//                  (the scoring mode's: CORRECT_ANSWER_POINTS)
//   awardStreaks   with the answer streak bonus on, each correct answer's place in its player's streak,
//                  and its bonus added to its points
//   scorePlayers   each player's total: their total after the previous question plus this question's points
//   rankPlayers    everyone by total, equal totals sharing a rank
//   playerViews    each player's own record: total, points, rank, neighbours, and whether they answered
//   leaderboardOf, questionResults   the top five and the answer summary
//
// A question's totals and streaks are derived from the previous question's, never added to a running
// total, so that scoring a question again (a retried endQuestion) gives the same values instead of adding
// twice. The host's scoring options (ScoringOptions) come in as data, with the answers.
import { LEADERBOARD_SIZE } from '../common/constants';
import type {
  AnswerEntry,
  GameQuestion,
  LeaderboardEntry,
  Neighbour,
  PausePeriod,
  Player,
  PlayerView,
  QuestionResults,
} from './game';
import { kindOf, type PlayerAnswer } from '../quiz/questionKinds';
import { pausedBefore } from './pausing';
import { CORRECT_ANSWER_POINTS, streakBonusFor, type ScoringOptions } from './scoring';
import { answerTimeMs } from './timing';

/** The answer as sent, parsed from its JSON text; undefined when the text is not JSON. */
function parsedAnswer(answerJson: string): unknown {
  try {
    return JSON.parse(answerJson);
  } catch {
    return undefined;
  }
}

/**
 * What a player's answer (JSON text, in display positions) means in the question's stored order, decoded
 * with the kind's decoder, or undefined when it is not an answer to this question at all (bad JSON, wrong
 * shape, a position that does not exist). Players are untrusted: nothing they send can make this throw.
 */
export function storedAnswerOf(question: GameQuestion, answerJson: string): PlayerAnswer | undefined {
  const kind = kindOf(question);
  const answer = kind.decodeAnswer(parsedAnswer(answerJson));
  return answer === undefined ? undefined : kind.storedAnswer(answer, question.displayOrder);
}

export interface Judgement {
  correct: boolean;
  /** The answer's points, its streak bonus included. */
  points: number;
  /**
   * With the answer streak bonus on, a correct answer's place in its player's run of correct answers (1
   * for the first); absent for a wrong answer, or with the bonus off.
   */
  streak?: number;
}

/**
 * The points of a player's answer, in `scoring` mode (CORRECT_ANSWER_POINTS). SPEC §9's speed scoring: a
 * correct answer scores floor(base + bonus × remaining fraction), the time counted from the question's
 * opening to the answer's arrival, both by the server's clock; anything else scores 0. An answer that
 * arrived in the grace after the time limit scores as if it came at the limit: the base points, never more.
 * The limit is the question's time limit times the game's extra time (answerTimeMs): a player who uses the
 * extra time loses no more of the bonus than one who uses the same share of a plain limit.
 */
export function judgeAnswer(
  question: GameQuestion,
  entry: AnswerEntry,
  openedAt: number,
  { scoring, extraTime }: Pick<ScoringOptions, 'scoring' | 'extraTime'>,
): Judgement {
  const answer = storedAnswerOf(question, entry.answer);
  if (answer === undefined || !kindOf(question).isCorrect(question, answer))
    return { correct: false, points: 0 };
  const points = CORRECT_ANSWER_POINTS[scoring](
    question.customPointsOptions,
    answerTimeMs(question.timeLimit, extraTime),
    entry.submittedAt - openedAt,
  );
  return { correct: true, points };
}

/** A player's judged answer, with what they sent (in display positions), for the answer summary and the report. */
export interface JudgedAnswer extends Judgement {
  answer: string;
  /** From the question's opening to the answer's arrival, by the server's clock (ms). */
  ms: number;
}

export interface AnswersToJudge {
  question: GameQuestion;
  questionNumber: number;
  /** When the question opened (server time). */
  openedAt: number;
  players: readonly Player[];
  /** userSecret by userID. */
  secrets: Readonly<Record<string, string>>;
  /** AnswerEntry by userSecret. */
  answers: Readonly<Record<string, AnswerEntry>>;
  /** The host's choices: the scoring mode, the streak bonus, the extra time. */
  options: ScoringOptions;
  /** The host's pauses of the open question (pausing.ts): an answer's time leaves out those before it. */
  pauses?: readonly PausePeriod[];
}

/**
 * Judge: the answers to this question, by userID. Only an answer under a player's current secret,
 * naming that player and this question, counts: not a kicked player's, not one queued for another
 * question, not one a player wrote under their own secret in another's name.
 */
export function judgeAnswers({
  question,
  questionNumber,
  openedAt,
  players,
  secrets,
  answers,
  options,
  pauses = [],
}: AnswersToJudge): Map<string, JudgedAnswer> {
  const judged = new Map<string, JudgedAnswer>();
  for (const { userID } of players) {
    const secret = secrets[userID];
    const entry = secret === undefined ? undefined : answers[secret];
    if (entry === undefined || entry.user !== userID || entry.questionNumber !== questionNumber) continue;
    // The question's clock stopped while paused: as if it had opened that much later.
    const runningSince = openedAt + pausedBefore(pauses, entry.submittedAt);
    judged.set(userID, {
      ...judgeAnswer(question, entry, runningSince, options),
      answer: entry.answer,
      ms: entry.submittedAt - runningSince,
    });
  }
  return judged;
}

/**
 * Streaks, with the answer streak bonus on (off: the judged answers as they are). A correct answer extends
 * its player's streak after the previous question (none for a player who joined since: 0) by one and
 * gains its bonus (streakBonusFor); a wrong answer, or none, ends the streak.
 */
export function awardStreaks(
  judged: ReadonlyMap<string, JudgedAnswer>,
  previousStreaks: Readonly<Record<string, number>>,
  streakBonus: boolean,
): Map<string, JudgedAnswer> {
  if (!streakBonus) return new Map(judged);
  const awarded = new Map<string, JudgedAnswer>();
  for (const [userID, judgement] of judged) {
    if (!judgement.correct) {
      awarded.set(userID, judgement);
      continue;
    }
    const streak = (previousStreaks[userID] ?? 0) + 1;
    awarded.set(userID, { ...judgement, points: judgement.points + streakBonusFor(streak), streak });
  }
  return awarded;
}

export interface ScoredPlayer extends Player {
  /** Total after the question. */
  score: number;
  /** Points gained on the question. */
  lastChange: number;
}

/**
 * Score: every player's total after the question, from their total after the previous question (none
 * for a player who joined since: 0) and the points of their judged answer (none: 0).
 */
export function scorePlayers(
  players: readonly Player[],
  previousTotals: Readonly<Record<string, number>>,
  judged: ReadonlyMap<string, Judgement>,
): ScoredPlayer[] {
  return players.map((player) => {
    const points = judged.get(player.userID)?.points ?? 0;
    return { ...player, score: (previousTotals[player.userID] ?? 0) + points, lastChange: points };
  });
}

export interface RankedPlayer extends ScoredPlayer {
  rank: number;
}

/**
 * Rank: players by score, highest first. Equal scores share a rank ("1, 2, 2, 4"), and among them the
 * earlier joiner is listed first, so the order never flickers between rounds.
 */
export function rankPlayers(players: readonly ScoredPlayer[]): RankedPlayer[] {
  const sorted = [...players].sort(
    (a, b) => b.score - a.score || a.joinedAt - b.joinedAt || (a.userID < b.userID ? -1 : 1),
  );
  let rank = 0;
  return sorted.map((player, index) => {
    if (index === 0 || (sorted[index - 1] as ScoredPlayer).score !== player.score) rank = index + 1;
    return { ...player, rank };
  });
}

const neighbour = (player: RankedPlayer | undefined): Neighbour | undefined =>
  player && { username: player.username, score: player.score, rank: player.rank };

/** Player views: each player's own record after the question, with where they stand and who is around them. */
export function playerViews(
  ranked: readonly RankedPlayer[],
  judged: ReadonlyMap<string, Judgement>,
  questionNumber: number,
): Array<{ userID: string; view: PlayerView }> {
  return ranked.map((player, index) => {
    const { userID, username, joinedAt, score, lastChange, rank } = player;
    const judgement = judged.get(userID);
    const above = neighbour(ranked[index - 1]);
    const below = neighbour(ranked[index + 1]);
    return {
      userID,
      view: {
        userID,
        username,
        joinedAt,
        score,
        lastChange,
        standing: {
          questionNumber,
          correct: judgement?.correct ?? false,
          points: lastChange,
          rank,
          playerCount: ranked.length,
          ...(judgement?.streak !== undefined && { streak: judgement.streak }),
          ...(judgement === undefined && { noAnswer: true as const }),
          ...(above && { above }),
          ...(below && { below }),
        },
      },
    };
  });
}

/** The top five of the ranking (SPEC §4). */
export const leaderboardOf = (ranked: readonly RankedPlayer[]): LeaderboardEntry[] =>
  ranked
    .slice(0, LEADERBOARD_SIZE)
    .map(({ userID, username, score, rank }) => ({ userID, username, score, rank }));

/** The answer summary of the host's results screen; what players typed goes to the host alone (hostInfo). */
export function questionResults(
  question: GameQuestion,
  questionNumber: number,
  judged: ReadonlyMap<string, JudgedAnswer>,
): QuestionResults {
  const all = [...judged.values()];
  const sent = all.map((judgement) => parsedAnswer(judgement.answer));
  const typedAnswers = kindOf(question).typedAnswers(question, sent);
  return {
    questionNumber,
    answered: all.length,
    correct: all.filter((judgement) => judgement.correct).length,
    optionCounts: kindOf(question).optionCounts(question.displayOrder.length, sent),
    ...(typedAnswers.length > 0 && { typedAnswers }),
  };
}

export interface QuestionToScore extends AnswersToJudge {
  /** Each player's total after the previous question, by userID (empty for the first). */
  previousTotals: Readonly<Record<string, number>>;
  /** Each player's streak after the previous question, by userID (only players on one; none for the first). */
  previousStreaks: Readonly<Record<string, number>>;
}

export interface QuestionScores {
  /**
   * Every player's view, by userID: its score is their total, and its standing's streak their streak, from
   * which the next question is scored.
   */
  views: Array<{ userID: string; view: PlayerView }>;
  results: QuestionResults;
  leaderboard: LeaderboardEntry[];
  /** Every player ranked, and the judged answers (streak bonuses included): what the game's report records. */
  ranked: RankedPlayer[];
  judged: Map<string, JudgedAnswer>;
}

/** The whole pipeline: judge → streaks → score → rank → views, the top five and the summary. */
export function scoreQuestion(input: QuestionToScore): QuestionScores {
  const judged = awardStreaks(judgeAnswers(input), input.previousStreaks, input.options.streakBonus);
  const ranked = rankPlayers(scorePlayers(input.players, input.previousTotals, judged));
  return {
    views: playerViews(ranked, judged, input.questionNumber),
    results: questionResults(input.question, input.questionNumber, judged),
    leaderboard: leaderboardOf(ranked),
    ranked,
    judged,
  };
}
