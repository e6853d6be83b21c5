// The host's music (SPEC §2, §4, §9): a loop in the lobby, one of two loops during each question, a loop on
// the final leaderboard, faded out over MUSIC_FADE_MS when a question ends.
//
//   import * as music from './music';
//   music.preload();          when the host page opens: loads howler and the files before the Play click
//   music.play('lobby');      idempotent: the track that already plays goes on; another one crossfades in
//   music.play('play');       at each question: the two variants take turns, question by question
//   music.fadeOut();          when a question ends (3000 ms)
//   music.play('end');        on the final leaderboard
//   music.stop();             when the host page closes
//
// howler is imported here only, and only on demand, so that no other page (above all /join) loads it.
// Browsers keep audio locked until a user gesture (the host's Play button is one); whatever is asked for
// before that starts on the first unlock. Muting is remembered in localStorage and works at any time.
import type { Howl } from 'howler';
import { create } from 'zustand';
import { MUSIC_FILES, MUSIC_LOOP_MS, MUSIC_PAD_MS, type MusicFile } from './musicTracks';

export type MusicTrack = 'lobby' | 'play' | 'end';

/** How long the music takes to fade out when a question ends (SPEC §9). */
export const MUSIC_FADE_MS = 3000;
/** How long one track fades into the next when the track changes. */
export const MUSIC_CROSSFADE_MS = 800;
const MUSIC_VOLUME = 0.8;
export const MUSIC_MUTED_KEY = 'loqi.musicMuted';

interface MusicState {
  muted: boolean;
  /** The track asked for last, or null once faded out or stopped. */
  track: MusicTrack | null;
}

function storedMuted(): boolean {
  try {
    return localStorage.getItem(MUSIC_MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The music's state, for components: `useMusicStore((s) => s.muted)`; `useMusicStore.subscribe` outside React. */
export const useMusicStore = create<MusicState>(() => ({ muted: storedMuted(), track: null }));

export const isMuted = () => useMusicStore.getState().muted;

export function setMuted(muted: boolean): void {
  useMusicStore.setState({ muted });
  try {
    localStorage.setItem(MUSIC_MUTED_KEY, String(muted));
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
  loaded?.howler.Howler.mute(muted);
}

interface Engine {
  howler: typeof import('howler');
  howls: Record<MusicFile, Howl>;
  /** False until the browser lets audio play; nothing starts before. */
  unlocked: boolean;
}

let engine: Promise<Engine> | undefined;
let loaded: Engine | undefined;
/** The file that should sound now, and how fast whatever sounds instead should fade away. */
let wanted: { file: MusicFile | null; fadeMs: number } = { file: null, fadeMs: 0 };
/** The sound that plays (not the ones fading away). */
let sounding: { file: MusicFile; id: number } | undefined;
let questionsPlayed = 0;

const musicUrl = (file: MusicFile) => `${import.meta.env.BASE_URL}audio/${file}.mp3`;

/** Loads howler and the files once; if howler cannot be loaded (offline), the music stays silent. */
function load(): Promise<Engine> {
  engine ??= import('howler').then(startEngine, (error: unknown) => {
    engine = undefined; // the next call tries again
    throw error;
  });
  return engine;
}

function startEngine(howler: typeof import('howler')): Engine {
  const howls = Object.fromEntries(
    MUSIC_FILES.map((file) => {
      const howl: Howl = new howler.Howl({
        src: [musicUrl(file)],
        format: ['mp3'],
        // The loop without the pads around it (see musicTracks.ts).
        sprite: { loop: [MUSIC_PAD_MS, MUSIC_LOOP_MS[file], true] },
        onloaderror: (_id, error) => console.warn(`The music ${file} could not be loaded:`, error),
        // HTML5 Audio (no Web Audio) refuses to play before a gesture: try again on the unlock.
        onplayerror: (id) => {
          if (sounding?.id !== id) return;
          sounding = undefined;
          howl.once('unlock', () => loaded && sync(loaded));
        },
      });
      return [file, howl];
    }),
  ) as Record<MusicFile, Howl>;
  const { Howler } = howler;
  Howler.mute(isMuted());
  const context = Howler.usingWebAudio ? Howler.ctx : undefined;
  const started: Engine = { howler, howls, unlocked: !context || context.state === 'running' };
  if (!started.unlocked) {
    const unlock = () => {
      if (started.unlocked) return;
      started.unlocked = true;
      sync(started);
    };
    howls.lobby.once('unlock', unlock);
    context?.addEventListener('statechange', () => context.state === 'running' && unlock());
  }
  loaded = started;
  return started;
}

/** Makes what sounds match what is wanted. */
function sync(music: Engine): void {
  if (!music.unlocked) return;
  const { file, fadeMs } = wanted;
  if (sounding?.file === file) return;
  if (sounding) fadeAway(music.howls[sounding.file], sounding.id, fadeMs);
  sounding = undefined;
  if (!file) return;
  const howl = music.howls[file];
  const id = howl.play('loop');
  howl.fade(0, MUSIC_VOLUME, MUSIC_CROSSFADE_MS, id);
  sounding = { file, id };
}

function fadeAway(howl: Howl, id: number, ms: number): void {
  if (ms <= 0) {
    howl.stop(id);
    return;
  }
  howl.fade(howl.volume(id) as number, 0, ms, id);
  setTimeout(() => howl.stop(id), ms);
}

function want(file: MusicFile | null, fadeMs: number, track: MusicTrack | null): Promise<void> {
  wanted = { file, fadeMs };
  useMusicStore.setState({ track });
  if (loaded) sync(loaded);
  // Silence needs no howler: without it nothing plays.
  else if (file || engine) return load().then(sync, warnSilent);
  return Promise.resolve();
}

const warnSilent = (error: unknown) => console.warn('The music could not start:', error);

/** Starts loading howler and the music files, so that music can start on the Play button's click. */
export function preload(): void {
  load().catch(warnSilent);
}

/**
 * Plays a track in a loop (the question music alternates between its two variants, question by
 * question). Asking for the track that already plays changes nothing; another one crossfades in. Before
 * the browser unlocks audio it only records the wish, and the track starts on the unlock.
 */
export function play(track: MusicTrack): Promise<void> {
  if (useMusicStore.getState().track === track) return engine?.then(() => undefined) ?? Promise.resolve();
  const file = track !== 'play' ? track : questionsPlayed++ % 2 === 0 ? 'play-1' : 'play-2';
  return want(file, MUSIC_CROSSFADE_MS, track);
}

/** Fades the music out (SPEC §4: when a question ends). */
export function fadeOut(ms: number = MUSIC_FADE_MS): Promise<void> {
  return want(null, ms, null);
}

/** Stops the music at once (when the host leaves the game). */
export function stop(): Promise<void> {
  const stopped = want(null, 0, null);
  // The sounds still fading away too.
  for (const howl of Object.values(loaded?.howls ?? {})) howl.stop();
  return stopped;
}
