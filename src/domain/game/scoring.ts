// Correctness and points (SPEC §9). The server scores every answer with these; the SPA uses them only
// to show results.
import type { PointsOptions, Question } from '../quiz/question';
import { kindOf } from '../quiz/questionKinds';

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
 * fraction is (time limit − elapsed) / time limit, between 0 and 1. A question without a time limit
 * (0 s) has no time to win back, so it gives the base points alone.
 */
export function pointsForCorrectAnswer(
  points: PointsOptions,
  timeLimitSeconds: number,
  elapsedMs: number,
): number {
  const limitMs = timeLimitSeconds * 1000;
  const remainingFraction = limitMs > 0 ? Math.min(1, Math.max(0, (limitMs - elapsedMs) / limitMs)) : 0;
  return Math.floor(points.basePoints + points.timeBonus * remainingFraction);
}
