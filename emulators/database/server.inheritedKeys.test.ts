// Keys that name what JavaScript objects inherit ("__proto__", "constructor", ...) are ordinary keys to the
// Realtime Database. An emulator that keeps children in plain objects must hold them as children, never
// set an object's prototype or read an inherited function for them.

import {
  get,
  onChildAdded,
  onValue,
  ref,
  runTransaction,
  set,
  update,
  type DataSnapshot,
} from 'firebase/database';
import { describe, expect, test } from 'vitest';
import { eventually, startHarness } from './test/harness';

// The SDKs themselves cannot take "hasOwnProperty" (they call obj.hasOwnProperty), nor "__proto__" in a
// transaction (their tree of pending transactions is made of plain objects): Loqi's keys never are either
// (src/domain/common/databaseKeys.ts). The emulator holds them all.
const INHERITED_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf'];
/** The keys of a snapshot's children: the SDK's val() builds a plain object, which has no "__proto__" child. */
function childKeysOf(snapshot: DataSnapshot): string[] {
  const keys: string[] = [];
  snapshot.forEach((child) => {
    keys.push(child.key as string);
  });
  return keys.sort();
}

const KEYS_SDK_TRANSACTIONS_TAKE = INHERITED_KEYS.filter((key) => key !== '__proto__');

describe.each(INHERITED_KEYS)('the key %s', (key) => {
  test('is a child like any other through set, update, get, listeners and export', async () => {
    const { client, emulator, ns } = await startHarness();
    const db = client();
    const seen: string[][] = [];
    onValue(ref(client(), 'names'), (snapshot) => seen.push(childKeysOf(snapshot)));

    await set(ref(db, 'names/other'), 'lee');
    await set(ref(db, `names/${key}`), 'anna');
    await update(ref(db), { [`more/first`]: 1 });
    await update(ref(db), { [`more/${key}/deep`]: 1 });

    expect((await get(ref(client(), `names/${key}`))).val()).toBe('anna');
    const names = await get(ref(client(), 'names'));
    expect(childKeysOf(names)).toEqual([key, 'other'].sort());
    expect(names.child(key).val()).toBe('anna');
    await eventually(() => expect(seen.at(-1)).toEqual([key, 'other'].sort()));
    const exported = emulator.exportData()[ns] as Record<string, Record<string, unknown>>;
    expect(Object.getOwnPropertyDescriptor(exported['names'], key)?.value).toBe('anna');
    expect(Object.keys(exported['more'] ?? {}).sort()).toEqual([key, 'first'].sort());
  });

  test('is a child of a node of many children', async () => {
    const { client } = await startHarness();
    const db = client();
    const many = Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`p${index}`, index]));
    await set(ref(db, 'names'), many);

    await set(ref(db, `names/${key}`), 'anna');

    const names = await get(ref(client(), 'names'));
    expect(names.size).toBe(301);
    expect(names.child(key).val()).toBe('anna');
  });

  // Over REST: the client SDK's set sends an object through a plain object of its own, which drops "__proto__".
  test('is written by a whole object holding it, and deleted', async () => {
    const { client, emulator, ns, rest } = await startHarness();
    const db = client();

    const written = await rest('PUT', 'names', {
      body: JSON.parse(`{"${key}": {"id": "p1"}, "lee": {"id": "p2"}}`),
    });
    expect(written.status).toBe(200);
    expect(childKeysOf(await get(ref(client(), 'names')))).toEqual([key, 'lee'].sort());

    await set(ref(db, `names/${key}`), null);
    expect((await get(ref(client(), 'names'))).val()).toEqual({ lee: { id: 'p2' } });
    expect(emulator.exportData()[ns]).toEqual({ names: { lee: { id: 'p2' } } });
  });

  test('is read and written over REST', async () => {
    const { emulator, ns, rest } = await startHarness();

    expect((await rest('PUT', `names/${key}`, { body: 'anna' })).status).toBe(200);
    expect((await rest('PATCH', 'names', { body: { lee: 'lee' } })).status).toBe(200);

    expect((await rest('GET', `names/${key}`)).body).toBe('anna');
    const names = (await rest('GET', 'names')).body as Record<string, unknown>;
    expect(Object.keys(names).sort()).toEqual([key, 'lee'].sort());
    const shallow = await fetch(`${emulator.url}/names.json?ns=${ns}&shallow=true`);
    expect(Object.keys((await shallow.json()) as object).sort()).toEqual([key, 'lee'].sort());
  });
});

describe.each(KEYS_SDK_TRANSACTIONS_TAKE)('the key %s in a transaction', (key) => {
  test('is claimed by an Admin SDK transaction, which settles', async () => {
    const { admin } = await startHarness();
    const db = admin();

    const claimed = await db
      .ref(`games/g1/names/${key}`)
      .transaction((current: unknown) => (current === null ? 'p1' : undefined), undefined, false);
    const again = await db
      .ref(`games/g1/names/${key}`)
      .transaction((current: unknown) => (current === null ? 'p2' : undefined), undefined, false);

    expect(claimed.committed).toBe(true);
    expect(again.committed).toBe(false);
    expect((await db.ref(`games/g1/names/${key}`).get()).val()).toBe('p1');
  });

  test('is claimed by a client SDK transaction and seen by a child listener', async () => {
    const { client } = await startHarness();
    const listener = client();
    const added: string[] = [];
    onChildAdded(ref(listener, 'names'), (child) => {
      added.push(child.key as string);
    });

    const result = await runTransaction(ref(client(), `names/${key}`), (current: unknown) =>
      current === null ? 'p1' : undefined,
    );

    expect(result.committed).toBe(true);
    await eventually(() => expect(added).toEqual([key]));
  });
});
