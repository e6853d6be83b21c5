// Open-ended (SPEC §3, type 2): the player types an answer; it scores when it matches an accepted answer.
// The stored list is the accepted answers followed by one empty slot, the editor's place to type the next.
import { acceptedOpenAnswers, withOpenEndedSlot } from '../answers';
import { AnswerKind, QuestionType, type OpenEndedQuestion } from '../question';
import { answerText } from '../quizRules';
import { groupTypedAnswers } from '../../game/typedAnswers';
import { inRange, typedAnswer, unchanged, without } from './answerLists';
import type { QuestionKind } from './questionKind';

/** What a player sends: the text typed. */
export type OpenEndedText = string;

const ANSWER_COUNT = { min: 1, max: 50 } as const;

/**
 * The entries being edited: the answers without the trailing empty slot. An entry may be empty while it is
 * being retyped; it is removed when its field loses focus.
 */
function openEndedEntries(answers: readonly string[]): string[] {
  return answers.at(-1) === '' ? answers.slice(0, -1) : [...answers];
}

// Deleting the last accepted answer leaves the empty slot to type a new one; a save with none is refused.
const canDeleteAnswer = (count: number) => count >= 1;

const withoutAccepted = <Q extends OpenEndedQuestion>(question: Q): Q => ({ ...question, answers: [''] });

/** Whether `text` matches an accepted answer, both trimmed, ignoring case unless caseSensitive. */
function isAcceptedAnswer(question: OpenEndedQuestion, text: OpenEndedText): boolean {
  const fold = (typed: string) =>
    question.typeSpecificSettings.caseSensitive ? typed.trim() : typed.trim().toLowerCase();
  const given = fold(text);
  return given !== '' && acceptedOpenAnswers(question.answers).some((accepted) => fold(accepted) === given);
}

export const openEnded: QuestionKind<typeof QuestionType.OpenEnded, OpenEndedText> = {
  type: QuestionType.OpenEnded,
  answerCount: ANSWER_COUNT,
  settingsDroppedWhenStored: false,
  editing: {
    canDeleteAnswer,
    // Answers are added by typing into the empty slot (setOpenEndedAnswer).
    addAnswer: unchanged,
    // `index` counts the entries before the empty slot, which stays.
    deleteAnswer: (question, index) => {
      const entries = openEndedEntries(question.answers);
      if (!inRange(index, entries.length) || !canDeleteAnswer(entries.length)) return question;
      return { ...question, answers: [...without(entries, index), ''] };
    },
    // Accepted answers have no order.
    moveAnswer: unchanged,
    setAnswerText: unchanged,
    commitAnswerText: unchanged,
    setAnswerImage: unchanged,
    removeAnswerImage: unchanged,
    toggleCorrect: unchanged,
    // Typing into the empty slot makes a new accepted answer while there are fewer than the maximum, and a
    // new empty slot follows it. An entry emptied by typing stays until its field loses focus.
    setOpenEndedAnswer: (question, index, text) => {
      const entries = openEndedEntries(question.answers);
      const typed = typedAnswer(text);
      if (inRange(index, entries.length)) {
        entries[index] = typed;
      } else if (index === entries.length && typed !== '') {
        if (entries.length >= ANSWER_COUNT.max) return question;
        entries.push(typed);
      } else {
        return question;
      }
      return { ...question, answers: [...entries, ''] };
    },
    commitOpenEndedAnswers: (question) => ({
      ...question,
      answers: withOpenEndedSlot(openEndedEntries(question.answers).map(answerText)),
    }),
    setRandomizeOrder: unchanged,
    setCaseSensitive: (question, caseSensitive) => ({ ...question, typeSpecificSettings: { caseSensitive } }),
  },

  // No accepted answer yet: the empty slot alone, the editor's place to type the first.
  newPart: () => ({
    questionType: QuestionType.OpenEnded,
    answers: [''],
    typeSpecificSettings: { caseSensitive: false },
  }),
  portableAnswers: (question) =>
    acceptedOpenAnswers(question.answers).map((name) => ({ name, type: AnswerKind.Text, isCorrect: true })),
  // The correct text answers become the accepted answers.
  fromPortable: (answers) => ({
    questionType: QuestionType.OpenEnded,
    answers: withOpenEndedSlot(
      answers
        .filter((answer) => answer.type === AnswerKind.Text && answer.isCorrect)
        .map((answer) => answer.name)
        .slice(0, ANSWER_COUNT.max),
    ),
    typeSpecificSettings: { caseSensitive: false },
  }),
  countAnswers: (question) => acceptedOpenAnswers(question.answers).length,
  hasCorrectAnswer: (question) => acceptedOpenAnswers(question.answers).length > 0,
  partForSave: (question) => ({
    questionType: question.questionType,
    answers: withOpenEndedSlot(question.answers.map(answerText)),
    typeSpecificSettings: { caseSensitive: question.typeSpecificSettings.caseSensitive },
  }),
  // The accepted answers are the key: only the editor's empty slot is left.
  withoutKey: withoutAccepted,
  gameQuestionWithoutKey: withoutAccepted,

  displayOrder: () => [],
  optionCount: () => 0,
  shownOptions: () => [],
  correctIndices: () => [],

  decodeAnswer: (value) => (typeof value === 'string' ? value : undefined),
  storedAnswer: (text) => text,
  isCorrect: isAcceptedAnswer,
  optionCounts: () => [],
  // Grouped ignoring case; accepted as the judge accepts them (isAcceptedAnswer).
  typedAnswers: (question, answers) =>
    groupTypedAnswers(
      answers.filter((answer) => typeof answer === 'string'),
      (text) => isAcceptedAnswer(question, text),
    ),
  answerInWords: (_question, text) => text,
  correctAnswerInWords: (question) => acceptedOpenAnswers(question.answers).join(' / '),
};
