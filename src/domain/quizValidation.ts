// A quiz as an untrusted caller sends it (addQuiz, setQuiz) and the seed writes it: quizContentSchema
// refuses what breaks a rule of SPEC §3 and §5 and outputs the normalised QuizContent the server stores.
// Where the editor cuts a field to its limit, the server refuses it instead: a payload the editor could not
// have produced is a bug or a forgery, and storing a silently shortened quiz would hide it.
//
// | Field                               | Normalised to                                 | Refused when                                    |
// | ----------------------------------- | --------------------------------------------- | ----------------------------------------------- |
// | quiz and question titles            | line breaks removed, trimmed (as on blur);    | longer than 200 after that                      |
// |                                     | blank → "Untitled Loqi" / "Untitled question" |                                                 |
// | quiz and question descriptions      | kept as sent (line breaks allowed)            | longer than 400                                 |
// | answer texts (choice, open-ended,   | line breaks removed, trimmed (as on blur)     | longer than 200 after that                      |
// | arrange)                            |                                               |                                                 |
// | timeLimit                           | —                                             | not an integer 0..600                           |
// | basePoints / timeBonus              | —                                             | not an integer 0..75000 / 0..25000              |
// | answers, single choice/multi-select | —                                             | not 2..12, or none correct                      |
// | answers, true/false                 | —                                             | not exactly True then False with one correct    |
// | answers, open-ended                 | empty alternates removed, one empty slot      | fewer than 1 or more than 50 accepted answers   |
// |                                     | appended (withOpenEndedSlot)                  |                                                 |
// | answers, arrange                    | —                                             | not 2..9, or an item that is not text (type 0)  |
// | image answers (type 1, types 0, 3)  | —                                             | name not an uploaded image "folder/file"        |
// | mediaMode 0 (none)                  | mediaURL ''                                   | mediaURL neither a string nor a list of strings |
// | mediaMode 1 (image)                 | —                                             | mediaURL not a [folder, file] pair              |
// | mediaMode 2 (video)                 | link trimmed                                  | no 11-character video id in the link, or the    |
// |                                     |                                               | link longer than VIDEO_LINK_MAX_LENGTH          |
// | typeSpecificSettings                | —                                             | not exactly {randomizeOrder} (0, 3),            |
// |                                     |                                               | {caseSensitive} (2), {} (1, 4)                  |
// | data.visibility                     | —                                             | not 0, 1 or 2                                   |
// | data.version                        | —                                             | not a non-negative integer                      |
// | data.copyProtect, randomize...      | —                                             | not a boolean                                   |
// | data.image                          | —                                             | neither null nor a [folder, file] pair          |
// | storage path segments               | —                                             | empty, over 200 characters, containing '/' or a |
// |                                     |                                               | control character, or '.' / '..'               |
// | questions                           | —                                             | fewer than 1 or more than 500                   |
// | any object                          | —                                             | a key the type does not have                    |
// | quiz ids (quizIdSchema)             | —                                             | not 1..64 of A-Z a-z 0-9 '-' '_'                |
//
// The spec's numbers come from constants.ts and ANSWER_COUNT_BOUNDS; the limits it leaves open (storage path
// segments, video links, quiz ids) are declared below.
//
// Normalising is idempotent: a stored quiz parses to itself (storedQuizContent relies on it).
import { z } from 'zod';
import { ANSWER_COUNT_BOUNDS, withOpenEndedSlot } from './answers';
import {
  ANSWER_MAX_LENGTH,
  BASE_POINTS_MAX,
  DESCRIPTION_MAX_LENGTH,
  QUESTION_COUNT_MAX,
  QUESTION_COUNT_MIN,
  TIME_BONUS_MAX,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
  TITLE_MAX_LENGTH,
} from './constants';
import { INHERITED_NAME_REFUSAL, isPlainDatabaseKey } from './databaseKeys';
import { singleLineText } from './inputs';
import { screenTexts } from './messages';
import {
  AnswerKind,
  MediaMode,
  QuestionType,
  questionTypeNames,
  type Question,
  type StoragePath,
} from './question';
import { Visibility, type QuizContent } from './quiz';
import { titleOrDefault } from './quizRules';
import { extractVideoId } from './video';

/** Longest folder or file name of an uploaded file's storage path. */
export const STORAGE_PATH_SEGMENT_MAX_LENGTH = 200;
/** Longest video link kept: far beyond any real link, so a huge string is refused rather than stored. */
export const VIDEO_LINK_MAX_LENGTH = 2048;
/** Longest quiz id: push keys have 20 characters; readable ids (the demo quizzes') need a little more. */
export const QUIZ_ID_MAX_LENGTH = 64;

/**
 * A quiz id: a push key or a word made of push-key characters, so never a path, '.', '#', '$', '[' or ']',
 * nor a name that objects inherit ("__proto__", "constructor": isPlainDatabaseKey).
 */
