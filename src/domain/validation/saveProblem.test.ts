import { describe, expect, it } from 'vitest';
import { quizOfEveryType, untidyQuizOfEveryType } from '../fixtures/quizzes';
import type { Question } from '../quiz/question';
import { newEditedQuiz, replaceQuestion } from '../quiz/quizEditing';
import { saveProblem } from './saveProblem';

describe('saveProblem', () => {
  it('is null for a quiz the server takes', () => {
    expect(saveProblem(untidyQuizOfEveryType())).toBeNull();
    expect(saveProblem(newEditedQuiz())).toBeNull();
  });

  it('names the question and what the server would refuse in it', () => {
    const quiz = quizOfEveryType();
    const [choice] = quiz.questions as [Extract<Question, { questionType: 0 }>];
    const noneCorrect = replaceQuestion(quiz, 0, {
      ...choice,
      answers: choice.answers.map((answer) => ({ ...answer, isCorrect: false })),
    });
    expect(saveProblem(noneCorrect)).toEqual({
      questionIndex: 0,
      message: 'Question 1, Answers: has no correct answer; Multiple Choice questions need at least one.',
    });
    const open = quiz.questions[2] as Question;
    const badVideo = replaceQuestion(quiz, 2, {
      ...open,
      mediaMode: 2,
      mediaURL: 'not a video',
    });
    expect(saveProblem(badVideo)).toMatchObject({ questionIndex: 2 });
    expect(saveProblem(badVideo)?.message).toMatch(/^Question 3, Media: must be a video link/);
  });
});
