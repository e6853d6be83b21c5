import { useState } from 'react';
import { CheckIcon, CrossIcon, NextIcon } from '@/common/components/Icons';
import { answerColour } from '@/common/answerPalette';
import { AnswerShape } from '@/common/components/AnswerShape';
import { QuestionType, screenTexts, type GameQuestion, type QuestionResults } from '@/domain';
import { AnswerGrid } from './AnswerGrid';
import { acceptedAnswersOf, arrangeSolution, shownOptions, type ShownOption } from './hostFlow';
import { answersCount, correctOfAnswered, noAnswers } from './hostTexts';
import { QuestionHeading } from './QuestionScreen';
import { hasMedia, QuestionMedia } from './QuestionMedia';

interface ResultsScreenProps {
  question: GameQuestion;
  questionNumber: number;
  totalQuestions: number;
  /** hostInfo.gameStatus.results, when they are this question's. */
  results: QuestionResults | undefined;
  onNext: () => void;
}

/**
 * A question's results (SPEC §2): the correct answers shown and the others dimmed, how many chose each
 * option, how many answered and were right; "Show media" swaps the answers for the question's media
 * and "Show answers" brings them back. Next goes on to the leaderboard.
 */
export function ResultsScreen({
  question,
  questionNumber,
  totalQuestions,
  results,
  onNext,
}: ResultsScreenProps) {
  const [showingMedia, setShowingMedia] = useState(false);
  const media = hasMedia(question);
  const answered = results?.answered ?? 0;
  const correct = results?.correct ?? 0;

  return (
    <section className="host-question host-results" aria-labelledby="host-question-title">
      <QuestionHeading question={question} questionNumber={questionNumber} totalQuestions={totalQuestions} />
      <div className="host-results-bar">
        <p className="host-results-summary">
          {answered === 0 ? (
            <span className="host-results-correct host-results-none">{noAnswers}</span>
          ) : (
            <span className="host-results-correct">
              <CheckIcon size={30} />
              {correctOfAnswered(correct, answered)}
            </span>
          )}
          {answered > 0 && <span className="host-results-answered">{answersCount(answered)}</span>}
        </p>
        <div className="host-results-actions">
          {media && (
            <button
              type="button"
              className="button button-secondary host-button"
              onClick={() => setShowingMedia((showing) => !showing)}
            >
              {showingMedia ? screenTexts.showAnswers : screenTexts.showMedia}
            </button>
          )}
          <button type="button" className="button button-primary host-button" onClick={onNext}>
            Next
            <NextIcon size={22} />
          </button>
        </div>
      </div>
      {showingMedia ? (
        <div className="host-results-media">
          <QuestionMedia question={question} />
        </div>
      ) : (
        <ResultAnswers question={question} counts={results?.optionCounts} />
      )}
    </section>
  );
}

function ResultAnswers({ question, counts }: { question: GameQuestion; counts: number[] | undefined }) {
  switch (question.questionType) {
    case QuestionType.OpenEnded:
      return <AcceptedAnswers answers={acceptedAnswersOf(question)} />;
    case QuestionType.Arrange:
      return <ArrangeSolution items={arrangeSolution(question)} />;
    default: {
      const options = shownOptions(question);
      return (
        <>
          <ResultsChart options={options} counts={counts ?? []} />
          <AnswerGrid options={options} judged />
        </>
      );
    }
  }
}

/** How many players chose each option, as bars in the options' colours, the correct ones marked. */
function ResultsChart({ options, counts }: { options: ShownOption[]; counts: number[] }) {
  const most = Math.max(1, ...counts);
  return (
    <ol className="host-chart" aria-label="Answers per option">
      {options.map((option) => {
        const colour = answerColour(option.position);
        const count = counts[option.position] ?? 0;
        return (
          <li
            key={option.position}
            className={`host-chart-column${option.correct ? '' : ' host-chart-column-incorrect'}`}
          >
            <span className="host-chart-track">
              <span
                className="host-chart-bar"
                style={{ height: `${(count / most) * 100}%`, background: colour.fill }}
              >
                <span className="host-chart-count">
                  {count}
                  <span className="visually-hidden">
                    {' '}
                    chose {option.position + 1}
                    {option.correct ? ', correct' : ''}
                  </span>
                </span>
              </span>
            </span>
            <span
              className="host-chart-key"
              style={{ background: colour.fill, color: colour.ink }}
              aria-hidden="true"
            >
              <AnswerShape shape={colour.shape} size={22} />
              {option.correct ? <CheckIcon size={22} /> : <CrossIcon size={20} />}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** An open-ended question's accepted answers. */
function AcceptedAnswers({ answers }: { answers: string[] }) {
  return (
    <div className="host-accepted">
      <h2 className="host-accepted-heading">{answers.length === 1 ? 'Correct answer' : 'Correct answers'}</h2>
      <ul className="host-accepted-list">
        {answers.map((answer) => (
          <li key={answer} className="host-accepted-answer">
            <CheckIcon size={26} />
            {answer}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An arrange question's correct order, each item in the colour and shape the players saw it in. */
function ArrangeSolution({ items }: { items: ShownOption[] }) {
  return (
    <div className="host-accepted">
      <h2 className="host-accepted-heading">Correct order</h2>
      <ol className="host-arrange-solution">
        {items.map((item, index) => {
          const colour = answerColour(item.position);
          return (
            <li
              key={index}
              className="host-arrange-item"
              style={{ background: colour.fill, color: colour.ink }}
            >
              <span className="host-arrange-place">{index + 1}</span>
              <AnswerShape shape={colour.shape} size={26} />
              <span className="host-answer-text">{item.text}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
