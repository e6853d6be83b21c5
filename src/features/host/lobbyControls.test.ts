import { recentJoiners, RECENT_JOIN_WINDOW_MS } from './lobbyControls';
import { player } from './test/games';

const roster = (...players: ReturnType<typeof player>[]) =>
  Object.fromEntries(players.map((entry) => [entry.userID, entry]));

describe('recentJoiners', () => {
  const now = 1_000_000;

  it('takes the players who joined in the minute before the server’s time, and nobody earlier', () => {
    const joined = roster(
      player('old', now - RECENT_JOIN_WINDOW_MS - 1),
      player('edge', now - RECENT_JOIN_WINDOW_MS),
      player('recent', now - RECENT_JOIN_WINDOW_MS + 1),
      player('now', now),
    );

    expect(recentJoiners(joined, now).sort()).toEqual(['now', 'recent']);
  });

  it('counts a join stamped after the estimate of the server’s time as recent', () => {
    expect(recentJoiners(roster(player('ahead', now + 5_000)), now)).toEqual(['ahead']);
  });

  it('takes nobody from an empty lobby', () => {
    expect(recentJoiners({}, now)).toEqual([]);
  });
});
