import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { StatusScreen } from '@/common/components/StatusScreen';
import { pageUrls } from '@/common/urls';
import {
  formatRoomCode,
  gameMessages,
  phaseEndsAt,
  PRODUCT_NAME,
  screenTexts,
  type GameQuestion,
  type HostStep,
} from '@/domain';
import { KickDialog, KickedNotice, RemovePlayersDialog } from './HostDialogs';
import {
  continueStep,
  hostPhase,
  leaderboardStages,
  musicCue,
  playersOf,
  rememberLeaderboard,
  submittedCount,
  type LeaderboardHistory,
} from './hostFlow';
import { kickPlayer, kickPlayers, pauseGame, sendHostStep, setGameLock } from './hostGateway';
import { actionFailed, joinSiteLabel, lockedNotice } from './hostTexts';
import { QuestionIntro, QuizIntro } from './IntroScreens';
import { LeaderboardScreen } from './LeaderboardScreen';
import { Lobby, type PlayerRemoval } from './Lobby';
import { LockToggle } from './LockToggle';
import { QuestionScreen } from './QuestionScreen';
import { AutoAdvanceCountdown, PausedSign, PauseButton } from './Pacing';
import { ResultsScreen } from './ResultsScreen';
import {
  PausedAtContext,
  ServerOffsetContext,
  useHostAction,
  useHostGame,
  useScheduledSteps,
  useServerOffset,
  type HostGame,
} from './useHostGame';
import { MuteToggle } from './MuteToggle';
import { useHostMusic } from './useHostMusic';

/**
 * The big screen of a running game (/host?s={gameId}), rebuilt from the database alone: a reload comes
 * back to where the game is, its timers going on by the server's clock.
 */
export function HostGameScreen({ gameId }: { gameId: string }) {
  const { state, serverOffset } = useHostGame(gameId);
  const game = state.kind === 'ready' ? state.game : null;
  // A game an update ended (GAME_LAYOUT) takes no more steps: the screen says why, and where to start again.
  const endedByUpdate = game?.hostInfo.endedBy === 'update';
  useScheduledSteps(gameId, endedByUpdate ? null : game, serverOffset);

  if (state.kind === 'missing') return <StatusScreen message={gameMessages.gameNotFound} />;
  if (endedByUpdate) {
    return (
      <StatusScreen
        message={gameMessages.endedByUpdate}
        link={{ to: pageUrls.myQuizzes, label: screenTexts.yourQuizzes }}
      />
    );
  }
  if (!game) {
    return (
      <HostStage phase="loading">
        <p className="host-loading" role="status">
          Loading...
        </p>
      </HostStage>
    );
  }
  return (
    <ServerOffsetContext value={serverOffset}>
      <HostGameView game={game} />
    </ServerOffsetContext>
  );
}

interface Kicking {
  userID: string;
  name: string;
  where: 'lobby' | 'leaderboard';
}

