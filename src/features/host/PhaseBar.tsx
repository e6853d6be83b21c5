import { phaseProgress } from './hostFlow';
import { useServerNow } from './useHostGame';

/** How often the bar moves on; its CSS transition fills the steps in between. */
const TICK_MS = 100;

/**
 * A bar that empties over a timed phase (the quiz intro, a question's intro), by the server's clock: a
 * screen reloaded halfway through shows it half empty.
 */
export function PhaseBar({
  startedAt,
  duration,
  label,
}: {
  startedAt: number;
  duration: number;
  label: string;
}) {
  const now = useServerNow(TICK_MS);
  const left = 1 - phaseProgress(startedAt, duration, now);
  return (
    <div
      className="host-phase-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round((1 - left) * 100)}
    >
      <span className="host-phase-bar-fill" style={{ transform: `scaleX(${left})` }} />
    </div>
  );
}
