import { describe, expect, it } from 'vitest';
import { ANSWER_COUNT_BOUNDS } from './questionKinds';
import { convertQuestionType } from './convertQuestion';
import { questionsOfEveryType } from '../fixtures/quizzes';
import { AnswerKind, QUESTION_TYPES, QuestionType, type Question, type StoragePath } from './question';
import {
  addAnswer,
  answerCount,
  commitAnswerText,
  commitOpenEndedAnswers,
  commitTitle,
  deleteAnswer,
  hasCorrectAnswer,
  isAcceptedVideoLink,
  moveAnswer,
  removeAnswerImage,
  setAnswerImage,
  setAnswerText,
  setBasePoints,
  setCaseSensitive,
  setDescription,
  setExplanation,
  setMediaImage,
  setMediaNone,
  setMediaVideo,
  setOpenEndedAnswer,
  setRandomizeOrder,
  setTimeBonus,
  setTimeLimit,
  setTitle,
  setTitlePlusDesc,
  setTitlePlusImg,
  setTotalPoints,
  toggleCorrect,
} from './questionEditing';
import { quizContentSchema } from '../validation/quizValidation';
import { newQuestion } from './templates';

const ofType = (type: QuestionType): Question => convertQuestionType(newQuestion(), type);

/** A question of `type` with `count` answers (open-ended: accepted answers), named "A1", "A2", ... */
function withAnswers(type: QuestionType, count: number): Question {
  const question = ofType(type);
  const names = Array.from({ length: count }, (_, index) => `A${index + 1}`);
  switch (question.questionType) {
    case QuestionType.SingleChoice:
    case QuestionType.MultiSelect:
      return {
        ...question,
        answers: names.map((name, index) => ({ name, type: AnswerKind.Text, isCorrect: index === 0 })),
      };
    case QuestionType.OpenEnded:
      return { ...question, answers: [...names, ''] };
    case QuestionType.Arrange:
      return { ...question, answers: names.map((name) => ({ name, type: AnswerKind.Text })) };
    default:
      return question;
  }
}

const names = (question: Question) =>
  question.answers.map((answer) => (typeof answer === 'string' ? answer : answer.name));

const quizOf = (question: Question) => ({
  data: {
    title: 'Edits',
    desc: '',
    image: null,
    randomizeQuestionOrder: false,
    visibility: 1,
    version: 0,
    copyProtect: false,
  },
  questions: [question],
});

const IMAGE: StoragePath = ['folder-1', 'map.png'];
const LONG = 'x'.repeat(250);

describe('title and description (SPEC §5)', () => {
  it.each([
    ['Capitals', 'Capitals'],
    ['  Capitals  ', '  Capitals  '],
    ['Two\nlines', 'Twolines'],
    [LONG, 'x'.repeat(200)],
  ])('typing %j keeps %j', (typed, kept) => {
    expect(setTitle(newQuestion(), typed).title).toBe(kept);
  });

  // An empty title stays empty on blur, showing its placeholder; contentForSave saves it as "Untitled question".
  it.each([
    ['  Capitals  ', 'Capitals'],
    ['', ''],
    ['   ', ''],
    ['x'.repeat(200), 'x'.repeat(200)],
  ])('on blur %j becomes %j', (typed, kept) => {
    expect(commitTitle(setTitle(newQuestion(), typed)).title).toBe(kept);
  });

  it.each([
    ['Line one\nline two', 'Line one\nline two'],
    ['y'.repeat(400), 'y'.repeat(400)],
    ['y'.repeat(401), 'y'.repeat(400)],
  ])('the description keeps %#', (typed, kept) => {
    expect(setDescription(newQuestion(), typed).desc).toBe(kept);
  });

  it.each([
    ['Edo was renamed\nTokyo in 1868.', 'Edo was renamed\nTokyo in 1868.'],
    [' typed as is ', ' typed as is '],
    ['z'.repeat(401), 'z'.repeat(400)],
  ])('the explanation keeps %#', (typed, kept) => {
    expect(setExplanation(newQuestion(), typed).explanation).toBe(kept);
  });

  it('emptying the explanation removes it, leaving the question as it was without one', () => {
    const question = newQuestion();
    expect(setExplanation(setExplanation(question, 'Why'), '')).toEqual(question);
    expect(setExplanation(question, '')).not.toHaveProperty('explanation');
  });
});

