import { describe, expect, it } from 'vitest';
import { convertQuestionType } from './convertQuestion';
import { QUESTION_TYPES, QuestionType, type Question } from './question';
import { newQuestion } from './templates';

const base = newQuestion();
const common = {
  title: base.title,
  desc: base.desc,
  mediaMode: base.mediaMode,
  mediaURL: base.mediaURL,
  timeLimit: 45,
  customPointsOptions: { basePoints: 600, timeBonus: 400 },
  titlePlusDesc: false,
  titlePlusImg: true,
};

/** One question of each type, with contents that show what each conversion keeps. */
const samples: Record<QuestionType, Question> = {
  0: {
    ...common,
    questionType: 0,
    answers: [
      { name: 'Paris', type: 0, isCorrect: true },
      { name: 'quizUploads-folder/eiffel.png', type: 1, isCorrect: true },
      { name: 'Lyon', type: 0, isCorrect: false },
    ],
    typeSpecificSettings: { randomizeOrder: true },
  },
  1: {
    ...common,
    questionType: 1,
    answers: [
      { name: 'True', isCorrect: false },
      { name: 'False', isCorrect: true },
    ],
    typeSpecificSettings: {},
  },
  2: {
    ...common,
    questionType: 2,
    answers: ['Paris', 'Lutetia', ''],
    typeSpecificSettings: { caseSensitive: true },
  },
  3: {
    ...common,
    questionType: 3,
    answers: [
      { name: 'Red', type: 0, isCorrect: true },
      { name: 'Green', type: 0, isCorrect: false },
      { name: 'Blue', type: 0, isCorrect: true },
    ],
    typeSpecificSettings: { randomizeOrder: true },
  },
  4: {
    ...common,
    questionType: 4,
    answers: [
      { name: 'Egg', type: 0 },
      { name: 'Larva', type: 0 },
      { name: 'Pupa', type: 0 },
      { name: 'Butterfly', type: 0 },
    ],
    typeSpecificSettings: {},
  },
};

/** The answers and settings every conversion from → to must give (SPEC §4). */
const expected: Record<
  `${QuestionType}→${QuestionType}`,
  Pick<Question, 'answers' | 'typeSpecificSettings'>
> = {
  '0→0': samples[0],
  '0→1': {
    answers: [
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ],
    typeSpecificSettings: {},
  },
  '0→2': { answers: ['Paris', ''], typeSpecificSettings: { caseSensitive: false } },
  '0→3': { answers: samples[0].answers, typeSpecificSettings: { randomizeOrder: false } },
  '0→4': {
    answers: [
      { name: 'Paris', type: 0 },
      { name: 'Lyon', type: 0 },
      { name: '', type: 0 },
    ],
    typeSpecificSettings: {},
  },
  '1→0': {
    answers: [
      { name: 'True', type: 0, isCorrect: false },
      { name: 'False', type: 0, isCorrect: true },
    ],
    typeSpecificSettings: { randomizeOrder: false },
  },
  '1→1': samples[1],
  '1→2': { answers: ['False', ''], typeSpecificSettings: { caseSensitive: false } },
  '1→3': {
    answers: [
      { name: 'True', type: 0, isCorrect: false },
      { name: 'False', type: 0, isCorrect: true },
    ],
    typeSpecificSettings: { randomizeOrder: false },
  },
  '1→4': {
    answers: [
      { name: 'True', type: 0 },
      { name: 'False', type: 0 },
      { name: '', type: 0 },
    ],
    typeSpecificSettings: {},
  },
  '2→0': {
    answers: [
      { name: 'Paris', type: 0, isCorrect: true },
      { name: 'Lutetia', type: 0, isCorrect: true },
    ],
    typeSpecificSettings: { randomizeOrder: false },
  },
  '2→1': {
    answers: [
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ],
    typeSpecificSettings: {},
  },
  '2→2': samples[2],
  '2→3': {
    answers: [
      { name: 'Paris', type: 0, isCorrect: true },
      { name: 'Lutetia', type: 0, isCorrect: true },
    ],
    typeSpecificSettings: { randomizeOrder: false },
  },
  '2→4': {
    answers: [
      { name: 'Paris', type: 0 },
      { name: 'Lutetia', type: 0 },
      { name: '', type: 0 },
    ],
    typeSpecificSettings: {},
  },
  '3→0': { answers: samples[3].answers, typeSpecificSettings: { randomizeOrder: false } },
  '3→1': {
    answers: [
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ],
    typeSpecificSettings: {},
  },
  '3→2': { answers: ['Red', 'Blue', ''], typeSpecificSettings: { caseSensitive: false } },
  '3→3': samples[3],
  '3→4': {
    answers: [
      { name: 'Red', type: 0 },
      { name: 'Green', type: 0 },
      { name: 'Blue', type: 0 },
    ],
    typeSpecificSettings: {},
  },
  '4→0': {
    answers: [
      { name: 'Egg', type: 0, isCorrect: false },
      { name: 'Larva', type: 0, isCorrect: false },
      { name: 'Pupa', type: 0, isCorrect: false },
      { name: 'Butterfly', type: 0, isCorrect: false },
    ],
    typeSpecificSettings: { randomizeOrder: false },
  },
  '4→1': {
    answers: [
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ],
    typeSpecificSettings: {},
  },
  '4→2': { answers: [''], typeSpecificSettings: { caseSensitive: false } },
  '4→3': {
    answers: [
      { name: 'Egg', type: 0, isCorrect: false },
      { name: 'Larva', type: 0, isCorrect: false },
      { name: 'Pupa', type: 0, isCorrect: false },
      { name: 'Butterfly', type: 0, isCorrect: false },
    ],
    typeSpecificSettings: { randomizeOrder: false },
  },
  '4→4': samples[4],
};

