import { useState } from 'react';
import { CheckIcon, NextIcon } from '@/common/components/Icons';
import { screenTexts, type GameQuestion, type QuestionResults } from '@/domain';
import { answersCount, correctOfAnswered, explanationHeading, noAnswers } from './hostTexts';
import { QuestionHeading } from './QuestionScreen';
import { hasMedia, QuestionMedia } from './QuestionMedia';
import { questionTypeViewOf } from './QuestionTypeViews';
import './resultsScreen.css';

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
 * option (what players typed, for open-ended questions), how many answered and were right, and the
 * question's explanation under the correct answer; "Show media" swaps the answers for the question's media
 * and "Show answers" brings them back. Next goes on to the leaderboard. The host's copy of the question
 * has its key and explanation from its results on (endQuestion writes them).
 */
export function ResultsScreen({
  question,
  questionNumber,
  totalQuestions,
  results,
  onNext,
}: ResultsScreenProps) {
  const [showingMedia, setShowingMedia] = useState(false);
  const { Results } = questionTypeViewOf(question.questionType);
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
          ) : correct === answered ? (
            // Green with a check only when everyone was right: "0 of 3 correct" is no success.
            <span className="host-results-correct host-results-all">
              <CheckIcon size={30} />
              {correctOfAnswered(correct, answered)}
            </span>
          ) : (
            <span className="host-results-correct">{correctOfAnswered(correct, answered)}</span>
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
        <>
          <Results question={question} results={results} />
          {question.explanation !== undefined && <Explanation text={question.explanation} />}
        </>
      )}
    </section>
  );
}

/** The author's explanation of the correct answer, line breaks kept. */
function Explanation({ text }: { text: string }) {
  return (
    <section className="host-explanation" aria-labelledby="host-explanation-heading">
      <h2 id="host-explanation-heading" className="host-explanation-heading">
        {explanationHeading}
      </h2>
      <p className="host-explanation-text">{text}</p>
    </section>
  );
}
