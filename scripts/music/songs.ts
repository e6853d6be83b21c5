// Loqi's four music loops, composed for Loqi by its developers. Change a note here, then run
// `npm run music:compose` to hear it (see compose.ts).
import type { MusicFile } from '../../src/features/host/musicTracks.ts';
import { Arrangement } from './arrangement.ts';
import { bass, brass, glockenspiel, lead, marimba, pluck, stab } from './synth.ts';

export interface Song {
  file: MusicFile;
  title: string;
  bpm: number;
  bars: number;
  write: (song: Arrangement) => void;
}

/** The lobby: an easy, bouncy tune on marimba in F major while the players join. */
function writeLobby(song: Arrangement): void {
  const chords = song.chords(`
    F | Am7 | Bbmaj7 | C7 | F | Am7 | Bb Gm7 | C7sus4 C7 |
    Dm7 | Gm7 | Bbmaj7 | C7 | Am7 | Dm7 | Gm7 C7 | F C7 |`);
  song.tune(
    marimba,
    `
    C5:1/2 F5:1/2 A5:1/2 G5:1/2 F5 - | E5:1/2 G5:1/2 E5:1/2 C5:1/2 A4 - |
    D5:1/2 F5:1/2 A5:1/2 Bb5:1/2 A5:1/2 F5:1/2 D5 | E5 G5:1/2 Bb5:1/2 A5 G5 |
    A5:3/2 G5:1/2 F5 C5 | E5:1/2 F5:1/2 G5 E5 C5 |
    D5:1/2 D5:1/2 F5 Bb4:1/2 D5:1/2 G5 | F5 G5:1/2 F5:1/2 E5 C5 |
    A5:1/2 A5:1/2 C6:1/2 A5:1/2 F5 D5 | D5:1/2 F5:1/2 G5:1/2 Bb5:1/2 A5 G5 |
    F5 D5:1/2 F5:1/2 A5 - | G5:1/2 A5:1/2 Bb5:1/2 A5:1/2 G5 E5 |
    C6:3/2 A5:1/2 G5 E5 | F5:1/2 E5:1/2 D5:1/2 F5:1/2 A5 - |
    Bb5 A5:1/2 G5:1/2 E5 G5 | F5 - E5:1/2 G5:1/2 Bb5:1/2 G5:1/2 |`,
    { reverb: 0.5, echo: { beats: 3 / 4, level: 0.3 } },
  );
  song.stabs({ instrument: stab, chords, pattern: '..x...x...x...x.', lowest: 62, reverb: 0.3 });
  const bassLine = 'R:3/4 R:1/4 -:1/2 5:1/2 8:1/2 -:1/2 5:1/2 R:1/2';
  song.bass({ instrument: bass, chords, pattern: bassLine, lowest: 36 });
  song.drums(
    `
    kick    X.....x...X.....
    clap    ....X.......X...
    hat     x.x.x.x.x.x.x...
    open    ..............x.
    shaker  oxoxoxoxoxoxoxox`,
    {
      16: `
      kick  X.....x...X.....
      clap  ....X.......X.x.
      tom   ........x.x.xxxx
      hat   x.x.x.x.........`,
    },
  );
}

/** Question music, first variant: a driving, sparkling D major at 150 BPM with a ticking sixteenth beat. */
function writePlayOne(song: Arrangement): void {
  const chords = song.chords(`
    D | D | Bm | Bm | G | G | A | A |
    D | D | Bm | Bm | G | Em | A | A7 |`);
  song.tune(
    lead,
    `
    F#5 A5 D6:3/2 C#6:1/2 | B5:1/2 A5:1/2 F#5 -:2 | F#5 D5 B4:3/2 D5:1/2 | E5:1/2 F#5:1/2 D5 -:2 |
    G5 B5 D6:3/2 B5:1/2 | C#6:1/2 B5:1/2 A5 -:2 | A5 E5 C#5 E5 | F#5:1/2 E5:1/2 C#5:1/2 E5:1/2 A5:2 |
    A5:1/2 A5:1/2 F#5 D6 A5 | B5:1/2 A5:1/2 G5:1/2 F#5:1/2 E5 D5 |
    D5:1/2 F#5:1/2 B5 A5:1/2 F#5:1/2 D5 | C#5:1/2 D5:1/2 E5:1/2 F#5:1/2 -:2 |
    G5:3/2 F#5:1/2 G5 B5 | A5:1/2 G5:1/2 E5 - B4:1/2 D5:1/2 | E5 A5 C#6 E6 |
    D6:1/2 C#6:1/2 B5:1/2 A5:1/2 G5 E5 |`,
    { reverb: 0.4, echo: { beats: 3 / 4, level: 0.25 } },
  );
  const arpeggio = '0 1 2 3 4 3 2 1 0 1 2 3 5 4 3 2';
  song.arpeggio({ instrument: pluck, chords, pattern: arpeggio, lowest: 62, reverb: 0.3, velocity: 0.7 });
  const bassLine = 'R:1/2 8:1/2 R:1/2 8:1/2 R:1/2 8:1/2 5:1/2 8:1/2';
  song.bass({ instrument: bass, chords, pattern: bassLine, lowest: 38 });
  const beat = `
    kick   X...X...X...X...
    snare  ....X.......X...
    hat    xoXoxoxoxoXoxoxo
    open   ..x...x...x...x.`;
  const crash = `${beat}
    crash  x...............`;
  song.drums(beat, {
    1: crash,
    9: crash,
    16: `
    kick   X...X...X...X...
    snare  ....X...x.x.XxXx
    hat    xoXoxoxo........`,
  });
}

