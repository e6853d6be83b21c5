import { describe, expect, it } from 'vitest';
import { ANSWER_COUNT_BOUNDS } from '../quiz/questionKinds';
import {
  ANSWER_MAX_LENGTH,
  BASE_POINTS_MAX,
  DESCRIPTION_MAX_LENGTH,
  EXPLANATION_MAX_LENGTH,
  QUESTION_COUNT_MAX,
  TIME_BONUS_MAX,
  TIME_LIMIT_MAX_SECONDS,
  TITLE_MAX_LENGTH,
  VIDEO_LINK_MAX_LENGTH,
} from '../common/constants';
import { quizOfEveryType, questionsOfEveryType } from '../fixtures/quizzes';
import { screenTexts } from '../common/messages';
import { QUESTION_TYPES, QuestionType, type Question } from '../quiz/question';
import type { QuizContent } from '../quiz/quiz';
import {
  QUIZ_ID_MAX_LENGTH,
  STORAGE_PATH_SEGMENT_MAX_LENGTH,
  quizContentSchema,
  quizIdSchema,
  storedQuizContentSchema,
} from './quizValidation';

// The fixture's questions, by position: one of each type in type order.
const [SINGLE, TRUE_FALSE, OPEN, MULTI, ARRANGE] = QUESTION_TYPES;

/** A mutable copy of the fixture, loosely typed so that a case can break any field. */
type LooseQuiz = { data: Record<string, unknown>; questions: Record<string, unknown>[] };
const looseQuiz = () => structuredClone(quizOfEveryType()) as unknown as LooseQuiz;
const question = (quiz: LooseQuiz, index: number | undefined) =>
  quiz.questions[index ?? -1] as Record<string, unknown>;
const answersOf = (quiz: LooseQuiz, index: number | undefined) => question(quiz, index).answers as unknown[];

/** The issue paths as validatedOnCall renders them after `quiz`: questions[3].answers[0].name. */
function rejectedFields(quiz: unknown): string[] {
  const result = quizContentSchema.safeParse(quiz);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    issue.path
      .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
      .join('')
      .slice(1),
  );
}

function parsed(quiz: unknown): QuizContent {
  const result = quizContentSchema.safeParse(quiz);
  if (!result.success) throw new Error(result.error.message);
  return result.data;
}

const text = (length: number) => 'x'.repeat(length);
const choices = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `a${index}`, type: 0, isCorrect: index === 0 }));
const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `i${index}`, type: 0 }));
const accepted = (count: number) => [...Array.from({ length: count }, (_, index) => `t${index}`), ''];

describe('quizContentSchema accepts valid quizzes unchanged', () => {
  it('a quiz with a question of every type round-trips unchanged', () => {
    expect(parsed(quizOfEveryType())).toEqual(quizOfEveryType());
  });

  it.each(QUESTION_TYPES)('a quiz of one question of type %i round-trips unchanged', (type) => {
    const quiz = { ...quizOfEveryType(), questions: [questionsOfEveryType()[type]] };
    expect(parsed(quiz)).toEqual(quiz);
  });

  it('is idempotent: a normalised quiz parses to itself', () => {
    const quiz = looseQuiz();
    quiz.data.title = '  Spaced\ntitle ';
    answersOf(quiz, OPEN).splice(0, 0, '', '  padded  ');
    const once = parsed(quiz);
    expect(parsed(once)).toEqual(once);
  });
});

