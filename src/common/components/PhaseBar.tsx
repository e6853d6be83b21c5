import { useEffect, useState } from 'react';
import { phaseProgress } from '@/domain';

/** How often the bar moves on; its CSS transition fills the steps in between. */
const TICK_MS = 100;

interface PhaseBarProps {
  /** Server time the phase began, and how long it lasts. */
  startedAt: number;
  duration: number;
  /** Server time minus the device's time. */
  serverOffset: number;
  label: string;
  /** Server time the phase was paused at, while it is (the bar stands still); null or absent while it runs. */
  frozenAt?: number | null;
  /** The screen's own look (size, colours) on top of the common one. */
  className?: string;
}

/**
 * A progress bar filling over a timed phase of the game (the quiz intro, a question's intro: SPEC §2), by
 * the server's clock, on the host's screen and the player's alike: a screen opened halfway through shows
 * it half full.
 */
export function PhaseBar({ startedAt, duration, serverOffset, label, frozenAt, className }: PhaseBarProps) {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const progress = phaseProgress(startedAt, duration, frozenAt ?? deviceNow + serverOffset);

  return (
    <div
      className={className ? `phase-bar ${className}` : 'phase-bar'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
    >
      <span className="phase-bar-fill" style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
