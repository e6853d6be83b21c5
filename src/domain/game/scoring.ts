// Correctness and points (SPEC §9), and the host's scoring options (scoring modes, the answer
// streak bonus). The server scores every answer with these; the SPA uses them only to show results.
import type { PointsOptions, Question } from '../quiz/question';
import { kindOf } from '../quiz/questionKinds';
import type { GameOptions, ScoringMode } from './gameOptions';

/** The correct option indices of a choice or true/false question, in stored order; none for the others. */
export function correctIndices(question: Question): number[] {
  return kindOf(question).correctIndices(question);
}

/**
 * Whether a player's answer (in stored indices) is correct. It is decoded first with the kind's decoder:
 * answers of the wrong shape (a string for a choice question, an index out of range) are incorrect, never
 * an error, for they come from untrusted players. Each kind's isCorrect says what is right:
 * - single choice and true/false: the chosen index is a correct option;
 * - open-ended: matches an accepted answer, both trimmed, ignoring case unless caseSensitive;
 * - multi-select: exactly the set of correct options;
 * - arrange: exactly the stored order.
 */
export function isAnswerCorrect(question: Question, answer: unknown): boolean {
  const kind = kindOf(question);
  const decoded = kind.decodeAnswer(answer);
  return decoded !== undefined && kind.isCorrect(question, decoded);
}

/**
 * Points for a correct answer: floor(basePoints + timeBonus × remaining fraction), where the
 * fraction is (answer time − elapsed) / answer time, between 0 and 1, the answer time being the time
 * limit times the game's extra time (answerTimeMs). A question without a time limit (0 s) has no time to
 * win back, so it gives the base points alone.
 */
export function pointsForCorrectAnswer(points: PointsOptions, limitMs: number, elapsedMs: number): number {
  const remainingFraction = limitMs > 0 ? Math.min(1, Math.max(0, (limitMs - elapsedMs) / limitMs)) : 0;
  return Math.floor(points.basePoints + points.timeBonus * remainingFraction);
}

/**
 * How a correct answer's points are counted, given the time the player had to answer (limitMs:
 * answerTimeMs) and the time it took (ms from the question's opening).
 */
export type CorrectAnswerPoints = (points: PointsOptions, limitMs: number, elapsedMs: number) => number;

/**
 * Each scoring mode's points for a correct answer (GameOptions.scoring): a new mode is one entry here.
 * - speed (SPEC §9, the default): the base points plus the part of the time bonus left;
 * - accuracy: the base points plus the full time bonus, however long the answer took.
 */
export const CORRECT_ANSWER_POINTS: Readonly<Record<ScoringMode, CorrectAnswerPoints>> = {
  speed: pointsForCorrectAnswer,
  accuracy: (points) => Math.floor(points.basePoints + points.timeBonus),
};

/**
 * The options the scoring of a question takes, as the host chose them when opening the game: the mode, the
 * streak bonus, and the extra time the time bonus is judged against.
 */
export type ScoringOptions = Pick<GameOptions, 'scoring' | 'streakBonus' | 'extraTime'>;

/** Kahoot's answer streak bonus: +100 per consecutive correct answer from the second, up to +500. */
export const STREAK_BONUS = { perAnswer: 100, max: 500 } as const;

/**
 * The bonus of a correct answer that makes `streak` correct answers in a row (itself included): 0 for the
 * first, +100 for the second, +200 for the third, and so on up to +500 from the sixth on.
 */
export const streakBonusFor = (streak: number): number =>
  Math.min(STREAK_BONUS.max, STREAK_BONUS.perAnswer * Math.max(0, streak - 1));