describe('quizContentSchema normalises', () => {
  const cases: {
    what: string;
    edit: (quiz: LooseQuiz) => void;
    read: (quiz: QuizContent) => unknown;
    expected: unknown;
  }[] = [
    {
      what: 'a quiz title: line breaks removed and trimmed',
      edit: (quiz) => (quiz.data.title = '  World\r\n capitals \n'),
      read: (quiz) => quiz.data.title,
      expected: 'World capitals',
    },
    {
      what: 'a blank quiz title to the default',
      edit: (quiz) => (quiz.data.title = ' \n '),
      read: (quiz) => quiz.data.title,
      expected: screenTexts.untitledQuiz,
    },
    {
      what: 'an empty question title to the default',
      edit: (quiz) => (question(quiz, SINGLE).title = ''),
      read: (quiz) => quiz.questions[0]?.title,
      expected: screenTexts.untitledQuestion,
    },
    {
      what: `a ${TITLE_MAX_LENGTH}-character title with a line break and outer spaces (kept whole)`,
      edit: (quiz) => (question(quiz, SINGLE).title = `  ${text(100)}\n${text(TITLE_MAX_LENGTH - 100)}  `),
      read: (quiz) => quiz.questions[0]?.title,
      expected: text(TITLE_MAX_LENGTH),
    },
    {
      what: 'a description: kept as sent, line breaks included',
      edit: (quiz) => (quiz.data.desc = ' one\ntwo '),
      read: (quiz) => quiz.data.desc,
      expected: ' one\ntwo ',
    },
    {
      what: 'choice answer texts: line breaks removed and trimmed',
      edit: (quiz) => ((answersOf(quiz, SINGLE)[0] as { name: string }).name = ' Syd\nney '),
      read: (quiz) => quiz.questions[0]?.answers[0],
      expected: { name: 'Sydney', type: 0, isCorrect: false },
    },
    {
      what: 'arrange items: trimmed',
      edit: (quiz) => ((answersOf(quiz, ARRANGE)[0] as { name: string }).name = '\tLisbon  '),
      read: (quiz) => quiz.questions[4]?.answers[0],
      expected: { name: 'Lisbon', type: 0 },
    },
    {
      what: 'open-ended answers: trimmed, empty alternates removed, the empty slot added',
      edit: (quiz) => (question(quiz, OPEN).answers = [' Tokyo ', '', '  ', 'Edo']),
      read: (quiz) => quiz.questions[2]?.answers,
      expected: ['Tokyo', 'Edo', ''],
    },
    {
      what: 'open-ended answers without their slot: the slot added',
      edit: (quiz) => (question(quiz, OPEN).answers = ['Tokyo']),
      read: (quiz) => quiz.questions[2]?.answers,
      expected: ['Tokyo', ''],
    },
    {
      what: 'the mediaURL of a question without media to ""',
      edit: (quiz) => (question(quiz, SINGLE).mediaMode = 0),
      read: (quiz) => quiz.questions[0]?.mediaURL,
      expected: '',
    },
    {
      what: 'a leftover video link of a question without media to ""',
      edit: (quiz) => (question(quiz, OPEN).mediaMode = 0),
      read: (quiz) => quiz.questions[2]?.mediaURL,
      expected: '',
    },
    {
      what: 'a video link: trimmed',
      edit: (quiz) => (question(quiz, OPEN).mediaURL = '  https://youtu.be/D8pnmwOXhoY '),
      read: (quiz) => quiz.questions[2]?.mediaURL,
      expected: 'https://youtu.be/D8pnmwOXhoY',
    },
  ];

  it.each(cases)('$what', ({ edit, read, expected }) => {
    const quiz = looseQuiz();
    edit(quiz);
    expect(read(parsed(quiz))).toEqual(expected);
  });
});

