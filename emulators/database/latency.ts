// An optional latency, so that contention, retries and deadlines can be tested as production sees
// them: every message waits `ms` in each direction. At 0 (the default) nothing waits and no timer is
// set, so the hot path (a write fanned out to 10,000 connections) costs what it did without it.

export const MAX_LATENCY_MS = 10_000;

/** Thrown for a latency that is not a whole number of ms from 0 to MAX_LATENCY_MS. */
export class InvalidLatencyError extends Error {
  override readonly name = 'InvalidLatencyError';
}

const RANGE = `a whole number of ms from 0 to ${MAX_LATENCY_MS}`;

/** The latency itself, validated. */
export function checkLatency(ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
    throw new InvalidLatencyError(`The latency must be ${RANGE}, got ${JSON.stringify(ms)}`);
  }
  return ms;
}

/**
 * The latency written as text, by `source` (an option, an environment variable): digits only, so that
 * "", "1e3" and " 40" fail.
 */
export function parseLatencyText(text: string, source: string): number {
  if (!/^\d+$/.test(text) || Number(text) > MAX_LATENCY_MS) {
    throw new InvalidLatencyError(`${source} must be ${RANGE}, got ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/** The body of PUT /.settings/latency.json: exactly {"latencyMs": n}. */
export function parseLatencySetting(value: unknown): number {
  const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
  if (keys.length !== 1 || keys[0] !== 'latencyMs') {
    throw new InvalidLatencyError(`A latency setting is {"latencyMs": <ms>}, got ${JSON.stringify(value)}`);
  }
  return checkLatency((value as { latencyMs: unknown }).latencyMs);
}

/** The emulator's latency, and everything waiting for it, so that stop() can drop it all. */
export class Latency {
  private current: number;
  /** The lines with a timer set. */
  private readonly waiting = new Set<{ clear(): void }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(ms: number) {
    this.current = checkLatency(ms);
  }

  get ms(): number {
    return this.current;
  }

  /** Throws InvalidLatencyError, keeping the current latency, for an invalid one. */
  set(ms: unknown): void {
    this.current = checkLatency(ms);
  }

  /** A FIFO handing each item to `deliver` `ms` after it was pushed (see DelayLine). */
  line<T>(deliver: (item: T) => void): DelayLine<T> {
    return new DelayLine(this, this.waiting, deliver);
  }

  /** Resolves `ms` from now; never, once the emulator stops. */
  wait(): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, this.current);
      this.timers.add(timer);
    });
  }

  /**
   * The emulator stops: what is waiting is dropped, and what would wait from now on too, so that no
   * timer outlives it and nothing is handled after it.
   */
  stop(): void {
    this.stopped = true;
    for (const line of this.waiting) line.clear();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}

/**
 * One direction of one connection. An item is due `ms` after it is pushed, but never before the item
 * pushed before it (due = max(now + ms, previous due)), so that order holds when the latency changes at
 * runtime; one timer per line, for its first item, rather than one per item.
 */
export class DelayLine<T> {
  private readonly items: Array<{ due: number; item: T }> = [];
  private lastDue = 0;
  private timer: NodeJS.Timeout | undefined;

  /** Made by Latency.line(), which gives it the set to be in while its timer is set. */
  constructor(
    private readonly latency: Latency,
    private readonly waiting: Set<{ clear(): void }>,
    private readonly deliver: (item: T) => void,
  ) {}

  push(item: T): void {
    const ms = this.latency.ms;
    if (ms === 0 && this.items.length === 0) {
      this.deliver(item);
      return;
    }
    if (this.latency.isStopped) return;
    this.lastDue = Math.max(performance.now() + ms, this.lastDue);
    this.items.push({ due: this.lastDue, item });
    if (this.timer === undefined) this.schedule();
  }

  /** Drops the items still waiting. */
  clear(): void {
    this.items.length = 0;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting.delete(this);
  }

  private schedule(): void {
    const first = this.items[0];
    if (first === undefined) {
      this.waiting.delete(this);
      return;
    }
    // Rounded up, as timers count whole ms: rounded down, it would often wake before the item is due.
    this.timer = setTimeout(() => this.deliverDue(), Math.ceil(first.due - performance.now()));
    this.waiting.add(this);
  }

  private deliverDue(): void {
    this.timer = undefined;
    const now = performance.now();
    try {
      for (let first = this.items[0]; first !== undefined && first.due <= now; first = this.items[0]) {
        this.items.shift();
        this.deliver(first.item);
      }
    } finally {
      // Also after a delivery threw, so that the items behind it still leave.
      if (this.timer === undefined) this.schedule();
    }
  }
}