export const quizIdSchema = z
  .string()
  .regex(
    new RegExp(`^[-0-9A-Za-z_]{1,${QUIZ_ID_MAX_LENGTH}}$`),
    `must be a quiz id: 1 to ${QUIZ_ID_MAX_LENGTH} letters, digits, '-' or '_'`,
  )
  .refine(isPlainDatabaseKey, INHERITED_NAME_REFUSAL);

/** What the editor keeps of a one-line field on blur, before any cut: no line breaks, no outer spaces. */
const oneLine = (text: string) => singleLineText(text, Number.POSITIVE_INFINITY).trim();

/** A string of at most `max` characters, `what` naming the text in the message. */
const limitedText = (max: number, what: string) =>
  z.string().max(max, {
    error: (issue) => `is ${String(issue.input).length} characters ${what}; the limit is ${max}`,
  });

const titleSchema = (fallback: string) =>
  z
    .string()
    .transform(oneLine)
    .pipe(limitedText(TITLE_MAX_LENGTH, 'long without line breaks and outer spaces'))
    .transform((title) => titleOrDefault(title, fallback));

const descriptionSchema = limitedText(DESCRIPTION_MAX_LENGTH, 'long');

const answerTextSchema = z
  .string()
  .transform(oneLine)
  .pipe(limitedText(ANSWER_MAX_LENGTH, 'long without line breaks and outer spaces'));

const wholeNumber = (min: number, max: number) => {
  const range = `a whole number from ${min} to ${max}`;
  return z
    .number({ error: `must be ${range}` })
    .int(`must be ${range}`)
    .min(min, `must be ${range}`)
    .max(max, `must be ${range}`);
};

/** Why these segments are not an uploaded file's [folder, file], or null when they are. */
function storagePathProblem(segments: readonly string[]): string | null {
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

export const storagePathSchema = z
  .array(z.string(), { error: 'must be an uploaded file as [folder, file]' })
  .superRefine((segments, ctx) => {
    const problem = storagePathProblem(segments);
    if (problem)
      ctx.addIssue({ code: 'custom', message: `must be an uploaded file as [folder, file]: ${problem}` });
  })
  .transform((segments) => segments as StoragePath);

/** An image answer's name: the uploaded image as "folder/file". */
const imageAnswerNameSchema = z.string().superRefine((name, ctx) => {
  const problem = storagePathProblem(name.split('/'));
  if (problem)
    ctx.addIssue({ code: 'custom', message: `must be an uploaded image as "folder/file": ${problem}` });
});

const answerCount = <Item extends z.ZodType>(item: Item, type: QuestionType) => {
  const { min, max } = ANSWER_COUNT_BOUNDS[type];
  const message = (issue: { input?: unknown }) =>
    `has ${(issue.input as unknown[]).length} answers; ${questionTypeNames[type]} questions take ${min} to ${max}`;
  return z.array(item).min(min, { error: message }).max(max, { error: message });
};

const choiceAnswerSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ name: answerTextSchema, type: z.literal(AnswerKind.Text), isCorrect: z.boolean() }),
    z.strictObject({
      name: imageAnswerNameSchema,
      type: z.literal(AnswerKind.Image),
      isCorrect: z.boolean(),
    }),
  ],
  { error: 'must be 0 (text) or 1 (image)' },
);

const choiceAnswersSchema = (type: QuestionType) =>
  answerCount(choiceAnswerSchema, type).refine((answers) => answers.some((answer) => answer.isCorrect), {
    error: `has no correct answer; ${questionTypeNames[type]} questions need at least one`,
  });

const trueFalseAnswersSchema = z
  .tuple(
    [
      z.strictObject({ name: z.literal('True', 'must be "True"'), isCorrect: z.boolean() }),
      z.strictObject({ name: z.literal('False', 'must be "False"'), isCorrect: z.boolean() }),
    ],
    { error: 'must be exactly the answers True then False' },
  )
  .refine(([yes, no]) => yes.isCorrect !== no.isCorrect, {
    error: 'exactly one of True and False must be correct',
  });

const openEndedAnswersSchema = z
  .array(answerTextSchema)
  .transform(withOpenEndedSlot)
  .superRefine((answers, ctx) => {
    const { min, max } = ANSWER_COUNT_BOUNDS[QuestionType.OpenEnded];
    const accepted = answers.length - 1;
    if (accepted < min || accepted > max) {
      ctx.addIssue({
        code: 'custom',
        message: `has ${accepted} accepted answers; ${questionTypeNames[QuestionType.OpenEnded]} questions take ${min} to ${max}`,
      });
    }
  });

const arrangeAnswersSchema = answerCount(
  z.strictObject({
    name: answerTextSchema,
    type: z.literal(AnswerKind.Text, 'must be 0: arrange items are text'),
  }),
  QuestionType.Arrange,
);

const noSettings = z.strictObject({});