describe('quizContentSchema accepts every limit', () => {
  const cases: { what: string; edit: (quiz: LooseQuiz) => void }[] = [
    {
      what: `a ${TITLE_MAX_LENGTH}-character quiz title`,
      edit: (quiz) => (quiz.data.title = text(TITLE_MAX_LENGTH)),
    },
    {
      what: `a ${DESCRIPTION_MAX_LENGTH}-character quiz description`,
      edit: (quiz) => (quiz.data.desc = text(DESCRIPTION_MAX_LENGTH)),
    },
    {
      what: `a ${DESCRIPTION_MAX_LENGTH}-character question description`,
      edit: (quiz) => (question(quiz, TRUE_FALSE).desc = text(DESCRIPTION_MAX_LENGTH)),
    },
    {
      what: `a ${ANSWER_MAX_LENGTH}-character answer`,
      edit: (quiz) => ((answersOf(quiz, MULTI)[1] as { name: string }).name = text(ANSWER_MAX_LENGTH)),
    },
    {
      what: `a ${ANSWER_MAX_LENGTH}-character open-ended answer`,
      edit: (quiz) => (question(quiz, OPEN).answers = [text(ANSWER_MAX_LENGTH), '']),
    },
    { what: 'a time limit of 0', edit: (quiz) => (question(quiz, SINGLE).timeLimit = 0) },
    {
      what: `a time limit of ${TIME_LIMIT_MAX_SECONDS}`,
      edit: (quiz) => (question(quiz, SINGLE).timeLimit = TIME_LIMIT_MAX_SECONDS),
    },
    {
      what: 'no points at all',
      edit: (quiz) => (question(quiz, SINGLE).customPointsOptions = { basePoints: 0, timeBonus: 0 }),
    },
    {
      what: `the most points (${BASE_POINTS_MAX} + ${TIME_BONUS_MAX})`,
      edit: (quiz) =>
        (question(quiz, SINGLE).customPointsOptions = {
          basePoints: BASE_POINTS_MAX,
          timeBonus: TIME_BONUS_MAX,
        }),
    },
    ...([SINGLE, MULTI] as const).flatMap((index) => {
      const { min, max } = ANSWER_COUNT_BOUNDS[index as QuestionType];
      return [
        {
          what: `${min} answers to type ${index}`,
          edit: (quiz: LooseQuiz) => (question(quiz, index).answers = choices(min)),
        },
        {
          what: `${max} answers to type ${index}`,
          edit: (quiz: LooseQuiz) => (question(quiz, index).answers = choices(max)),
        },
      ];
    }),
    {
      what: `${ANSWER_COUNT_BOUNDS[QuestionType.OpenEnded].min} accepted open-ended answer`,
      edit: (quiz) =>
        (question(quiz, OPEN).answers = accepted(ANSWER_COUNT_BOUNDS[QuestionType.OpenEnded].min)),
    },
    {
      what: `${ANSWER_COUNT_BOUNDS[QuestionType.OpenEnded].max} accepted open-ended answers`,
      edit: (quiz) =>
        (question(quiz, OPEN).answers = accepted(ANSWER_COUNT_BOUNDS[QuestionType.OpenEnded].max)),
    },
    {
      what: `${ANSWER_COUNT_BOUNDS[QuestionType.Arrange].min} arrange items`,
      edit: (quiz) =>
        (question(quiz, ARRANGE).answers = items(ANSWER_COUNT_BOUNDS[QuestionType.Arrange].min)),
    },
    {
      what: `${ANSWER_COUNT_BOUNDS[QuestionType.Arrange].max} arrange items`,
      edit: (quiz) =>
        (question(quiz, ARRANGE).answers = items(ANSWER_COUNT_BOUNDS[QuestionType.Arrange].max)),
    },
    {
      what: 'every multi-select answer correct',
      edit: (quiz) =>
        answersOf(quiz, MULTI).forEach((answer) => ((answer as { isCorrect: boolean }).isCorrect = true)),
    },
    {
      what: 'False as the correct true/false answer',
      edit: (quiz) =>
        (question(quiz, TRUE_FALSE).answers = [
          { name: 'True', isCorrect: false },
          { name: 'False', isCorrect: true },
        ]),
    },
    {
      what: `storage path segments of ${STORAGE_PATH_SEGMENT_MAX_LENGTH} characters`,
      edit: (quiz) =>
        (quiz.data.image = [text(STORAGE_PATH_SEGMENT_MAX_LENGTH), text(STORAGE_PATH_SEGMENT_MAX_LENGTH)]),
    },
    { what: 'no cover image', edit: (quiz) => (quiz.data.image = null) },
    { what: 'visibility 1', edit: (quiz) => (quiz.data.visibility = 1) },
    { what: 'visibility 2', edit: (quiz) => (quiz.data.visibility = 2) },
    { what: 'version 12', edit: (quiz) => (quiz.data.version = 12) },
    {
      what: 'a short video link',
      edit: (quiz) => (question(quiz, OPEN).mediaURL = 'youtu.be/D8pnmwOXhoY'),
    },
    {
      what: `${QUESTION_COUNT_MAX} questions`,
      edit: (quiz) =>
        (quiz.questions = Array.from({ length: QUESTION_COUNT_MAX }, () => question(quiz, SINGLE))),
    },
  ];

  it.each(cases)('$what', ({ edit }) => {
    const quiz = looseQuiz();
    edit(quiz);
    expect(rejectedFields(quiz)).toEqual([]);
    expect(parsed(quiz)).toEqual(quiz);
  });
});

