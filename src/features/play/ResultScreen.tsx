import { finalPlaceText, ordinal, pointsGained, screenTexts, streakText } from '@/domain';
import type { Neighbour, PlayerStanding } from '@/domain';
import { PlayMessage } from './PlayMessage';

/** A score as the phone shows it: 1,975. */
export const formatScore = (score: number) => score.toLocaleString('en-US');

interface ResultScreenProps {
  standing: PlayerStanding | null;
  username: string;
  score: number;
  final: boolean;
  /** The question's explanation (issue 19), shown under the verdict; null when it has none. */
  explanation: string | null;
}

/**
 * How the player did on the question just scored (SPEC §2): "Correct!" or "Incorrect" with the points
 * the server gave (and, with the answer streak bonus, "🔥 3 in a row"), then the player between their
 * neighbours in the ranking; after the last question, their final place ("You finished 2nd of 214!").
 * The question's explanation, if it has one, comes under the verdict.
 */
export function ResultScreen({ standing, username, score, final, explanation }: ResultScreenProps) {
  if (!standing) {
    return <PlayMessage title="Waiting for the next question..." />;
  }
  const { correct, points, rank, playerCount, above, below } = standing;
  const streak = streakText(standing.streak);
  return (
    <div className="result-screen">
      <div className={`result-verdict ${correct ? 'result-correct' : 'result-incorrect'}`}>
        <VerdictIcon correct={correct} />
        <h1 className="result-title">{correct ? screenTexts.correct : screenTexts.incorrect}</h1>
        <p className="result-points">{pointsGained(correct ? points : 0)}</p>
        {streak && <p className="result-streak">{streak}</p>}
      </div>
      {explanation !== null && <Explanation text={explanation} />}
      {final && <p className="result-final">{finalPlaceText(rank, playerCount)}</p>}
      <RankView above={above} me={{ username, score, rank }} below={below} />
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

function VerdictIcon({ correct }: { correct: boolean }) {
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
        d={correct ? 'm6.5 12.5 3.5 3.5 7.5-8' : 'm7.5 7.5 9 9m0-9-9 9'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
