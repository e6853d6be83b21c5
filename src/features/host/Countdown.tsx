import { secondsLeft } from './hostFlow';
import { usePhaseNow } from './useHostGame';
import './countdown.css';

const TICK_MS = 200;

/**
 * The seconds left to answer, by the server's clock (SPEC §2: a countdown in seconds); still while paused.
 * Not a live region (a timer's default, said outright): a screen reader reads it when asked, and is not
 * made to say every second.
 */
export function Countdown({ endsAt }: { endsAt: number }) {
  const now = usePhaseNow(TICK_MS);
  const seconds = secondsLeft(endsAt, now);
  return (
    <div
      className={`host-countdown${seconds <= 5 ? ' host-countdown-urgent' : ''}`}
      role="timer"
      aria-live="off"
    >
      <span className="host-countdown-value">{seconds}</span>
      <span className="visually-hidden">{seconds === 1 ? 'second left' : 'seconds left'}</span>
    </div>
  );
}
