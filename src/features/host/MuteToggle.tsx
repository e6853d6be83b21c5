import { LineIcon } from '@/common/components/LineIcon';
import { setMuted, useMusicStore } from './music';
import './muteToggle.css';

/**
 * Turns the host's music off and on again; the choice is remembered on this browser. A toggle button: its
 * name stays "Mute music" and aria-pressed says whether the music is muted, as a toggle button's should.
 */
export function MuteToggle({ className = '' }: { className?: string }) {
  const muted = useMusicStore((state) => state.muted);
  return (
    <button
      type="button"
      className={`icon-button mute-toggle ${className}`.trim()}
      aria-label="Mute music"
      aria-pressed={muted}
      title="Mute music"
      onClick={() => setMuted(!muted)}
    >
      <LineIcon size={22}>
        <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
        {muted ? (
          <path d="m16 9.5 5 5m0-5-5 5" />
        ) : (
          <path d="M15.5 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
        )}
      </LineIcon>
    </button>
  );
}
