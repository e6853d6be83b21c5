// The music as numbers, since nobody can listen here: each loop's length, level and seam, and the notation.
import { describe, expect, it } from 'vitest';
import { MUSIC_LOOP_MS } from '../../src/features/host/musicTracks.ts';
import { Arrangement, midiOf, parseChords, parseNotes, voice } from './arrangement.ts';
import { CEILING_DB, LOUDNESS_DB, PAD_SAMPLES, fileSamples, measureLoop, renderLoop } from './render.ts';
import { SONGS } from './songs.ts';
import { LoopBuffer, SAMPLE_RATE } from './synth.ts';

describe.each(SONGS)('$file', (song) => {
  const loop = renderLoop(song);
  const measures = measureLoop(loop);

  it('lasts a whole number of bars, as long as the player loops it', () => {
    expect(loop.length).toBe((song.bars * 4 * 60 * SAMPLE_RATE) / song.bpm);
    expect(measures.seconds * 1000).toBe(MUSIC_LOOP_MS[song.file]);
  });

  it('never clips, and is as loud as the others', () => {
    expect(measures.peakDb).toBeLessThanOrEqual(CEILING_DB);
    expect(measures.rmsDb).toBeCloseTo(LOUDNESS_DB, 1);
  });

  it('has no click where it starts again: its last sample leads to its first like any two neighbours', () => {
    expect(measures.seamStep).toBeLessThanOrEqual(measures.step999);
    expect(measures.largestStep).toBeLessThan(0.5);
  });

  it('is written to its file between the end and the start of itself', () => {
    const samples = fileSamples(loop);
    expect(samples.length).toBe(loop.length + 2 * PAD_SAMPLES);
    // The file is periodic: every sample equals the one a loop later.
    for (const offset of [0, 1, PAD_SAMPLES - 1, PAD_SAMPLES, 2 * PAD_SAMPLES - 1]) {
      expect(samples[offset + loop.length]).toBe(samples[offset]);
    }
  });
});

describe('a loop buffer', () => {
  it('wraps a sound that rings past its end around to its start', () => {
    const buffer = new LoopBuffer(4);
    buffer.add(3, Float32Array.of(1, 2, 3), 0.5);
    expect(Array.from(buffer.samples)).toEqual([1, 1.5, 0, 0.5]);
  });
});

describe('the notation', () => {
  it('reads pitches', () => {
    expect([midiOf('C4'), midiOf('A4'), midiOf('Bb3'), midiOf('F#5')]).toEqual([60, 69, 58, 78]);
    expect(() => midiOf('H2')).toThrow('Not a pitch: H2');
  });

  it('reads a tune in bars of four beats, leaving the rests out', () => {
    expect(parseNotes('C5:1/2 E5:1/2 - G5:2 | A4:4')).toEqual([
      { beat: 0, beats: 0.5, midi: 72 },
      { beat: 0.5, beats: 0.5, midi: 76 },
      { beat: 2, beats: 2, midi: 79 },
      { beat: 4, beats: 4, midi: 69 },
    ]);
    expect(() => parseNotes('C5 D5 E5 | F5')).toThrow('Bar 1 has 3 beats: C5 D5 E5');
  });

  it('reads chords, sharing a bar between two, and voices them close together', () => {
    const c7 = { beat: 6, beats: 2, root: 0, intervals: [0, 4, 7, 10] };
    expect(parseChords('F | Gm7 C7')).toEqual([
      { beat: 0, beats: 4, root: 5, intervals: [0, 4, 7] },
      { beat: 4, beats: 2, root: 7, intervals: [0, 3, 7, 10] },
      c7,
    ]);
    expect(voice(c7, 62)).toEqual([64, 67, 70, 72]); // E4 G4 Bb4 C5
    expect(() => parseChords('F | Xm')).toThrow('Not a chord: Xm');
  });

  it('refuses a part whose bars do not fill the loop, and a tempo that splits a sample', () => {
    expect(() => new Arrangement(120, 2).chords('F | C | G')).toThrow('The loop has 2 bars, the part 3');
    expect(() => new Arrangement(130, 1)).toThrow('1 bars at 130 BPM are not a whole number of samples');
  });
});
