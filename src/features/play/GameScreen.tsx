import { type ComponentType, type ReactElement, useEffect, useRef, useState } from 'react';
import { PhaseBar } from '@/common/components/PhaseBar';
import {
  gameMessages,
  playingAs,
  questionOfTotal,
  screenTexts,
  QuestionType,
  questionTypeNames,
  formatRoomCode,
  type QuestionOnDevices,
} from '@/domain';
import {
  type AnswerInputProps,
  ArrangeAnswer,
  ChoiceAnswer,
  MultiSelectAnswer,
  OpenAnswer,
  TrueFalseAnswer,
} from './AnswerScreens';
import { type Announcement, announcementOf } from './announcements';
import { PlayMessage } from './PlayMessage';
import { modeOfScreen, type PlayerScreen, playerScreen } from './playerScreen';
import { submitAnswer, usePlayStore } from './playStore';
import { readAnnounced, writeAnnounced } from './savedJoin';
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
  // The name joinGame answered, which may be one the game gave; a join saved before it knew only the record's.
  const username = join?.username ?? record?.username ?? '';
  return (
    <div className="play-game" data-mode={mode ?? undefined}>
      <Announcer announcement={announcementOf(screen)} gameID={join?.gameID ?? null} />
      <QuestionBar screen={screen} />
      <div className="play-stage">
        <Stage screen={screen} serverOffset={serverOffset} username={username} score={record?.score ?? 0} />
      </div>
      {join && record && (
        <section className="player-bar" aria-label="Your game">
          <span className="player-bar-name">
            <span className="visually-hidden">Name: </span>
            {username}
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

/**
 * The phone's one polite live region (role="status"): it says each moment of the game once
 * (announcements.ts). It is empty when the page opens, so that what it then says is a change a screen
 * reader reads; a moment already said in this tab (the last key, kept in sessionStorage) is not said again.
 */
function Announcer({ announcement, gameID }: { announcement: Announcement | null; gameID: string | null }) {
  // Written by the effect, not rendered: React leaves the region's text alone, so a re-render never
  // rewrites (and a screen reader never repeats) it.
  const region = useRef<HTMLParagraphElement>(null);
  const key = announcement?.key ?? null;
  const text = announcement?.text ?? '';
  useEffect(() => {
    if (key === null || gameID === null || region.current === null) return;
    // A new text under the same key is the same moment, already said.
    if (readAnnounced(sessionStorage, gameID) === key) return;
    writeAnnounced(sessionStorage, gameID, key);
    region.current.textContent = text;
  }, [key, text, gameID]);
  return <p ref={region} className="visually-hidden" role="status" />;
}

/** "Question N of M" and the question's type, while a question is on. */
function QuestionBar({ screen }: { screen: PlayerScreen }) {
  // The intro says it in large; before the first question there is none.
  if (
    screen.kind === 'connecting' ||
    screen.kind === 'lobby' ||
    screen.kind === 'quizIntro' ||
    screen.kind === 'paused' ||
    screen.kind === 'questionIntro' ||
    screen.kind === 'endedByUpdate'
  )
    return null;
  return (
    <div className="question-bar">
      <span>{questionOfTotal(screen.questionNumber + 1, screen.totalQuestions)}</span>
      {screen.kind === 'questionOpen' && (
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

// Returns an element for every screen: tsc names a screen that has none.
function Stage({ screen, serverOffset, username, score }: StageProps): ReactElement {
  switch (screen.kind) {
    case 'connecting':
      return <PlayMessage title={screenTexts.joinConnecting} busy />;
    case 'lobby':
    case 'quizIntro':
      // The name may be one the game gave (friendly names): the player learns it before the first question.
      return <PlayMessage title={screenTexts.joinWaiting} text={playingAs(username)} busy />;
    case 'paused':
      return <PlayMessage title={screenTexts.paused} />;
    case 'endedByUpdate':
      return <PlayMessage title={gameMessages.endedByUpdate} />;
    case 'questionIntro':
      return (
        <div className="play-intro">
          <h1 className="play-intro-title">
            {questionOfTotal(screen.questionNumber + 1, screen.totalQuestions)}
          </h1>
          <p className="play-intro-type">{questionTypeNames[screen.questionType]}</p>
          {screen.question && <QuestionTexts question={screen.question} />}
          <PhaseBar
            startedAt={screen.startedAt}
            duration={screen.duration}
            serverOffset={serverOffset}
            label="Time until the question opens"
          />
        </div>
      );
    case 'questionOpen':
      return <Answering screen={screen} />;
    case 'submitted':
      return screen.timeUp ? (
        <PlayMessage title="Time's up!" text="Waiting for the results..." />
      ) : (
        <PlayMessage title={screenTexts.submittedWaiting} busy />
      );
    case 'results':
      return (
        <ResultScreen
          standing={screen.standing}
          username={username}
          score={score}
          final={screen.final}
          explanation={screen.explanation}
        />
      );
  }
}

/** The answer screen of each question type: what it asks, and the input that answers it. */
const answerScreens: {
  [T in QuestionType]: { prompt: string; Input: ComponentType<AnswerInputProps<T>> };
} = {
  [QuestionType.SingleChoice]: { prompt: 'Choose your answer', Input: ChoiceAnswer },
  [QuestionType.TrueFalse]: { prompt: 'True or false?', Input: TrueFalseAnswer },
  [QuestionType.OpenEnded]: { prompt: 'Type your answer', Input: OpenAnswer },
  [QuestionType.MultiSelect]: { prompt: 'Choose every right answer, then submit', Input: MultiSelectAnswer },
  [QuestionType.Arrange]: { prompt: 'Put the answers in order, then submit', Input: ArrangeAnswer },
};

/**
 * With "Show questions on devices": the question's title and description, under the screen's
 * heading, for a player who cannot see the big screen.
 */
function QuestionTexts({ question }: { question: QuestionOnDevices }) {
  return (
    <div className="play-question">
      <h2 className="play-question-title">{question.title}</h2>
      {question.desc && <p className="play-question-desc">{question.desc}</p>}
    </div>
  );
}

function Answering({ screen }: { screen: Extract<PlayerScreen, { kind: 'questionOpen' }> }) {
  return (
    <>
      <h1 className="answer-prompt">{answerScreens[screen.questionType].prompt}</h1>
      {screen.question && <QuestionTexts question={screen.question} />}
      <AnswerInput
        // Keyed by question, so that nothing chosen for one question is left over on the next.
        key={screen.questionNumber}
        questionType={screen.questionType}
        questionNumber={screen.questionNumber}
        options={screen.options}
        texts={screen.question?.options ?? null}
      />
    </>
  );
}

function AnswerInput<T extends QuestionType>({
  questionType,
  questionNumber,
  options,
  texts,
}: {
  questionType: T;
  questionNumber: number;
  options: number;
  texts: readonly string[] | null;
}) {
  const { Input } = answerScreens[questionType];
  return (
    <Input
      options={options}
      questionNumber={questionNumber}
      texts={texts}
      onAnswer={(answer) => void submitAnswer(answer)}
    />
  );
}
