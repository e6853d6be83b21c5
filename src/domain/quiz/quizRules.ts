// Quiz and question limits (SPEC §5), the edited copy of another user's quiz (SPEC §4) and the title of a
// duplicate.
import {
  ANSWER_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  EXPLANATION_MAX_LENGTH,
  QUESTION_COUNT_MAX,
  QUESTION_COUNT_MIN,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
  TITLE_MAX_LENGTH,
} from '../common/constants';
import { clampNumberInput, cutText, singleLineText } from '../common/inputs';
import type { QuizData } from './quiz';

/**
 * A title as it is kept when its field loses focus or the quiz is saved: one line, at most 200
 * characters, and `fallback` ("Untitled question", "Untitled Loqi") when nothing but spaces is left.
 */
export function titleOrDefault(title: string, fallback: string): string {
  const kept = singleLineText(title, TITLE_MAX_LENGTH).trim();
  return kept === '' ? fallback : kept;
}

/** A description: at most 400 characters; line breaks are kept. */
export function descriptionOrCut(desc: string): string {
  return cutText(desc, DESCRIPTION_MAX_LENGTH);
}

/** An explanation as typed: at most 400 characters; line breaks are kept. */
export function explanationOrCut(text: string): string {
  return cutText(text, EXPLANATION_MAX_LENGTH);
}

/**
 * A question's explanation field as it is saved and stored: the text without outer blanks, and no field at
 * all when nothing is left (a question without one, like every question saved before explanations).
 */
export function explanationPart(text: string | undefined): { explanation?: string } {
  const kept = text?.trim() ?? '';
  return kept === '' ? {} : { explanation: kept };
}

/** An answer's text as kept on blur: one line, trimmed, at most 200 characters. */
export function answerText(text: string): string {
  return singleLineText(text, ANSWER_MAX_LENGTH).trim();
}

/** A question's time limit in whole seconds, 0-600. */
export function clampTimeLimit(seconds: number | string): number {
  return clampNumberInput(seconds, { min: TIME_LIMIT_MIN_SECONDS, max: TIME_LIMIT_MAX_SECONDS });
}

export function canAddQuestion(questionCount: number): boolean {
  return questionCount < QUESTION_COUNT_MAX;
}

/** At least one question must remain. */
export function canDeleteQuestion(questionCount: number): boolean {
  return questionCount > QUESTION_COUNT_MIN;
}

const EDITED_SUFFIX = ' (Edited)';

/**
 * The quiz data of an edited copy of someone else's quiz: the title gets " (Edited)" and the
 * description credits the owner, or "???" when their name could not be read. The original text is
 * shortened where needed so the additions fit the title and description limits.
 */
export function editedCopyData(original: QuizData, ownerUsername: string | null): QuizData {
  const credit = `(Originally by ${ownerUsername ?? '???'})`;
  const desc = cutText(original.desc, DESCRIPTION_MAX_LENGTH - credit.length - 1);
  return {
    ...original,
    title: cutText(original.title, TITLE_MAX_LENGTH - EDITED_SUFFIX.length) + EDITED_SUFFIX,
    desc: desc === '' ? credit : `${desc} ${credit}`,
  };
}

const COPY_SUFFIX = ' (Copy)';

/** The title of a quiz duplicated on /my: "{title} (Copy)", the original shortened to fit the 200 characters. */
export function duplicateTitle(title: string): string {
  return cutText(title, TITLE_MAX_LENGTH - COPY_SUFFIX.length) + COPY_SUFFIX;
}
