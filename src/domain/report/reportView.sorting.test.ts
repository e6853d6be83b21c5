import { describe, expect, it } from 'vitest';
import { gameReportFixture } from '../fixtures/reports';
import type { PlayerRow } from './reportView';
import { reportView, sortedPlayers } from './reportView';

const row = (name: string, rank: number | null, accuracy: number | null): PlayerRow => ({
  userID: `id-${name}`,
  name,
  rank,
  score: 0,
  kicked: rank === null,
  joinedAt: 0,
  questionsIn: 1,
  answered: 1,
  correct: 0,
  accuracy,
  cells: [],
});

const names = (rows: readonly PlayerRow[]) => rows.map((player) => player.name);

describe('sortedPlayers', () => {
  const players = [row('émile', 2, 0.5), row('Zoë', 1, 1), row('adam', 3, null), row('Bea', null, 0.25)];

  it('sorts by name ignoring case and accents, either way', () => {
    expect(names(sortedPlayers(players, 'name', 'ascending'))).toEqual(['adam', 'Bea', 'émile', 'Zoë']);
    expect(names(sortedPlayers(players, 'name', 'descending'))).toEqual(['Zoë', 'émile', 'Bea', 'adam']);
  });

  it('sorts by rank with removed players last, and by accuracy with players in no question lowest', () => {
    expect(names(sortedPlayers(players, 'rank', 'ascending'))).toEqual(['Zoë', 'émile', 'adam', 'Bea']);
    expect(names(sortedPlayers(players, 'accuracy', 'descending'))).toEqual(['Zoë', 'émile', 'Bea', 'adam']);
  });

  it('sorts 2,000 players by name in a blink, not the half second of a collator per comparison', () => {
    const { players: rows } = reportView(gameReportFixture({ players: 2_000, questions: 1 }).report);
    const started = performance.now();
    const sorted = sortedPlayers(rows, 'name', 'ascending');
    expect(performance.now() - started).toBeLessThan(150);
    expect(sorted[0]?.name).toBe('Ada');
  });
});
