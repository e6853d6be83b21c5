// From a song to the samples of its file, and the measures that show the loop is sound.
import { MUSIC_PAD_MS } from '../../src/features/host/musicTracks.ts';
import { Arrangement } from './arrangement.ts';
import { LoopBuffer, SAMPLE_RATE, master, removeDc, reverb } from './synth.ts';
import type { Song } from './songs.ts';

/** How loud every loop is made (dBFS RMS), and the level no peak may reach. */
export const LOUDNESS_DB = -17;
export const CEILING_DB = -1;
const REVERB_LEVEL = 0.35;

export const PAD_SAMPLES = (MUSIC_PAD_MS / 1000) * SAMPLE_RATE;

/** One turn of the song's loop, mixed and mastered: samples in -1..1. */
export function renderLoop(song: Song): Float32Array {
  const arrangement = new Arrangement(song.bpm, song.bars);
  song.write(arrangement);
  const mix = new LoopBuffer(arrangement.length);
  arrangement.dry.mixInto(mix, 1);
  reverb(arrangement.send).mixInto(mix, REVERB_LEVEL);
  removeDc(mix);
  master(mix, { rmsDb: LOUDNESS_DB, ceilingDb: CEILING_DB });
  return mix.samples;
}

/** What goes into the file: the loop's end, the loop, the loop's start (see MUSIC_PAD_MS), as 16-bit PCM. */
export function fileSamples(loop: Float32Array): Int16Array {
  const padded = new Float32Array(loop.length + 2 * PAD_SAMPLES);
  padded.set(loop.subarray(loop.length - PAD_SAMPLES), 0);
  padded.set(loop, PAD_SAMPLES);
  padded.set(loop.subarray(0, PAD_SAMPLES), PAD_SAMPLES + loop.length);
  return Int16Array.from(padded, (x) => Math.max(-32768, Math.min(32767, Math.round(x * 32767))));
}

/** A mono 16-bit WAV file of the samples. */
export function wav(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  const bytes = samples.length * 2;
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(bytes, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, bytes)]);
}

export interface LoopMeasures {
  seconds: number;
  peakDb: number;
  rmsDb: number;
  /** The jump from the loop's last sample back to its first. */
  seamStep: number;
  /** The largest jump between neighbouring samples inside the loop, and the one that 99.9 % stay under. */
  largestStep: number;
  step999: number;
}

const db = (value: number) => 20 * Math.log10(value);

/** Measures a loop given as samples in -1..1 (one turn, without the pads). */
export function measureLoop(loop: Float32Array, sampleRate = SAMPLE_RATE): LoopMeasures {
  const steps = loop
    .subarray(1)
    .map((x, i) => Math.abs(x - (loop[i] ?? 0)))
    .sort();
  return {
    seconds: loop.length / sampleRate,
    peakDb: db(loop.reduce((peak, x) => Math.max(peak, Math.abs(x)), 0)),
    rmsDb: db(Math.sqrt(loop.reduce((energy, x) => energy + x * x, 0) / loop.length)),
    seamStep: Math.abs((loop[0] ?? 0) - (loop.at(-1) ?? 0)),
    largestStep: steps.at(-1) ?? 0,
    step999: steps[Math.floor(steps.length * 0.999)] ?? 0,
  };
}
