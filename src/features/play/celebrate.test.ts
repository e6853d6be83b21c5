import confetti from 'canvas-confetti';
import { celebrate } from './celebrate';

vi.mock('canvas-confetti', () => ({ default: vi.fn(() => Promise.resolve(undefined)) }));

/** Emulates the player's motion preference: matchMedia answers `reduce` for prefers-reduced-motion. */
const preferReducedMotion = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
    })),
  );

describe('the final screen’s celebration', () => {
  beforeEach(() => {
    vi.mocked(confetti).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('bursts confetti from both lower corners, once each, for a short while', async () => {
    preferReducedMotion(false);
    await celebrate();
    expect(confetti).toHaveBeenCalledTimes(2);
    const [left, right] = vi.mocked(confetti).mock.calls.map(([options]) => options);
    expect(left).toMatchObject({ angle: 60, origin: { x: 0 }, disableForReducedMotion: true });
    expect(right).toMatchObject({ angle: 120, origin: { x: 1 }, disableForReducedMotion: true });
    expect(left?.ticks).toBeLessThanOrEqual(200);
  });

  it('draws nothing for a player who asked for reduced motion', async () => {
    preferReducedMotion(true);
    await celebrate();
    expect(confetti).not.toHaveBeenCalled();
  });
});
