// The player's side of a live game (SPEC §2 Player screen, §4 player modes, §8 Game): joining or
// rejoining (by a tap on Rejoin, or by itself when the tab is reloaded mid-game), the game as the player
// sees it (sharedInfo, their own record, the server's clock), what this tab answered, and leaving when the
// record disappears. Firebase stays behind playGateway; what the
// phone shows is derived from this state by playerScreen.
import { create } from 'zustand';
import { canRejoin, checkPlayerName, gameMessages, normalizeRoomCode } from '@/domain';
import type { PlayerView, SavedJoin, SharedInfo, PlayerAnswer } from '@/domain';
import { joinGame, readGameEnded, readRoomGame, sendAnswer, watchGame } from './playGateway';
import {
  readAnsweredQuestion,
  readPlayingGame,
  readSavedJoin,
  rejoinableJoin,
  writeAnsweredQuestion,
  writePlayerName,
  writePlayingGame,
  writeRemovedFromGame,
  writeSavedJoin,
} from './savedJoin';

/**
 * opening: the page has not yet looked at its saved join (openPage), and shows nothing, so that the form
 * never flashes before the check; checking: whether the game of the saved join is still running (before
 * the form offers Rejoin, or a reload goes back into it); form: the join form; connecting: a join on its
 * way; playing.
 */
export type PlayStage = 'opening' | 'checking' | 'form' | 'connecting' | 'playing';

export interface PlayState {
  stage: PlayStage;
  /** Why the last join failed, shown under the form. */
  joinError: string | null;
  join: SavedJoin | null;
  /** undefined until the first value arrives. */
  shared: SharedInfo | null | undefined;
  record: PlayerView | null | undefined;
  /** Server time minus the device's time (the games database's .info/serverTimeOffset). */
  serverOffset: number;
  answeredQuestion: number | null;
  refusedQuestion: number | null;
  /**
   * What the player has chosen or typed for a question but not sent (answerDraft.ts): kept here, as the
   * answer screen unmounts while the game is paused, and comes back with what it held on the resume.
   */
  answerDraft: { questionNumber: number; value: unknown } | null;
}

const initialState = (): PlayState => ({
  stage: 'opening',
  joinError: null,
  join: null,
  shared: undefined,
  record: undefined,
  serverOffset: 0,
  answeredQuestion: null,
  refusedQuestion: null,
  answerDraft: null,
});

export const usePlayStore = create<PlayState>()(initialState);

/** What leaving does to the page, and how it was opened; tests replace these (jsdom cannot alert or reload). */
export const page = {
  alert: (message: string) => window.alert(message),
  reload: () => window.location.reload(),
  /** Whether this document came from a reload of the tab, not a link, the address bar or Back. */
  reloaded: (): boolean => {
    if (typeof performance.getEntriesByType !== 'function') return false;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return navigation?.type === 'reload';
  },
};

/** A failed joinGame, as the form tells it: the unknown room is SPEC §8's alert, anything else a line under the form. */
export function joinFailure(error: unknown): { alert: string } | { message: string } {
  const code = (error as { code?: unknown } | null)?.code;
  // The functions SDK ends the server's message with the HTTP status ("… Try another one. [409]").
  const message = error instanceof Error ? error.message.replace(/ \[\d{3}\]$/u, '') : '';
  if (code === 'functions/not-found') return { alert: gameMessages.unknownRoom };
  if (
    (code === 'functions/already-exists' ||
      code === 'functions/invalid-argument' ||
      code === 'functions/failed-precondition') &&
    message
  ) {
    return { message };
  }
  return { message: UNREACHABLE };
}

const UNREACHABLE = 'Could not reach Loqi. Check your connection and try again.';

let stopWatching: (() => void) | null = null;
/** Counts the page's openings and closings: a check begun before the last one no longer applies. */
let opening = 0;

/** Leaves the game for good: the saved join is forgotten and the page reloads onto the join form (SPEC §4, §8). */
function leaveGame(): void {
  stopWatching?.();
  stopWatching = null;
  writeSavedJoin(localStorage, null);
  writePlayingGame(sessionStorage, null);
  // Without a word, a player put out of the game would only see an empty form.
  writeRemovedFromGame(sessionStorage);
  page.reload();
}

function play(join: SavedJoin): void {
  stopWatching?.();
  writePlayingGame(sessionStorage, join.gameID);
  usePlayStore.setState({
    ...initialState(),
    stage: 'playing',
    join,
    answeredQuestion: readAnsweredQuestion(sessionStorage, join.gameID),
  });
  stopWatching = watchGame(join, {
    onShared: (shared) => usePlayStore.setState({ shared }),
    onRecord: (record) => {
      if (record === null) leaveGame();
      else usePlayStore.setState({ record });
    },
    onServerOffset: (serverOffset) => usePlayStore.setState({ serverOffset }),
    onRefused: leaveGame,
    // Nothing says the join is over: it stays saved, and the form offers Rejoin again.
    onUnreachable: () => {
      closeGame();
      writePlayingGame(sessionStorage, null);
      usePlayStore.setState({ stage: 'form', joinError: UNREACHABLE });
    },
  });
}

