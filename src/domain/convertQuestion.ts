// Changing a question's type in the editor (SPEC §4): the answers are carried over as far as the new
// type allows, and the type-specific settings start afresh.
import {
  ANSWER_COUNT_BOUNDS,
  blankArrangeAnswer,
  blankChoiceAnswer,
  trueFalseAnswers,
  withOpenEndedSlot,
} from './answers';
import { AnswerKind, QuestionType, type ChoiceAnswer, type Question } from './question';

/** Any answer reduced to what every type understands. Arrange items carry no correctness. */
type PortableAnswer = ChoiceAnswer;

function portableAnswers(question: Question): PortableAnswer[] {
  switch (question.questionType) {
    case QuestionType.SingleChoice:
    case QuestionType.MultiSelect:
      return question.answers;
    case QuestionType.TrueFalse:
      return question.answers.map((answer) => ({ ...answer, type: AnswerKind.Text }));
    case QuestionType.OpenEnded:
      return question.answers
        .filter((answer) => answer.trim() !== '')
        .map((name) => ({ name, type: AnswerKind.Text, isCorrect: true }));
    case QuestionType.Arrange:
      return question.answers.map((answer) => ({ ...answer, isCorrect: false }));
  }
}

/** Keeps at most the type's maximum and pads to its minimum with `blank()`. */
function fitCount<T>(answers: T[], type: QuestionType, blank: () => T): T[] {
  const { min, max } = ANSWER_COUNT_BOUNDS[type];
  const kept = answers.slice(0, max);
  while (kept.length < min) kept.push(blank());
  return kept;
}

/**
 * The question converted to `type`:
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
  const answers = portableAnswers(question);
  const textAnswers = answers.filter((answer) => answer.type === AnswerKind.Text);
  const {
    questionType: _previousType,
    answers: _previousAnswers,
    typeSpecificSettings: _previous,
    ...common
  } = question;

  switch (type) {
    case QuestionType.SingleChoice:
    case QuestionType.MultiSelect:
      return {
        ...common,
        questionType: type,
        answers: fitCount(
          answers.map((answer) => ({ ...answer })),
          type,
          blankChoiceAnswer,
        ),
        typeSpecificSettings: { randomizeOrder: false },
      };
    case QuestionType.TrueFalse:
      return { ...common, questionType: type, answers: trueFalseAnswers(), typeSpecificSettings: {} };
    case QuestionType.OpenEnded: {
      const accepted = textAnswers.filter((answer) => answer.isCorrect).map((answer) => answer.name);
      return {
        ...common,
        questionType: type,
        answers: withOpenEndedSlot(accepted.slice(0, ANSWER_COUNT_BOUNDS[type].max)),
        typeSpecificSettings: { caseSensitive: false },
      };
    }
    case QuestionType.Arrange:
      return {
        ...common,
        questionType: type,
        answers: fitCount(
          textAnswers.map(({ name }) => ({ name, type: AnswerKind.Text })),
          type,
          blankArrangeAnswer,
        ),
        typeSpecificSettings: {},
      };
  }
}
