import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

/** howler as far as music.ts uses it: sounds that remember what was done to them. */
const fake = vi.hoisted(() => {
  interface FakeSound {
    id: number;
    sprite: string;
    volume: number;
    playing: boolean;
    fades: [from: number, to: number, ms: number][];
  }

  class FakeHowl {
    static all: FakeHowl[] = [];
    static nextId = 1;
    readonly sounds: FakeSound[] = [];
    /** The file's name without its folder and ending, e.g. "lobby". */
    readonly file: string;
    private readonly listeners = new Map<string, Listener[]>();

    constructor(readonly options: { src: string[]; sprite: Record<string, [number, number, boolean]> }) {
      FakeHowl.all.push(this);
      this.file = options.src.join().replace(/^.*\/|\.mp3$/g, '');
    }

    sound(id: number): FakeSound {
      const sound = this.sounds.find((s) => s.id === id);
      if (!sound) throw new Error(`No sound ${id} in ${this.file}`);
      return sound;
    }

    play(sprite: string): number {
      const sound = { id: FakeHowl.nextId++, sprite, volume: 1, playing: true, fades: [] };
      this.sounds.push(sound);
      return sound.id;
    }

    fade(from: number, to: number, ms: number, id: number): this {
      const sound = this.sound(id);
      sound.fades.push([from, to, ms]);
      sound.volume = to;
      return this;
    }

    volume(id: number): number {
      return this.sound(id).volume;
    }

    stop(id?: number): this {
      for (const sound of this.sounds) if (id === undefined || sound.id === id) sound.playing = false;
      return this;
    }

    once(event: string, listener: Listener): this {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }

    emit(event: string): void {
      const listeners = this.listeners.get(event) ?? [];
      this.listeners.delete(event);
      for (const listener of listeners) listener();
    }
  }

  class FakeContext extends EventTarget {
    state: AudioContextState = 'running';
  }

  const Howler = { usingWebAudio: true, ctx: new FakeContext(), mute: (muted: boolean) => void muted };
  return { FakeHowl, FakeContext, Howler };
});

vi.mock('howler', () => ({ Howl: fake.FakeHowl, Howler: fake.Howler }));

const { FakeHowl, FakeContext, Howler } = fake;
let music: typeof import('./music');

/** What plays now (not fading away), as file names. */
const playing = () =>
  FakeHowl.all.flatMap((howl) => howl.sounds.filter((s) => s.playing && s.volume > 0).map(() => howl.file));
const soundsOf = (file: string) => FakeHowl.all.find((howl) => howl.file === file)?.sounds ?? [];
function firstSoundOf(file: string) {
  const [sound] = soundsOf(file);
  if (!sound) throw new Error(`${file} never played`);
  return sound;
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  localStorage.clear();
  FakeHowl.all = [];
  Howler.ctx = new FakeContext();
  Howler.mute = vi.fn();
  music = await import('./music');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('music', () => {
  it('loads each file once, looping the span between the pads', async () => {
    await music.play('lobby');

    expect(FakeHowl.all.map((howl) => [howl.options.src, howl.options.sprite])).toEqual([
      [['/audio/lobby.mp3'], { loop: [250, 32_000, true] }],
      [['/audio/play-1.mp3'], { loop: [250, 25_600, true] }],
      [['/audio/play-2.mp3'], { loop: [250, 30_720, true] }],
      [['/audio/end.mp3'], { loop: [250, 16_000, true] }],
    ]);
    expect(soundsOf('lobby')).toEqual([
      expect.objectContaining({ sprite: 'loop', playing: true, fades: [[0, 0.8, music.MUSIC_CROSSFADE_MS]] }),
    ]);
  });

  it('crossfades to a new track and leaves a track that already plays alone', async () => {
    await music.play('lobby');
    await music.play('lobby');
    expect(soundsOf('lobby')).toHaveLength(1);

    await music.play('play');
    const lobby = firstSoundOf('lobby');
    expect(lobby.fades.at(-1)).toEqual([0.8, 0, music.MUSIC_CROSSFADE_MS]);
    expect(lobby.playing).toBe(true); // fading away
    vi.advanceTimersByTime(music.MUSIC_CROSSFADE_MS);
    expect(lobby.playing).toBe(false);
    expect(playing()).toEqual(['play-1']);
    expect(music.useMusicStore.getState().track).toBe('play');

    await music.play('play');
    expect(soundsOf('play-1')).toHaveLength(1);
  });

  it('fades out over 3000 ms when a question ends, and takes turns between the question loops', async () => {
    await music.play('play');
    await music.fadeOut();
    const first = firstSoundOf('play-1');
    expect(first.fades.at(-1)).toEqual([0.8, 0, 3000]);
    vi.advanceTimersByTime(2999);
    expect(first.playing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(first.playing).toBe(false);
    expect(music.useMusicStore.getState().track).toBeNull();

    const variants: string[] = [];
    for (let question = 2; question <= 4; question++) {
      await music.play('play');
      variants.push(...playing());
      await music.fadeOut();
      vi.advanceTimersByTime(3000);
    }
    expect(variants).toEqual(['play-2', 'play-1', 'play-2']);

    await music.play('end');
    expect(playing()).toEqual(['end']);
  });

  it('stops everything at once, also what is fading away', async () => {
    await music.play('lobby');
    await music.play('play');
    await music.stop();
    expect(FakeHowl.all.flatMap((howl) => howl.sounds).filter((s) => s.playing)).toEqual([]);
  });

  it('needs no howler to be silent', async () => {
    await music.fadeOut();
    await music.stop();
    expect(FakeHowl.all).toEqual([]);
  });

  it('waits for the browser to unlock audio, then plays what was asked for last', async () => {
    Howler.ctx.state = 'suspended';
    music.preload();
    await music.play('lobby');
    await music.play('play');
    expect(playing()).toEqual([]);

    Howler.ctx.state = 'running';
    Howler.ctx.dispatchEvent(new Event('statechange'));
    expect(playing()).toEqual(['play-1']);
    expect(soundsOf('lobby')).toEqual([]);
  });

  it('also starts on howler’s own unlock event', async () => {
    Howler.ctx.state = 'suspended';
    await music.play('lobby');
    FakeHowl.all[0]?.emit('unlock');
    expect(playing()).toEqual(['lobby']);
  });

  it('stays silent, and says why, when howler cannot be loaded (offline)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    vi.doMock('howler', () => Promise.reject(new Error('offline')));
    try {
      const offline = await import('./music');
      await expect(offline.play('lobby')).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith('The music could not start:', expect.any(Error));
    } finally {
      vi.doMock('howler', () => ({ Howl: FakeHowl, Howler }));
      warn.mockRestore();
    }
  });

  it('keeps the mute choice in localStorage, and applies it to howler', async () => {
    expect(music.isMuted()).toBe(false);
    music.setMuted(true);
    expect(localStorage.getItem('loqi.musicMuted')).toBe('true');
    expect(music.useMusicStore.getState().muted).toBe(true);

    vi.resetModules();
    const reloaded = await import('./music');
    expect(reloaded.isMuted()).toBe(true);
    await reloaded.play('lobby');
    expect(Howler.mute).toHaveBeenLastCalledWith(true);
    reloaded.setMuted(false);
    expect(Howler.mute).toHaveBeenLastCalledWith(false);
    expect(localStorage.getItem('loqi.musicMuted')).toBe('false');
  });
});