/** Question music, second variant: a funky G major at 125 BPM, with organ stabs and a plucked tune. */
function writePlayTwo(song: Arrangement): void {
  const chords = song.chords(`
    G | Em7 | Am7 | D7 | G | Em7 | C | D |
    Em | C | G | D | C | Am7 | Bm7 Em7 | D7sus4 D7 |`);
  song.tune(
    pluck,
    `
    D5:1/2 G5:1/2 -:1/2 B5:1/2 -:1/2 A5:1/2 G5 | E5:1/2 G5:1/2 -:1/2 B5:1/2 -:1/2 D6:1/2 B5 |
    C6:1/2 B5:1/2 A5:1/2 G5:1/2 E5 - | F#5:1/2 A5:1/2 C6:1/2 A5:1/2 F#5:1/2 D5:1/2 - |
    D5:1/2 G5:1/2 -:1/2 B5:1/2 -:1/2 A5:1/2 G5 | E5:1/2 G5:1/2 -:1/2 B5:1/2 -:1/2 E6:1/2 D6 |
    E6:1/2 D6:1/2 C6:1/2 G5:1/2 E5 G5 | F#5:1/2 G5:1/2 A5 -:2 |
    B5 -:1/2 B5:1/2 A5:1/2 G5:1/2 E5 | G5 -:1/2 G5:1/2 E5:1/2 G5:1/2 C6 |
    B5:1/2 D6:1/2 B5:1/2 G5:1/2 A5 B5 | A5:2 -:2 |
    E5:1/2 G5:1/2 C6:1/2 E6:1/2 D6 C6 | B5:1/2 A5:1/2 G5:1/2 E5:1/2 A5 - |
    D6 B5 G5 E5 | G5 A5 F#5:1/2 A5:1/2 C6 |`,
    { reverb: 0.35, velocity: 1.3, echo: { beats: 1 / 2, level: 0.3 } },
  );
  song.tune(
    glockenspiel,
    `
    - - - - | - - - - | - - - - | - - - - | - - - - | - - - - | - - - - | -:3 D6:1/2 F#6:1/2 |
    - - - - | - - - - | - - - - | -:2 A6 - | - - - - | - - - - | - - - - | -:3 A6 |`,
    { reverb: 0.5, velocity: 0.8 },
  );
  song.stabs({ instrument: stab, chords, pattern: '..x..x....x..x.x', lowest: 60, reverb: 0.25 });
  const bassLine = 'R:3/4 R:1/4 -:1/2 8:1/4 -:1/4 R:1/2 -:1/4 b7:1/4 5:1/2 3:1/2';
  song.bass({ instrument: bass, chords, pattern: bassLine, lowest: 35 });
  song.drums(
    `
    kick    X.....x.X..x....
    clap    ....X.......X...
    hat     x.x.X.x.x.x.X.xx
    shaker  oxoxoxoxoxoxoxox`,
    {
      8: `
      kick  X.....x.X..x....
      clap  ....X.......X.X.
      hat   x.x.X.x.x.x.X.xx`,
      16: `
      kick  X.....x.X.......
      clap  ....X.......x.X.
      tom   ........X.x.x.x.`,
    },
  );
}

/** The final leaderboard: a brass fanfare in C major over a marching beat. */
function writeEnd(song: Arrangement): void {
  const chords = song.chords('C | F | G | C | Am | F | G7 | C |');
  song.tune(
    brass,
    `
    G4:1/2 C5:1/2 E5:1/2 G5:3/2 E5:1/2 G5:1/2 | A5:3/2 G5:1/2 F5 A5 | G5:3/2 F5:1/2 D5 B4 |
    C5:1/2 E5:1/2 G5:1/2 C6:1/2 C6:2 | E5:1/2 A5:1/2 C6:1/2 A5:1/2 E5 A5 |
    F5:1/2 A5:1/2 C6:1/2 A5:1/2 F5 C6 | D6 C6:1/2 B5:1/2 A5:1/2 B5:1/2 G5 | C6:2 G5:1/2 E5:1/2 G5 |`,
    { reverb: 0.45, velocity: 1.1 },
  );
  const rhythm = 'X.....x.x...x...';
  song.stabs({ instrument: brass, chords, pattern: rhythm, lowest: 55, reverb: 0.35, velocity: 0.55 });
  const arpeggio = '0 - 1 - 2 - 3 - 4 - 3 - 2 - 1 -';
  song.arpeggio({
    instrument: glockenspiel,
    chords,
    pattern: arpeggio,
    lowest: 72,
    reverb: 0.5,
    velocity: 0.5,
  });
  const bassLine = 'R:1/2 R:1/2 5:1/2 5:1/2 8:1/2 8:1/2 5:1/2 5:1/2';
  song.bass({ instrument: bass, chords, pattern: bassLine, lowest: 36 });
  const march = `
    kick   X...x...X...x...
    snare  ....X..x....X.xx
    hat    x.x.x.x.x.x.x.x.`;
  const crash = `${march}
    crash  X...............`;
  song.drums(march, {
    1: crash,
    5: crash,
    8: `
    kick   X.......X.......
    snare  ....X...xxxxXXXX
    tom    ..........x.x...`,
  });
}

export const SONGS: Song[] = [
  { file: 'lobby', title: 'Loqi Lobby', bpm: 120, bars: 16, write: writeLobby },
  { file: 'play-1', title: 'Loqi Countdown', bpm: 150, bars: 16, write: writePlayOne },
  { file: 'play-2', title: 'Loqi Think Fast', bpm: 125, bars: 16, write: writePlayTwo },
  { file: 'end', title: 'Loqi Champions', bpm: 120, bars: 8, write: writeEnd },
];