describe('answer texts (SPEC §5: max 200, trimmed on blur)', () => {
  it.each([QuestionType.SingleChoice, QuestionType.MultiSelect, QuestionType.Arrange])(
    'type %i: typing is cut to one line of 200, blur trims',
    (type) => {
      const typed = setAnswerText(withAnswers(type, 2), 1, `  Paris\n${LONG}`);
      expect(names(typed)[1]).toBe(`  Paris${'x'.repeat(193)}`);
      expect(names(commitAnswerText(typed, 1))[1]).toBe(`Paris${'x'.repeat(193)}`);
      expect(names(commitAnswerText(setAnswerText(typed, 1, '  Paris  '), 1))[1]).toBe('Paris');
    },
  );

  it('a 200-character text is kept whole', () => {
    const text = 'z'.repeat(200);
    expect(names(setAnswerText(withAnswers(0, 2), 0, text))[0]).toBe(text);
  });

  it('leaves true/false and open-ended answers and indices out of range alone', () => {
    const trueFalse = ofType(QuestionType.TrueFalse);
    expect(setAnswerText(trueFalse, 0, 'Yes')).toBe(trueFalse);
    const open = withAnswers(QuestionType.OpenEnded, 1);
    expect(setAnswerText(open, 0, 'x')).toBe(open);
    const choice = withAnswers(QuestionType.SingleChoice, 2);
    expect(setAnswerText(choice, 2, 'x')).toBe(choice);
    expect(setAnswerText(choice, -1, 'x')).toBe(choice);
  });
});

describe('image options (types 0 and 3)', () => {
  it.each([QuestionType.SingleChoice, QuestionType.MultiSelect])(
    'type %i: an option becomes an image and back',
    (type) => {
      const question = toggleCorrect(withAnswers(type, 3), 2);
      const withImage = setAnswerImage(question, 2, IMAGE);
      expect(withImage.answers[2]).toEqual({ name: 'folder-1/map.png', type: 1, isCorrect: true });
      expect(commitAnswerText(withImage, 2)).toEqual(withImage);
      expect(removeAnswerImage(withImage, 2).answers[2]).toEqual({ name: '', type: 0, isCorrect: true });
      expect(setAnswerText(withImage, 2, 'Oslo').answers[2]).toEqual({
        name: 'Oslo',
        type: 0,
        isCorrect: true,
      });
    },
  );

  it.each([QuestionType.TrueFalse, QuestionType.OpenEnded, QuestionType.Arrange])(
    'type %i takes no image options',
    (type) => {
      const question = withAnswers(type, 2);
      expect(setAnswerImage(question, 0, IMAGE)).toBe(question);
    },
  );
});

describe('toggleCorrect', () => {
  it.each([QuestionType.SingleChoice, QuestionType.MultiSelect])(
    'type %i marks any number of options',
    (type) => {
      let question = withAnswers(type, 3);
      question = toggleCorrect(toggleCorrect(question, 1), 2);
      expect(question.answers.map((answer) => (answer as { isCorrect: boolean }).isCorrect)).toEqual([
        true,
        true,
        true,
      ]);
      question = toggleCorrect(toggleCorrect(toggleCorrect(question, 0), 1), 2);
      expect(hasCorrectAnswer(question)).toBe(false);
    },
  );

  it.each([
    [0, [false, true]],
    [1, [false, true]],
  ])('true/false keeps exactly one correct: toggling %i of True-correct', (index, expected) => {
    const question = toggleCorrect(ofType(QuestionType.TrueFalse), index);
    expect(question.answers.map((answer) => (answer as { isCorrect: boolean }).isCorrect)).toEqual(expected);
    const back = toggleCorrect(question, index);
    expect(back.answers.map((answer) => (answer as { isCorrect: boolean }).isCorrect)).toEqual([true, false]);
  });

  it('ignores indices out of range', () => {
    const question = ofType(QuestionType.TrueFalse);
    expect(toggleCorrect(question, 2)).toBe(question);
  });
});

