// The server's node hash must equal the client SDK's (a transaction's put carries it, and the server
// answers "datastale" when they differ), so it is checked against the hash the SDK itself computes.

import { get, ref, set, type DataSnapshot } from 'firebase/database';
import { describe, expect, test } from 'vitest';
import { clientDoubleHex, hashOf } from './hash';
import { getAt, type Data } from './tree';
import { startHarness } from './test/harness';

/** The SDK's own hash of a snapshot's node (an internal, read here only to compare). */
function sdkHash(snapshot: DataSnapshot): string {
  return (snapshot as unknown as { _node: { hash(): string } })._node.hash();
}

describe('hash', () => {
  test('matches the SDK on leaves, priorities, numbers, unicode and key order', async () => {
    const { client, emulator, ns } = await startHarness();
    const db = client();
    const samples: Record<string, unknown> = {
      number: 1,
      float: 0.1 + 0.2,
      negative: -123.456e-7,
      big: 1.7976931348623157e308,
      // Just below a power of two, where the SDK's exponent arithmetic departs from IEEE 754.
      quirk: 4.450147717014402e-308,
      text: 'naïve 😀',
      bool: false,
      leafWithPriority: { '.value': 'v', '.priority': 3 },
      node: {
        b: 1,
        a: { c: 'x', '.priority': 'p' },
        10: true,
        9: false,
        '-1': 0,
        '007': 7,
        '.priority': 1.5,
      },
      ordered: { z: { '.value': 1, '.priority': 'a' }, y: { '.value': 2, '.priority': 1 }, x: 3 },
    };
    await set(ref(db, 'samples'), samples);
    // The stored tree is the export format, which is what the emulator hashes.
    const stored = (emulator.exportData()[ns] ?? null) as Data;
    for (const key of [...Object.keys(samples), '']) {
      const path = key === '' ? 'samples' : `samples/${key}`;
      const snapshot = await get(ref(client(), path));
      expect(hashOf(getAt(stored, path.split('/'))), path).toBe(sdkHash(snapshot));
    }
  });

  test('an absent node hashes to the empty string', () => {
    expect(hashOf(null)).toBe('');
  });

  test('double encoding follows the SDK, including its rounding quirk', () => {
    expect(clientDoubleHex(1)).toBe('3ff0000000000000');
    expect(clientDoubleHex(-0)).toBe('8000000000000000');
    expect(clientDoubleHex(0.1)).toBe('3fb999999999999a');
    // The true encoding is 001ffffffffffffe; the SDK computes (and hashes) this.
    expect(clientDoubleHex(4.450147717014402e-308)).toBe('0010000000000000');
  });
});
