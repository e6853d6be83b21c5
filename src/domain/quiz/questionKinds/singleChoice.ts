// Single choice (SPEC §3, type 0): the player taps one option; it scores when that option is correct.
import { QuestionType, type SingleChoiceQuestion } from '../question';
import {
  choiceEditing,
  choiceKindParts,
  choicePartForSave,
  choicePartFrom,
  newChoicePart,
  oneOptionAnswers,
} from './choiceQuestions';
import type { QuestionKind } from './questionKind';

/** What a player sends: the position of the option tapped (its stored index once mapped back). */
export type SingleChoicePick = number;

export const singleChoice: QuestionKind<typeof QuestionType.SingleChoice, SingleChoicePick> = {
  type: QuestionType.SingleChoice,
  ...choiceKindParts,
  ...oneOptionAnswers,
  editing: choiceEditing<SingleChoiceQuestion>(),
  newPart: (template) => ({ questionType: QuestionType.SingleChoice, ...newChoicePart(template) }),
  fromPortable: (answers) => ({ questionType: QuestionType.SingleChoice, ...choicePartFrom(answers) }),
  partForSave: (question) => ({ questionType: question.questionType, ...choicePartForSave(question) }),
};