describe('addAnswer and deleteAnswer at the bounds (SPEC §5)', () => {
  it.each([
    [QuestionType.SingleChoice, 11, 12],
    [QuestionType.SingleChoice, 12, 12],
    [QuestionType.MultiSelect, 11, 12],
    [QuestionType.MultiSelect, 12, 12],
    [QuestionType.Arrange, 8, 9],
    [QuestionType.Arrange, 9, 9],
  ])('type %i with %i answers: adding gives %i', (type, count, after) => {
    const added = addAnswer(withAnswers(type, count));
    expect(added.answers).toHaveLength(after);
    if (after > count) expect(names(added).at(-1)).toBe('');
  });

  it.each([QuestionType.TrueFalse, QuestionType.OpenEnded])(
    'type %i adds nothing through addAnswer',
    (type) => {
      const question = withAnswers(type, 1);
      expect(addAnswer(question)).toBe(question);
    },
  );

  it.each([
    [QuestionType.SingleChoice, 3, ['A1', 'A3']],
    [QuestionType.SingleChoice, 2, ['A1', 'A2']],
    [QuestionType.MultiSelect, 3, ['A1', 'A3']],
    [QuestionType.MultiSelect, 2, ['A1', 'A2']],
    [QuestionType.Arrange, 4, ['A1', 'A3', 'A4']],
    [QuestionType.Arrange, 3, ['A1', 'A2', 'A3']],
    [QuestionType.OpenEnded, 2, ['A1', '']],
    [QuestionType.OpenEnded, 1, ['']],
  ])('type %i with %i answers: deleting the second (or first) leaves %j', (type, count, left) => {
    const index = count === 1 ? 0 : 1;
    expect(names(deleteAnswer(withAnswers(type, count), index))).toEqual(left);
  });

  it('never deletes true/false answers, the open-ended slot, or out of range', () => {
    const trueFalse = ofType(QuestionType.TrueFalse);
    expect(deleteAnswer(trueFalse, 0)).toBe(trueFalse);
    const open = withAnswers(QuestionType.OpenEnded, 2);
    expect(deleteAnswer(open, 2)).toBe(open);
    const arrange = withAnswers(QuestionType.Arrange, 4);
    expect(deleteAnswer(arrange, 4)).toBe(arrange);
  });

  it.each([
    [QuestionType.SingleChoice, 2],
    [QuestionType.MultiSelect, 12],
    [QuestionType.OpenEnded, 50],
    [QuestionType.Arrange, 9],
    [QuestionType.TrueFalse, 2],
  ])('answerCount of type %i counts %i', (type, count) => {
    expect(answerCount(withAnswers(type, count))).toBe(count);
  });
});

describe('moveAnswer', () => {
  it.each([
    [1, 0, ['A2', 'A1', 'A3']],
    [0, 2, ['A2', 'A3', 'A1']],
    [2, 1, ['A1', 'A3', 'A2']],
  ])('arrange: %i to %i gives %j', (from, to, order) => {
    expect(names(moveAnswer(withAnswers(QuestionType.Arrange, 3), from, to))).toEqual(order);
  });

  it('moves choice options with their correctness', () => {
    const moved = moveAnswer(withAnswers(QuestionType.SingleChoice, 2), 0, 1);
    expect(moved.answers).toEqual([
      { name: 'A2', type: 0, isCorrect: false },
      { name: 'A1', type: 0, isCorrect: true },
    ]);
  });

  it.each([
    [QuestionType.Arrange, -1, 0],
    [QuestionType.Arrange, 0, 3],
    [QuestionType.Arrange, 1, 1],
    [QuestionType.TrueFalse, 0, 1],
    [QuestionType.OpenEnded, 0, 1],
  ])('type %i: %i to %i changes nothing', (type, from, to) => {
    const question = withAnswers(type, 3);
    expect(moveAnswer(question, from, to)).toBe(question);
  });
});

