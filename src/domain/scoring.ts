// Correctness and points (SPEC §9). The server scores every answer with these; the SPA uses them only
// to show results.
import { acceptedOpenAnswers } from './answers';
import { QuestionType, type PlayerAnswer, type PointsOptions, type Question } from './question';

const isIndexList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item));

/** The correct option indices of a choice or true/false question, in stored order. */
export function correctIndices(question: Question): number[] {
  if (question.questionType === QuestionType.OpenEnded || question.questionType === QuestionType.Arrange) {
    return [];
  }
  return question.answers.flatMap((answer, index) => (answer.isCorrect ? [index] : []));
}

/**
 * Whether a player's answer is correct. Answers of the wrong shape (a string for a choice question,
 * an index out of range) are incorrect, never an error: they come from untrusted players.
 * - single choice and true/false: the chosen index is a correct option;
 * - open-ended: matches an accepted answer, both trimmed, ignoring case unless caseSensitive;
 * - multi-select: exactly the set of correct options;
 * - arrange: exactly the stored order.
 */
export function isAnswerCorrect(question: Question, answer: PlayerAnswer | unknown): boolean {
  switch (question.questionType) {
    case QuestionType.SingleChoice:
    case QuestionType.TrueFalse:
      return Number.isInteger(answer) && question.answers[answer as number]?.isCorrect === true;
    case QuestionType.OpenEnded: {
      if (typeof answer !== 'string') return false;
      const fold = (text: string) =>
        question.typeSpecificSettings.caseSensitive ? text.trim() : text.trim().toLowerCase();
      const given = fold(answer);
      return (
        given !== '' && acceptedOpenAnswers(question.answers).some((accepted) => fold(accepted) === given)
      );
    }
    case QuestionType.MultiSelect: {
      if (!isIndexList(answer)) return false;
      const chosen = new Set(answer);
      const correct = correctIndices(question);
      return (
        chosen.size === answer.length && chosen.size === correct.length && correct.every((i) => chosen.has(i))
      );
    }
    case QuestionType.Arrange:
      return (
        isIndexList(answer) &&
        answer.length === question.answers.length &&
        answer.every((storedIndex, position) => storedIndex === position)
      );
  }
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
