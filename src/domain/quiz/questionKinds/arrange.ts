// Arrange (SPEC §3, type 4): text items stored in the correct order and always shown shuffled; the player
// puts them in order, and it scores when the order is exactly the stored one. A new question has at least 3
// items: with 2, a shown order that is never the correct one would give the answer away (the reverse).
import { blankArrangeAnswer } from '../answers';
import { AnswerKind, QuestionType, type ArrangeAnswer, type ArrangeQuestion } from '../question';
import { answerText } from '../quizRules';
import { shuffledIndices } from '../../game/shuffle';
import {
  isIndexList,
  nothingTyped,
  storedIndexList,
  typedAnswer,
  unchanged,
  updatedAt,
  withAnswerDeleted,
  withAnswerMoved,
} from './answerLists';
import type { QuestionKind } from './questionKind';

/** What a player sends: every shown position, in the order the player arranged them. */
export type ArrangeOrder = number[];

const ANSWER_COUNT = { min: 3, max: 9 } as const;

/**
 * The fewest items a stored question may have: quizzes saved before the minimum was 3 hold 2-item questions,
 * which still open and play (storedQuizContent) but are not saved again until they have 3.
 */
export const ARRANGE_STORED_MIN_ITEMS = 2;

const canDeleteAnswer = (count: number) => count > ANSWER_COUNT.min;

function updateItem(
  question: ArrangeQuestion,
  index: number,
  update: (item: ArrangeAnswer) => ArrangeAnswer,
) {
  const answers = updatedAt(question.answers, index, update);
  return answers ? { ...question, answers } : question;
}

/** The items in an order that says nothing of the correct one. */
function canonicalOrder(items: readonly ArrangeAnswer[]): ArrangeAnswer[] {
  return [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export const arrange: QuestionKind<typeof QuestionType.Arrange, ArrangeOrder> = {
  type: QuestionType.Arrange,
  answerCount: ANSWER_COUNT,
  settingsDroppedWhenStored: true,
  editing: {
    canDeleteAnswer,
    addAnswer: (question) => ({ ...question, answers: [...question.answers, blankArrangeAnswer()] }),
    deleteAnswer: (question, index) => withAnswerDeleted(question, index, canDeleteAnswer),
    // The order is the correct order.
    moveAnswer: withAnswerMoved,
    setAnswerText: (question, index, text) =>
      updateItem(question, index, (item) => ({ ...item, name: typedAnswer(text) })),
    commitAnswerText: (question, index) =>
      updateItem(question, index, (item) => ({ ...item, name: answerText(item.name) })),
    // Arrange items are text, and correct by their order.
    setAnswerImage: unchanged,
    removeAnswerImage: unchanged,
    toggleCorrect: unchanged,
    setOpenEndedAnswer: unchanged,
    commitOpenEndedAnswers: unchanged,
    setRandomizeOrder: unchanged,
    setCaseSensitive: unchanged,
  },

  newPart: () => ({
    questionType: QuestionType.Arrange,
    answers: Array.from({ length: ANSWER_COUNT.min }, blankArrangeAnswer),
    typeSpecificSettings: {},
  }),
  portableAnswers: (question) => question.answers.map((answer) => ({ ...answer, isCorrect: false })),
  // The text answers become the items in their current order, cut to the maximum, padded to the minimum.
  fromPortable: (answers) => {
    const items = answers
      .filter((answer) => answer.type === AnswerKind.Text)
      .slice(0, ANSWER_COUNT.max)
      .map(({ name }): ArrangeAnswer => ({ name, type: AnswerKind.Text }));
    while (items.length < ANSWER_COUNT.min) items.push(blankArrangeAnswer());
    return { questionType: QuestionType.Arrange, answers: items, typeSpecificSettings: {} };
  },
  countAnswers: (question) => question.answers.length,
  hasCorrectAnswer: () => true,
  partForSave: (question) => ({
    questionType: question.questionType,
    answers: question.answers.map(({ name, type }) => ({ name: answerText(name), type })),
    typeSpecificSettings: {},
  }),
  // The stored order is the key.
  withoutKey: (question) => ({ ...question, answers: canonicalOrder(question.answers) }),
  // The items come in the order players see them, so the display order then says nothing.
  gameQuestionWithoutKey: (question) => {
    const shown = question.displayOrder.flatMap((stored) => question.answers[stored] ?? []);
    return { ...question, answers: shown, displayOrder: shown.map((_, position) => position) };
  },

  // Always shuffled. From 3 items it is never left in the correct order (that would give the answer away): a
  // shuffle that lands on it (1 in n!) is turned by one place instead. A stored 2-item question gets a
  // uniform shuffle, correct order included: excluding it would leave only the reverse, the answer itself.
  displayOrder: (question, random) => {
    const order = shuffledIndices(question.answers.length, random);
    const inCorrectOrder = order.every((stored, position) => stored === position);
    return inCorrectOrder && order.length >= ANSWER_COUNT.min ? [...order.slice(1), 0] : order;
  },
  optionCount: (question) => question.answers.length,
  shownOptions: (question) =>
    question.displayOrder.map((stored, position) => ({
      position,
      text: question.answers[stored]?.name ?? '',
      image: null,
      correct: false,
    })),
  correctIndices: () => [],

  decodeAnswer: (value) => (isIndexList(value) ? value : undefined),
  storedAnswer: storedIndexList,
  isCorrect: (question, order) =>
    order.length === question.answers.length &&
    order.every((storedIndex, position) => storedIndex === position),
  optionCounts: () => [],
  typedAnswers: nothingTyped,
  answerInWords: (question, order) =>
    order.map((stored) => question.answers[stored]?.name ?? '?').join(' → '),
  correctAnswerInWords: (question) => question.answers.map((item) => item.name).join(' → '),
};
