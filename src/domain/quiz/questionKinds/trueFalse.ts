// True/false (SPEC §3, type 1): the two fixed answers True then False, exactly one correct; the player taps
// one.
import { trueFalseAnswers } from '../answers';
import { AnswerKind, QuestionType, type TrueFalseQuestion } from '../question';
import { identityOrder } from '../../game/shuffle';
import { nothingTyped, unchanged } from './answerLists';
import { correctOptionIndices, oneOptionAnswers, shownChoiceOptions } from './choiceQuestions';
import type { QuestionKind } from './questionKind';

/** What a player sends: 0 for True, 1 for False (shown in that order, so the same once mapped back). */
export type TrueFalsePick = number;

const withNeitherCorrect = <Q extends TrueFalseQuestion>(question: Q): Q => ({
  ...question,
  answers: [
    { ...question.answers[0], isCorrect: false },
    { ...question.answers[1], isCorrect: false },
  ],
});

export const trueFalse: QuestionKind<typeof QuestionType.TrueFalse, TrueFalsePick> = {
  type: QuestionType.TrueFalse,
  answerCount: { min: 2, max: 2 },
  settingsDroppedWhenStored: true,
  editing: {
    canDeleteAnswer: () => false,
    addAnswer: unchanged,
    deleteAnswer: unchanged,
    moveAnswer: unchanged,
    setAnswerText: unchanged,
    commitAnswerText: unchanged,
    setAnswerImage: unchanged,
    removeAnswerImage: unchanged,
    // Exactly one is correct, so toggling one toggles the other too.
    toggleCorrect: (question, index) => {
      if (index !== 0 && index !== 1) return question;
      const toggled = !question.answers[index].isCorrect;
      return { ...question, answers: trueFalseAnswers(index === 0 ? toggled : !toggled) };
    },
    setOpenEndedAnswer: unchanged,
    commitOpenEndedAnswers: unchanged,
    setRandomizeOrder: unchanged,
    setCaseSensitive: unchanged,
  },

  newPart: () => ({
    questionType: QuestionType.TrueFalse,
    answers: trueFalseAnswers(),
    typeSpecificSettings: {},
  }),
  portableAnswers: (question) => question.answers.map((answer) => ({ ...answer, type: AnswerKind.Text })),
  // Whatever the answers were, True (correct) and False.
  fromPortable: () => ({
    questionType: QuestionType.TrueFalse,
    answers: trueFalseAnswers(),
    typeSpecificSettings: {},
  }),
  countAnswers: (question) => question.answers.length,
  hasCorrectAnswer: () => true,
  partForSave: (question) => {
    const [yes, no] = question.answers;
    return {
      questionType: question.questionType,
      answers: [
        { name: yes.name, isCorrect: yes.isCorrect },
        { name: no.name, isCorrect: no.isCorrect },
      ],
      typeSpecificSettings: {},
    };
  },
  withoutKey: withNeitherCorrect,
  gameQuestionWithoutKey: withNeitherCorrect,

  displayOrder: () => identityOrder(2),
  optionCount: (question) => question.answers.length,
  shownOptions: (question) => shownChoiceOptions(question.answers, question.displayOrder),
  correctIndices: (question) => correctOptionIndices(question.answers),
  typedAnswers: nothingTyped,

  ...oneOptionAnswers,
};