describe('quizContentSchema refuses, naming the field', () => {
  const cases: { what: string; edit: (quiz: LooseQuiz) => void; field: string; message?: RegExp }[] = [
    // Texts
    {
      what: `a ${TITLE_MAX_LENGTH + 1}-character quiz title`,
      edit: (quiz) => (quiz.data.title = text(TITLE_MAX_LENGTH + 1)),
      field: 'data.title',
      message: new RegExp(`${TITLE_MAX_LENGTH + 1} characters.*limit is ${TITLE_MAX_LENGTH}`),
    },
    {
      what: `a question title of ${TITLE_MAX_LENGTH + 1} characters once trimmed`,
      edit: (quiz) => (question(quiz, ARRANGE).title = ` ${text(TITLE_MAX_LENGTH)}\ny `),
      field: 'questions[4].title',
    },
    { what: 'a title that is not a string', edit: (quiz) => (quiz.data.title = 5), field: 'data.title' },
    {
      what: `a ${DESCRIPTION_MAX_LENGTH + 1}-character quiz description`,
      edit: (quiz) => (quiz.data.desc = text(DESCRIPTION_MAX_LENGTH + 1)),
      field: 'data.desc',
      message: new RegExp(`limit is ${DESCRIPTION_MAX_LENGTH}`),
    },
    {
      what: `a ${DESCRIPTION_MAX_LENGTH + 1}-character question description`,
      edit: (quiz) => (question(quiz, TRUE_FALSE).desc = text(DESCRIPTION_MAX_LENGTH + 1)),
      field: 'questions[1].desc',
    },
    {
      what: `a ${ANSWER_MAX_LENGTH + 1}-character choice answer`,
      edit: (quiz) => ((answersOf(quiz, SINGLE)[1] as { name: string }).name = text(ANSWER_MAX_LENGTH + 1)),
      field: 'questions[0].answers[1].name',
      message: new RegExp(`limit is ${ANSWER_MAX_LENGTH}`),
    },
    {
      what: `a ${ANSWER_MAX_LENGTH + 1}-character open-ended answer`,
      edit: (quiz) => (question(quiz, OPEN).answers = ['ok', text(ANSWER_MAX_LENGTH + 1), '']),
      field: 'questions[2].answers[1]',
    },
    {
      what: `a ${ANSWER_MAX_LENGTH + 1}-character arrange item`,
      edit: (quiz) => ((answersOf(quiz, ARRANGE)[2] as { name: string }).name = text(ANSWER_MAX_LENGTH + 1)),
      field: 'questions[4].answers[2].name',
    },
    // Numbers
    ...[-1, TIME_LIMIT_MAX_SECONDS + 1, 12.5, '30', null].map((timeLimit) => ({
      what: `a time limit of ${JSON.stringify(timeLimit)}`,
      edit: (quiz: LooseQuiz) => (question(quiz, MULTI).timeLimit = timeLimit),
      field: 'questions[3].timeLimit',
      message: new RegExp(`whole number from 0 to ${TIME_LIMIT_MAX_SECONDS}`),
    })),
    ...[-1, BASE_POINTS_MAX + 1, 0.5].map((basePoints) => ({
      what: `${basePoints} base points`,
      edit: (quiz: LooseQuiz) => (question(quiz, SINGLE).customPointsOptions = { basePoints, timeBonus: 0 }),
      field: 'questions[0].customPointsOptions.basePoints',
      message: new RegExp(`0 to ${BASE_POINTS_MAX}`),
    })),
    ...[-1, TIME_BONUS_MAX + 1, 0.5].map((timeBonus) => ({
      what: `a time bonus of ${timeBonus}`,
      edit: (quiz: LooseQuiz) => (question(quiz, SINGLE).customPointsOptions = { basePoints: 0, timeBonus }),
      field: 'questions[0].customPointsOptions.timeBonus',
      message: new RegExp(`0 to ${TIME_BONUS_MAX}`),
    })),
    // Answer counts
    ...([SINGLE, MULTI] as const).flatMap((index) => {
      const { min, max } = ANSWER_COUNT_BOUNDS[index as QuestionType];
      return [min - 1, max + 1].map((count) => ({
        what: `${count} answers to type ${index}`,
        edit: (quiz: LooseQuiz) => (question(quiz, index).answers = choices(count)),
        field: `questions[${index}].answers`,
        message: new RegExp(`has ${count} answers; .* take ${min} to ${max}`),
      }));
    }),
    ...[
      ANSWER_COUNT_BOUNDS[QuestionType.Arrange].min - 1,
      ANSWER_COUNT_BOUNDS[QuestionType.Arrange].max + 1,
    ].map((count) => ({
      what: `${count} arrange items`,
      edit: (quiz: LooseQuiz) => (question(quiz, ARRANGE).answers = items(count)),
      field: 'questions[4].answers',
    })),
    {
      what: `${ANSWER_COUNT_BOUNDS[QuestionType.OpenEnded].max + 1} accepted open-ended answers`,
      edit: (quiz) =>
        (question(quiz, OPEN).answers = accepted(ANSWER_COUNT_BOUNDS[QuestionType.OpenEnded].max + 1)),
      field: 'questions[2].answers',
      message: new RegExp(`has ${ANSWER_COUNT_BOUNDS[QuestionType.OpenEnded].max + 1} accepted answers`),
    },
    {
      what: 'an open-ended question with only empty answers',
      edit: (quiz) => (question(quiz, OPEN).answers = ['', ' ', '']),
      field: 'questions[2].answers',
      message: /has 0 accepted answers/,
    },
    // Correctness
    ...([SINGLE, MULTI] as const).map((index) => ({
      what: `type ${index} with no correct answer`,
      edit: (quiz: LooseQuiz) =>
        answersOf(quiz, index).forEach((answer) => ((answer as { isCorrect: boolean }).isCorrect = false)),
      field: `questions[${index}].answers`,
      message: /no correct answer/,
    })),
    {
      what: 'true/false with both correct',
      edit: (quiz) => ((answersOf(quiz, TRUE_FALSE)[1] as { isCorrect: boolean }).isCorrect = true),
      field: 'questions[1].answers',
      message: /exactly one/,
    },
    {
      what: 'true/false with neither correct',
      edit: (quiz) => ((answersOf(quiz, TRUE_FALSE)[0] as { isCorrect: boolean }).isCorrect = false),
      field: 'questions[1].answers',
    },
    {
      what: 'true/false as False then True',
      edit: (quiz) => answersOf(quiz, TRUE_FALSE).reverse(),
      field: 'questions[1].answers[0].name',
    },
    {
      what: 'true/false with a third answer',
      edit: (quiz) => answersOf(quiz, TRUE_FALSE).push({ name: 'Maybe', isCorrect: false }),
      field: 'questions[1].answers',
    },
    {
      what: 'true/false with one answer',
      edit: (quiz) => answersOf(quiz, TRUE_FALSE).pop(),
      field: 'questions[1].answers',
    },
    {
      what: 'a true/false answer with a type',
      edit: (quiz) => ((answersOf(quiz, TRUE_FALSE)[0] as { type: number }).type = 0),
      field: 'questions[1].answers[0]',
    },
    // Answer kinds and storage paths
    {
      what: 'an image arrange item',
      edit: (quiz) => ((answersOf(quiz, ARRANGE)[0] as { type: number }).type = 1),
      field: 'questions[4].answers[0].type',
      message: /text/,
    },
    {
      what: 'an answer of kind 2',
      edit: (quiz) => ((answersOf(quiz, SINGLE)[0] as { type: number }).type = 2),
      field: 'questions[0].answers[0].type',
    },
    ...[
      'opera.png',
      'folder-1/',
      '/opera.png',
      'a/b/c.png',
      '../opera.png',
      'folder-1/..',
      './opera.png',
      'folder-1/op\u0000era.png',
      `folder-1/${text(STORAGE_PATH_SEGMENT_MAX_LENGTH + 1)}`,
    ].map((name) => ({
      what: `the image answer ${JSON.stringify(name.slice(0, 20))}`,
      edit: (quiz: LooseQuiz) => ((answersOf(quiz, SINGLE)[2] as { name: string }).name = name),
      field: 'questions[0].answers[2].name',
      message: /uploaded image as "folder\/file"/,
    })),
    ...[
      ['cover.png'],
      ['folder-1', 'cover.png', 'x'],
      ['', 'cover.png'],
      ['folder-1', 'a/b'],
      ['..', 'cover.png'],
      ['folder-1', 'line\nbreak'],
      ['folder-1', text(STORAGE_PATH_SEGMENT_MAX_LENGTH + 1)],
      'folder-1/cover.png',
    ].map((image) => ({
      what: `the cover image ${JSON.stringify(image).slice(0, 40)}`,
      edit: (quiz: LooseQuiz) => (quiz.data.image = image),
      field: 'data.image',
    })),
    {
      what: 'a cover image whose file is a number',
      edit: (quiz) => (quiz.data.image = ['folder-1', 7]),
      field: 'data.image[1]',
    },
    // Media
    {
      what: 'mediaMode 3',
      edit: (quiz) => (question(quiz, SINGLE).mediaMode = 3),
      field: 'questions[0].mediaMode',
    },
    {
      what: 'an image question whose mediaURL is a string',
      edit: (quiz) => (question(quiz, SINGLE).mediaURL = 'folder-1/map.png'),
      field: 'questions[0].mediaURL',
    },
    {
      what: 'an image question whose mediaURL has one part',
      edit: (quiz) => (question(quiz, SINGLE).mediaURL = ['map.png']),
      field: 'questions[0].mediaURL',
      message: /\[folder, file\]/,
    },
    {
      what: 'an image question whose file is ".."',
      edit: (quiz) => (question(quiz, SINGLE).mediaURL = ['folder-1', '..']),
      field: 'questions[0].mediaURL',
    },
    ...[
      'https://example.com/watch?v=D8pnmwOXhoY',
      'https://youtu.be/D8pnmwOXho',
      'not a link',
      '',
      `https://www.youtube.com/watch?v=D8pnmwOXhoY&pad=${text(VIDEO_LINK_MAX_LENGTH)}`,
    ].map((link) => ({
      what: `the video link ${JSON.stringify(link.slice(0, 45))}`,
      edit: (quiz: LooseQuiz) => (question(quiz, OPEN).mediaURL = link),
      field: 'questions[2].mediaURL',
      message: /video link/,
    })),
    {
      what: 'a video question whose mediaURL is a pair',
      edit: (quiz) => (question(quiz, OPEN).mediaURL = ['folder-1', 'clip.mp4']),
      field: 'questions[2].mediaURL',
    },
    {
      what: 'a mediaURL that is a number',
      edit: (quiz) => (question(quiz, TRUE_FALSE).mediaURL = 0),
      field: 'questions[1].mediaURL',
    },
    // Type-specific settings
    {
      what: 'a single-choice question without randomizeOrder',
      edit: (quiz) => (question(quiz, SINGLE).typeSpecificSettings = {}),
      field: 'questions[0].typeSpecificSettings.randomizeOrder',
    },
    {
      what: 'a multi-select question with caseSensitive',
      edit: (quiz) =>
        (question(quiz, MULTI).typeSpecificSettings = { randomizeOrder: true, caseSensitive: true }),
      field: 'questions[3].typeSpecificSettings',
    },
    {
      what: 'a true/false question with randomizeOrder',
      edit: (quiz) => (question(quiz, TRUE_FALSE).typeSpecificSettings = { randomizeOrder: false }),
      field: 'questions[1].typeSpecificSettings',
    },
    {
      what: 'an open-ended question with caseSensitive "no"',
      edit: (quiz) => (question(quiz, OPEN).typeSpecificSettings = { caseSensitive: 'no' }),
      field: 'questions[2].typeSpecificSettings.caseSensitive',
    },
    {
      what: 'an arrange question without typeSpecificSettings',
      edit: (quiz) => delete question(quiz, ARRANGE).typeSpecificSettings,
      field: 'questions[4].typeSpecificSettings',
    },
    // Quiz data
    ...[3, -1, '1', 1.5, null].map((visibility) => ({
      what: `visibility ${JSON.stringify(visibility)}`,
      edit: (quiz: LooseQuiz) => (quiz.data.visibility = visibility),
      field: 'data.visibility',
      message: /0 \(public\), 1 \(unlisted\) or 2 \(private\)/,
    })),
    ...[-1, 1.5, '0'].map((version) => ({
      what: `version ${JSON.stringify(version)}`,
      edit: (quiz: LooseQuiz) => (quiz.data.version = version),
      field: 'data.version',
    })),
    { what: 'copyProtect "no"', edit: (quiz) => (quiz.data.copyProtect = 'no'), field: 'data.copyProtect' },
    {
      what: 'randomizeQuestionOrder 1',
      edit: (quiz) => (quiz.data.randomizeQuestionOrder = 1),
      field: 'data.randomizeQuestionOrder',
    },
    { what: 'a missing cover image', edit: (quiz) => delete quiz.data.image, field: 'data.image' },
    {
      what: 'titlePlusImg "yes"',
      edit: (quiz) => (question(quiz, ARRANGE).titlePlusImg = 'yes'),
      field: 'questions[4].titlePlusImg',
    },
    // Questions
    {
      what: 'no questions',
      edit: (quiz) => (quiz.questions = []),
      field: 'questions',
      message: /has 0 questions; a quiz takes 1 to/,
    },
    {
      what: `${QUESTION_COUNT_MAX + 1} questions`,
      edit: (quiz) =>
        (quiz.questions = Array.from({ length: QUESTION_COUNT_MAX + 1 }, () => question(quiz, SINGLE))),
      field: 'questions',
      message: new RegExp(`has ${QUESTION_COUNT_MAX + 1} questions; a quiz takes 1 to ${QUESTION_COUNT_MAX}`),
    },
    {
      what: 'question type 5',
      edit: (quiz) => (question(quiz, MULTI).questionType = 5),
      field: 'questions[3].questionType',
      message: /0 \(single choice\).*4 \(arrange\)/,
    },
    {
      what: 'a question whose answers are of another type (arrange items on a single-choice question)',
      edit: (quiz) => (question(quiz, SINGLE).answers = items(3)),
      field: 'questions[0].answers[0].isCorrect',
    },
    // Unknown keys
    { what: 'an unknown key on the quiz', edit: (quiz) => Object.assign(quiz, { owner: 'bob' }), field: '' },
    { what: 'an unknown key on the data', edit: (quiz) => (quiz.data.plays = 9), field: 'data' },
    {
      what: 'an unknown key on a question',
      edit: (quiz) => (question(quiz, OPEN).hint = 'Starts with T'),
      field: 'questions[2]',
    },
    {
      what: 'an unknown key on an answer',
      edit: (quiz) => ((answersOf(quiz, MULTI)[0] as { color: string }).color = 'red'),
      field: 'questions[3].answers[0]',
    },
    {
      what: 'an unknown key on the points',
      edit: (quiz) =>
        (question(quiz, SINGLE).customPointsOptions = { basePoints: 1, timeBonus: 1, multiplier: 2 }),
      field: 'questions[0].customPointsOptions',
    },
    {
      what: 'an unknown key on the arrange settings',
      edit: (quiz) => (question(quiz, ARRANGE).typeSpecificSettings = { randomizeOrder: true }),
      field: 'questions[4].typeSpecificSettings',
    },
  ];

  it.each(cases)('$what → $field', ({ edit, field, message }) => {
    const quiz = looseQuiz();
    edit(quiz);
    const result = quizContentSchema.safeParse(quiz);

    expect(result.success).toBe(false);
    expect(rejectedFields(quiz)).toContain(field);
    if (message) expect(result.error?.issues.map((issue) => issue.message).join('\n')).toMatch(message);
  });

  it('refuses what is not a quiz at all', () => {
    expect(rejectedFields(null)).toEqual(['']);
    expect(rejectedFields({ data: quizOfEveryType().data })).toEqual(['questions']);
  });
});