function HostGameView({ game }: { game: HostGame }) {
  const { gameId, hostInfo, sharedInfo, quiz } = game;
  const totalQuestions = quiz.questions.length;
  const phase = hostPhase(hostInfo, totalQuestions);
  const action = useHostAction();
  const lockAction = useHostAction();
  const locked = hostInfo.locked === true;
  const pausing = useHostAction();
  const { pausedAt: serverPausedAt = null, time, duration, pausedMs } = hostInfo.gameStatus;
  const serverOffset = useServerOffset();
  // Pause / Resume shows at the press: the pressed state until the server's agrees, the call fails or the
  // phase moves on; its timers stopped at the press, which is when the server stops the game (pausing.ts).
  const [pressed, setPressed] = useState<{ paused: boolean; at: number; phase: string } | null>(null);
  const phaseNow = `${hostInfo.status}:${time}`;
  if (pressed && ((serverPausedAt !== null) === pressed.paused || pressed.phase !== phaseNow)) {
    setPressed(null);
  }
  const pausedAt = pressed ? (pressed.paused ? pressed.at : null) : serverPausedAt;
  const paused = pausedAt !== null;
  const [leaderboardAfter, setLeaderboardAfter] = useState<number | null>(null);
  const [kicking, setKicking] = useState<Kicking | null>(null);
  const [kickedNotice, setKickedNotice] = useState<string | null>(null);
  const [kicked, setKicked] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<PlayerRemoval | null>(null);

  // Every top five seen, so that a leaderboard can show the one before it first.
  const [history, setHistory] = useState<LeaderboardHistory>({});
  const seen = rememberLeaderboard(history, hostInfo, sharedInfo.leaderboard);
  if (seen !== history) setHistory(seen);

  const showingLeaderboard = phase.kind === 'results' && leaderboardAfter === phase.questionNumber;
  useHostMusic(musicCue(phase, showingLeaderboard));

  // Timed results (auto-advance): the question's results for the first half, then the leaderboard.
  const autoAdvanceEndsAt =
    phase.kind === 'results' && duration > 0 ? phaseEndsAt(time, duration, pausedMs) : null;
  const resultsQuestion = phase.kind === 'results' ? phase.questionNumber : null;
  useEffect(() => {
    if (autoAdvanceEndsAt === null || resultsQuestion === null || paused) return;
    const leaderboardAt = autoAdvanceEndsAt - duration / 2;
    const timer = setTimeout(
      () => setLeaderboardAfter(resultsQuestion),
      Math.max(0, leaderboardAt - (Date.now() + serverOffset)),
    );
    return () => clearTimeout(timer);
  }, [autoAdvanceEndsAt, resultsQuestion, paused, duration, serverOffset]);

  const send = (step: HostStep) => action.run(() => sendHostStep(gameId, step));
  const togglePause = () => {
    const press = { paused: !paused, at: Date.now() + serverOffset, phase: phaseNow };
    setPressed(press);
    pausing.run(() =>
      pauseGame(gameId, press.paused, press.at).catch((error: unknown) => {
        setPressed(null);
        throw error;
      }),
    );
  };
  // The last question's results end the game: nobody joins any more, there is nothing to lock or pause.
  const ended = phase.kind === 'results' && phase.isLast;
  // From the quiz intro to the last question's results; the lobby waits for Start anyway.
  const pausable = phase.kind !== 'lobby' && !ended;
  const kick = ({ userID, name, where }: Kicking) =>
    action.run(async () => {
      await kickPlayer(gameId, userID);
      setKicking(null);
      setKicked((previous) => new Set(previous).add(userID));
      if (where === 'leaderboard') setKickedNotice(name);
    });
  const removePlayers = ({ userIDs }: PlayerRemoval) =>
    action.run(async () => {
      await kickPlayers(gameId, userIDs);
      setRemoving(null);
    });
  /** What a question's screens are told of it: the question, its place in the quiz. */
  const questionAt = (questionNumber: number) => ({
    question: quiz.questions[questionNumber] as GameQuestion,
    questionNumber,
    totalQuestions,
  });

  // Not ReactNode, which may be left undefined: tsc names a phase that has no screen here.
  let screen: ReactElement;
  switch (phase.kind) {
    case 'lobby':
      screen = (
        <Lobby
          game={game}
          onKick={(player) => setKicking({ userID: player.userID, name: player.username, where: 'lobby' })}
          onRemovePlayers={setRemoving}
          onStart={() => send({ kind: 'startPlaying' })}
          starting={action.pending}
        />
      );
      break;
    case 'quizIntro':
      screen = <QuizIntro quiz={quiz} startedAt={phase.startedAt} duration={phase.duration} />;
      break;
    case 'questionIntro':
      screen = (
        <QuestionIntro
          {...questionAt(phase.questionNumber)}
          startedAt={phase.startedAt}
          duration={phase.duration}
        />
      );
      break;
    case 'questionOpen':
      screen = (
        <QuestionScreen
          {...questionAt(phase.questionNumber)}
          startedAt={phase.startedAt}
          duration={phase.duration}
          answers={submittedCount(game)}
          players={playersOf(game.roster).length}
          onSkip={() => send({ kind: 'endQuestion', questionNumber: phase.questionNumber })}
          skipping={action.pending}
        />
      );
      break;
    case 'results': {
      const { questionNumber, isLast } = phase;
      if (showingLeaderboard) {
        const next = continueStep(questionNumber, totalQuestions);
        const { first, then } = leaderboardStages(history, questionNumber, sharedInfo.leaderboard ?? []);
        screen = (
          <LeaderboardScreen
            gameId={gameId}
            first={first}
            then={then}
            isLast={isLast || next === null}
            kicked={kicked}
            onKick={(entry) =>
              setKicking({ userID: entry.userID, name: entry.username, where: 'leaderboard' })
            }
            onContinue={() => next && send(next)}
            continuing={action.pending}
          />
        );
      } else {
        const { results } = hostInfo.gameStatus;
        screen = (
          <ResultsScreen
            {...questionAt(questionNumber)}
            results={results?.questionNumber === questionNumber ? results : undefined}
            onNext={() => setLeaderboardAfter(questionNumber)}
          />
        );
      }
      break;
    }
  }

  const screenKey = `${phase.kind}:${'questionNumber' in phase ? phase.questionNumber : ''}:${showingLeaderboard}`;
  return (
    <PausedAtContext value={pausedAt}>
      <HostStage
        phase={showingLeaderboard ? 'leaderboard' : phase.kind}
        // Once the game has started, a game that refuses late joins no longer invites anyone to join; an
        // ended game invites nobody.
        roomCode={
          phase.kind === 'lobby' || ended || hostInfo.options?.allowLateJoins === false
            ? null
            : hostInfo.roomCode
        }
        lock={
          ended ? undefined : { locked, onToggle: () => lockAction.run(() => setGameLock(gameId, !locked)) }
        }
        controls={pausable && <PauseButton paused={paused} busy={pausing.pending} onToggle={togglePause} />}
        countdown={autoAdvanceEndsAt !== null && <AutoAdvanceCountdown endsAt={autoAdvanceEndsAt} />}
      >
        <div key={screenKey} className="host-screen">
          {screen}
        </div>
        {paused && <PausedSign />}
        {(action.failed || lockAction.failed || pausing.failed) && (
          <p className="host-alert" role="alert">
            {actionFailed}
          </p>
        )}
        {kicking && (
          <KickDialog
            name={kicking.name}
            where={kicking.where}
            onKick={() => kick(kicking)}
            onCancel={() => setKicking(null)}
            busy={action.pending}
          />
        )}
        {kickedNotice !== null && <KickedNotice name={kickedNotice} onClose={() => setKickedNotice(null)} />}
        {removing && (
          <RemovePlayersDialog
            kind={removing.kind}
            count={removing.userIDs.length}
            onRemove={() => removePlayers(removing)}
            onCancel={() => setRemoving(null)}
            busy={action.pending}
          />
        )}
      </HostStage>
    </PausedAtContext>
  );
}

