import { type ComponentType, useId, useState } from 'react';
import { CheckIcon, ChevronIcon, PlayIcon } from '@/common/components/Icons';
import {
  acceptedOpenAnswers,
  AnswerKind,
  imageAnswerPath,
  MediaMode,
  QuestionType,
  questionTypeNames,
  screenTexts,
  type ArrangeQuestion,
  type ChoiceAnswer,
  type MultiSelectQuestion,
  type OpenEndedQuestion,
  type Question,
  type QuestionOf,
  type SingleChoiceQuestion,
  type StoragePath,
  type TrueFalseQuestion,
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
  const { Options, Key } = questionViewOf(question.questionType);
  return (
    <>
      <p className="question-facts">
        <span className="question-type">{typeName}</span>
        <span>{question.timeLimit} s</span>
        <span>{basePoints + timeBonus} points</span>
      </p>
      {question.desc && <p className="question-description">{question.desc}</p>}
      <QuestionMedia question={question} />
      {keysShown ? <Key question={question} /> : <Options question={question} />}
      {keysShown && question.explanation !== undefined && (
        <p className="question-explanation">
          <strong>Explanation:</strong> <span>{question.explanation}</span>
        </p>
      )}
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

/** What players choose from, without the answer keys: no order, nothing marked correct. */
function OptionList({
  question,
}: {
  question: SingleChoiceQuestion | TrueFalseQuestion | MultiSelectQuestion | ArrangeQuestion;
}) {
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

/** Open-ended questions show players no options, and without the key no accepted answers. */
function NoOptions() {
  return null;
}

function AcceptedAnswers({ question }: { question: OpenEndedQuestion }) {
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
}

function CorrectOrder({ question }: { question: ArrangeQuestion }) {
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
}

function TrueFalseKey({ question }: { question: TrueFalseQuestion }) {
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
}

function ChoiceKey({ question }: { question: SingleChoiceQuestion | MultiSelectQuestion }) {
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

interface QuestionView<T extends QuestionType> {
  /** The question's options, without its answer key. */
  Options: ComponentType<{ question: QuestionOf<T> }>;
  /** The question's answer key: the correct options, the accepted answers, the correct order. */
  Key: ComponentType<{ question: QuestionOf<T> }>;
}

/** How the viewer shows the answers of each question type. */
const questionViews: { [T in QuestionType]: QuestionView<T> } = {
  [QuestionType.SingleChoice]: { Options: OptionList, Key: ChoiceKey },
  [QuestionType.TrueFalse]: { Options: OptionList, Key: TrueFalseKey },
  [QuestionType.OpenEnded]: { Options: NoOptions, Key: AcceptedAnswers },
  [QuestionType.MultiSelect]: { Options: OptionList, Key: ChoiceKey },
  [QuestionType.Arrange]: { Options: OptionList, Key: CorrectOrder },
};

const questionViewOf = <T extends QuestionType>(type: T): QuestionView<T> => questionViews[type];