describe('open-ended answers (1 to 50, always ending with the empty slot)', () => {
  it('typing into the slot makes a new accepted answer and a new slot', () => {
    const question = setOpenEndedAnswer(ofType(QuestionType.OpenEnded), 0, 'T');
    expect(question.answers).toEqual(['T', '']);
    expect(setOpenEndedAnswer(question, 0, 'Tokyo').answers).toEqual(['Tokyo', '']);
    expect(setOpenEndedAnswer(question, 1, 'E').answers).toEqual(['T', 'E', '']);
  });

  it('the 50th answer is the last: the slot then takes nothing', () => {
    const full = setOpenEndedAnswer(withAnswers(QuestionType.OpenEnded, 49), 49, 'A50');
    expect(full.answers).toHaveLength(51);
    expect(full.answers.at(-1)).toBe('');
    expect(setOpenEndedAnswer(full, 50, 'A51')).toBe(full);
    expect(setOpenEndedAnswer(full, 49, 'Changed').answers[49]).toBe('Changed');
  });

  it('an answer emptied by typing stays until blur, which removes it and trims the rest', () => {
    let question = setOpenEndedAnswer(withAnswers(QuestionType.OpenEnded, 3), 1, '');
    question = setOpenEndedAnswer(question, 2, '  Kyoto  ');
    expect(question.answers).toEqual(['A1', '', '  Kyoto  ', '']);
    expect(commitOpenEndedAnswers(question).answers).toEqual(['A1', 'Kyoto', '']);
  });

  it('texts are one line of at most 200 characters', () => {
    const question = setOpenEndedAnswer(ofType(QuestionType.OpenEnded), 0, `New\nYork${LONG}`);
    expect(question.answers[0]).toBe(`NewYork${'x'.repeat(193)}`);
  });

  it('an empty text typed into the slot, or beyond it, changes nothing', () => {
    const question = withAnswers(QuestionType.OpenEnded, 1);
    expect(setOpenEndedAnswer(question, 1, '')).toBe(question);
    expect(setOpenEndedAnswer(question, 2, 'x')).toBe(question);
  });

  it('only open-ended questions take open answers', () => {
    const question = withAnswers(QuestionType.SingleChoice, 2);
    expect(setOpenEndedAnswer(question, 0, 'x')).toBe(question);
    expect(commitOpenEndedAnswers(question)).toBe(question);
  });
});

describe('media', () => {
  it('image, video and none', () => {
    const image = setMediaImage(newQuestion(), IMAGE);
    expect([image.mediaMode, image.mediaURL]).toEqual([1, ['folder-1', 'map.png']]);
    const video = setMediaVideo(image, '  https://youtu.be/D8pnmwOXhoY  ');
    expect([video.mediaMode, video.mediaURL]).toEqual([2, 'https://youtu.be/D8pnmwOXhoY']);
    const none = setMediaNone(video);
    expect([none.mediaMode, none.mediaURL]).toEqual([0, '']);
  });

  it.each([
    ['https://www.youtube.com/watch?v=D8pnmwOXhoY', true],
    ['youtu.be/D8pnmwOXhoY', true],
    ['https://youtu.be/D8pnmwOXho', false],
    ['https://example.com/watch?v=D8pnmwOXhoY', false],
    ['', false],
    [`https://www.youtube.com/watch?v=D8pnmwOXhoY&t=${'1'.repeat(2048)}`, false],
  ])('the video link %j is accepted: %s', (link, accepted) => {
    expect(isAcceptedVideoLink(link)).toBe(accepted);
    const question = newQuestion();
    expect(setMediaVideo(question, link) !== question).toBe(accepted);
  });
});

