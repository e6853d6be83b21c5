// Changing a question's type in the editor (SPEC §4): the answers are carried over as far as the new
// type allows, and the type-specific settings start afresh.
import type { Question, QuestionType } from './question';
import { kindOf, questionKinds } from './questionKinds';

/**
 * The question converted to `type` (each kind's fromPortable says how):
 * - to true/false, the answers reset to True (correct) and False;
 * - to open-ended, the correct text answers become the accepted answers, followed by the empty slot
 *   (with none correct, the empty slot alone: the editor's place to type the first);
 * - to arrange, the text answers become the items in their current order;
 * - to single choice or multi-select, the answers and their correctness carry over;
 * - image answers are dropped where the new type has none (it has them only for choice questions);
 * - answers beyond the new maximum are dropped; choice and arrange answers are padded to the
 *   minimum with blanks;
 * - the type-specific settings reset: randomizeOrder off, caseSensitive off.
 * Converting to the question's own type changes nothing.
 */
export function convertQuestionType(question: Question, type: QuestionType): Question {
  if (question.questionType === type) return question;
  const {
    questionType: _previousType,
    answers: _previousAnswers,
    typeSpecificSettings: _previous,
    ...common
  } = question;
  return { ...common, ...questionKinds[type].fromPortable(kindOf(question).portableAnswers(question)) };
}
