import { useEffect } from 'react';
import type { HostMusicCue } from '@/domain';
import * as music from './music';

/**
 * The host screen's music (SPEC §2, §4): plays the cue of the moment — the lobby's loop, a question loop
 * (the two take turns, question by question), quiet (faded over MUSIC_FADE_MS when a question ends) and
 * the end's loop with the final leaderboard — and stops when the game's screen closes. Audio starts on
 * the first gesture the browser counts (the Play button; after a reload, the first click).
 */
export function useHostMusic(cue: HostMusicCue): void {
  useEffect(() => {
    void (cue === 'quiet' ? music.fadeOut() : music.play(cue));
  }, [cue]);
  useEffect(
    () => () => {
      void music.stop();
    },
    [],
  );
}

/** Loads the music while the host looks at the quiz, so that it can start on the Play button's click. */
export function usePreloadedMusic(): void {
  useEffect(() => music.preload(), []);
}