describe('arrange items: 3 to 9 for a quiz sent, 2 to 9 for one stored', () => {
  const withItems = (count: number) => {
    const quiz = looseQuiz();
    question(quiz, ARRANGE).answers = items(count);
    return quiz;
  };

  it('refuses 2 items in a quiz sent (the shown order would give the answer away), naming the rule', () => {
    const result = quizContentSchema.safeParse(withItems(2));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'has 2 answers; Arrange questions take 3 to 9',
    ]);
    expect(quizContentSchema.safeParse(withItems(3)).success).toBe(true);
  });

  it('takes 2 items in a stored quiz, saved before the minimum was 3, and still refuses 1', () => {
    expect(storedQuizContentSchema.parse(withItems(2)).questions[4]?.answers).toEqual(items(2));
    expect(storedQuizContentSchema.safeParse(withItems(1)).success).toBe(false);
    expect(storedQuizContentSchema.safeParse(withItems(10)).success).toBe(false);
  });
});

describe('question explanations (optional, up to 400 characters)', () => {
  const withExplanation = (explanation: unknown, index: number | undefined = OPEN) => {
    const quiz = looseQuiz();
    question(quiz, index).explanation = explanation;
    return quiz;
  };

  it('accepts a quiz without any, as every quiz saved before them', () => {
    expect(parsed(looseQuiz()).questions.every((each) => !('explanation' in each))).toBe(true);
  });

  it.each(QUESTION_TYPES)(
    'keeps one of %i characters on a question of every type, line breaks included',
    (type) => {
      const explanation = `${text(EXPLANATION_MAX_LENGTH - 4)}\nabc`;
      expect(parsed(withExplanation(explanation, type)).questions[type]?.explanation).toBe(explanation);
    },
  );

  it('trims it, and drops one left blank (as the editor sends it: no field)', () => {
    expect(parsed(withExplanation('  Edo was renamed Tokyo in 1868.\n')).questions[2]?.explanation).toBe(
      'Edo was renamed Tokyo in 1868.',
    );
    expect(parsed(withExplanation(' \n ')).questions[2]).not.toHaveProperty('explanation');
    expect(parsed(withExplanation('')).questions[2]).not.toHaveProperty('explanation');
  });

  it('is idempotent with one', () => {
    const once = parsed(withExplanation(' Why. '));
    expect(parsed(once)).toEqual(once);
  });

  it(`refuses ${EXPLANATION_MAX_LENGTH + 1} characters with a clear message naming the field`, () => {
    const quiz = withExplanation(text(EXPLANATION_MAX_LENGTH + 1));
    const result = quizContentSchema.safeParse(quiz);
    expect(rejectedFields(quiz)).toEqual(['questions[2].explanation']);
    expect(result.error?.issues[0]?.message).toBe(
      `is ${EXPLANATION_MAX_LENGTH + 1} characters long without outer spaces; the limit is ${EXPLANATION_MAX_LENGTH}`,
    );
  });

  it.each([null, 7, ['Why']])('refuses %j', (explanation) => {
    expect(rejectedFields(withExplanation(explanation))).toEqual(['questions[2].explanation']);
  });
});

