// The phone's celebration of a place on the podium: a short burst of confetti over the final screen, drawn by
// canvas-confetti. The library loads only when a player finishes in the top three, so /join's first load
// never carries it (npm run bench:bundle); nothing moves for a player who asked for reduced motion.

/** The places the phone celebrates. */
export const CELEBRATED_PLACES = 3;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** One burst from each lower corner, aimed at the middle of the screen; gone within about three seconds. */
export async function celebrate(): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  const burst = {
    particleCount: 80,
    spread: 70,
    startVelocity: 55,
    ticks: 180,
    disableForReducedMotion: true,
  };
  await Promise.all([
    confetti({ ...burst, angle: 60, origin: { x: 0, y: 0.9 } }),
    confetti({ ...burst, angle: 120, origin: { x: 1, y: 0.9 } }),
  ]);
}
