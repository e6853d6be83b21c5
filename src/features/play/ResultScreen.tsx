import { useEffect, useRef } from 'react';
import {
  finalPlaceText,
  NO_ANSWER_VERDICT,
  ordinal,
  pointsApart,
  pointsGained,
  screenTexts,
  streakBonusText,
  streakText,
} from '@/domain';
import type { Neighbour, PlayerStanding } from '@/domain';
import { CELEBRATED_PLACES, celebrate } from './celebrate';
import { PlayMessage } from './PlayMessage';

/** A score as the phone shows it: 1,975. */
export const formatScore = (score: number) => score.toLocaleString('en-US');

interface ResultScreenProps {
  standing: PlayerStanding | null;
  username: string;
  score: number;
  final: boolean;
  /** The question's explanation, shown under the verdict; null when it has none. */
  explanation: string | null;
}

/** The three verdicts a question can have for a player: an answer right or wrong, or none in time. */
type VerdictKind = 'correct' | 'incorrect' | 'no-answer';

const verdictOf = (standing: PlayerStanding): VerdictKind =>
  standing.correct ? 'correct' : standing.noAnswer ? 'no-answer' : 'incorrect';

const VERDICT_TITLES: Record<VerdictKind, string> = {
  correct: screenTexts.correct,
  incorrect: screenTexts.incorrect,
  'no-answer': NO_ANSWER_VERDICT,
};

/**
 * How the player did on the question just scored (SPEC §2): "Correct!" or "Incorrect" with the points
 * the server gave, or "Time's up! No answer" when none came in time. A streak bonus is told apart from
 * the answer's points ("+100 streak bonus", "🔥 3 in a row"). Then the question's explanation, if it has
 * one, and the player between their neighbours in the ranking. After the last question the screen leads
 * with the player's final place ("You finished 2nd of 214!"), with confetti for the top three, and the
 * last verdict follows, smaller.
 */
export function ResultScreen({ standing, username, score, final, explanation }: ResultScreenProps) {
  if (!standing) {
    return <PlayMessage title="Waiting for the next question..." />;
  }
  const { rank, playerCount, above, below } = standing;
  return (
    <div className={`result-screen${final ? ' result-screen-final' : ''}`}>
      {final && <FinalPlace rank={rank} playerCount={playerCount} />}
      <Verdict standing={standing} small={final} />
      {explanation !== null && <Explanation text={explanation} />}
      <RankView above={above} me={{ username, score, rank }} below={below} />
    </div>
  );
}

/** The final place, the screen's heading, and the podium's celebration. */
function FinalPlace({ rank, playerCount }: { rank: number; playerCount: number }) {
  const podium = rank <= CELEBRATED_PLACES;
  // One burst, however often the screen renders (and StrictMode runs the effect twice).
  const celebrated = useRef(false);
  useEffect(() => {
    if (!podium || celebrated.current) return;
    celebrated.current = true;
    void celebrate();
  }, [podium]);
  return (
    <div className={`result-final${podium ? ' result-final-podium' : ''}`}>
      {podium && <Medal rank={rank} />}
      <h1 className="result-final-title">{finalPlaceText(rank, playerCount)}</h1>
    </div>
  );
}

/** Gold, silver and bronze. */
const MEDAL_COLOURS = ['#f5b700', '#c3cad6', '#cd7f32'];

/**
 * A medal in the place's colour, drawn (an emoji font is not on every phone). Decoration: the heading beside
 * it says the place, and a digit drawn on it would be text the contrast audit cannot judge.
 */
function Medal({ rank }: { rank: number }) {
  return (
    <svg className="result-final-medal" width={64} height={72} viewBox="0 0 64 72" aria-hidden="true">
      <path d="M18 0h12l8 26H26zM34 0h12l-6 26H28z" fill="#6d4ae8" />
      <circle cx="32" cy="44" r="26" fill={MEDAL_COLOURS[rank - 1]} />
      <circle cx="32" cy="44" r="19" fill="none" stroke="rgb(0 0 0 / 0.18)" strokeWidth="3" />
    </svg>
  );
}

/** The verdict on the question: its words, a mark that says it without colour, the points. */
function Verdict({ standing, small }: { standing: PlayerStanding; small: boolean }) {
  const kind = verdictOf(standing);
  const { answer, streakBonus } = pointsApart(standing);
  const streak = streakText(standing.streak);
  const Title = small ? 'h2' : 'h1';
  return (
    <div className={`result-verdict result-${kind}${small ? ' result-verdict-small' : ''}`}>
      <VerdictIcon kind={kind} />
      <Title className="result-title">{VERDICT_TITLES[kind]}</Title>
      <p className="result-points">{pointsGained(standing.correct ? answer : 0)}</p>
      {streakBonus > 0 && <p className="result-streak-bonus">{streakBonusText(streakBonus)}</p>}
      {streak && <p className="result-streak">{streak}</p>}
    </div>
  );
}

/** The author's explanation of the correct answer, line breaks kept. */
function Explanation({ text }: { text: string }) {
  return (
    <section className="result-explanation" aria-labelledby="result-explanation-heading">
      <h2 id="result-explanation-heading" className="result-explanation-heading">
        Explanation
      </h2>
      <p className="result-explanation-text">{text}</p>
    </section>
  );
}

/** The small leaderboard: the player above, the player, the player below, with ranks. */
function RankView({ above, me, below }: { above?: Neighbour; me: Neighbour; below?: Neighbour }) {
  const row = (neighbour: Neighbour, isMe: boolean) => (
    <li className={`rank-row${isMe ? ' rank-row-me' : ''}`} aria-current={isMe ? 'true' : undefined}>
      <span className="rank-place">{ordinal(neighbour.rank)}</span>
      <span className="rank-name">{neighbour.username}</span>
      <span className="rank-score">{formatScore(neighbour.score)}</span>
    </li>
  );
  return (
    <section className="rank-view" aria-label="Your place in the ranking">
      <ol>
        {above && row(above, false)}
        {row(me, true)}
        {below && row(below, false)}
      </ol>
    </section>
  );
}

/** The verdict's mark: a check, a cross, or a clock for no answer. */
const VERDICT_MARKS: Record<VerdictKind, string> = {
  correct: 'm6.5 12.5 3.5 3.5 7.5-8',
  incorrect: 'm7.5 7.5 9 9m0-9-9 9',
  'no-answer': 'M12 6.5V12l3.5 2.5',
};

function VerdictIcon({ kind }: { kind: VerdictKind }) {
  return (
    <svg
      className="result-icon"
      width={64}
      height={64}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="rgb(255 255 255 / 0.2)" />
      <path
        d={VERDICT_MARKS[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
