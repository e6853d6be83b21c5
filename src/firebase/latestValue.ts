// A listener's values, delivered at most once per window: the first change at once, the latest of a
// burst when the window ends. A location that changes thousands of times a second (a hall of players
// answering, each answer one change of the host's hostInfo) is then read once per window, not once per
// change: reading it whole (snapshot.val()) for each of 10,000 answers would stall the host's screen.

export interface LatestValue<T> {
  /** A new value (read only when it is delivered). */
  next(read: () => T): void;
  /** No more deliveries. */
  stop(): void;
}

export function latestValueEvery<T>(windowMs: number, deliver: (value: T) => void): LatestValue<T> {
  let pending: (() => T) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastDelivery = -Infinity;
  let stopped = false;
  const flush = () => {
    timer = null;
    const read = pending;
    pending = null;
    if (read === null || stopped) return;
    lastDelivery = Date.now();
    deliver(read());
  };
  return {
    next(read) {
      pending = read;
      if (timer !== null) return;
      const wait = lastDelivery + windowMs - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
