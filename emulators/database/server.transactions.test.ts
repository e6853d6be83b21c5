// Transactions (https://firebase.google.com/docs/database/web/read-and-write, "Save data as transactions"):
// the SDK sends its put with the hash of the data it computed from; the server refuses it with
// "datastale" when the data moved on, and the SDK reruns the update on the fresh data.

import { get, ref, runTransaction, set } from 'firebase/database';
import { describe, expect, test } from 'vitest';
import { startHarness } from './test/harness';

describe('transactions', () => {
  test('20 clients incrementing one counter 10 times each end at exactly 200', async () => {
    const { client, raw, metrics } = await startHarness();
    const clients = Array.from({ length: 20 }, () => client());
    await Promise.all(
      clients.map(async (db) => {
        for (let i = 0; i < 10; i++) {
          const result = await runTransaction(ref(db, 'counter'), (value: number | null) => (value ?? 0) + 1);
          expect(result.committed).toBe(true);
        }
      }),
    );
    expect((await get(ref(client(), 'counter'))).val()).toBe(200);
    // Contention happened: far more puts were received than the 200 that succeeded, and the metrics
    // count each one refused as stale at the counter's path.
    const report = await metrics();
    expect(report.total.messagesReceived).toBeGreaterThan(200 + 20 * 3);
    const stale = report.connections.reduce(
      (sum, { staleTransactions }) => sum + (staleTransactions['counter'] ?? 0),
      0,
    );
    expect(stale).toBeGreaterThan(0);
    expect(
      Object.keys(
        report.connections.find((c) => Object.keys(c.staleTransactions).length > 0)?.staleTransactions ?? {},
      ),
    ).toEqual(['counter']);
    expect(await (await raw()).request('p', { p: '/counter', d: 0, h: 'stale' })).toEqual({
      s: 'datastale',
      d: expect.any(String) as unknown,
    });
    // Hundreds of refused and rerun puts over 20 connections: well over vitest's default 5 s when the
    // machine is busy with the rest of `npm test`.
  });

  test('a transaction on data with priorities and fractions commits at once', async () => {
    const { client } = await startHarness();
    const writer = client();
    await set(ref(writer, 'doc'), { a: { '.value': 0.1, '.priority': 2 }, b: { c: 'é', '.priority': 'z' } });
    const db = client();
    let runs = 0;
    const result = await runTransaction(ref(db, 'doc'), (doc: Record<string, unknown> | null) => {
      runs++;
      return doc && { ...doc, n: 1 };
    });
    expect(result.committed).toBe(true);
    // One run on the empty local cache, one on the server's data: its hash matched at the first put.
    expect(runs).toBe(2);
    expect((await get(ref(writer, 'doc/n'))).val()).toBe(1);
  });
});
