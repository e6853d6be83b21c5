import { use } from 'react';
import { PhaseBar } from '@/common/components/PhaseBar';
import { QuizCover } from '@/common/components/QuizCover';
import { useImageUrl } from '@/common/useImageUrl';
import { questionOfTotal, questionTypeNames, type GameQuestion, type GameQuiz } from '@/domain';
import { titleSizeClass } from './hostTexts';
import { hasMedia, QuestionMedia } from './QuestionMedia';
import { PausedAtContext, ServerOffsetContext } from './useHostGame';
import './introScreens.css';

interface Timed {
  startedAt: number;
  duration: number;
}

/** The intro's progress bar, big, by the server's clock as the host's screen knows it. */
function IntroBar({ startedAt, duration, label }: Timed & { label: string }) {
  const serverOffset = use(ServerOffsetContext);
  const pausedAt = use(PausedAtContext);
  return (
    <PhaseBar
      startedAt={startedAt}
      duration={duration}
      serverOffset={serverOffset}
      frozenAt={pausedAt}
      label={label}
      className="host-phase-bar"
    />
  );
}

/** The quiz intro (SPEC §2): title, description and image, and a bar over its 5 seconds. */
export function QuizIntro({ quiz, startedAt, duration }: Timed & { quiz: GameQuiz }) {
  const imageUrl = useImageUrl(quiz.data.image);
  return (
    <section className="host-intro host-quiz-intro" aria-labelledby="host-quiz-intro-title">
      <p className="host-kicker">Get ready!</p>
      <QuizCover title={quiz.data.title} imageUrl={imageUrl} className="host-intro-cover" />
      <h1 id="host-quiz-intro-title" className={`host-intro-title${titleSizeClass(quiz.data.title)}`}>
        {quiz.data.title}
      </h1>
      {quiz.data.desc && <p className="host-intro-desc">{quiz.data.desc}</p>}
      <IntroBar startedAt={startedAt} duration={duration} label="The first question is coming" />
    </section>
  );
}

interface QuestionIntroProps extends Timed {
  question: GameQuestion;
  questionNumber: number;
  totalQuestions: number;
}

/**
 * A question's intro (SPEC §2): "Question N of M", its type, title, description and image or video, and
 * a bar over the intro's time (3000 ms + 20 ms per character of the title).
 */
export function QuestionIntro({
  question,
  questionNumber,
  totalQuestions,
  startedAt,
  duration,
}: QuestionIntroProps) {
  const media = hasMedia(question);
  return (
    <section
      className={`host-intro host-question-intro${media ? ' host-intro-with-media' : ''}`}
      aria-labelledby="host-question-intro-title"
    >
      <div className="host-intro-tags">
        <p className="host-pill">{questionOfTotal(questionNumber + 1, totalQuestions)}</p>
        <p className="host-pill host-pill-type">{questionTypeNames[question.questionType]}</p>
      </div>
      <h1 id="host-question-intro-title" className={`host-intro-title${titleSizeClass(question.title)}`}>
        {question.title}
      </h1>
      {question.desc && <p className="host-intro-desc">{question.desc}</p>}
      {media && <QuestionMedia question={question} />}
      <IntroBar startedAt={startedAt} duration={duration} label="The question opens" />
    </section>
  );
}
