import { useEffect, useState } from 'react';

/** How often the bar moves on; its width eases between steps. */
const STEP_MS = 100;

interface TimeBarProps {
  /** Server time the phase began, and how long it lasts. */
  startedAt: number;
  duration: number;
  /** Server time minus the device's time. */
  serverOffset: number;
  label: string;
}

/** A bar filling over a phase of the game, by the server's clock (the question intro's bar, SPEC §2). */
export function TimeBar({ startedAt, duration, serverOffset, label }: TimeBarProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), STEP_MS);
    return () => clearInterval(timer);
  }, []);
  const elapsed = now + serverOffset - startedAt;
  const percent = duration > 0 ? Math.round(Math.min(1, Math.max(0, elapsed / duration)) * 100) : 100;

  return (
    <div
      className="time-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="time-bar-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
