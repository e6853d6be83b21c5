// Multi-select (SPEC §3, type 3): the player chooses a set of options; it scores when the set is exactly the
// correct options.
import { QuestionType, type MultiSelectQuestion } from '../question';
import {
  choiceEditing,
  choiceKindParts,
  choicePartForSave,
  choicePartFrom,
  correctOptionIndices,
  newChoicePart,
  optionSetAnswers,
} from './choiceQuestions';
import type { QuestionKind } from './questionKind';

/** What a player sends: the positions chosen, in ascending order (stored indices once mapped back). */
export type MultiSelectPicks = number[];

export const multiSelect: QuestionKind<typeof QuestionType.MultiSelect, MultiSelectPicks> = {
  type: QuestionType.MultiSelect,
  ...choiceKindParts,
  ...optionSetAnswers,
  editing: choiceEditing<MultiSelectQuestion>(),
  newPart: (template) => ({ questionType: QuestionType.MultiSelect, ...newChoicePart(template) }),
  fromPortable: (answers) => ({ questionType: QuestionType.MultiSelect, ...choicePartFrom(answers) }),
  partForSave: (question) => ({ questionType: question.questionType, ...choicePartForSave(question) }),
  // Exactly the correct set: no option twice, none missing, none extra.
  isCorrect: (question, indices) => {
    const chosen = new Set(indices);
    const correct = correctOptionIndices(question.answers);
    return (
      chosen.size === indices.length && chosen.size === correct.length && correct.every((i) => chosen.has(i))
    );
  },
};