describe('convertQuestionType: every type to every type', () => {
  const pairs = QUESTION_TYPES.flatMap((from) => QUESTION_TYPES.map((to) => [from, to] as const));

  it.each(pairs)('%i → %i', (from, to) => {
    const converted = convertQuestionType(samples[from], to);
    expect(converted.questionType).toBe(to);
    expect(converted.answers).toEqual(expected[`${from}→${to}`].answers);
    expect(converted.typeSpecificSettings).toEqual(expected[`${from}→${to}`].typeSpecificSettings);
    expect(converted).toMatchObject(common);
  });

  it.each(pairs)('%i → %i keeps the explanation', (from, to) => {
    const explained = { ...samples[from], explanation: 'Paris has been the capital since 508.' };
    expect(convertQuestionType(explained, to).explanation).toBe('Paris has been the capital since 508.');
  });

  it('does not change the question it converts', () => {
    const before = structuredClone(samples[0]);
    convertQuestionType(samples[0], QuestionType.TrueFalse);
    expect(samples[0]).toEqual(before);
  });
});

describe('convertQuestionType: counts', () => {
  const twelveOptions: Question = {
    ...common,
    questionType: 0,
    answers: Array.from({ length: 12 }, (_, i) => ({
      name: `Option ${i + 1}`,
      type: 0 as const,
      isCorrect: true,
    })),
    typeSpecificSettings: { randomizeOrder: false },
  };

  it('drops answers beyond the new maximum: 12 options keep 9 arrange items', () => {
    const converted = convertQuestionType(twelveOptions, QuestionType.Arrange);
    expect(converted.answers.map((answer) => (typeof answer === 'string' ? answer : answer.name))).toEqual(
      Array.from({ length: 9 }, (_, i) => `Option ${i + 1}`),
    );
  });

  it('keeps at most 50 accepted open-ended answers, then the slot', () => {
    const sixty: Question = { ...twelveOptions, questionType: 3, answers: [] };
    sixty.answers = Array.from({ length: 60 }, (_, i) => ({
      name: `A${i}`,
      type: 0 as const,
      isCorrect: true,
    }));
    const converted = convertQuestionType(sixty, QuestionType.OpenEnded);
    expect(converted.answers).toHaveLength(51);
    expect(converted.answers[49]).toBe('A49');
    expect(converted.answers[50]).toBe('');
  });

  it('pads to the minimum with blank answers', () => {
    const single: Question = {
      ...common,
      questionType: 2,
      answers: ['Paris', ''],
      typeSpecificSettings: { caseSensitive: false },
    };
    expect(convertQuestionType(single, QuestionType.SingleChoice).answers).toEqual([
      { name: 'Paris', type: 0, isCorrect: true },
      { name: '', type: 0, isCorrect: false },
    ]);
    expect(convertQuestionType(single, QuestionType.Arrange).answers).toEqual([
      { name: 'Paris', type: 0 },
      { name: '', type: 0 },
      { name: '', type: 0 },
    ]);
  });

  it('drops image answers where unsupported, then pads', () => {
    const images: Question = {
      ...common,
      questionType: 0,
      typeSpecificSettings: { randomizeOrder: false },
      answers: [
        { name: 'f/a.png', type: 1, isCorrect: true },
        { name: 'f/b.png', type: 1, isCorrect: false },
      ],
    };
    expect(convertQuestionType(images, QuestionType.Arrange).answers).toEqual([
      { name: '', type: 0 },
      { name: '', type: 0 },
      { name: '', type: 0 },
    ]);
    expect(convertQuestionType(images, QuestionType.OpenEnded).answers).toEqual(['']);
    expect(convertQuestionType(images, QuestionType.MultiSelect).answers).toEqual(images.answers);
  });
});