interface HostStageProps {
  /** What the stage shows, for its styles (data-phase). */
  phase: string;
  /** Shown at the foot of the stage for latecomers, from the quiz intro on (the lobby shows it big). */
  roomCode?: string | null;
  /** The padlock, once the game is there to lock; while locked the foot says so instead of the code. */
  lock?: { locked: boolean; onToggle: () => void };
  /** The game's controls at the foot of the stage, beside the music's (Pause / Resume). */
  controls?: ReactNode;
  /**
   * The countdown of timed results, in the foot's middle: in view whatever the screen holds, and taking
   * none of its height.
   */
  countdown?: ReactNode;
  children: ReactNode;
}

/** The big screen: the whole window, in strong colours and big type, for a projector. */
function HostStage({ phase, roomCode = null, lock, controls, countdown, children }: HostStageProps) {
  return (
    <div className="host-stage" data-phase={phase}>
      {children}
      <footer className="host-stage-footer">
        <span className="host-stage-brand">{PRODUCT_NAME}</span>
        {roomCode &&
          (lock?.locked ? (
            <span>{lockedNotice}</span>
          ) : (
            <span>
              Join at <strong>{joinSiteLabel()}</strong> with{' '}
              <strong className="host-stage-code">{formatRoomCode(roomCode)}</strong>
            </span>
          ))}
        {countdown}
        <span className="host-stage-controls">
          {controls}
          {lock && <LockToggle {...lock} />}
          <MuteToggle />
        </span>
      </footer>
    </div>
  );
}
