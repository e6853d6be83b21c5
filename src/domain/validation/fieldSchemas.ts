// Schema parts that quizValidation and the question kinds' schemas (questionKinds/*.schema.ts) share: texts,
// uploaded files and answer counts as an untrusted caller sends them (the rules are in quizValidation.ts).
import { z } from 'zod';
import { ANSWER_MAX_LENGTH } from '../common/constants';
import { singleLineText } from '../common/inputs';
import { questionTypeNames, type QuestionType } from '../quiz/question';

/** Longest folder or file name of an uploaded file's storage path. */
export const STORAGE_PATH_SEGMENT_MAX_LENGTH = 200;

/** What the editor keeps of a one-line field on blur, before any cut: no line breaks, no outer spaces. */
export const oneLine = (text: string) => singleLineText(text, Number.POSITIVE_INFINITY).trim();

/** A string of at most `max` characters, `what` naming the text in the message. */
export const limitedText = (max: number, what: string) =>
  z.string().max(max, {
    error: (issue) => `is ${String(issue.input).length} characters ${what}; the limit is ${max}`,
  });

export const answerTextSchema = z
  .string()
  .transform(oneLine)
  .pipe(limitedText(ANSWER_MAX_LENGTH, 'long without line breaks and outer spaces'));

/** Why these segments are not an uploaded file's [folder, file], or null when they are. */
export function storagePathProblem(segments: readonly string[]): string | null {
  if (segments.length !== 2) return `it has ${segments.length} parts, not 2`;
  for (const [index, segment] of segments.entries()) {
    const name = index === 0 ? 'its folder' : 'its file';
    if (segment === '') return `${name} is empty`;
    if (segment.length > STORAGE_PATH_SEGMENT_MAX_LENGTH) {
      return `${name} is longer than ${STORAGE_PATH_SEGMENT_MAX_LENGTH} characters`;
    }
    if (segment.includes('/')) return `${name} contains '/'`;
    if (segment === '.' || segment === '..') return `${name} is '${segment}'`;
    if (/\p{Cc}/u.test(segment)) return `${name} contains a control character`;
  }
  return null;
}

/** An image answer's name: the uploaded image as "folder/file". */
export const imageAnswerNameSchema = z.string().superRefine((name, ctx) => {
  const problem = storagePathProblem(name.split('/'));
  if (problem)
    ctx.addIssue({ code: 'custom', message: `must be an uploaded image as "folder/file": ${problem}` });
});

/** A list of `bounds.min` to `bounds.max` items, named in the message as the answers of `type`. */
export const answerCountSchema = <Item extends z.ZodType>(
  item: Item,
  type: QuestionType,
  { min, max }: { min: number; max: number },
) => {
  const message = (issue: { input?: unknown }) =>
    `has ${(issue.input as unknown[]).length} answers; ${questionTypeNames[type]} questions take ${min} to ${max}`;
  return z.array(item).min(min, { error: message }).max(max, { error: message });
};
