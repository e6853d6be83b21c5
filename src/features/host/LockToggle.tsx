import { PadlockIcon } from '@/common/components/Icons';
import { lockedNotice } from './hostTexts';

interface LockToggleProps {
  locked: boolean;
  onToggle: () => void;
}

/**
 * The padlock: locks the game to new players and unlocks it, in the lobby and during play. A
 * toggle button like the music's: its name stays "Lock the game" and aria-pressed says whether it is
 * locked. The state shown is the server's (hostInfo.locked), so it changes once the lock has landed.
 */
export function LockToggle({ locked, onToggle }: LockToggleProps) {
  return (
    <button
      type="button"
      className="icon-button lock-toggle"
      aria-label="Lock the game"
      aria-pressed={locked}
      title={locked ? lockedNotice : 'Lock the game'}
      onClick={onToggle}
    >
      <PadlockIcon locked={locked} size={22} />
    </button>
  );
}
