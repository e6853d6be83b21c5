import { SkipIcon } from '@/common/components/Icons';
import { questionOfTotal, type GameQuestion } from '@/domain';
import { Countdown } from './Countdown';
import { playersCount, titleSizeClass } from './hostTexts';
import { hasMedia, QuestionMedia } from './QuestionMedia';
import { questionTypeViewOf } from './QuestionTypeViews';
import './questionScreen.css';

interface QuestionScreenProps {
  question: GameQuestion;
  questionNumber: number;
  totalQuestions: number;
  startedAt: number;
  /** The time limit in ms; 0: none, the question stays open until Skip. */
  duration: number;
  answers: number;
  players: number;
  onSkip: () => void;
  skipping: boolean;
}

/**
 * The open question (SPEC §2): answers received, the countdown, title, description, media, Skip, and the
 * numbered coloured options — or, for an open-ended question, "Type your answer on your device". The
 * question's "Show title with description/image" settings decide whether its description and media stay
 * beside the title here; its intro always shows them.
 */
export function QuestionScreen(props: QuestionScreenProps) {
  const { question, questionNumber, totalQuestions, startedAt, duration, answers, players } = props;
  const showMedia = question.titlePlusImg && hasMedia(question);
  const showDesc = question.titlePlusDesc && question.desc !== '';
  const { Options } = questionTypeViewOf(question.questionType);

  return (
    <section
      className={`host-question${showMedia ? '' : ' host-question-plain'}`}
      aria-labelledby="host-question-title"
    >
      <QuestionHeading question={question} questionNumber={questionNumber} totalQuestions={totalQuestions} />
      <div className="host-question-middle">
        <div className="host-question-side">
          {duration > 0 && <Countdown endsAt={startedAt + duration} />}
        </div>
        <div className="host-question-centre">
          {showMedia && <QuestionMedia question={question} />}
          {showDesc && <p className="host-question-desc">{question.desc}</p>}
        </div>
        <div className="host-question-side host-question-side-end">
          {/* Not a live region: in a class, announcing every answer would drown everything else. */}
          <p className="host-answer-count">
            <span className="host-answer-count-value">{answers}</span>
            <span className="host-answer-count-label">{answers === 1 ? 'answer' : 'answers'}</span>
            <span className="host-answer-count-of">of {playersCount(players)}</span>
          </p>
          <button
            type="button"
            className="button button-secondary host-button"
            onClick={props.onSkip}
            disabled={props.skipping}
          >
            <SkipIcon size={22} />
            Skip
          </button>
        </div>
      </div>
      <Options question={question} />
    </section>
  );
}

/** "Question N of M" and the title, at the top of the question and of its results. */
export function QuestionHeading({
  question,
  questionNumber,
  totalQuestions,
}: {
  question: GameQuestion;
  questionNumber: number;
  totalQuestions: number;
}) {
  return (
    <header className="host-question-head">
      <p className="host-pill">{questionOfTotal(questionNumber + 1, totalQuestions)}</p>
      <h1 id="host-question-title" className={`host-question-title${titleSizeClass(question.title)}`}>
        {question.title}
      </h1>
    </header>
  );
}
