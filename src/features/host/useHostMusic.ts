import type { HostMusicCue } from './hostFlow';

/**
 * The host screen's music (SPEC §2, §4): plays the cue of the moment — the lobby's, the game's, quiet
 * (a fade of MUSIC_FADE_MS when a question ends), the end's. The single call site of the music module
 * (music.ts, howler), which is wired here once it lands; until then the game is silent.
 */
export function useHostMusic(_cue: HostMusicCue): void {}
