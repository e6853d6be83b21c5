// The host's controls of the game's pace: Pause / Resume, the "Paused" sign over a paused
// phase, and the countdown of results that move on by themselves (auto-advance).
import { PauseIcon, PlayIcon } from '@/common/components/Icons';
import { secondsLeft } from './hostFlow';
import { autoAdvanceIn, pauseLabels, pausedSign } from './hostTexts';
import { usePhaseNow } from './useHostGame';
import './pacing.css';

const TICK_MS = 200;

/** Pauses the phase, or resumes it: its name says which ("Pause" / "Resume"). */
export function PauseButton({
  paused,
  busy,
  onToggle,
}: {
  paused: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="button button-secondary host-pause-button"
      onClick={onToggle}
      disabled={busy}
    >
      {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
      {paused ? pauseLabels.resume : pauseLabels.pause}
    </button>
  );
}

/** Over a paused phase: what the room sees while the host talks. */
export function PausedSign() {
  return (
    <p className="host-paused" role="status">
      <PauseIcon size={40} />
      <span>{pausedSign}</span>
    </p>
  );
}

/** The seconds until timed results move on to the next question by themselves; still while paused. */
export function AutoAdvanceCountdown({ endsAt }: { endsAt: number }) {
  const now = usePhaseNow(TICK_MS);
  return (
    <p className="host-auto-advance" role="timer">
      {autoAdvanceIn(secondsLeft(endsAt, now))}
    </p>
  );
}
