// The committed music files (public/audio, made by scripts/music/compose.ts): there, small, and MP3s of the
// shape the player expects. Read with Node's fs: the files are checked as they are committed.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MUSIC_FILES, MUSIC_LOOP_MS, MUSIC_PAD_MS } from '../../src/features/host/musicTracks.ts';

const AUDIO_DIR = new URL('../../public/audio/', import.meta.url);
const SRC_DIR = new URL('../../src/', import.meta.url);
const MAX_BYTES = 150_000;
const SAMPLE_RATE = 24_000;

/** The facts of an MP3 file that matter here, from its first frame and the LAME tag in it. */
function mp3Facts(bytes: Buffer) {
  let offset = 0;
  if (bytes.toString('latin1', 0, 3) === 'ID3') {
    // An ID3v2 tag: a 10-byte header whose last four bytes give the size, 7 bits each.
    offset = 10 + [6, 7, 8, 9].reduce((size, i) => (size << 7) | bytes.readUInt8(i), 0);
  }
  const header = bytes.readUInt32BE(offset);
  const versions: Record<number, string> = { 0: 'MPEG-2.5', 2: 'MPEG-2', 3: 'MPEG-1' };
  const rates: Record<string, number[]> = {
    'MPEG-1': [44_100, 48_000, 32_000],
    'MPEG-2': [22_050, 24_000, 16_000],
    'MPEG-2.5': [11_025, 12_000, 8_000],
  };
  const version = versions[(header >>> 19) & 3] ?? 'reserved';
  const facts = {
    sync: header >>> 21 === 0x7ff,
    version,
    layer: 4 - ((header >>> 17) & 3),
    sampleRate: rates[version]?.[(header >>> 10) & 3],
    mono: ((header >>> 6) & 3) === 3,
  };
  // A mono MPEG-2 frame has 9 bytes of side information after its 4-byte header; then the Xing/Info tag.
  const tag = offset + 4 + 9;
  const tagName = bytes.toString('latin1', tag, tag + 4);
  const flags = bytes.readUInt32BE(tag + 4);
  const frames = flags & 1 ? bytes.readUInt32BE(tag + 8) : undefined;
  // After the flags: the frame count, byte count, seek table and quality, each there if its flag is set.
  const fields: [flag: number, size: number][] = [
    [1, 4],
    [2, 4],
    [4, 100],
    [8, 4],
  ];
  const lame = tag + 8 + fields.reduce((size, [flag, length]) => size + (flags & flag ? length : 0), 0);
  // LAME's tag gives the encoder's delay and padding (12 bits each) 21 bytes in.
  const delayAndPadding = bytes.readUIntBE(lame + 21, 3);
  const delay = delayAndPadding >>> 12;
  const padding = delayAndPadding & 0xfff;
  const samplesPerFrame = version === 'MPEG-1' ? 1152 : 576;
  return {
    ...facts,
    tagName,
    // What a gapless decoder plays: every frame's samples less the encoder's delay and padding.
    samples: frames === undefined ? undefined : frames * samplesPerFrame - delay - padding,
  };
}

describe('the music files', () => {
  it.each(MUSIC_FILES)('%s.mp3 is a small mono MP3 of its loop and the pads around it', (file) => {
    const bytes = readFileSync(new URL(`${file}.mp3`, AUDIO_DIR));
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(MAX_BYTES);
    const seconds = (MUSIC_LOOP_MS[file] + 2 * MUSIC_PAD_MS) / 1000;
    expect(mp3Facts(bytes)).toEqual({
      sync: true,
      version: 'MPEG-2',
      layer: 3,
      sampleRate: SAMPLE_RATE,
      mono: true,
      tagName: 'Info',
      samples: seconds * SAMPLE_RATE,
    });
  });

  it('are all that public/audio holds, with their licence', () => {
    expect(readdirSync(AUDIO_DIR).sort()).toEqual(
      ['LICENSE', ...MUSIC_FILES.map((file) => `${file}.mp3`)].sort(),
    );
    const licence = readFileSync(new URL('LICENSE', AUDIO_DIR), 'utf8');
    expect(licence).toContain('CC0 1.0');
    expect(licence).toContain('scripts/music/compose.ts');
  });

  it('are played through howler, which nothing else in the SPA imports (so /join never loads it)', () => {
    const sources = readdirSync(SRC_DIR, { recursive: true, encoding: 'utf8' }).filter(
      (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path),
    );
    const importers = sources.filter((path) =>
      /from 'howler'|import\('howler'\)/.test(readFileSync(new URL(path, SRC_DIR), 'utf8')),
    );
    expect(importers).toEqual(['features/host/music.ts']);
  });
});
