import { useEffect, useState, type CSSProperties } from 'react';
import { usePrefersReducedMotion } from '@/common/usePrefersReducedMotion';
import { ordinal, type LeaderboardEntry } from '@/domain';
import { podiumPlaces, PODIUM_REVEAL_MS } from './podium';
import './podium.css';

/**
 * The podium after the final leaderboard: third, second and first place revealed in turn, every
 * PODIUM_REVEAL_MS, then a shower of confetti (none for those who prefer reduced motion). A place not yet
 * revealed shows no name at all, so that neither the screen nor its reader gives it away.
 */
export function Podium({ leaderboard }: { leaderboard: readonly LeaderboardEntry[] }) {
  const places = podiumPlaces(leaderboard);
  const [revealed, setRevealed] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (revealed >= places.length) return;
    const timer = setTimeout(() => setRevealed(revealed + 1), PODIUM_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealed, places.length]);
  const latest = revealed > 0 ? places[revealed - 1] : undefined;
  const celebrating = places.length > 0 && revealed === places.length;

  return (
    <section className="podium" aria-labelledby="podium-title">
      <h1 id="podium-title" className="host-leaderboard-title">
        Podium
      </h1>
      <ol className="podium-places">
        {[...places]
          .sort((a, b) => a.rank - b.rank)
          .map((place) => {
            const shown = places.indexOf(place) < revealed;
            return (
              <li
                key={place.rank}
                className={`podium-place podium-place-${place.rank}${shown ? ' podium-place-shown' : ''}`}
                aria-label={`${ordinal(place.rank)} place`}
              >
                <div className="podium-players">
                  {shown ? (
                    place.players.map((player) => (
                      <p key={player.userID} className="podium-player">
                        <span className="podium-name">{player.username}</span>
                        <span className="podium-score">{player.score.toLocaleString('en-US')}</span>
                      </p>
                    ))
                  ) : (
                    <span className="podium-mystery" aria-hidden="true">
                      ?
                    </span>
                  )}
                </div>
                <div className="podium-block">
                  <span className="podium-rank">{ordinal(place.rank)}</span>
                </div>
              </li>
            );
          })}
      </ol>
      <p className="visually-hidden" role="status">
        {latest &&
          `${ordinal(latest.rank)} place: ${latest.players.map((player) => player.username).join(', ')}`}
      </p>
      {celebrating && !reducedMotion && <Confetti />}
    </section>
  );
}

const CONFETTI_PIECES = 90;
const CONFETTI_COLOURS = ['#ffd34d', '#ff5c8a', '#4bd6ff', '#7cf29a', '#b28dff', '#ffffff', '#ff9d2e'];

/** Paper confetti falling over the stage: CSS animations only, each piece placed by its index. */
function Confetti() {
  return (
    <div className="podium-confetti" aria-hidden="true" data-testid="confetti">
      {Array.from({ length: CONFETTI_PIECES }, (_, index) => (
        <span
          key={index}
          className="podium-confetti-piece"
          style={
            {
              '--x': `${(index * 37) % 100}%`,
              '--delay': `${(index * 53) % 1700}ms`,
              '--duration': `${2600 + ((index * 71) % 1900)}ms`,
              '--drift': `${((index * 29) % 160) - 80}px`,
              '--spin': `${360 + ((index * 97) % 720)}deg`,
              '--colour': CONFETTI_COLOURS[index % CONFETTI_COLOURS.length],
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
