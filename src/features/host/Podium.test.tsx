import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeaderboardEntry } from '@/domain';
import { Podium } from './Podium';
import { PODIUM_REVEAL_MS } from './podium';

const entry = (userID: string, username: string, score: number, rank: number): LeaderboardEntry => ({
  userID,
  username,
  score,
  rank,
});
const FINAL = [
  entry('u1', 'Ada', 4200, 1),
  entry('u2', 'Grace', 3100, 2),
  entry('u3', 'Linus', 2500, 3),
  entry('u4', 'Alan', 900, 4),
];

/** Emulates the user's motion preference: matchMedia answers `reduce` for prefers-reduced-motion. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const podium = () => screen.getByRole('region', { name: 'Podium' });
const place = (name: string) => within(podium()).getByRole('listitem', { name });
const next = () => act(() => vi.advanceTimersByTime(PODIUM_REVEAL_MS));

describe('Podium', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reveals third, second and first place in turn, then celebrates', () => {
    render(<Podium leaderboard={FINAL} />);
    expect(
      within(podium())
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['1st place', '2nd place', '3rd place']);
    expect(podium()).not.toHaveTextContent(/Ada|Grace|Linus/);

    next();
    expect(place('3rd place')).toHaveTextContent('Linus2,500');
    expect(podium()).not.toHaveTextContent(/Ada|Grace/);
    expect(screen.getByRole('status')).toHaveTextContent('3rd place: Linus');
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();

    next();
    expect(place('2nd place')).toHaveTextContent('Grace3,100');
    expect(podium()).not.toHaveTextContent('Ada');
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();

    next();
    expect(place('1st place')).toHaveTextContent('Ada4,200');
    expect(screen.getByRole('status')).toHaveTextContent('1st place: Ada');
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    // The fourth is not on the podium.
    expect(podium()).not.toHaveTextContent('Alan');
  });

  it('shows no confetti to those who prefer reduced motion', () => {
    preferReducedMotion(true);
    render(<Podium leaderboard={FINAL} />);
    next();
    next();
    next();
    expect(place('1st place')).toHaveTextContent('Ada');
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });

  it('has fewer places for fewer players, and one place for players with equal scores', () => {
    render(<Podium leaderboard={[entry('u1', 'Ada', 900, 1), entry('u2', 'Grace', 900, 1)]} />);
    expect(within(podium()).getAllByRole('listitem')).toHaveLength(1);
    next();
    expect(place('1st place')).toHaveTextContent('Ada900Grace900');
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
  });
});
