// The payload schema of every callable (callables.ts), by name: the functions' validatedOnCall checks each
// call's payload against its entry before the handler runs. The compiler checks that every callable has one
// and no other name does. It builds zod schemas: the player's phone (/join) never loads it.
import { z } from 'zod';
import type { CallableName } from '../callableResults';
import {
  KICK_PLAYERS_MAX,
  QUESTION_COUNT_MAX,
  SEARCH_DEFAULT_RANGE,
  SUBMITTED_ANSWER_MAX_LENGTH,
} from '../common/constants';
import { INHERITED_NAME_REFUSAL, isPlainDatabaseKey } from '../common/databaseKeys';
import { QUESTION_TYPES } from '../quiz/question';
import { SEARCH_SORTS, type QuizContent } from '../quiz/quiz';
import { quizContentSchema, quizIdSchema, storagePathSchema } from './quizValidation';
import { SEARCH_RANGE_END_MAX, SEARCH_RANGE_MAX_SIZE, SEARCH_TEXT_MAX_LENGTH } from '../search/searchIndex';
import { THEMES, type NewQuestionTemplate } from '../account/user';
import { everyOption, GAME_OPTIONS, type GameOptionName, type GameOptions } from '../game/gameOptions';

/**
 * Game, player and upload ids are database push ids: 20 characters of '-', digits, letters and '_', never a
 * name that objects inherit ("__proto__": isPlainDatabaseKey).
 */
const ID_PATTERN = /^[-0-9A-Za-z_]{1,64}$/;

const pushIdSchema = (refusal: string) =>
  z.string().regex(ID_PATTERN, refusal).refine(isPlainDatabaseKey, INHERITED_NAME_REFUSAL);

const gameIdSchema = pushIdSchema('must be a game id');
const userIdSchema = pushIdSchema('must be a player id');
const uploadIdSchema = pushIdSchema("must be an upload's key: 1 to 64 letters, digits, '-' or '_'");

/**
 * Every option, exactly, each by its row's zod piece (GAME_OPTIONS); startGame without options opens the
 * spec's game. An option that is not `required` may be left out, as a client older than it sends: its
 * default then. Each piece is its row's z.ZodType<GameOptions[name]> (OptionValue.schema): the object built
 * from all of them cannot carry that in its type, hence the one `as`.
 */
const gameOptionsSchema = z.strictObject(
  everyOption<Record<GameOptionName, z.ZodType>>((name) => {
    const option = GAME_OPTIONS[name];
    const piece = option.value.schema(z);
    return option.required ? piece : piece.default(option.default);
  }),
) as z.ZodType<GameOptions>;

const questionNumberSchema = z.number().int().nonnegative().lt(QUESTION_COUNT_MAX);

/** Far beyond any limit clampQuestionTemplate keeps, so a huge string is refused rather than processed. */
const TEXT_INPUT_MAX_LENGTH = 10_000;

const templateText = z.string().max(TEXT_INPUT_MAX_LENGTH);
const templateNumber = z.number().finite();

// Exactly the template's shape and types; changeDefaultQuestion then brings the values within SPEC §5.
const newQuestionTemplateSchema = z.strictObject({
  title: templateText,
  desc: templateText,
  randomizeOrder: z.boolean(),
  titlePlusImg: z.boolean(),
  titlePlusDesc: z.boolean(),
  customPointsOptions: z.strictObject({ basePoints: templateNumber, timeBonus: templateNumber }),
  timeLimit: templateNumber,
}) satisfies z.ZodType<NewQuestionTemplate>;

/**
 * A quiz as the editor sends it (addQuiz, setQuiz): its QuizContent, which the schema checks in full and
 * leaves unchanged when it is valid. The schema's own input type spells a quiz a little differently (True
 * and False as a pair in that order, an image as any list of strings), so the caller's type is declared here.
 */
const sentQuizSchema = quizContentSchema as z.ZodType<z.output<typeof quizContentSchema>, QuizContent>;

const searchRangeSchema = z
  .strictObject({ start: z.int().min(0), end: z.int().max(SEARCH_RANGE_END_MAX) })
  .refine(({ start, end }) => end > start, { message: 'must be greater than start', path: ['end'] })
  .refine(({ start, end }) => end - start <= SEARCH_RANGE_MAX_SIZE, {
    message: `must be at most ${SEARCH_RANGE_MAX_SIZE} after start`,
    path: ['end'],
  });

