import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callRefusal } from '@/common/callRefusal';
import { PlayIcon } from '@/common/components/Icons';
import { QuizCover } from '@/common/components/QuizCover';
import { StatusScreen } from '@/common/components/StatusScreen';
import { pageUrls } from '@/common/urls';
import { useImageUrl } from '@/common/useImageUrl';
import { editorMessages, questionCount, screenTexts, storedGameOptions, type QuizRecord } from '@/domain';
import { useUserRecord } from '@/features/auth';
import { draftOf, GameOptionsPanel, optionsOf, type GameOptionsDraft } from './GameOptionsPanel';
import { readQuizToHost, startGame } from './hostGateway';
import { usePreloadedMusic } from './useHostMusic';
import './hostPlayScreen.css';

/** The game could not be opened. */
const START_FAILED = 'The game could not be started. Check the connection and try again.';

/**
 * Before the game (/host?q={quizId}, SPEC §2): the quiz and a Play button, "Loading..." until the quiz
 * is read and while the game opens. The Game options panel starts from the options of the host's last
 * game. Play opens the lobby (startGame, with the options) and puts the game in the address,
 * /host?s={gameId}, in place of the quiz, so that a reload comes back to the game.
 */
export function HostPlayScreen({ quizId }: { quizId: string }) {
  const navigate = useNavigate();
  // undefined while it loads, null when it cannot be hosted.
  const [quiz, setQuiz] = useState<QuizRecord | null | undefined>(undefined);
  const [starting, setStarting] = useState(false);
  // Why the game did not open: the server's words for a quota or an account without email, else ours.
  const [failure, setFailure] = useState<string | null>(null);
  const imageUrl = useImageUrl(quiz?.content.data.image);
  // The host's edits; until the first, the remembered options (the record may arrive after the quiz).
  const remembered = useUserRecord()?.settings?.gameOptions;
  const [edited, setEdited] = useState<GameOptionsDraft | null>(null);
  const draft = edited ?? draftOf(storedGameOptions(remembered));
  const options = optionsOf(draft);
  usePreloadedMusic();

  useEffect(() => {
    let current = true;
    readQuizToHost(quizId).then(
      (record) => current && setQuiz(record),
      (error: unknown) => {
        console.warn(`Quiz ${quizId} could not be read to host:`, error);
        if (current) setQuiz(null);
      },
    );
    return () => {
      current = false;
    };
  }, [quizId]);

  if (quiz === null) return <StatusScreen message={editorMessages.notFound} />;

  const play = () => {
    if (options === null) return;
    setStarting(true);
    setFailure(null);
    startGame(quizId, options).then(
      (gameId) => navigate(pageUrls.hostGame(gameId), { replace: true }),
      (error: unknown) => {
        console.warn('startGame failed:', error);
        setStarting(false);
        setFailure(callRefusal(error, ['resource-exhausted', 'permission-denied']) ?? START_FAILED);
      },
    );
  };
  const ready = quiz !== undefined && !starting;
  const data = quiz?.content.data;

  return (
    <section className="host-play" aria-labelledby="host-play-title">
      <div className="intro-panel host-play-panel">
        {data ? (
          <QuizCover title={data.title} imageUrl={imageUrl} className="host-play-cover" />
        ) : (
          <div className="quiz-cover skeleton host-play-cover" aria-hidden="true" />
        )}
        <div className="host-play-text">
          <p className="host-play-kicker">Host a live game</p>
          <h1 id="host-play-title">{data ? data.title : <span className="skeleton skeleton-heading" />}</h1>
          {data?.desc && <p className="page-lead">{data.desc}</p>}
          {quiz && <p className="host-play-meta">{questionCount(quiz.content.questions.length)}</p>}
          <p className="host-play-hint">
            Put this screen on the projector. Players join from their phones with the room code it shows next.
          </p>
        </div>
        <GameOptionsPanel draft={draft} onChange={setEdited} disabled={starting} />
        <div className="host-play-actions">
          <button
            type="button"
            className="button button-primary host-play-button"
            onClick={play}
            disabled={!ready || options === null}
            aria-busy={!ready}
          >
            {ready ? (
              <>
                <PlayIcon size={26} />
                Play
              </>
            ) : (
              screenTexts.hostLoading
            )}
          </button>
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
