// The sound of Loqi's music: oscillators, noise, envelopes and filters that write notes into a loop.
//
// Everything is written into a LoopBuffer, whose length is the loop's: a note that rings past the end
// of the loop goes on at its start, as it would when the loop plays again, so the loop has no seam.

export const SAMPLE_RATE = 24_000;

/** One channel of a loop. Samples written past its end wrap around to its start. */
export class LoopBuffer {
  readonly samples: Float32Array;

  constructor(readonly length: number) {
    this.samples = new Float32Array(length);
  }

  /** Adds a sound that starts at sample `start`, scaled by `gain`; what rings past the end goes on at the start. */
  add(start: number, sound: Float32Array, gain: number): void {
    let i = ((start % this.length) + this.length) % this.length;
    for (const value of sound) {
      this.samples[i] = (this.samples[i] ?? 0) + value * gain;
      if (++i === this.length) i = 0;
    }
  }

  mixInto(target: LoopBuffer, gain: number): void {
    this.samples.forEach((value, i) => (target.samples[i] = (target.samples[i] ?? 0) + value * gain));
  }
}

/**
 * An instrument gives the samples of one note at full velocity: its pitch in Hz (drums ignore it) and how
 * long it is held in seconds (the release rings on after that). The same note always sounds the same.
 */
export type Instrument = (frequency: number, seconds: number) => Float32Array;

export const midiToFrequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** A small, fixed pseudo-random generator (mulberry32), so that every render is the same. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const noise = random(0x10c1);
const white = () => noise() * 2 - 1;

/** Softens a naive waveform's jump at phase 0 (PolyBLEP), which would otherwise alias into a buzz. */
function polyBlep(phase: number, step: number): number {
  if (phase < step) {
    const t = phase / step;
    return t + t - t * t - 1;
  }
  if (phase > 1 - step) {
    const t = (phase - 1) / step;
    return t * t + t + t + 1;
  }
  return 0;
}

const saw = (phase: number, step: number) => 2 * phase - 1 - polyBlep(phase, step);

const pulse = (phase: number, step: number, width: number) =>
  (phase < width ? 1 : -1) + polyBlep(phase, step) - polyBlep((phase - width + 1) % 1, step);

/** The coefficient of a one-pole low-pass filter at `cutoff` Hz. */
const onePole = (cutoff: number) =>
  1 - Math.exp((-2 * Math.PI * Math.min(cutoff, SAMPLE_RATE * 0.45)) / SAMPLE_RATE);

/** Attack, decay to a sustain level while held, then release: the loudness of a note over time. */
interface Envelope {
  attack: number;
  decay: number; // time constant of the fall to the sustain level, in seconds
  sustain: number;
  release: number; // time constant of the fade after the note is let go, in seconds
}

function envelopeAt(t: number, held: number, { attack, decay, sustain, release }: Envelope): number {
  const level = (time: number) =>
    time < attack ? time / attack : sustain + (1 - sustain) * Math.exp(-(time - attack) / decay);
  return t < held ? level(t) : level(held) * Math.exp(-(t - held) / release);
}

/** How long a note sounds in all: held, then five release time constants (below -40 dB). */
const soundingSeconds = (held: number, envelope: Envelope) => held + 5 * envelope.release;

interface SynthVoice {
  envelope: Envelope;
  /** One sample of the waveform at `phase` (0..1), with `step` the phase advance per sample. */
  wave: (phase: number, step: number) => number;
  /** Low-pass cutoff in Hz over the note's time, or none. */
  cutoff?: (t: number) => number;
  /** Pitch change over time, as a frequency ratio (vibrato, a falling tom). */
  pitch?: (t: number) => number;
  gain: number;
}

/** How often (in samples) envelopes, cutoffs and pitch are worked out again: every 2/3 ms. */
const CONTROL_SAMPLES = 16;

/** An oscillator through a two-pole low-pass filter, shaped by an envelope. */
function synth(voice: SynthVoice): Instrument {
  return (frequency, seconds) => {
    const out = new Float32Array(Math.ceil(soundingSeconds(seconds, voice.envelope) * SAMPLE_RATE));
    let phase = 0;
    let low1 = 0;
    let low2 = 0;
    let level = 0;
    let a = 1;
    let step = 0;
    for (let i = 0; i < out.length; i++) {
      if (i % CONTROL_SAMPLES === 0) {
        const t = i / SAMPLE_RATE;
        level = envelopeAt(t, seconds, voice.envelope) * voice.gain;
        a = voice.cutoff ? onePole(voice.cutoff(t)) : 1;
        step = (frequency * (voice.pitch?.(t) ?? 1)) / SAMPLE_RATE;
      }
      low1 += a * (voice.wave(phase, step) - low1);
      low2 += a * (low1 - low2);
      out[i] = low2 * level;
      phase += step;
      if (phase >= 1) phase -= 1;
    }
    return out;
  };
}

/**
 * A struck bar or bell: partials, each a ratio to the fundamental, a level and a decay time in seconds.
 * Each partial is a point turning and shrinking in the plane, so it costs a few multiplications a sample.
 */
