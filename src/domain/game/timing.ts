// Durations of the live game (SPEC §4 and §9).
import {
  QUESTION_INTRO_BASE_MS,
  QUESTION_INTRO_MS_PER_TITLE_CHARACTER,
  REJOIN_VALIDITY_MS,
} from '../common/constants';
import type { SavedJoin } from './game';
import type { ExtraTimeFactor } from './gameOptions';

/** How long a question's intro shows: 3000 ms plus 20 ms per character of its title. */
export function questionIntroMs(title: string): number {
  // Count characters as people see them (code points), so an emoji is one character, not two.
  return QUESTION_INTRO_BASE_MS + QUESTION_INTRO_MS_PER_TITLE_CHARACTER * Array.from(title).length;
}

/**
 * How long a question is open for answers, in ms: its time limit times the game's extra time.
 * The open phase lasts this, the rules' deadline and the phones' timers follow from it, and the time bonus
 * is judged against it, so that a player given extra time is not penalised for using it. 0: no limit.
 */
export const answerTimeMs = (timeLimitSeconds: number, extraTime: ExtraTimeFactor): number =>
  timeLimitSeconds * extraTime * 1000;

/** Whether a saved join can still be used to rejoin the game with `roomCode`: same code, under 6 hours old. */
export function canRejoin(savedJoin: SavedJoin | null, roomCode: string, nowMs: number): boolean {
  if (savedJoin === null || savedJoin.roomCode !== roomCode) return false;
  const age = nowMs - savedJoin.joinedAt;
  return age >= 0 && age < REJOIN_VALIDITY_MS;
}

/** How far a phase of `duration` ms that started at `startedAt` has gone at `now`, from 0 to 1. */
export function phaseProgress(startedAt: number, duration: number, now: number): number {
  if (duration <= 0) return 1;
  return Math.min(1, Math.max(0, (now - startedAt) / duration));
}
