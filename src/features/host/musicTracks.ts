// The music files in public/audio, made by scripts/music/compose.ts (which reads this file too).
//
// Each file holds one loop of whole bars, with MUSIC_PAD_MS of the loop's own end before it and of its
// own start after it. An MP3 decoder may add or drop a few dozen milliseconds at the start of a file
// (the encoder's delay); the player loops exactly `loopMs` starting MUSIC_PAD_MS in, and whatever the
// decoder did, that span is one whole turn of the loop, so the seam is never heard.

export type MusicFile = 'lobby' | 'play-1' | 'play-2' | 'end';

export const MUSIC_PAD_MS = 250;

/** How long one turn of each loop lasts: bars × 4 beats × 60 000 / BPM, in milliseconds. */
export const MUSIC_LOOP_MS: Record<MusicFile, number> = {
  lobby: 32_000, // 16 bars at 120 BPM
  'play-1': 25_600, // 16 bars at 150 BPM
  'play-2': 30_720, // 16 bars at 125 BPM
  end: 16_000, // 8 bars at 120 BPM
};

export const MUSIC_FILES = Object.keys(MUSIC_LOOP_MS) as MusicFile[];
