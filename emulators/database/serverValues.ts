// Server values ({".sv": ...} placeholders), resolved when the write reaches the server
// (serverTimestamp() and increment() in https://firebase.google.com/docs/reference/js/database).

import { InvalidDataError } from './path';

/**
 * The value a placeholder stands for. `existing` is the leaf value at the written location before
 * the write (null when absent or not a leaf): an increment adds to a number and, like the real
 * service, replaces anything else with the delta.
 */
export function resolveServerValue(spec: unknown, existing: unknown, now: number): number {
  if (spec === 'timestamp') return now;
  if (typeof spec === 'object' && spec !== null && 'increment' in spec) {
    const delta = (spec as { increment: unknown }).increment;
    if (typeof delta !== 'number' || !Number.isFinite(delta)) {
      throw new InvalidDataError('The increment server value needs a number');
    }
    return typeof existing === 'number' ? existing + delta : delta;
  }
  throw new InvalidDataError(`Unknown server value ${JSON.stringify(spec)}`);
}