/**
 * Whether the game of `join` is still running: its room code still leads to it, and it has not shown its
 * last results. A game that ended is never rejoined.
 */
async function stillRunning(join: SavedJoin): Promise<boolean> {
  const [roomGame, ended] = await Promise.all([readRoomGame(join.roomCode), readGameEnded(join.gameID)]);
  return roomGame === join.gameID && !ended;
}

/**
 * What the page does as it opens, with the room code of its address (?code=, or null): with a saved join
 * under 6 hours old for that code (or for none), it checks that the join's game is still running. If not,
 * the join is forgotten, and the form starts empty. If it is, a tab reloaded while it showed that game goes
 * back into it with no tap; any other arrival (a link, the address bar, Back) gets the form, which offers
 * Rejoin.
 */
export async function openPage(urlCode: string | null): Promise<void> {
  const opened = ++opening;
  const now = Date.now();
  const saved = readSavedJoin(localStorage);
  const forThisCode = urlCode === null || urlCode === '' || normalizeRoomCode(urlCode) === saved?.roomCode;
  const playingGame = readPlayingGame(sessionStorage);
  if (!saved || !forThisCode || !canRejoin(saved, saved.roomCode, now)) {
    writePlayingGame(sessionStorage, null);
    usePlayStore.setState({ stage: 'form' });
    return;
  }
  const resume = page.reloaded() && playingGame === saved.gameID;
  usePlayStore.setState({ stage: 'checking' });
  let running: boolean;
  try {
    running = await stillRunning(saved);
  } catch {
    // Not known, with the database out of reach: nothing is forgotten, and the game's own listen (or
    // Rejoin, which checks again) tells the rest.
    running = true;
  }
  if (opened !== opening) return;
  if (running && resume) return play(saved);
  if (!running) writeSavedJoin(localStorage, null);
  writePlayingGame(sessionStorage, null);
  usePlayStore.setState({ stage: 'form' });
}

/**
 * Joins the game `roomCode` opens as `username`; with a saved join for the code under 6 hours old, rejoins
 * with it instead when the code still leads to that game (ongoing/{roomCode}/id), without calling joinGame.
 */
export async function joinRoom(roomCode: string, username: string): Promise<void> {
  if (usePlayStore.getState().stage !== 'form') return;
  const saved = rejoinableJoin(localStorage, roomCode, Date.now());
  const name = checkPlayerName(username);
  if (!saved && !name.ok) {
    usePlayStore.setState({ joinError: name.problem });
    return;
  }
  usePlayStore.setState({ stage: 'connecting', joinError: null });
  try {
    if (saved) {
      if (await stillRunning(saved)) return play(saved);
      // The game is over, and its code free or taken by another game: this join is of no use any more.
      writeSavedJoin(localStorage, null);
      if (!name.ok) {
        usePlayStore.setState({ stage: 'form', joinError: name.problem });
        return;
      }
    }
    const answer = await joinGame(roomCode, name.ok ? name.name : username);
    const join: SavedJoin = {
      userSecret: answer.userSecret,
      userID: answer.userID,
      gameID: answer.gameID,
      roomCode,
      joinedAt: Date.now(),
      username: answer.username,
    };
    writeSavedJoin(localStorage, join);
    // The form offers the name typed next time, not one a game with friendly names gave.
    writePlayerName(localStorage, username.trim());
    play(join);
  } catch (error) {
    const failure = joinFailure(error);
    if ('alert' in failure) {
      page.alert(failure.alert);
      page.reload();
      return;
    }
    usePlayStore.setState({ stage: 'form', joinError: failure.message });
  }
}

/**
 * Answers the open question (an option's shown position, a list of them, or the typed text). The tab
 * remembers the question at once, so a reload shows "Waiting…"; an answer the rules refuse came too late.
 */
export async function submitAnswer(answer: PlayerAnswer): Promise<void> {
  const { join, shared, answeredQuestion } = usePlayStore.getState();
  if (!join || !shared) return;
  const { questionNumber } = shared.gameStatus.info;
  // One answer a question: a second tap or Enter while the first is on its way sends nothing.
  if (answeredQuestion === questionNumber) return;
  writeAnsweredQuestion(sessionStorage, join.gameID, questionNumber);
  usePlayStore.setState({ answeredQuestion: questionNumber });
  try {
    await sendAnswer(join, questionNumber, answer);
  } catch {
    usePlayStore.setState({ refusedQuestion: questionNumber });
  }
}

/** Clears the last join's error once the form is edited. */
export function editJoinForm(): void {
  if (usePlayStore.getState().joinError !== null) usePlayStore.setState({ joinError: null });
}

/**
 * Stops listening and forgets the game, keeping the saved join (the page closes, or a test ends): the next
 * page to open starts from the saved join again.
 */
export function closeGame(): void {
  opening += 1;
  stopWatching?.();
  stopWatching = null;
  usePlayStore.setState(initialState());
}
