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
// | question explanation (optional)     | trimmed (line breaks allowed); blank → absent | longer than 400 after that                      |
// | answer texts (choice, open-ended,   | line breaks removed, trimmed (as on blur)     | longer than 200 after that                      |
// | arrange)                            |                                               |                                                 |
// | timeLimit                           | —                                             | not an integer 0..600                           |
// | basePoints / timeBonus              | —                                             | not an integer 0..75000 / 0..25000              |
// | answers, single choice/multi-select | —                                             | not 2..12, or none correct                      |
// | answers, true/false                 | —                                             | not exactly True then False with one correct    |
// | answers, open-ended                 | empty alternates removed, one empty slot      | fewer than 1 or more than 50 accepted answers   |
// |                                     | appended (withOpenEndedSlot)                  |                                                 |
// | answers, arrange                    | —                                             | not 3..9 (2..9 stored), or an item not text     |
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
// The spec's numbers come from constants.ts and the question kinds' answer counts (questionKinds/); each
// type's answers and settings are checked by its schema beside its kind (questionKinds/*.schema.ts); the
// limits the spec leaves open (storage path segments, video links, quiz ids) are declared below.
//
// Normalising is idempotent: a stored quiz parses to itself (storedQuizContent relies on it).
import { z } from 'zod';
import {
  BASE_POINTS_MAX,
  DESCRIPTION_MAX_LENGTH,
  EXPLANATION_MAX_LENGTH,
  QUESTION_COUNT_MAX,
  QUESTION_COUNT_MIN,
  TIME_BONUS_MAX,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
  TITLE_MAX_LENGTH,
  VIDEO_LINK_MAX_LENGTH,
} from '../common/constants';
import { INHERITED_NAME_REFUSAL, isPlainDatabaseKey } from '../common/databaseKeys';
import { limitedText, oneLine, storagePathProblem } from './fieldSchemas';
import { screenTexts } from '../common/messages';
import { MediaMode, QUESTION_TYPES, QuestionType, type Question, type StoragePath } from '../quiz/question';
import { arrangeSchema, storedArrangeSchema } from '../quiz/questionKinds/arrange.schema';
import { multiSelectSchema } from '../quiz/questionKinds/multiSelect.schema';
import { openEndedSchema } from '../quiz/questionKinds/openEnded.schema';
import { singleChoiceSchema } from '../quiz/questionKinds/singleChoice.schema';
import { trueFalseSchema } from '../quiz/questionKinds/trueFalse.schema';
import { Visibility, type QuizContent } from '../quiz/quiz';
import { explanationPart, titleOrDefault } from '../quiz/quizRules';
import { extractVideoId } from '../quiz/video';

export { STORAGE_PATH_SEGMENT_MAX_LENGTH } from './fieldSchemas';
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

const titleSchema = (fallback: string) =>
  z
    .string()
    .transform(oneLine)
    .pipe(limitedText(TITLE_MAX_LENGTH, 'long without line breaks and outer spaces'))
    .transform((title) => titleOrDefault(title, fallback));

const descriptionSchema = limitedText(DESCRIPTION_MAX_LENGTH, 'long');

const wholeNumber = (min: number, max: number) => {
  const range = `a whole number from ${min} to ${max}`;
  return z
    .number({ error: `must be ${range}` })
    .int(`must be ${range}`)
    .min(min, `must be ${range}`)
    .max(max, `must be ${range}`);
};

export const storagePathSchema = z
  .array(z.string(), { error: 'must be an uploaded file as [folder, file]' })
  .superRefine((segments, ctx) => {
    const problem = storagePathProblem(segments);
    if (problem)
      ctx.addIssue({ code: 'custom', message: `must be an uploaded file as [folder, file]: ${problem}` });
  })
  .transform((segments) => segments as StoragePath);

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
  // Optional: quizzes saved before explanations have none. A blank one is dropped (see explanationPart).
  explanation: z
    .string()
    .transform((text) => text.trim())
    .pipe(limitedText(EXPLANATION_MAX_LENGTH, 'long without outer spaces'))
    .optional(),
};

/** Each type's answers and settings, beside the fields every question has. */
const typedPartSchemas = {
  [QuestionType.SingleChoice]: singleChoiceSchema,
  [QuestionType.TrueFalse]: trueFalseSchema,
  [QuestionType.OpenEnded]: openEndedSchema,
  [QuestionType.MultiSelect]: multiSelectSchema,
  [QuestionType.Arrange]: arrangeSchema,
} satisfies { [T in QuestionType]: { questionType: z.ZodLiteral<T> } };

/** How a refused questionType names each type. */
const typeNamesInRefusal: Record<QuestionType, string> = {
  [QuestionType.SingleChoice]: 'single choice',
  [QuestionType.TrueFalse]: 'true/false',
  [QuestionType.OpenEnded]: 'open-ended',
  [QuestionType.MultiSelect]: 'multi-select',
  [QuestionType.Arrange]: 'arrange',
};
const namedTypes = QUESTION_TYPES.map((type) => `${type} (${typeNamesInRefusal[type]})`);

/** The question's fields and its type's part, the arrange part given: a new question's or a stored one's. */
function typedQuestionSchema(arrangePart: typeof arrangeSchema) {
  const parts = { ...typedPartSchemas, [QuestionType.Arrange]: arrangePart };
  const [firstType, ...otherTypes] = QUESTION_TYPES.map((type) =>
    z.strictObject({ ...questionFields, ...parts[type] }),
  );
  return z.discriminatedUnion('questionType', [firstType as NonNullable<typeof firstType>, ...otherTypes], {
    error: `must be ${namedTypes.slice(0, -1).join(', ')} or ${namedTypes.at(-1)}`,
  });
}

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

/** A question, normalised, with the arrange part given. */
const questionSchemaWith = (arrangePart: typeof arrangeSchema) =>
  typedQuestionSchema(arrangePart)
    .superRefine((question, ctx) => {
      const problem = mediaProblem(question.mediaMode, question.mediaURL);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['mediaURL'] });
    })
    .transform((question): Question => {
      const { mediaMode, mediaURL, explanation, ...rest } = question;
      const media =
        mediaMode === MediaMode.None
          ? ''
          : typeof mediaURL === 'string'
            ? mediaURL.trim()
            : (mediaURL as StoragePath);
      return { ...rest, mediaMode, mediaURL: media, ...explanationPart(explanation) };
    });

/** One question from an untrusted caller (a quiz's questions, an imported file's rows), normalised. */
export const questionSchema = questionSchemaWith(arrangeSchema);

/** A quiz's own settings from an untrusted caller, normalised. */
export const quizDataSchema = z.strictObject({
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

const quizContentSchemaWith = (question: typeof questionSchema) =>
  z.strictObject({
    data: quizDataSchema,
    questions: z
      .array(question)
      .min(QUESTION_COUNT_MIN, { error: questionCountMessage })
      .max(QUESTION_COUNT_MAX, { error: questionCountMessage }),
  }) satisfies z.ZodType<QuizContent>;

/** A quiz from an untrusted caller; the output is the normalised quiz to store (see the table above). */
export const quizContentSchema = quizContentSchemaWith(questionSchema);

/**
 * A quiz as stored: as quizContentSchema, but taking the 2-item arrange questions saved before the minimum was
 * 3, so that those quizzes still open and play (storedQuizContent).
 */
export const storedQuizContentSchema = quizContentSchemaWith(questionSchemaWith(storedArrangeSchema));
