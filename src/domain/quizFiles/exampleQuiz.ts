// The example questions of Loqi's downloadable template: one of each type, showing how each is written.
import { DEFAULT_BASE_POINTS, DEFAULT_TIME_BONUS, DEFAULT_TIME_LIMIT_SECONDS } from '../common/constants';
import { trueFalseAnswers } from '../quiz/answers';
import { AnswerKind, MediaMode, QuestionType, type Question } from '../quiz/question';
import { Visibility, type QuizContent } from '../quiz/quiz';

const common = {
  desc: '',
  mediaMode: MediaMode.None,
  mediaURL: '',
  timeLimit: DEFAULT_TIME_LIMIT_SECONDS,
  customPointsOptions: { basePoints: DEFAULT_BASE_POINTS, timeBonus: DEFAULT_TIME_BONUS },
  titlePlusDesc: true,
  titlePlusImg: true,
} as const;

const text = (name: string, isCorrect = false) => ({ name, type: AnswerKind.Text, isCorrect });

/** One example question of each type, in type order, every one valid. */
export function exampleQuiz(): QuizContent {
  const questions: { [T in QuestionType]: Extract<Question, { questionType: T }> } = {
    [QuestionType.SingleChoice]: {
      ...common,
      questionType: QuestionType.SingleChoice,
      title: 'Which planet is known as the red planet?',
      desc: 'Write the correct answers by number in "Correct answers".',
      answers: [text('Venus'), text('Mars', true), text('Jupiter'), text('Saturn')],
      typeSpecificSettings: { randomizeOrder: false },
      explanation: 'Iron oxide on its surface makes Mars look red.',
    },
    [QuestionType.TrueFalse]: {
      ...common,
      questionType: QuestionType.TrueFalse,
      title: 'Sound travels faster in water than in air.',
      answers: trueFalseAnswers(true),
      typeSpecificSettings: {},
    },
    [QuestionType.OpenEnded]: {
      ...common,
      questionType: QuestionType.OpenEnded,
      title: 'Name the capital of Japan.',
      desc: 'Every answer written is accepted.',
      answers: ['Tokyo', 'Tōkyō', ''],
      typeSpecificSettings: { caseSensitive: false },
    },
    [QuestionType.MultiSelect]: {
      ...common,
      questionType: QuestionType.MultiSelect,
      title: 'Which of these are prime numbers?',
      answers: [text('2', true), text('4'), text('7', true), text('9')],
      typeSpecificSettings: { randomizeOrder: true },
      timeLimit: 45,
    },
    [QuestionType.Arrange]: {
      ...common,
      questionType: QuestionType.Arrange,
      title: 'Order these from smallest to largest.',
      desc: 'Write the items in their correct order.',
      answers: [
        { name: 'Atom', type: AnswerKind.Text },
        { name: 'Cell', type: AnswerKind.Text },
        { name: 'Mouse', type: AnswerKind.Text },
        { name: 'Whale', type: AnswerKind.Text },
      ],
      typeSpecificSettings: {},
      customPointsOptions: { basePoints: 1500, timeBonus: 500 },
    },
  };
  return {
    data: {
      title: 'My quiz',
      desc: 'Describe your quiz here.',
      image: null,
      randomizeQuestionOrder: false,
      visibility: Visibility.Unlisted,
      version: 0,
      copyProtect: false,
    },
    questions: Object.values(questions),
  };
}
