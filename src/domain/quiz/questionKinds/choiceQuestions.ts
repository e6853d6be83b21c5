// What single-choice and multi-select questions share: a list of text or image options, any number of them
// correct, shown in the stored order unless randomizeOrder is set. They differ in the player's answer (one
// option, or a set of them) and in how it is judged.
import { blankChoiceAnswer, imageAnswerName, imageAnswerPath } from '../answers';
import { answerText } from '../quizRules';
import {
  AnswerKind,
  type ChoiceAnswer,
  type MultiSelectQuestion,
  type SingleChoiceQuestion,
  type StoragePath,
} from '../question';
import { identityOrder, shuffledIndices, type Random } from '../../game/shuffle';
import type { NewQuestionTemplate } from '../../account/user';
import {
  chosenPositionCounts,
  isIndexList,
  nothingTyped,
  storedIndexAt,
  storedIndexList,
  typedAnswer,
  unchanged,
  updatedAt,
  withAnswerDeleted,
  withAnswerMoved,
} from './answerLists';
import type { AnswerEditing, PortableAnswer, ShownOption } from './questionKind';

type ChoiceQuestion = SingleChoiceQuestion | MultiSelectQuestion;

export const CHOICE_ANSWER_COUNT = { min: 2, max: 12 } as const;

export const withoutCorrectOptions = <Q extends ChoiceQuestion>(question: Q): Q => ({
  ...question,
  answers: question.answers.map((answer) => ({ ...answer, isCorrect: false })),
});

export const correctOptionIndices = (answers: readonly { isCorrect: boolean }[]): number[] =>
  answers.flatMap((answer, index) => (answer.isCorrect ? [index] : []));

/** Options with correctness, in display order (choice and true/false questions). */
export function shownChoiceOptions(
  answers: readonly { name: string; type?: AnswerKind; isCorrect: boolean }[],
  displayOrder: readonly number[],
): ShownOption[] {
  return displayOrder.map((stored, position) => {
    const answer = answers[stored];
    if (answer === undefined) return { position, text: '', image: null, correct: false };
    const image = answer.type === AnswerKind.Image ? imageAnswerPath(answer.name) : null;
    return { position, text: image ? '' : answer.name, image, correct: answer.isCorrect };
  });
}

/**
 * An option in words: its text, or "Image N" for an image option, N its number as players saw it (its
 * display position + 1); "?" for an index the question does not have.
 */
export function optionInWords(
  question: { answers: readonly { name: string; type?: AnswerKind }[]; displayOrder: readonly number[] },
  storedIndex: number,
): string {
  const answer = question.answers[storedIndex];
  if (answer === undefined) return '?';
  return answer.type === AnswerKind.Image
    ? `Image ${question.displayOrder.indexOf(storedIndex) + 1}`
    : answer.name;
}

/** The correct options in words, in the order players saw them, joined by ", ". */
export const correctOptionsInWords = (question: {
  answers: readonly { name: string; type?: AnswerKind; isCorrect: boolean }[];
  displayOrder: readonly number[];
}): string =>
  question.displayOrder
    .filter((stored) => question.answers[stored]?.isCorrect === true)
    .map((stored) => optionInWords(question, stored))
    .join(', ');

/** The chosen option's stored index: a player's answer to single choice and true/false. */
export const oneOptionAnswers = {
  decodeAnswer: (value: unknown) => (Number.isInteger(value) ? (value as number) : undefined),
  storedAnswer: (position: number, displayOrder: readonly number[]) => storedIndexAt(displayOrder, position),
  isCorrect: (question: { answers: readonly { isCorrect: boolean }[] }, index: number) =>
    question.answers[index]?.isCorrect === true,
  optionCounts: chosenPositionCounts,
  answerInWords: (
    question: { answers: readonly { name: string; type?: AnswerKind }[]; displayOrder: readonly number[] },
    index: number,
  ) => optionInWords(question, index),
  correctAnswerInWords: correctOptionsInWords,
};