const questionFields = {
  title: titleSchema(screenTexts.untitledQuestion),
  desc: descriptionSchema,
  mediaMode: z.literal(
    [MediaMode.None, MediaMode.Image, MediaMode.Video],
    'must be 0 (none), 1 (image) or 2 (video)',
  ),
  // Checked against mediaMode once the question has parsed (see mediaProblem).
  mediaURL: z.union([z.string(), z.array(z.string())], {
    error: 'must be a video link, an image as [folder, file], or empty',
  }),
  timeLimit: wholeNumber(TIME_LIMIT_MIN_SECONDS, TIME_LIMIT_MAX_SECONDS),
  customPointsOptions: z.strictObject({
    basePoints: wholeNumber(0, BASE_POINTS_MAX),
    timeBonus: wholeNumber(0, TIME_BONUS_MAX),
  }),
  titlePlusDesc: z.boolean(),
  titlePlusImg: z.boolean(),
};

const typedQuestionSchema = z.discriminatedUnion(
  'questionType',
  [
    z.strictObject({
      ...questionFields,
      questionType: z.literal(QuestionType.SingleChoice),
      answers: choiceAnswersSchema(QuestionType.SingleChoice),
      typeSpecificSettings: z.strictObject({ randomizeOrder: z.boolean() }),
    }),
    z.strictObject({
      ...questionFields,
      questionType: z.literal(QuestionType.TrueFalse),
      answers: trueFalseAnswersSchema,
      typeSpecificSettings: noSettings,
    }),
    z.strictObject({
      ...questionFields,
      questionType: z.literal(QuestionType.OpenEnded),
      answers: openEndedAnswersSchema,
      typeSpecificSettings: z.strictObject({ caseSensitive: z.boolean() }),
    }),
    z.strictObject({
      ...questionFields,
      questionType: z.literal(QuestionType.MultiSelect),
      answers: choiceAnswersSchema(QuestionType.MultiSelect),
      typeSpecificSettings: z.strictObject({ randomizeOrder: z.boolean() }),
    }),
    z.strictObject({
      ...questionFields,
      questionType: z.literal(QuestionType.Arrange),
      answers: arrangeAnswersSchema,
      typeSpecificSettings: noSettings,
    }),
  ],
  { error: 'must be 0 (single choice), 1 (true/false), 2 (open-ended), 3 (multi-select) or 4 (arrange)' },
);

/** Why a question's mediaURL does not fit its mediaMode, or null when it does. */
function mediaProblem(mediaMode: MediaMode, mediaURL: string | string[]): string | null {
  switch (mediaMode) {
    case MediaMode.None:
      return null;
    case MediaMode.Image: {
      if (typeof mediaURL === 'string') return 'must be an image as [folder, file] when mediaMode is 1';
      const problem = storagePathProblem(mediaURL);
      return problem && `must be an image as [folder, file]: ${problem}`;
    }
    case MediaMode.Video:
      if (typeof mediaURL !== 'string' || mediaURL.length > VIDEO_LINK_MAX_LENGTH) {
        return `must be a video link of at most ${VIDEO_LINK_MAX_LENGTH} characters when mediaMode is 2`;
      }
      return extractVideoId(mediaURL) === null ? 'must be a video link with an 11-character video id' : null;
  }
}

const questionSchema = typedQuestionSchema
  .superRefine((question, ctx) => {
    const problem = mediaProblem(question.mediaMode, question.mediaURL);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['mediaURL'] });
  })
  .transform((question): Question => {
    const { mediaMode, mediaURL } = question;
    const media =
      mediaMode === MediaMode.None
        ? ''
        : typeof mediaURL === 'string'
          ? mediaURL.trim()
          : (mediaURL as StoragePath);
    return { ...question, mediaURL: media };
  });

const quizDataSchema = z.strictObject({
  title: titleSchema(screenTexts.untitledQuiz),
  desc: descriptionSchema,
  image: storagePathSchema.nullable(),
  randomizeQuestionOrder: z.boolean(),
  visibility: z.literal(
    [Visibility.Public, Visibility.Unlisted, Visibility.Private],
    'must be 0 (public), 1 (unlisted) or 2 (private)',
  ),
  version: z
    .number()
    .int('must be a whole number of 0 or more')
    .min(0, 'must be a whole number of 0 or more'),
  copyProtect: z.boolean(),
});

const questionCountMessage = (issue: { input?: unknown }) =>
  `has ${(issue.input as unknown[]).length} questions; a quiz takes ${QUESTION_COUNT_MIN} to ${QUESTION_COUNT_MAX}`;

/** A quiz from an untrusted caller; the output is the normalised quiz to store (see the table above). */
export const quizContentSchema = z.strictObject({
  data: quizDataSchema,
  questions: z
    .array(questionSchema)
    .min(QUESTION_COUNT_MIN, { error: questionCountMessage })
    .max(QUESTION_COUNT_MAX, { error: questionCountMessage }),
}) satisfies z.ZodType<QuizContent>;