function struck(partials: [ratio: number, level: number, decay: number][], gain: number): Instrument {
  return (frequency) => {
    const longest = Math.max(...partials.map(([, , decay]) => decay));
    const out = new Float32Array(Math.ceil(5 * longest * SAMPLE_RATE));
    for (const [ratio, level, decay] of partials) {
      if (frequency * ratio >= SAMPLE_RATE / 2) continue;
      const angle = (2 * Math.PI * frequency * ratio) / SAMPLE_RATE;
      const shrink = Math.exp(-1 / (decay * SAMPLE_RATE));
      const [cos, sin] = [Math.cos(angle) * shrink, Math.sin(angle) * shrink];
      let [x, y] = [level * gain, 0];
      for (let i = 0; i < out.length; i++) {
        out[i] = (out[i] ?? 0) + y * Math.min(1, i / (0.002 * SAMPLE_RATE));
        [x, y] = [x * cos - y * sin, x * sin + y * cos];
      }
    }
    return out;
  };
}

// The melodic instruments.

/** Wooden and warm: the lobby's tune. */
export const marimba = struck(
  [
    [1, 1, 0.32],
    [3.98, 0.35, 0.06],
    [9.9, 0.08, 0.02],
  ],
  0.5,
);

/** Bright and glassy, for sparkles an octave up. */
export const glockenspiel = struck(
  [
    [1, 1, 0.5],
    [2.76, 0.45, 0.16],
    [5.4, 0.2, 0.06],
  ],
  0.32,
);

/** A short, plucked square wave: arpeggios and the funky tune. */
export const pluck = synth({
  envelope: { attack: 0.003, decay: 0.12, sustain: 0, release: 0.04 },
  wave: (phase, step) => pulse(phase, step, 0.3),
  cutoff: (t) => 600 + 3800 * Math.exp(-t / 0.06),
  gain: 0.32,
});

/** A singing square lead with a slow vibrato. */
export const lead = synth({
  envelope: { attack: 0.01, decay: 0.3, sustain: 0.6, release: 0.06 },
  wave: (phase, step) => pulse(phase, step, 0.5),
  cutoff: () => 3000,
  pitch: (t) => 1 + 0.004 * Math.min(1, t / 0.3) * Math.sin(2 * Math.PI * 5.5 * t),
  gain: 0.22,
});

/** Brass-like saw chords and tune for the celebration: the filter opens as the note starts. */
export const brass = synth({
  envelope: { attack: 0.03, decay: 0.4, sustain: 0.75, release: 0.08 },
  wave: (phase, step) => saw(phase, step),
  cutoff: (t) => 700 + 2300 * Math.min(1, t / 0.06) * (0.6 + 0.4 * Math.exp(-t / 0.3)),
  pitch: (t) => 1 + 0.003 * Math.min(1, t / 0.25) * Math.sin(2 * Math.PI * 5 * t),
  gain: 0.2,
});

/** Short organ-like chord stabs: two saws a few cents apart. */
export const stab = synth({
  envelope: { attack: 0.004, decay: 0.08, sustain: 0.5, release: 0.03 },
  wave: (phase, step) => 0.5 * saw(phase, step) + 0.5 * saw((phase * 1.006) % 1, step * 1.006),
  cutoff: (t) => 1200 + 1600 * Math.exp(-t / 0.05),
  gain: 0.13,
});

/** A round bass: a saw over a sine, through a closing filter. */
export const bass = synth({
  envelope: { attack: 0.004, decay: 0.25, sustain: 0.7, release: 0.03 },
  wave: (phase, step) => 0.45 * saw(phase, step) + 0.8 * Math.sin(2 * Math.PI * phase),
  cutoff: (t) => 350 + 900 * Math.exp(-t / 0.08),
  gain: 0.5,
});

// The drums. Each ignores the note's pitch and length, and is made once: every hit sounds the same.

/** A drum: `sound` gives the hit's sample at time t, called in order of time. */
function drum(seconds: number, gain: number, sound: () => (t: number) => number): Instrument {
  let hit: Float32Array | undefined;
  return () => {
    if (!hit) {
      const at = sound();
      hit = Float32Array.from(
        { length: Math.ceil(seconds * SAMPLE_RATE) },
        (_, i) => at(i / SAMPLE_RATE) * gain,
      );
    }
    return hit;
  };
}

/** A sine falling from 160 to 50 Hz, with a click on top. */
export const kick = drum(0.45, 0.8, () => {
  let phase = 0;
  return (t) => {
    phase += (50 + 110 * Math.exp(-t / 0.035)) / SAMPLE_RATE;
    return Math.sin(2 * Math.PI * phase) * Math.exp(-t / 0.14) + 0.3 * white() * Math.exp(-t / 0.002);
  };
});

/** Noise with its lows taken out by a one-pole filter of coefficient `a` (larger: fewer lows left). */
function highNoise(a: number): () => number {
  let low = 0;
  return () => {
    const n = white();
    low += a * (n - low);
    return n - low;
  };
}

