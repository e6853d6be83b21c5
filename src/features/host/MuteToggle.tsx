import { MusicIcon } from '@/common/components/Icons';
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
      <MusicIcon muted={muted} size={22} />
    </button>
  );
}