describe('time and points (SPEC §5)', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [600, 600],
    [601, 600],
    ['45.9', 45],
  ])('time limit %j is kept as %i', (typed, kept) => {
    expect(setTimeLimit(newQuestion(), typed).timeLimit).toBe(kept);
  });

  it.each([
    [1001, 751, 250],
    [1000, 750, 250],
    [0, 0, 0],
    [100000, 75000, 25000],
    [100001, 75000, 25000],
    [-3, 0, 0],
  ])('a total of %i gives base %i and bonus %i', (total, basePoints, timeBonus) => {
    expect(setTotalPoints(newQuestion(), total).customPointsOptions).toEqual({ basePoints, timeBonus });
  });

  it.each([
    [75000, 75000],
    [75001, 75000],
    [-1, 0],
  ])('base points %i are kept as %i, the bonus stays', (typed, kept) => {
    expect(setBasePoints(newQuestion(), typed).customPointsOptions).toEqual({
      basePoints: kept,
      timeBonus: 250,
    });
  });

  it.each([
    [25000, 25000],
    [25001, 25000],
    [-1, 0],
  ])('time bonus %i is kept as %i, the base stays', (typed, kept) => {
    expect(setTimeBonus(newQuestion(), typed).customPointsOptions).toEqual({
      basePoints: 750,
      timeBonus: kept,
    });
  });
});

describe('settings', () => {
  it.each(QUESTION_TYPES)('type %i takes only its own type-specific setting', (type) => {
    const question = ofType(type);
    const randomized = setRandomizeOrder(question, true);
    const caseSensitive = setCaseSensitive(question, true);
    const choice = type === QuestionType.SingleChoice || type === QuestionType.MultiSelect;
    expect(randomized.typeSpecificSettings).toEqual(
      choice ? { randomizeOrder: true } : question.typeSpecificSettings,
    );
    expect(caseSensitive.typeSpecificSettings).toEqual(
      type === QuestionType.OpenEnded ? { caseSensitive: true } : question.typeSpecificSettings,
    );
  });

  it('title with description and title with image', () => {
    expect(setTitlePlusDesc(newQuestion(), false).titlePlusDesc).toBe(false);
    expect(setTitlePlusImg(newQuestion(), false).titlePlusImg).toBe(false);
  });
});

describe('hasCorrectAnswer', () => {
  it.each([
    [QuestionType.SingleChoice, 2, true],
    [QuestionType.OpenEnded, 1, true],
    [QuestionType.OpenEnded, 0, false],
    [QuestionType.TrueFalse, 2, true],
    [QuestionType.Arrange, 2, true],
  ])('type %i with %i answers: %s', (type, count, expected) => {
    expect(hasCorrectAnswer(withAnswers(type, count))).toBe(expected);
  });

  it('a choice question without a correct option has none', () => {
    expect(hasCorrectAnswer(toggleCorrect(withAnswers(QuestionType.MultiSelect, 2), 0))).toBe(false);
  });
});

/** The Park-Miller generator, seeded (1 and up) so that a failing sequence can be replayed. */
function random(seed: number): () => number {
  const modulus = 2147483647;
  let state = seed;
  return () => {
    state = (state * 48271) % modulus;
    return state / modulus;
  };
}

const TEXTS = ['', ' ', 'Paris', '  Lyon  ', 'Two\nlines', 'x'.repeat(200), LONG, ' '.repeat(210) + 'y'];
const LINKS = ['https://youtu.be/D8pnmwOXhoY', 'not a link', 'https://www.youtube.com/watch?v=short'];
const NUMBERS: (number | string)[] = [-1, 0, 1001, 100001, 75001, 25001, 601, '12.7', ''];

