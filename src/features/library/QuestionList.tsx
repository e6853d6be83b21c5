import { useId, useState } from 'react';
import { CheckIcon, ChevronIcon, PlayIcon } from '@/common/components/Icons';
import {
  acceptedOpenAnswers,
  AnswerKind,
  imageAnswerPath,
  MediaMode,
  QuestionType,
  questionTypeNames,
  screenTexts,
  type ChoiceAnswer,
  type Question,
  type StoragePath,
} from '@/domain';
import { useImageUrl } from '@/common/useImageUrl';

/**
 * The questions of a quiz, each expanding to its details when clicked (SPEC §2, /view). Without `keysShown`
 * the questions came without their answer keys (viewQuiz withheld them), so nothing is shown as correct.
 */
export function QuestionList({ questions, keysShown }: { questions: Question[]; keysShown: boolean }) {
  if (questions.length === 0) return <p className="empty-note">{screenTexts.viewerEmpty}</p>;
  return (
    <ol className="question-list">
      {questions.map((question, index) => (
        <QuestionItem key={index} number={index + 1} question={question} keysShown={keysShown} />
      ))}
    </ol>
  );
}

function QuestionItem({
  number,
  question,
  keysShown,
}: {
  number: number;
  question: Question;
  keysShown: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const typeName = questionTypeNames[question.questionType];

  return (
    <li className="question-item" data-expanded={expanded}>
      <h3 className="question-heading">
        <button
          type="button"
          className="question-toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded(!expanded)}
        >
          <span className="question-number" aria-hidden="true">
            {number}
          </span>
          <span className="visually-hidden">Question {number}: </span>
          <span className="question-title">{question.title || screenTexts.untitledQuestion}</span>
          <span className="question-type-chip hide-on-phone">{typeName}</span>
          <span className="question-chevron">
            <ChevronIcon />
          </span>
        </button>
      </h3>
      <div id={panelId} className="question-details" hidden={!expanded}>
        {expanded && <QuestionDetails question={question} typeName={typeName} keysShown={keysShown} />}
      </div>
    </li>
  );
}

function QuestionDetails({
  question,
  typeName,
  keysShown,
}: {
  question: Question;
  typeName: string;
  keysShown: boolean;
}) {
  const { basePoints, timeBonus } = question.customPointsOptions;
  return (
    <>
      <p className="question-facts">
        <span className="question-type">{typeName}</span>
        <span>{question.timeLimit} s</span>
        <span>{basePoints + timeBonus} points</span>
      </p>
      {question.desc && <p className="question-description">{question.desc}</p>}
      <QuestionMedia question={question} />
      {keysShown ? <QuestionAnswers question={question} /> : <QuestionOptions question={question} />}
    </>
  );
}

function QuestionMedia({ question }: { question: Question }) {
  if (question.mediaMode === MediaMode.Image && Array.isArray(question.mediaURL)) {
    return <StoredImage path={question.mediaURL} className="question-image" />;
  }
  if (question.mediaMode === MediaMode.Video && typeof question.mediaURL === 'string' && question.mediaURL) {
    return (
      <a className="question-video" href={question.mediaURL} target="_blank" rel="noopener noreferrer">
        <PlayIcon />
        Watch the question&apos;s video
      </a>
    );
  }
  return null;
}

function StoredImage({ path, className }: { path: StoragePath; className: string }) {
  const url = useImageUrl(path);
  return url ? <img className={className} src={url} alt="" /> : <span className={`${className} skeleton`} />;
}

function AnswerText({ answer }: { answer: Pick<ChoiceAnswer, 'name' | 'type'> }) {
  const path = answer.type === AnswerKind.Image ? imageAnswerPath(answer.name) : null;
  if (!path) return <span className="answer-text">{answer.name}</span>;
  return <StoredImage path={path} className="answer-image" />;
}

function CorrectMark({ correct }: { correct: boolean }) {
  return correct ? (
    <span className="answer-mark">
      <CheckIcon size={18} />
      <span className="visually-hidden">(correct)</span>
    </span>
  ) : null;
}

/** What players choose from, without the answer keys: no accepted answers, no order, nothing marked correct. */
function QuestionOptions({ question }: { question: Question }) {
  if (question.questionType === QuestionType.OpenEnded) return null;
  return (
    <ul className="answer-list" aria-label="Answers">
      {question.answers.map((answer, index) => (
        <li key={index} className="answer">
          {'type' in answer ? (
            <AnswerText answer={answer} />
          ) : (
            <span className="answer-text">{answer.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function QuestionAnswers({ question }: { question: Question }) {
  switch (question.questionType) {
    case QuestionType.OpenEnded:
      return (
        <div className="question-answers">
          <p className="answers-caption">
            Accepted answers{question.typeSpecificSettings.caseSensitive ? ' (case-sensitive)' : ''}
          </p>
          <ul className="answer-list">
            {acceptedOpenAnswers(question.answers).map((answer, index) => (
              <li key={index} className="answer answer-correct">
                <span className="answer-text">{answer}</span>
                <CorrectMark correct />
              </li>
            ))}
          </ul>
        </div>
      );
    case QuestionType.Arrange:
      return (
        <div className="question-answers">
          <p className="answers-caption">Correct order</p>
          <ol className="answer-list answer-list-ordered">
            {question.answers.map((answer, index) => (
              <li key={index} className="answer">
                <span className="answer-position" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="answer-text">{answer.name}</span>
              </li>
            ))}
          </ol>
        </div>
      );
    case QuestionType.TrueFalse:
      return (
        <ul className="answer-list" aria-label="Answers">
          {question.answers.map((answer) => (
            <li key={answer.name} className={`answer${answer.isCorrect ? ' answer-correct' : ''}`}>
              <span className="answer-text">{answer.name}</span>
              <CorrectMark correct={answer.isCorrect} />
            </li>
          ))}
        </ul>
      );
    default:
      return (
        <ul className="answer-list" aria-label="Answers">
          {question.answers.map((answer, index) => (
            <li key={index} className={`answer${answer.isCorrect ? ' answer-correct' : ''}`}>
              <AnswerText answer={answer} />
              <CorrectMark correct={answer.isCorrect} />
            </li>
          ))}
        </ul>
      );
  }
}
