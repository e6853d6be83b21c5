import { useEffect, useState } from 'react';
import { PhaseBar } from '@/common/components/PhaseBar';
import { questionOfTotal, screenTexts } from '@/domain/messages';
import { QuestionType, questionTypeNames } from '@/domain/question';
import { formatRoomCode } from '@/domain/roomCode';
import { ArrangeAnswer, ChoiceAnswer, MultiSelectAnswer, OpenAnswer } from './AnswerScreens';
import { PlayMessage } from './PlayMessage';
import { modeOfScreen, type PlayerScreen, playerScreen } from './playerScreen';
import { submitAnswer, usePlayStore } from './playStore';
import { formatScore, ResultScreen } from './ResultScreen';

/**
 * The phone during a game (SPEC §2 Player screen, §4 modes 1 to 6): the screen of the game's phase, under
 * a bar naming the question and over the player's footer (name, room code, score).
 */
export function GameScreen() {
  const { join, shared, record, serverOffset, answeredQuestion, refusedQuestion } = usePlayStore();
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const { screen, changesAt } = playerScreen({
    shared,
    record,
    answeredQuestion,
    refusedQuestion,
    serverNow: deviceNow + serverOffset,
  });

  // Wakes the screen when it changes by itself: the answer window closing shows "Time's up".
  useEffect(() => {
    if (changesAt === null) return;
    const delay = Math.max(0, changesAt - (Date.now() + serverOffset) + 1);
    const timer = setTimeout(() => setDeviceNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [changesAt, serverOffset]);

  const mode = modeOfScreen(screen);
  return (
    <div className="play-game" data-mode={mode ?? undefined}>
      <QuestionBar screen={screen} />
      <div className="play-stage">
        <Stage
          screen={screen}
          serverOffset={serverOffset}
          username={record?.username ?? ''}
          score={record?.score ?? 0}
        />
      </div>
      {join && record && (
        <section className="player-bar" aria-label="Your game">
          <span className="player-bar-name">
            <span className="visually-hidden">Name: </span>
            {record.username}
          </span>
          <span className="player-bar-code">
            <span className="visually-hidden">Room code: </span>
            {formatRoomCode(join.roomCode)}
          </span>
          <span className="player-bar-score">
            <span className="visually-hidden">Score: </span>
            {formatScore(record.score)}
          </span>
        </section>
      )}
    </div>
  );
}

/** "Question N of M" and the question's type, while a question is on. */
function QuestionBar({ screen }: { screen: PlayerScreen }) {
  // The intro says it in large; before the first question there is none.
  if (screen.kind === 'connecting' || screen.kind === 'waiting' || screen.kind === 'intro') return null;
  return (
    <div className="question-bar">
      <span>{questionOfTotal(screen.questionNumber + 1, screen.totalQuestions)}</span>
      {screen.kind === 'answering' && (
        <span className="question-bar-type">{questionTypeNames[screen.questionType]}</span>
      )}
    </div>
  );
}

interface StageProps {
  screen: PlayerScreen;
  serverOffset: number;
  username: string;
  score: number;
}

function Stage({ screen, serverOffset, username, score }: StageProps) {
  switch (screen.kind) {
    case 'connecting':
      return <PlayMessage title={screenTexts.joinConnecting} busy />;
    case 'waiting':
      return <PlayMessage title={screenTexts.joinWaiting} busy />;
    case 'intro':
      return (
        <div className="play-intro">
          <h1 className="play-intro-title">
            {questionOfTotal(screen.questionNumber + 1, screen.totalQuestions)}
          </h1>
          <p className="play-intro-type">{questionTypeNames[screen.questionType]}</p>
          <PhaseBar
            startedAt={screen.startedAt}
            duration={screen.duration}
            serverOffset={serverOffset}
            label="Time until the question opens"
          />
        </div>
      );
    case 'answering':
      return <Answering screen={screen} />;
    case 'submitted':
      return screen.timeUp ? (
        <PlayMessage title="Time's up!" text="Waiting for the results..." />
      ) : (
        <PlayMessage title={screenTexts.submittedWaiting} busy />
      );
    case 'result':
      return (
        <ResultScreen standing={screen.standing} username={username} score={score} final={screen.final} />
      );
  }
}

const ANSWER_PROMPTS: Record<QuestionType, string> = {
  [QuestionType.SingleChoice]: 'Choose your answer',
  [QuestionType.TrueFalse]: 'True or false?',
  [QuestionType.OpenEnded]: 'Type your answer',
  [QuestionType.MultiSelect]: 'Choose every right answer, then submit',
  [QuestionType.Arrange]: 'Put the answers in order, then submit',
};

function Answering({ screen }: { screen: Extract<PlayerScreen, { kind: 'answering' }> }) {
  return (
    <>
      <h1 className="answer-prompt">{ANSWER_PROMPTS[screen.questionType]}</h1>
      <AnswerInput screen={screen} />
    </>
  );
}

function AnswerInput({ screen }: { screen: Extract<PlayerScreen, { kind: 'answering' }> }) {
  const answer = (value: unknown) => void submitAnswer(value);
  // Keyed by question, so that nothing chosen for one question is left over on the next.
  const key = screen.questionNumber;
  switch (screen.questionType) {
    case QuestionType.SingleChoice:
    case QuestionType.TrueFalse:
      return (
        <ChoiceAnswer
          key={key}
          options={screen.options}
          questionType={screen.questionType}
          onAnswer={answer}
        />
      );
    case QuestionType.OpenEnded:
      return <OpenAnswer key={key} onAnswer={answer} />;
    case QuestionType.MultiSelect:
      return <MultiSelectAnswer key={key} options={screen.options} onAnswer={answer} />;
    case QuestionType.Arrange:
      return <ArrangeAnswer key={key} options={screen.options} onAnswer={answer} />;
  }
}