/** Filtered noise over a short tone. */
export const snare = drum(0.3, 0.42, () => {
  const hiss = highNoise(0.35);
  return (t) => hiss() * Math.exp(-t / 0.07) + 0.5 * Math.sin(2 * Math.PI * 190 * t) * Math.exp(-t / 0.04);
});

/** Three quick bursts of noise, then a short tail. */
export const clap = drum(0.3, 0.42, () => {
  const hiss = highNoise(0.5);
  return (t) => hiss() * (t < 0.03 ? Math.exp(-(t % 0.01) / 0.003) : Math.exp(-(t - 0.03) / 0.06));
});

/** High-passed noise: short when closed, long when open, very long for a crash. */
const metal = (seconds: number, decay: number, gain: number) =>
  drum(seconds, gain, () => {
    const hiss = highNoise(0.6);
    return (t) => hiss() * Math.exp(-t / decay);
  });

export const closedHat = metal(0.08, 0.018, 0.3);
export const openHat = metal(0.4, 0.1, 0.16);
export const crash = metal(2.5, 0.55, 0.16);
export const shaker = metal(0.06, 0.012, 0.14);

/** A tom for fills: a sine that falls a little in pitch. */
export const tom = synth({
  envelope: { attack: 0.001, decay: 0.12, sustain: 0, release: 0.05 },
  wave: (phase) => Math.sin(2 * Math.PI * phase),
  pitch: (t) => 1 + 0.6 * Math.exp(-t / 0.03),
  gain: 0.6,
});

/** The drums by the names the songs' drum lines use. */
export const DRUM_KIT: Record<string, Instrument> = {
  kick,
  snare,
  clap,
  hat: closedHat,
  open: openHat,
  crash,
  shaker,
  tom,
};

// Effects and mastering, all circular: the loop's end flows into its start.

/**
 * Runs `filter` (which takes the input sample at n and keeps its own state) over the loop twice and
 * keeps the second pass: by then the tail of the first pass has wrapped into it, so the result is itself a
 * seamless loop.
 */
function aroundTheLoop(input: Float32Array, filter: (x: number) => number): Float32Array {
  for (const x of input) filter(x);
  return input.map((x) => filter(x));
}

/** A feedback comb filter: y[n] = x[n] + feedback·y[n-delay]. */
function comb(delay: number, feedback: number): (x: number) => number {
  const line = new Float32Array(delay);
  let n = 0;
  return (x) => {
    const y = x + feedback * (line[n] ?? 0);
    line[n] = y;
    n = (n + 1) % delay;
    return y;
  };
}

/** An all-pass filter, which smears without colouring: y[n] = -g·x[n] + x[n-delay] + g·y[n-delay]. */
function allPass(delay: number, g: number): (x: number) => number {
  const inputs = new Float32Array(delay);
  const outputs = new Float32Array(delay);
  let n = 0;
  return (x) => {
    const y = -g * x + (inputs[n] ?? 0) + g * (outputs[n] ?? 0);
    inputs[n] = x;
    outputs[n] = y;
    n = (n + 1) % delay;
    return y;
  };
}

/** A small Schroeder reverb: four combs in parallel, then two all-passes in series. */
export function reverb(input: LoopBuffer): LoopBuffer {
  const samplesIn = (ms: number) => Math.round((ms / 1000) * SAMPLE_RATE);
  const combs = [
    comb(samplesIn(29.7), 0.77),
    comb(samplesIn(37.1), 0.75),
    comb(samplesIn(41.1), 0.73),
    comb(samplesIn(43.7), 0.71),
  ];
  const diffusers = [allPass(samplesIn(5), 0.7), allPass(samplesIn(1.7), 0.7)];
  const out = new LoopBuffer(input.length);
  out.samples.set(
    aroundTheLoop(input.samples, (x) => {
      const wet = combs.reduce((sum, filter) => sum + filter(x), 0) / combs.length;
      return diffusers.reduce((signal, filter) => filter(signal), wet);
    }),
  );
  return out;
}

/** Removes any constant offset, so the loop sits around zero. */
export function removeDc(buffer: LoopBuffer): void {
  const mean = buffer.samples.reduce((sum, x) => sum + x, 0) / buffer.length;
  buffer.samples.set(buffer.samples.map((x) => x - mean));
}

/**
 * Brings the loop to `rmsDb` (dBFS) and keeps every peak under `ceilingDb`: below a knee the signal is
 * left as it is, above it a tanh curve bends it smoothly toward the ceiling (no hard clipping).
 */
export function master(buffer: LoopBuffer, { rmsDb, ceilingDb }: { rmsDb: number; ceilingDb: number }): void {
  const { samples } = buffer;
  const rms = Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length);
  const gain = 10 ** (rmsDb / 20) / rms;
  const ceiling = 10 ** (ceilingDb / 20);
  const knee = ceiling * 0.7;
  const limit = (size: number) =>
    size <= knee ? size : knee + (ceiling - knee) * Math.tanh((size - knee) / (ceiling - knee));
  samples.set(samples.map((x) => Math.sign(x) * limit(Math.abs(x * gain))));
}
