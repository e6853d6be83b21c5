// Reads and writes through the real client and Admin SDKs: the data model, atomic multi-path updates
// and server values.

import {
  get,
  increment,
  onValue,
  ref,
  serverTimestamp,
  set,
  setPriority,
  setWithPriority,
  update,
} from 'firebase/database';
import { ServerValue } from 'firebase-admin/database';
import { describe, expect, test } from 'vitest';
import { eventually, startHarness } from './test/harness';

describe('data', () => {
  test('set, get and update round-trip through the client SDK', async () => {
    const { client } = await startHarness();
    const db = client();
    await set(ref(db, 'games/g1'), { title: 'Capitals', players: { ada: { score: 0 } } });
    await update(ref(db, 'games/g1'), { title: 'Capitals!', 'players/bob': { score: 3 } });
    expect((await get(ref(db, 'games/g1'))).val()).toEqual({
      title: 'Capitals!',
      players: { ada: { score: 0 }, bob: { score: 3 } },
    });
  });

  test('writes of one client are read by another client and by the Admin SDK', async () => {
    const { client, admin } = await startHarness();
    await set(ref(client(), 'a/b'), 42);
    expect((await get(ref(client(), 'a'))).val()).toEqual({ b: 42 });
    expect((await admin().ref('a/b').get()).val()).toBe(42);
  });

  // https://firebase.google.com/docs/database/web/read-and-write, "Delete data": null deletes, and a
  // location left without children disappears.
  test('null deletes and empty objects vanish', async () => {
    const { client, emulator, ns } = await startHarness();
    const db = client();
    await set(ref(db, 'x'), { a: { b: 1 }, c: 2, empty: {} });
    await set(ref(db, 'x/a/b'), null);
    expect((await get(ref(db, 'x'))).val()).toEqual({ c: 2 });
    expect(emulator.exportData()[ns]).toEqual({ x: { c: 2 } });
  });

  // https://firebase.blog/posts/2014/04/best-practices-arrays-in-firebase: arrays are stored as objects
  // with integer keys and read back as arrays when most keys are used.
  test('arrays are stored as objects with integer keys', async () => {
    const { client, emulator, ns, rest } = await startHarness();
    const db = client();
    await set(ref(db, 'list'), ['a', 'b', 'c']);
    expect(emulator.exportData()[ns]).toEqual({ list: { 0: 'a', 1: 'b', 2: 'c' } });
    expect((await get(ref(db, 'list'))).val()).toEqual(['a', 'b', 'c']);
    expect((await rest('GET', 'list')).body).toEqual(['a', 'b', 'c']);
  });

  test('priorities are kept in the export format', async () => {
    const { client, emulator, ns } = await startHarness();
    const db = client();
    await setWithPriority(ref(db, 'p/leaf'), 'v', 5);
    await set(ref(db, 'p/node'), { x: 1 });
    await setPriority(ref(db, 'p/node'), 'high');
    expect(emulator.exportData()[ns]).toEqual({
      p: { leaf: { '.value': 'v', '.priority': 5 }, node: { x: 1, '.priority': 'high' } },
    });
    expect((await get(ref(db, 'p/node'))).priority).toBe('high');
  });

  // https://firebase.google.com/docs/database/web/read-and-write, "Update specific fields": "Simultaneous
  // updates made this way are atomic: either all updates succeed or all updates fail."
  test('a multi-path update is atomic: applied at once, or not at all', async () => {
    const { client, raw, rest } = await startHarness();
    await rest('PUT', '', { body: { a: 1, b: 2 } });
    const seen: unknown[] = [];
    const watcher = client();
    onValue(ref(watcher), (snapshot) => seen.push(snapshot.val()));
    await eventually(() => expect(seen).toEqual([{ a: 1, b: 2 }]));
    await update(ref(client()), { a: 10, b: 20 });
    await eventually(() =>
      expect(seen).toEqual([
        { a: 1, b: 2 },
        { a: 10, b: 20 },
      ]),
    );
    // One malformed child (a key with ".") fails the whole update.
    const wire = await raw();
    expect(await wire.request('m', { p: '/', d: { a: 100, b: { 'bad.key': 1 } } })).toMatchObject({
      s: 'invalid_data',
    });
    expect((await rest('GET', '')).body).toEqual({ a: 10, b: 20 });
  });

  test('an update with overlapping paths is rejected (REST and wire)', async () => {
    const { rest, raw } = await startHarness();
    await rest('PUT', 'a', { body: { b: { c: 1 } } });
    const answer = await rest('PATCH', '', { body: { a: { x: 1 }, 'a/b': 2 } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.stringMatching(/ancestor/) as unknown });
    const client = await raw();
    expect(await client.request('m', { p: '/', d: { a: 1, 'a/b/c': 2 } })).toMatchObject({
      s: 'invalid_data',
    });
    expect((await rest('GET', 'a')).body).toEqual({ b: { c: 1 } });
  });

  // https://firebase.google.com/docs/reference/js/database, serverTimestamp()
  test('serverTimestamp resolves to the server time at write', async () => {
    const { client } = await startHarness();
    const db = client();
    const before = Date.now();
    await set(ref(db, 'at'), { when: serverTimestamp() });
    const when = (await get(ref(db, 'at/when'))).val() as number;
    expect(when).toBeGreaterThanOrEqual(before);
    expect(when).toBeLessThanOrEqual(Date.now());
  });

  // https://firebase.google.com/docs/reference/js/database, increment(): a missing or non-numeric value
  // becomes the delta.
  test('increment adds to numbers and replaces anything else with the delta', async () => {
    const { client, admin } = await startHarness();
    const db = client();
    await set(ref(db, 'counters'), { n: 5, text: 'x' });
    await update(ref(db, 'counters'), { n: increment(2), text: increment(3), missing: increment(4) });
    await Promise.all(Array.from({ length: 10 }, () => set(ref(db, 'counters/n'), increment(1))));
    await admin().ref('counters/n').set(ServerValue.increment(100));
    expect((await get(ref(client(), 'counters'))).val()).toEqual({ n: 117, text: 3, missing: 4 });
  });
});
