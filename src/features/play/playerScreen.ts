// What the player's phone shows (SPEC §4 player modes), derived from what the game says (sharedInfo), the
// player's own record, what this tab has answered and the server's time. Plain logic: the page renders
// the screen this returns and re-derives it when `changesAt` comes. A phase's screen has the phase's name
// (gamePhases.ts); the others are the phone's own.
import {
  GAME_PHASES,
  phaseEndsAt,
  phaseOfMode,
  PlayerMode,
  type PlayerStanding,
  type PlayerView,
  type SharedInfo,
} from '@/domain';
import type { QuestionOnDevices, QuestionType } from '@/domain';

export type PlayerScreen =
  /** Still waiting for the game's first values. */
  | { kind: 'connecting' }
  /** Modes 1 and 2: the lobby and the quiz intro, waiting for the host. */
  | { kind: 'lobby' }
  | { kind: 'quizIntro' }
  /** Any mode while the host has paused the game: "Paused". */
  | { kind: 'paused' }
  /** Mode 3: "Question N of total" and a bar over the intro. */
  | {
      kind: 'questionIntro';
      questionNumber: number;
      totalQuestions: number;
      questionType: QuestionType;
      startedAt: number;
      duration: number;
      /** With "Show questions on devices", the title and description; null with the option off. */
      question: QuestionOnDevices | null;
    }
  /** Mode 4: the answer screen of the question's type. */
  | {
      kind: 'questionOpen';
      questionNumber: number;
      totalQuestions: number;
      questionType: QuestionType;
      options: number;
      /** Server time after which the rules refuse answers; null when the question has no time limit. */
      closesAt: number | null;
      /** With "Show questions on devices", the title, description and options' texts; null with it off. */
      question: QuestionOnDevices | null;
    }
  /** Mode 5: answered, or the time ran out before an answer was taken. */
  | { kind: 'submitted'; questionNumber: number; totalQuestions: number; timeUp: boolean }
  /** The game ended before its end: an update could not go on with it (GAME_LAYOUT). */
  | { kind: 'endedByUpdate' }
  /** Mode 6: how the player did; no standing when they joined after the question was scored. */
  | {
      kind: 'results';
      questionNumber: number;
      totalQuestions: number;
      final: boolean;
      standing: PlayerStanding | null;
      /** The question's explanation, which the server sends with its results; null when it has none. */
      explanation: string | null;
    };

export interface PlayerGame {
  /** undefined until the first value arrives. */
  shared: SharedInfo | null | undefined;
  record: PlayerView | null | undefined;
  /** The question this tab answered (its answer sent, or being sent). */
  answeredQuestion: number | null;
  /** The question whose answer the server refused (too late). */
  refusedQuestion: number | null;
  /** Server time in ms. */
  serverNow: number;
}

export interface DerivedScreen {
  screen: PlayerScreen;
  /** Server time at which the screen changes by itself (an answer window closing), if it will. */
  changesAt: number | null;
}

/** The screen for the game as it is now. */
export function playerScreen({
  shared,
  record,
  answeredQuestion,
  refusedQuestion,
  serverNow,
}: PlayerGame): DerivedScreen {
  const still = (screen: PlayerScreen): DerivedScreen => ({ screen, changesAt: null });
  if (shared?.gameStatus.endedBy === 'update') return still({ kind: 'endedByUpdate' });
  if (!shared || !record) return still({ kind: 'connecting' });
  const { mode, info, final } = shared.gameStatus;
  const { questionNumber, pausedMs = 0 } = info;
  const totalQuestions = shared.totalQuestions;
  if (info.pausedAt !== undefined) return still({ kind: 'paused' });
  // A mode no phase is stored as (none is written) waits, as in the lobby.
  const phase = phaseOfMode(mode) ?? 'lobby';
  switch (phase) {
    case 'lobby':
    case 'quizIntro':
      return still({ kind: phase });
    case 'questionIntro':
      return still({
        kind: 'questionIntro',
        questionNumber,
        totalQuestions,
        questionType: info.questionType,
        // Moved by the intro's ended pauses: its bar goes on from where it stopped.
        startedAt: info.time + pausedMs,
        duration: info.duration,
        question: info.question ?? null,
      });
    case 'questionOpen': {
      // The deadline the rules keep, moved by the question's ended pauses (pausing.ts).
      const closesAt = info.duration > 0 ? phaseEndsAt(info.time, info.duration, pausedMs) : null;
      const timeUp = refusedQuestion === questionNumber || (closesAt !== null && serverNow > closesAt);
      if (answeredQuestion === questionNumber || timeUp) {
        return still({ kind: 'submitted', questionNumber, totalQuestions, timeUp });
      }
      return {
        screen: {
          kind: 'questionOpen',
          questionNumber,
          totalQuestions,
          questionType: info.questionType,
          options: info.options,
          closesAt,
          question: info.question ?? null,
        },
        changesAt: closesAt,
      };
    }
    case 'results':
      return still({
        kind: 'results',
        questionNumber,
        totalQuestions,
        final: final === true,
        standing: record.standing?.questionNumber === questionNumber ? record.standing : null,
        explanation: info.explanation ?? null,
      });
  }
}

/** The SPEC §4 player mode a screen stands for (0 is the join form, shown before any game). */
export function modeOfScreen(screen: PlayerScreen): PlayerMode | null {
  switch (screen.kind) {
    case 'connecting':
    case 'paused':
    case 'endedByUpdate':
      return null;
    // Modes 1 and 2 are one waiting screen, which says 1: "After a successful join the mode becomes 1".
    case 'lobby':
    case 'quizIntro':
      return PlayerMode.Waiting;
    case 'questionIntro':
    case 'questionOpen':
    case 'results':
      return GAME_PHASES[screen.kind].stored.mode;
    case 'submitted':
      return PlayerMode.Submitted;
  }
}
