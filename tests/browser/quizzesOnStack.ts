// Quizzes for the browser journeys whose every picture the local stack holds (the demo covers), so that
// the host's screen loads each image it shows.
import {
  AnswerKind,
  MediaMode,
  QuestionType,
  type ChoiceAnswer,
  type Question,
  type QuizContent,
  type StoragePath,
} from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { demoCovers } from '../../stack/demoData';

/**
 * The fixtures' question of every type, in type order, with images that the stack holds, each question
 * `timeLimit` seconds long. The open-ended question's video would need the network: it is shown without
 * media.
 */
export function quizOfEveryTypeOnStack(timeLimit: number): QuizContent {
  const types = questionsOfEveryType();
  const quiz = quizOfEveryType();
  const questions: Question[] = [
    {
      ...withCoverAnswers(types[QuestionType.SingleChoice], demoCovers.science),
      mediaURL: [...demoCovers.capitals],
    },
    types[QuestionType.TrueFalse],
    { ...types[QuestionType.OpenEnded], mediaMode: MediaMode.None, mediaURL: '' },
    withCoverAnswers(types[QuestionType.MultiSelect], demoCovers.capitals),
    types[QuestionType.Arrange],
  ];
  return {
    data: { ...quiz.data, image: [...demoCovers.science] },
    questions: questions.map((question) => ({ ...question, timeLimit })),
  };
}

/** The choice question with its image answers showing `cover`. */
const withCoverAnswers = (question: Question, cover: StoragePath): Question =>
  ({
    ...question,
    answers: (question.answers as ChoiceAnswer[]).map((answer) =>
      answer.type === AnswerKind.Image ? { ...answer, name: cover.join('/') } : answer,
    ),
  }) as Question;

/** The question types' names in file names and labels. */
export const TYPE_NAMES: Record<QuestionType, string> = {
  [QuestionType.SingleChoice]: 'single-choice',
  [QuestionType.TrueFalse]: 'true-false',
  [QuestionType.OpenEnded]: 'open-ended',
  [QuestionType.MultiSelect]: 'multi-select',
  [QuestionType.Arrange]: 'arrange',
};