const schemas = {
  // No payload: the client SDK sends null, and undefined or {} mean the same.
  addLastUpdated: z.strictObject({}).nullish(),
  addQuiz: z.strictObject({ quiz: sentQuizSchema }),
  changeDefaultQuestion: z.strictObject({ newDefaultQuestion: newQuestionTemplateSchema }),
  deleteQuizMedia: z.strictObject({ pushedID: uploadIdSchema, uuid: storagePathSchema }),
  // A game's report, which only its host may delete (the game itself may be long gone).
  deleteReport: z.strictObject({ gameID: gameIdSchema }),
  // The correct answers and score changes are accepted for compatibility and never trusted.
  endQuestion: z.strictObject({
    gameID: gameIdSchema,
    correct: z
      .union([
        z.array(z.union([z.number(), z.string().max(SUBMITTED_ANSWER_MAX_LENGTH)])),
        z.number(),
        z.string(),
      ])
      .optional(),
    scoreChanges: z.array(z.strictObject({ user: z.string().max(128), points: z.number() })).optional(),
    questionNumber: questionNumberSchema.optional(),
  }),
  introQuestion: z.strictObject({
    gameID: gameIdSchema,
    time: z.number().nonnegative().optional(),
    questionNum: questionNumberSchema,
  }),
  // Any strings: a code or a name that breaks the rules gets its own message, which the join form shows.
  joinGame: z.strictObject({ roomCode: z.string(), username: z.string() }),
  kickPlayer: z.strictObject({ gameID: gameIdSchema, userID: userIdSchema }),
  // A bulk removal: a player named twice is removed once.
  kickPlayers: z.strictObject({
    gameID: gameIdSchema,
    userIDs: z.array(userIdSchema).min(1).max(KICK_PLAYERS_MAX),
  }),
  // The host pauses (true) or resumes (false) the game; `at`, the press by the server's clock
  // as the host knows it, is when it takes effect (clamped by the server, pausing.ts).
  pauseGame: z.strictObject({
    gameID: gameIdSchema,
    paused: z.boolean(),
    at: z.number().int().nonnegative().optional(),
  }),
  requestDeletion: z.strictObject({ id: quizIdSchema }),
  // Any string is a well-formed request: one that breaks the username rule is answered Invalid, not refused.
  requestUsernameChange: z.strictObject({ newUsername: z.string() }),
  searchQuizzes: z.strictObject({
    search: z.string().max(SEARCH_TEXT_MAX_LENGTH),
    sort: z.enum(SEARCH_SORTS).default('recent'),
    range: searchRangeSchema.default({ ...SEARCH_DEFAULT_RANGE }),
  }),
  setQuiz: z.strictObject({ quiz: sentQuizSchema, id: quizIdSchema }),
  setGameLock: z.strictObject({ gameID: gameIdSchema, locked: z.boolean() }),
  setUserTheme: z.strictObject({ themeID: z.enum(THEMES) }),
  startGame: z.strictObject({ quizID: quizIdSchema, options: gameOptionsSchema.optional() }),
  // The server knows the number of questions; the payload's is accepted and ignored.
  startPlaying: z.strictObject({
    gameID: gameIdSchema,
    totalQuestions: z.number().int().nonnegative().optional(),
  }),
  // The type and options come from the game's own copy of the quiz; the payload's are accepted and ignored.
  startQuestion: z.strictObject({
    gameID: gameIdSchema,
    questionType: z
      .number()
      .int()
      .min(0)
      .max(Math.max(...QUESTION_TYPES))
      .optional(),
    options: z.union([z.number().int().nonnegative(), z.array(z.unknown())]).optional(),
    questionNumber: questionNumberSchema.optional(),
  }),
  // Only a payload that is not {blob: string} is refused: a blob that is no image is answered a code.
  uploadQuizMedia: z.strictObject({ blob: z.string() }),
  viewQuiz: z.strictObject({ id: quizIdSchema }),
} satisfies { [N in CallableName]: z.ZodType };

/** Each callable's schema as written, from which callables.ts takes its payload types. */
export type CallableSchemas = typeof schemas;

/**
 * The table as validatedOnCall reads it: indexed by a name it knows only as a type parameter, an entry is
 * still the schema of that name's payload.
 */
export const callableSchemas: {
  [N in CallableName]: z.ZodType<z.output<CallableSchemas[N]>, z.input<CallableSchemas[N]>>;
} = schemas;
