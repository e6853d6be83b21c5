// A value that arrives over time (a listened location, an SDK client's or a light player's), with waits
// for a value that passes a test: what clients.ts's Watched and lightPlayer.ts's LightWatched share.

import { scaledMs } from '../timeScale';

/** How long a wait for a value gives up after, unless told otherwise. */
export const WAIT_MS = scaledMs(20_000);

export abstract class AwaitedValue<T> {
  /** undefined until the first value arrives. */
  value: T | null | undefined = undefined;
  /** Why the value will not come (a cancelled listen, a lost connection). */
  error: Error | null = null;
  /** Thousands of players wait at once, then hold nothing between waits. */
  private waiters: Set<() => void> | null = null;

  constructor(readonly what: string) {}

  /** Waits until the latest value passes `accept`, and returns it. Rejects on an error or after `timeoutMs`. */
  until(accept: (value: T | null) => boolean, timeoutMs = WAIT_MS): Promise<T | null> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.value !== undefined && accept(this.value)) {
          finish();
          resolve(this.value);
        } else if (this.error !== null) {
          finish();
          reject(new Error(`${this.what}: the listen failed: ${this.error.message}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(
          new Error(
            `${this.what}: no acceptable value after ${timeoutMs} ms; last: ${JSON.stringify(this.value)}`,
          ),
        );
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiters?.delete(check);
        if (this.waiters?.size === 0) this.waiters = null;
      };
      (this.waiters ??= new Set()).add(check);
      check();
    });
  }

  /** A new value: the waits check it. */
  protected arrived(value: T | null): void {
    this.value = value;
    this.notify();
  }

  /** The value will not come: the waits fail. */
  protected failed(error: Error): void {
    if (this.error !== null) return;
    this.error = error;
    this.notify();
  }

  private notify(): void {
    if (this.waiters) for (const waiter of [...this.waiters]) waiter();
  }
}
