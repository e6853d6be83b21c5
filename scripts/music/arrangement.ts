// A small notation for writing the songs as text, and the arrangement that turns it into notes.
//
//   notes      "C5:1/2 E5:1/2 G5 -:2 | ..."  pitch:beats (beats default 1, "-" is a rest), bars split by |
//   chords     "F | Am7 | Gm7 C7 | ..."       one bar each, chords in a bar share it equally
//   bass       "R:3/4 R:1/4 5:1/2 8 -:1/2"    chord degrees (R 3 5 6 b7 8) played on each chord's root
//   stabs      "x...X...x...x..."             sixteenth steps: X loud, x normal, o soft, . nothing
//   arpeggio   "0 1 2 1 3 2 1 2"              sixteenth steps: chord tones counted up from the lowest
//   drums      "kick X...x...X...x..."        one line a drum of the kit: its sixteenth steps, as stabs
import { DRUM_KIT, LoopBuffer, SAMPLE_RATE, midiToFrequency, type Instrument } from './synth.ts';

const STEPS_PER_BEAT = 4;
const BEATS_PER_BAR = 4;

const PITCH_CLASSES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** "C" → 0, "F#" → 6, "Bb" → 10 (and "Cb" → -1: callers count in octaves from there). */
function pitchClassOf(letter = '', accidental = ''): number {
  const natural = PITCH_CLASSES[letter];
  if (natural === undefined) throw new Error(`Not a note name: ${letter}`);
  return natural + (accidental === '#' ? 1 : accidental === 'b' ? -1 : 0);
}

/** "C#5" → 73, "Bb3" → 58 (MIDI numbers, C4 = 60). */
export function midiOf(name: string): number {
  const match = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  if (!match) throw new Error(`Not a pitch: ${name}`);
  const [, letter, accidental, octave] = match;
  return 12 * (Number(octave) + 1) + pitchClassOf(letter, accidental);
}

/** "3/2" → 1.5, "1" → 1, "" → 1. */
function beatsOf(text: string | undefined): number {
  if (!text) return 1;
  const [top, bottom = '1'] = text.split('/');
  const beats = Number(top) / Number(bottom);
  if (!(beats > 0)) throw new Error(`Not a length in beats: ${text}`);
  return beats;
}

/** The notes of a tune: rests are left out, lengths and start times are in beats. */
export interface TuneNote {
  beat: number;
  beats: number;
  midi: number;
}

/** Parses a tune in bars of 4 beats; a bar that does not add up to 4 is a mistake in the score. */
export function parseNotes(text: string): TuneNote[] {
  const notes: TuneNote[] = [];
  let beat = 0;
  text
    .split('|')
    .filter((bar) => bar.trim())
    .forEach((bar, index) => {
      const barStart = beat;
      for (const token of bar.trim().split(/\s+/)) {
        const [pitch = '', length] = token.split(':');
        const beats = beatsOf(length);
        if (pitch !== '-') notes.push({ beat, beats, midi: midiOf(pitch) });
        beat += beats;
      }
      if (Math.abs(beat - barStart - BEATS_PER_BAR) > 1e-9) {
        throw new Error(`Bar ${index + 1} has ${beat - barStart} beats: ${bar.trim()}`);
      }
    });
  return notes;
}

const CHORD_INTERVALS: Record<string, number[]> = {
  '': [0, 4, 7],
  m: [0, 3, 7],
  '7': [0, 4, 7, 10],
  m7: [0, 3, 7, 10],
  maj7: [0, 4, 7, 11],
  sus4: [0, 5, 7],
  '7sus4': [0, 5, 7, 10],
};

export interface Chord {
  beat: number;
  beats: number;
  root: number; // pitch class, 0 = C
  intervals: number[];
}

