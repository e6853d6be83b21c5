// A small node listened to for the length of a call, on the connection that runs transactions on it (or
// below it): a transaction's first guess is then the real value, so it commits in one round trip, not two;
// the value a transaction committed arrives before the transaction's answer, with any server value (a
// timestamp) as the server resolved it; and the call can wait for the node's next change.
import type { DbPath } from '@/domain';
import type { DataSnapshot, Database, Reference } from 'firebase-admin/database';
import { valueAt } from './reads';

export class WatchedNode<T> {
  private value: T | null = null;
  private readonly changeWaiters = new Set<() => void>();
  private listener: ((snapshot: DataSnapshot) => void) | null = null;

  private constructor(readonly ref: Reference) {}

  /** Starts listening to `path` of `database`; resolves once the node's value has arrived. */
  static async open<T>(database: Database, path: DbPath<T>): Promise<WatchedNode<T>> {
    const ref = database.ref(path);
    const watch = new WatchedNode<T>(ref);
    await new Promise<void>((resolve, reject) => {
      watch.listener = ref.on(
        'value',
        (snapshot) => {
          watch.value = valueAt(path, snapshot);
          for (const waiter of [...watch.changeWaiters]) waiter();
          resolve();
        },
        reject,
      );
    });
    return watch;
  }

  /** The node's value as the server last sent it. */
  get latest(): T | null {
    return this.value;
  }

  /** Resolves at the node's next change, or after `ms`, whichever comes first. */
  nextChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.changeWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      this.changeWaiters.add(done);
    });
  }

  close(): void {
    if (this.listener) this.ref.off('value', this.listener);
  }
}