/** What single choice and multi-select do alike, from authoring to the host's results chart. */
export const choiceKindParts = {
  answerCount: CHOICE_ANSWER_COUNT,
  settingsDroppedWhenStored: false,
  portableAnswers: (question: ChoiceQuestion): PortableAnswer[] => question.answers,
  countAnswers: (question: ChoiceQuestion) => question.answers.length,
  hasCorrectAnswer: (question: ChoiceQuestion) => question.answers.some((answer) => answer.isCorrect),
  withoutKey: withoutCorrectOptions,
  gameQuestionWithoutKey: withoutCorrectOptions,
  displayOrder: (question: ChoiceQuestion, random: Random): number[] =>
    question.typeSpecificSettings.randomizeOrder
      ? shuffledIndices(question.answers.length, random)
      : identityOrder(question.answers.length),
  optionCount: (question: ChoiceQuestion) => question.answers.length,
  shownOptions: (question: ChoiceQuestion & { displayOrder: number[] }) =>
    shownChoiceOptions(question.answers, question.displayOrder),
  correctIndices: (question: ChoiceQuestion) => correctOptionIndices(question.answers),
  optionCounts: chosenPositionCounts,
  typedAnswers: nothingTyped,
  correctAnswerInWords: correctOptionsInWords,
};

/** A new question's options and settings: two blanks, the first correct. */
export const newChoicePart = (template: NewQuestionTemplate) => ({
  answers: [{ ...blankChoiceAnswer(), isCorrect: true }, blankChoiceAnswer()],
  typeSpecificSettings: { randomizeOrder: template.randomizeOrder },
});

/** Options and settings made from another type's answers: kept with their correctness, cut to 12, padded to 2. */
export function choicePartFrom(answers: readonly PortableAnswer[]) {
  const kept = answers.slice(0, CHOICE_ANSWER_COUNT.max).map((answer) => ({ ...answer }));
  while (kept.length < CHOICE_ANSWER_COUNT.min) kept.push(blankChoiceAnswer());
  return { answers: kept, typeSpecificSettings: { randomizeOrder: false } };
}

/** Options as sent (text trimmed, image names as they are), and the settings. */
export const choicePartForSave = (question: ChoiceQuestion) => ({
  answers: question.answers.map(({ name, type, isCorrect }) => ({
    name: type === AnswerKind.Text ? answerText(name) : name,
    type,
    isCorrect,
  })),
  typeSpecificSettings: { randomizeOrder: question.typeSpecificSettings.randomizeOrder },
});

/** The chosen options' stored indices, in ascending order: a player's answer to multi-select. */
export const optionSetAnswers = {
  decodeAnswer: (value: unknown) => (isIndexList(value) ? value : undefined),
  storedAnswer: storedIndexList,
  // The chosen options in the order players saw them.
  answerInWords: (
    question: { answers: readonly { name: string; type?: AnswerKind }[]; displayOrder: readonly number[] },
    indices: number[],
  ) =>
    question.displayOrder
      .filter((stored) => indices.includes(stored))
      .map((stored) => optionInWords(question, stored))
      .join(', '),
};

function updateOption<Q extends ChoiceQuestion>(
  question: Q,
  index: number,
  update: (answer: ChoiceAnswer) => ChoiceAnswer,
): Q {
  const answers = updatedAt(question.answers, index, update);
  return answers ? { ...question, answers } : question;
}

/** The editor's changes to options (SPEC §4): text or image, any number correct, at least 2 kept. */
export function choiceEditing<Q extends ChoiceQuestion>(): AnswerEditing<Q> {
  const canDeleteAnswer = (count: number) => count >= 3;
  return {
    canDeleteAnswer,
    addAnswer: (question) => ({ ...question, answers: [...question.answers, blankChoiceAnswer()] }),
    deleteAnswer: (question, index) => withAnswerDeleted(question, index, canDeleteAnswer),
    moveAnswer: withAnswerMoved,
    // An image option typed into becomes a text option.
    setAnswerText: (question, index, text) =>
      updateOption(question, index, (answer) => ({
        ...answer,
        name: typedAnswer(text),
        type: AnswerKind.Text,
      })),
    commitAnswerText: (question, index) =>
      updateOption(question, index, (answer) =>
        answer.type === AnswerKind.Text ? { ...answer, name: answerText(answer.name) } : answer,
      ),
    setAnswerImage: (question, index, path: StoragePath) =>
      updateOption(question, index, (answer) => ({
        ...answer,
        name: imageAnswerName(path),
        type: AnswerKind.Image,
      })),
    removeAnswerImage: (question, index) =>
      updateOption(question, index, (answer) =>
        answer.type === AnswerKind.Image ? { ...answer, name: '', type: AnswerKind.Text } : answer,
      ),
    toggleCorrect: (question, index) =>
      updateOption(question, index, (answer) => ({ ...answer, isCorrect: !answer.isCorrect })),
    setOpenEndedAnswer: unchanged,
    commitOpenEndedAnswers: unchanged,
    setRandomizeOrder: (question, randomizeOrder) => ({
      ...question,
      typeSpecificSettings: { randomizeOrder },
    }),
    setCaseSensitive: unchanged,
  };
}