/** Parses one chord a bar, or several that share the bar: "F | Gm7 C7". */
export function parseChords(text: string): Chord[] {
  const chords: Chord[] = [];
  text
    .split('|')
    .filter((bar) => bar.trim())
    .forEach((bar, index) => {
      const names = bar.trim().split(/\s+/);
      names.forEach((name, i) => {
        const [, letter, accidental, quality = ''] = /^([A-G])(#|b)?(.*)$/.exec(name) ?? [];
        const intervals = CHORD_INTERVALS[quality];
        if (!letter || !intervals) throw new Error(`Not a chord: ${name}`);
        const beats = BEATS_PER_BAR / names.length;
        chords.push({
          beat: index * BEATS_PER_BAR + i * beats,
          beats,
          root: pitchClassOf(letter, accidental),
          intervals,
        });
      });
    });
  return chords;
}

/** The chord's notes, each put in the octave that keeps it within [lowest, lowest + 12), sorted. */
export function voice(chord: Chord, lowest: number): number[] {
  return chord.intervals
    .map((interval) => {
      const pitchClass = (chord.root + interval) % 12;
      return lowest + ((pitchClass - lowest + 120) % 12);
    })
    .sort((a, b) => a - b);
}

const velocityOf = (step: string) => ({ X: 1, x: 0.65, o: 0.35 })[step] ?? 0;

interface PartOptions {
  /** How much of the part goes to the reverb, 0..1. */
  reverb?: number;
  velocity?: number;
}

/** A part played on the chords: its instrument, its pattern (see the notation above) and where it lies. */
interface ChordPart extends PartOptions {
  instrument: Instrument;
  chords: Chord[];
  pattern: string;
  /** The lowest MIDI note the part's chord tones or roots are put on. */
  lowest: number;
}

/** A loop of whole bars in 4/4, and the parts written into it. */
export class Arrangement {
  readonly length: number;
  /** What is heard as it is. */
  readonly dry: LoopBuffer;
  /** What goes through the reverb as well. */
  readonly send: LoopBuffer;

  constructor(
    readonly bpm: number,
    readonly bars: number,
  ) {
    const samples = (bars * BEATS_PER_BAR * 60 * SAMPLE_RATE) / bpm;
    if (!Number.isInteger(samples))
      throw new Error(`${bars} bars at ${bpm} BPM are not a whole number of samples`);
    this.length = samples;
    this.dry = new LoopBuffer(samples);
    this.send = new LoopBuffer(samples);
  }

  get seconds(): number {
    return this.length / SAMPLE_RATE;
  }

  /** One note, at a time and for a length in beats. */
  note(instrument: Instrument, beat: number, beats: number, midi: number, options: PartOptions = {}): void {
    const { reverb = 0, velocity = 1 } = options;
    const sound = this.sound(instrument, midiToFrequency(midi), (beats * 60) / this.bpm);
    const start = Math.round((beat * 60 * SAMPLE_RATE) / this.bpm);
    this.dry.add(start, sound, velocity);
    if (reverb > 0) this.send.add(start, sound, velocity * reverb);
  }

  private readonly sounds = new Map<Instrument, Map<string, Float32Array>>();

  /** The instrument's samples for a note, made once for each pitch and length. */
  private sound(instrument: Instrument, frequency: number, seconds: number): Float32Array {
    const made = this.sounds.get(instrument) ?? new Map<string, Float32Array>();
    this.sounds.set(instrument, made);
    const key = `${frequency}/${seconds}`;
    const sound = made.get(key) ?? instrument(frequency, seconds);
    made.set(key, sound);
    return sound;
  }

  /** The chords of the whole loop, one bar each (see parseChords). */
  chords(text: string): Chord[] {
    this.checkBars(text);
    return parseChords(text);
  }

  /** A tune over the whole loop; `echo` repeats it quieter and later (a tape echo written as notes). */
  tune(
    instrument: Instrument,
    text: string,
    options: PartOptions & { echo?: { beats: number; level: number } } = {},
  ): void {
    this.checkBars(text);
    const { echo, velocity = 1 } = options;
    for (const { beat, beats, midi } of parseNotes(text)) {
      this.note(instrument, beat, beats * 0.9, midi, options);
      if (echo)
        this.note(instrument, beat + echo.beats, beats * 0.9, midi, {
          ...options,
          velocity: velocity * echo.level,
        });
    }
  }

  /** A bass line: the pattern played from each chord's root (in [lowest, lowest + 12)), cut at the chord's end. */
  bass({ instrument, chords, pattern, lowest, ...options }: ChordPart): void {
    const degrees: Record<string, (chord: Chord) => number> = {
      R: () => 0,
      '3': (chord) => chord.intervals[1] ?? 4,
      '5': () => 7,
      '6': () => 9,
      b7: () => 10,
      '8': () => 12,
    };
    for (const chord of chords) {
      const root = lowest + ((chord.root - lowest + 120) % 12);
      let beat = 0;
      for (const token of pattern.trim().split(/\s+/)) {
        const [degree = '', length] = token.split(':');
        const beats = Math.min(beatsOf(length), chord.beats - beat);
        if (beats <= 0) break;
        if (degree !== '-') {
          const interval = degrees[degree];
          if (!interval) throw new Error(`Not a bass degree: ${degree}`);
          this.note(instrument, chord.beat + beat, beats * 0.85, root + interval(chord), options);
        }
        beat += beats;
      }
    }
  }

  /** The chord struck on each step of a one-bar rhythm, voiced from `lowest` up. */
  stabs({ instrument, chords, pattern, lowest, ...options }: ChordPart): void {
    this.everyStep(chords, pattern.replace(/\s/g, '').split(''), (beat, step, chord) => {
      const velocity = velocityOf(step) * (options.velocity ?? 1);
      if (velocity === 0) return;
      for (const midi of voice(chord, lowest))
        this.note(instrument, beat, 0.2, midi, { ...options, velocity });
    });
  }

  /** Chord tones one a sixteenth, by their rank counted up from the lowest (higher ranks go up an octave). */
  arpeggio({ instrument, chords, pattern, lowest, ...options }: ChordPart): void {
    this.everyStep(chords, pattern.trim().split(/\s+/), (beat, step, chord) => {
      if (step === '-') return;
      const tones = voice(chord, lowest);
      const rank = Number(step);
      const midi = (tones[rank % tones.length] ?? 0) + 12 * Math.floor(rank / tones.length);
      this.note(instrument, beat, 0.2, midi, options);
    });
  }

  /**
   * Drums: a one-bar rhythm for drums of the kit, one line each, repeated in every bar; `fills` give the
   * lines of some bars (counted from 1) instead.
   */
  drums(lines: string, fills: Record<number, string> = {}): void {
    for (let bar = 0; bar < this.bars; bar++) {
      for (const line of (fills[bar + 1] ?? lines).trim().split('\n')) {
        const [name = '', ...steps] = line.trim().split(/\s+/);
        const instrument = DRUM_KIT[name];
        if (!instrument) throw new Error(`Not a drum of the kit: ${name}`);
        steps
          .join('')
          .split('')
          .forEach((step, i) => {
            const velocity = velocityOf(step);
            const beat = bar * BEATS_PER_BAR + i / STEPS_PER_BEAT;
            if (velocity > 0) this.note(instrument, beat, 0.25, 60, { velocity });
          });
      }
    }
  }

  private checkBars(text: string): void {
    const bars = text.split('|').filter((bar) => bar.trim()).length;
    if (bars !== this.bars)
      throw new Error(`The loop has ${this.bars} bars, the part ${bars}: ${text.slice(0, 40)}…`);
  }

  /** Walks a pattern of sixteenths over the whole loop, each step under the chord that sounds then. */
  private everyStep(
    chords: Chord[],
    steps: string[],
    play: (beat: number, step: string, chord: Chord) => void,
  ) {
    for (let index = 0; index < this.bars * BEATS_PER_BAR * STEPS_PER_BEAT; index++) {
      const beat = index / STEPS_PER_BEAT;
      const chord = chords.find((c) => c.beat <= beat && beat < c.beat + c.beats);
      if (chord) play(beat, steps[index % steps.length] ?? '-', chord);
    }
  }
}
