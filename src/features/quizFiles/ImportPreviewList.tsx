// The questions an import will add, as they will be added: each with its number, type, title,
// answers (the correct ones marked with a tick and a word, not by colour alone) and time limit. A file may
// hold 500 questions, so each row is plain text: the preview must show within 2 s.
import { memo } from 'react';
import {
  acceptedOpenAnswers,
  QuestionType,
  questionTypeNames,
  screenTexts,
  type Question,
  type QuestionOf,
} from '@/domain';
import type { ImportedQuestion } from '@/domain/quizFiles/quizFile';

interface AnswersShown {
  /** What the answers are: "Answers", "Accepted answers", "Correct order". */
  caption: string;
  /** Arrange's answers are listed in their correct order and numbered. */
  ordered: boolean;
  answers: { text: string; correct: boolean }[];
}

const choiceAnswers = (question: { answers: { name: string; isCorrect: boolean }[] }): AnswersShown => ({
  caption: 'Answers',
  ordered: false,
  answers: question.answers.map((answer) => ({ text: answer.name, correct: answer.isCorrect })),
});

/** How the preview lists each question type's answers. */
const answersShown: { [T in QuestionType]: (question: QuestionOf<T>) => AnswersShown } = {
  [QuestionType.SingleChoice]: choiceAnswers,
  [QuestionType.TrueFalse]: choiceAnswers,
  [QuestionType.MultiSelect]: choiceAnswers,
  [QuestionType.OpenEnded]: (question) => ({
    caption: question.typeSpecificSettings.caseSensitive
      ? 'Accepted answers (case-sensitive)'
      : 'Accepted answers',
    ordered: false,
    answers: acceptedOpenAnswers(question.answers).map((text) => ({ text, correct: true })),
  }),
  [QuestionType.Arrange]: (question) => ({
    caption: 'Correct order',
    ordered: true,
    answers: question.answers.map((answer) => ({ text: answer.name, correct: false })),
  }),
};

const answersOf = <T extends QuestionType>(question: QuestionOf<T>): AnswersShown =>
  (answersShown[question.questionType as T] as (question: QuestionOf<T>) => AnswersShown)(question);

export function ImportPreviewList({ questions }: { questions: readonly ImportedQuestion[] }) {
  return (
    <ol className="import-questions" aria-label="Questions to import">
      {questions.map(({ row, question }, index) => (
        <PreviewItem key={row} number={index + 1} question={question} />
      ))}
    </ol>
  );
}

const PreviewItem = memo(function PreviewItem({ number, question }: { number: number; question: Question }) {
  const { caption, ordered, answers } = answersOf(question);
  const List = ordered ? 'ol' : 'ul';
  return (
    <li className="import-question">
      <p className="import-question-facts">
        <span className="import-question-number">{number}</span>
        <span>{questionTypeNames[question.questionType]}</span>
        <span>{question.timeLimit} s</span>
      </p>
      <p className="import-question-title">{question.title || screenTexts.untitledQuestion}</p>
      <List className="import-answers" aria-label={caption}>
        {answers.map((answer, index) => (
          <li key={index} className="import-answer" data-correct={answer.correct}>
            {answer.text}
            {answer.correct && <span className="import-answer-correct"> ✓ correct</span>}
          </li>
        ))}
      </List>
    </li>
  );
});