type Edit = (question: Question, pick: <T>(items: readonly T[]) => T, index: number) => Question;

const EDITS: Edit[] = [
  (question, pick) => setTitle(question, pick(TEXTS)),
  (question) => commitTitle(question),
  (question, pick) => setDescription(question, pick(TEXTS) + 'd'.repeat(pick([0, 395, 400]))),
  (question, pick, index) => setAnswerText(question, index, pick(TEXTS)),
  (question, _, index) => commitAnswerText(question, index),
  (question, _, index) => setAnswerImage(question, index, IMAGE),
  (question, _, index) => removeAnswerImage(question, index),
  (question, _, index) => toggleCorrect(question, index),
  (question) => addAnswer(question),
  (question) => addAnswer(addAnswer(addAnswer(question))),
  (question, _, index) => deleteAnswer(question, index),
  (question, pick, index) => moveAnswer(question, index, pick([0, 1, 2, 5, 11])),
  (question, pick, index) => setOpenEndedAnswer(question, index, pick(TEXTS)),
  (question, pick) => setOpenEndedAnswer(question, answerCount(question), pick(TEXTS)),
  (question) => commitOpenEndedAnswers(question),
  (question, pick) => convertQuestionType(question, pick(QUESTION_TYPES)),
  (question, pick) => setMediaVideo(question, pick(LINKS)),
  (question) => setMediaImage(question, IMAGE),
  (question) => setMediaNone(question),
  (question, pick) => setTimeLimit(question, pick(NUMBERS)),
  (question, pick) => setTotalPoints(question, pick(NUMBERS)),
  (question, pick) => setBasePoints(question, pick(NUMBERS)),
  (question, pick) => setTimeBonus(question, pick(NUMBERS)),
  (question, pick) => setRandomizeOrder(question, pick([true, false])),
  (question, pick) => setCaseSensitive(question, pick([true, false])),
  (question, pick) => setTitlePlusDesc(setTitlePlusImg(question, pick([true, false])), pick([true, false])),
];

describe('every edit sequence keeps a question the server accepts', () => {
  it.each(Array.from({ length: 40 }, (_, seed) => seed + 1))('sequence %i', (seed) => {
    const next = random(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    let question: Question = pick(Object.values(questionsOfEveryType()));
    for (let step = 0; step < 150; step += 1) {
      const edit = pick(EDITS);
      question = edit(question, pick, Math.floor(next() * 14) - 1);

      const { min, max } = ANSWER_COUNT_BOUNDS[question.questionType];
      if (question.questionType === QuestionType.OpenEnded) {
        expect(question.answers.at(-1)).toBe('');
        expect(question.answers.length - 1).toBeLessThanOrEqual(max);
      } else {
        expect(question.answers.length).toBeGreaterThanOrEqual(min);
        expect(question.answers.length).toBeLessThanOrEqual(max);
      }
      if (hasCorrectAnswer(question)) {
        const parsed = quizContentSchema.safeParse(quizOf(question));
        expect(parsed.error?.message, `step ${step}: ${JSON.stringify(question)}`).toBeUndefined();
      }
    }
  });

  it('a question whose fields have all lost focus is already what the server stores', () => {
    for (const seed of [7, 8, 9]) {
      const next = random(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
      let question: Question = questionsOfEveryType()[QuestionType.MultiSelect];
      for (let step = 0; step < 60; step += 1) question = pick(EDITS)(question, pick, Math.floor(next() * 4));
      question = commitOpenEndedAnswers(commitTitle(question));
      for (let index = 0; index < question.answers.length; index += 1)
        question = commitAnswerText(question, index);
      if (!hasCorrectAnswer(question)) question = toggleCorrect(question, 0);
      if (!hasCorrectAnswer(question)) question = setOpenEndedAnswer(question, 0, 'Tokyo');
      expect(quizContentSchema.parse(quizOf(question)).questions[0]).toEqual(question);
    }
  });
});
