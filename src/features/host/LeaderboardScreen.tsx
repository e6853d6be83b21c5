import { useEffect, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { NextIcon } from '@/common/components/Icons';
import { pageUrls } from '@/common/urls';
import { screenTexts, type LeaderboardEntry } from '@/domain';
import { LEADERBOARD_UPDATE_DELAY_MS } from './hostFlow';
import { Podium } from './Podium';
import './leaderboardScreen.css';

interface LeaderboardScreenProps {
  /** The game, whose report the final leaderboard links to. */
  gameId: string;
  /** The top five shown first: the old order when it changed (hostFlow.leaderboardStages). */
  first: readonly LeaderboardEntry[];
  /** The new order, shown LEADERBOARD_UPDATE_DELAY_MS later; null when `first` already is it. */
  then: readonly LeaderboardEntry[] | null;
  isLast: boolean;
  /** Players kicked since this top five was made: still listed until the next round, dimmed. */
  kicked: ReadonlySet<string>;
  onKick: (entry: LeaderboardEntry) => void;
  onContinue: () => void;
  continuing: boolean;
}

/**
 * The leaderboard after a question (SPEC §2, §4): the top five, the old order first and the new one
 * 1500 ms later, each row sliding to its new place; "Final Leaderboard" after the last question, with a
 * link to the game's report instead of Continue, and "Show the podium" (Podium.tsx). Clicking a player asks
 * to kick them.
 */
export function LeaderboardScreen(props: LeaderboardScreenProps) {
  const { first, then, isLast, kicked, onKick } = props;
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    if (!then) return;
    const timer = setTimeout(() => setUpdated(true), LEADERBOARD_UPDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [then]);
  const [showingPodium, setShowingPodium] = useState(false);
  const entries = updated && then ? then : first;
  // In a new tab: the projector keeps the podium while the host reads the report elsewhere.
  const reportLink = (
    <Link
      className="button button-secondary host-button-big"
      to={pageUrls.report(props.gameId)}
      target="_blank"
      rel="noopener"
    >
      Open the report
    </Link>
  );

  if (showingPodium) {
    return (
      <div className="host-leaderboard host-leaderboard-final">
        <Podium leaderboard={then ?? first} />
        <div className="host-leaderboard-actions">{reportLink}</div>
      </div>
    );
  }
  return (
    <section
      className={`host-leaderboard${isLast ? ' host-leaderboard-final' : ''}`}
      aria-labelledby="host-leaderboard-title"
    >
      <h1 id="host-leaderboard-title" className="host-leaderboard-title">
        {isLast ? screenTexts.finalLeaderboard : screenTexts.leaderboard}
      </h1>
      {entries.length === 0 ? (
        <p className="host-lobby-waiting">Nobody has scored yet.</p>
      ) : (
        <ol
          className="host-leaderboard-list"
          style={{ '--rows': entries.length } as CSSProperties}
          aria-label={isLast ? 'Final top five' : 'Top five'}
        >
          {entries.map((entry, index) => (
            <li
              key={entry.userID}
              className={`host-leaderboard-row host-rank-${Math.min(entry.rank, 4)}${kicked.has(entry.userID) ? ' host-leaderboard-kicked' : ''}`}
              style={{ '--row': index } as CSSProperties}
            >
              <button
                type="button"
                className="host-leaderboard-button"
                onClick={() => onKick(entry)}
                disabled={kicked.has(entry.userID)}
                title={`Kick ${entry.username}`}
              >
                <span className="host-leaderboard-rank">{entry.rank}</span>
                <span className="host-leaderboard-name">{entry.username}</span>
                <span className="host-leaderboard-score">{entry.score.toLocaleString('en-US')}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {isLast ? (
        <div className="host-leaderboard-actions">
          {reportLink}
          {entries.length > 0 && (
            <button
              type="button"
              className="button button-primary host-button-big"
              onClick={() => setShowingPodium(true)}
            >
              Show the podium
            </button>
          )}
        </div>
      ) : (
        <div className="host-leaderboard-actions">
          <button
            type="button"
            className="button button-primary host-button-big"
            onClick={props.onContinue}
            disabled={props.continuing}
          >
            Continue
            <NextIcon size={22} />
          </button>
        </div>
      )}
    </section>
  );
}