describe('quizIdSchema', () => {
  it.each(['-NqZx8f3kLmB2cD4eF5g', 'demo-capitals', 'a', 'A_z-9', text(QUIZ_ID_MAX_LENGTH)])(
    'accepts %j',
    (id) => {
      expect(quizIdSchema.safeParse(id).success).toBe(true);
    },
  );

  it.each([
    '',
    'a/b',
    'a.b',
    'a#b',
    'a$b',
    'a[b',
    'a]b',
    'a b',
    '..',
    'é',
    text(QUIZ_ID_MAX_LENGTH + 1),
    7,
    null,
  ])('refuses %j', (id) => {
    expect(quizIdSchema.safeParse(id).success).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', '__defineGetter__'])(
    'refuses %j, a name that objects inherit',
    (id) => {
      expect(quizIdSchema.safeParse(id).error?.issues[0]?.message).toBe(
        'must not be a name that objects inherit, such as __proto__',
      );
    },
  );
});

// The fixture's types are what its positions say (the tables above rely on it).
it('the fixture has one question of each type, in type order', () => {
  expect(quizOfEveryType().questions.map((each: Question) => each.questionType)).toEqual([...QUESTION_TYPES]);
  expect([SINGLE, TRUE_FALSE, OPEN, MULTI, ARRANGE]).toEqual([...QUESTION_TYPES]);
});
