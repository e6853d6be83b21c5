// A namespace's clock, for tests that need exact server times: the rules' `now`, server timestamps
// and transactions all read it. By default it is real time; a test may freeze it or shift it.

/** Real time (null), frozen at a time in ms since the epoch, or real time shifted by an offset in ms. */
export type ClockSetting = { frozenAt: number } | { offsetMs: number } | null;

/** Thrown for a clock setting that is not one of the three shapes. */
export class InvalidClockError extends Error {
  override readonly name = 'InvalidClockError';
}

export class Clock {
  private current: ClockSetting = null;

  get setting(): ClockSetting {
    return this.current;
  }

  /** Throws InvalidClockError, keeping the current setting, for anything that is not a ClockSetting. */
  set(setting: unknown): void {
    this.current = parseClockSetting(setting);
  }

  /** The time in ms since the epoch. */
  now(): number {
    const setting = this.current;
    if (setting === null) return Date.now();
    return 'frozenAt' in setting ? setting.frozenAt : Date.now() + setting.offsetMs;
  }
}

const SHAPES = 'null, {"frozenAt": <ms since the epoch>} or {"offsetMs": <ms>}';

/** A copy of a valid setting; the numbers must be whole (server times are whole ms). */
export function parseClockSetting(value: unknown): ClockSetting {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidClockError(`A clock setting is ${SHAPES}, got ${JSON.stringify(value)}`);
  }
  const keys = Object.keys(value);
  const [key] = keys;
  if (keys.length !== 1 || (key !== 'frozenAt' && key !== 'offsetMs')) {
    throw new InvalidClockError(`A clock setting is ${SHAPES}, got the keys ${JSON.stringify(keys)}`);
  }
  const ms: unknown = (value as Record<string, unknown>)[key];
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms)) {
    throw new InvalidClockError(`The clock's ${key} must be a whole number of ms, got ${JSON.stringify(ms)}`);
  }
  return key === 'frozenAt' ? { frozenAt: ms } : { offsetMs: ms };
}
