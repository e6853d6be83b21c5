// The host screen's wiring of hostFlow to the database and to timers: the game as it changes, the
// server's clock, and the steps the host sends by itself (with the backup timer).
import { createContext, use, useEffect, useState } from 'react';
import type { GameQuiz, HostInfo, HostStep, Player, SharedInfo, Submission } from '@/domain';
import { scheduledStep, STEP_RETRY_MS, type HostView } from './hostFlow';
import { sendHostStep, watchGame } from './hostGateway';

/** Everything the host screen shows of a game, once all of it has arrived. */
export interface HostGame extends HostView {
  gameId: string;
  sharedInfo: SharedInfo;
  quiz: GameQuiz;
}

export type HostGameState =
  | { kind: 'loading' }
  /** The game does not exist (any more), or the user is not its host. */
  | { kind: 'missing' }
  | { kind: 'ready'; game: HostGame };

interface Received {
  hostInfo?: HostInfo | null;
  roster?: Record<string, Player>;
  submitted?: Record<string, Submission>;
  sharedInfo?: SharedInfo | null;
  quiz?: GameQuiz | null;
  refused?: boolean;
}

/**
 * The game `gameId` as its host sees it, rebuilt from the database alone (hostInfo, the roster, the
 * Submissions, sharedInfo, gameQuizzes), so that a reload comes back to where the game is; and the
 * database's clock offset.
 */
export function useHostGame(gameId: string): { state: HostGameState; serverOffset: number } {
  const [received, setReceived] = useState<Received>({});
  const [serverOffset, setServerOffset] = useState(0);

  useEffect(() => {
    const receive = (change: Received) => setReceived((previous) => ({ ...previous, ...change }));
    return watchGame(gameId, {
      hostInfo: (hostInfo) => receive({ hostInfo }),
      roster: (roster) => receive({ roster }),
      submitted: (submitted) => receive({ submitted }),
      sharedInfo: (sharedInfo) => receive({ sharedInfo }),
      quiz: (quiz) => receive({ quiz }),
      serverOffset: setServerOffset,
      refused: (error) => {
        console.warn(`The host cannot read game ${gameId}:`, error.message);
        receive({ refused: true });
      },
    });
  }, [gameId]);

  const { hostInfo, roster, submitted, sharedInfo, quiz, refused } = received;
  if (refused || hostInfo === null || sharedInfo === null || quiz === null) {
    return { state: { kind: 'missing' }, serverOffset };
  }
  if (!hostInfo || !roster || !submitted || !sharedInfo || !quiz) {
    return { state: { kind: 'loading' }, serverOffset };
  }
  const game = { gameId, hostInfo, roster, submitted, sharedInfo, quiz };
  return { state: { kind: 'ready', game }, serverOffset };
}

/** The live-game database's clock minus this device's, in ms, for everything below the host screen. */
export const ServerOffsetContext = createContext(0);

/** The live-game database's clock minus this device's (ServerOffsetContext). */
export const useServerOffset = (): number => use(ServerOffsetContext);

/** Server time the host paused the phase at, or null while it runs (hostInfo.gameStatus.pausedAt). */
export const PausedAtContext = createContext<number | null>(null);

/** The phase's clock for its timers: the server's time now, renewed every `tickMs`, or the pause's moment while paused. */
export function usePhaseNow(tickMs: number): number {
  const pausedAt = use(PausedAtContext);
  const now = useServerNow(pausedAt === null ? tickMs : null);
  return pausedAt ?? now;
}

/** The server's time now (ms), renewed every `tickMs` while `tickMs` is not null. */
export function useServerNow(tickMs: number | null): number {
  const offset = use(ServerOffsetContext);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    if (tickMs === null) return;
    const timer = setInterval(() => setNow(Date.now() + offset), tickMs);
    return () => clearInterval(timer);
  }, [offset, tickMs]);
  return now;
}

/**
 * Sends, at its time by the server's clock, the step the game waits for the host to send by itself
 * (hostFlow.scheduledStep), then again STEP_RETRY_MS after each answer or failure while the game has not
 * moved on: the backup timer. The server treats a step that has already happened as done, so repeats
 * are harmless; but only one request is on its way at a time, so that a slow server is not buried under
 * a new request every few seconds (a lost one ends at HOST_STEP_TIMEOUT_MS).
 */
export function useScheduledSteps(gameId: string, view: HostView | null, serverOffset: number): void {
  const scheduled = view ? scheduledStep(view) : null;
  const kind = scheduled?.step.kind;
  const questionNumber =
    scheduled && scheduled.step.kind !== 'startPlaying' ? scheduled.step.questionNumber : 0;
  const at = scheduled?.at;

  useEffect(() => {
    if (kind === undefined || kind === 'startPlaying' || at === undefined) return;
    const step: HostStep = { kind, questionNumber };
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const send = async () => {
      try {
        await sendHostStep(gameId, step);
      } catch (error) {
        console.warn(`${kind} of question ${questionNumber + 1} failed; trying again.`, error);
      }
      if (!stopped) timer = setTimeout(() => void send(), STEP_RETRY_MS);
    };
    timer = setTimeout(() => void send(), Math.max(0, at - (Date.now() + serverOffset)));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [gameId, kind, questionNumber, at, serverOffset]);
}

/**
 * A step or kick the host asks for with a button: whether it is on its way, and whether the last one
 * failed. What it changes arrives through the game's listeners.
 */
export function useHostAction(): {
  pending: boolean;
  failed: boolean;
  run: (action: () => Promise<void>) => void;
} {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = (action: () => Promise<void>) => {
    setPending(true);
    setFailed(false);
    action().then(
      () => setPending(false),
      (error: unknown) => {
        console.warn('A host action failed:', error);
        setPending(false);
        setFailed(true);
      },
    );
  };
  return { pending, failed, run };
}
