// Queries (https://firebase.google.com/docs/database/web/lists-of-data, "Sorting and filtering data"),
// read once with get() and listened to, where the window moves as the data changes.

import {
  endAt,
  endBefore,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  query,
  ref,
  remove,
  set,
  startAfter,
  startAt,
  update,
  type Database,
  type DataSnapshot,
  type QueryConstraint,
} from 'firebase/database';
import { describe, expect, test } from 'vitest';
import { childSortCount } from './query';
import { eventually, startHarness } from './test/harness';

function keys(snapshot: DataSnapshot): string[] {
  const result: string[] = [];
  snapshot.forEach((child) => {
    result.push(String(child.key));
  });
  return result;
}

async function keysOf(db: Database, path: string, ...constraints: QueryConstraint[]): Promise<string[]> {
  return keys(await get(query(ref(db, path), ...constraints)));
}

const SCORES = {
  ada: { score: 30, team: 'red' },
  bob: { score: 10, team: 'blue' },
  cy: { score: 20, team: 'red' },
  dee: { score: 20, team: 'blue' },
  eve: { team: 'red' },
};

describe('queries', () => {
  // https://firebase.google.com/docs/database/web/lists-of-data, "How query data is ordered": children
  // without the value first, then by value, ties broken by key.
  test('orderByChild sorts by the child, missing values first, ties by key', async () => {
    const { client } = await startHarness();
    const db = client();
    await set(ref(db, 'players'), SCORES);
    expect(await keysOf(db, 'players', orderByChild('score'))).toEqual(['eve', 'bob', 'cy', 'dee', 'ada']);
    expect(await keysOf(db, 'players', orderByChild('score'), startAt(20))).toEqual(['cy', 'dee', 'ada']);
    expect(await keysOf(db, 'players', orderByChild('score'), endAt(20))).toEqual([
      'eve',
      'bob',
      'cy',
      'dee',
    ]);
    expect(await keysOf(db, 'players', orderByChild('score'), equalTo(20))).toEqual(['cy', 'dee']);
    expect(await keysOf(db, 'players', orderByChild('score'), equalTo(20, 'dee'))).toEqual(['dee']);
    expect(await keysOf(db, 'players', orderByChild('score'), startAfter(20))).toEqual(['ada']);
    expect(await keysOf(db, 'players', orderByChild('score'), startAfter(20, 'cy'))).toEqual(['dee', 'ada']);
    expect(await keysOf(db, 'players', orderByChild('score'), endBefore(20))).toEqual(['eve', 'bob']);
    expect(await keysOf(db, 'players', orderByChild('team'), equalTo('red'))).toEqual(['ada', 'cy', 'eve']);
  });

  test('orderByChild with limits', async () => {
    const { client } = await startHarness();
    const db = client();
    await set(ref(db, 'players'), SCORES);
    expect(await keysOf(db, 'players', orderByChild('score'), limitToLast(2))).toEqual(['dee', 'ada']);
    expect(await keysOf(db, 'players', orderByChild('score'), limitToFirst(2))).toEqual(['eve', 'bob']);
    expect(await keysOf(db, 'players', orderByChild('score'), startAt(15), limitToFirst(2))).toEqual([
      'cy',
      'dee',
    ]);
    expect(await keysOf(db, 'players', orderByChild('score'), endAt(25), limitToLast(1))).toEqual(['dee']);
  });

  // https://firebase.google.com/docs/database/web/lists-of-data, "orderByKey": keys that parse as 32-bit
  // integers come first, in numeric order, then the others lexicographically.
  test('orderByKey puts integer keys first, numerically', async () => {
    const { client } = await startHarness();
    const db = client();
    await set(ref(db, 'k'), { b: 1, a: 1, 10: 1, 9: 1, '-3': 1, z: 1 });
    expect(await keysOf(db, 'k', orderByKey())).toEqual(['-3', '9', '10', 'a', 'b', 'z']);
    expect(await keysOf(db, 'k', orderByKey(), startAt('a'), endAt('b'))).toEqual(['a', 'b']);
    expect(await keysOf(db, 'k', orderByKey(), startAfter('a'))).toEqual(['b', 'z']);
    expect(await keysOf(db, 'k', orderByKey(), endBefore('a'), limitToLast(2))).toEqual(['9', '10']);
  });

  // https://firebase.google.com/docs/database/web/lists-of-data, "orderByValue": null, false, true,
  // numbers, strings, then objects.
  test('orderByValue orders booleans, numbers, strings, then objects', async () => {
    const { client } = await startHarness();
    const db = client();
    await set(ref(db, 'v'), { s: 'b', t: true, f: false, n2: 2, n1: 1, s2: 'a', o: { x: 1 } });
    expect(await keysOf(db, 'v', orderByValue())).toEqual(['f', 't', 'n1', 'n2', 's2', 's', 'o']);
    expect(await keysOf(db, 'v', orderByValue(), startAt(1), endAt('a'))).toEqual(['n1', 'n2', 's2']);
    expect(await keysOf(db, 'v', orderByValue(), equalTo(true))).toEqual(['t']);
  });

  // https://firebase.google.com/docs/database/web/lists-of-data, "orderByPriority" (legacy): no priority,
  // then numbers, then strings.
  test('orderByPriority orders by priority', async () => {
    const { client } = await startHarness();
    const db = client();
    await set(ref(db, 'p'), {
      a: { '.value': 1, '.priority': 'x' },
      b: { '.value': 1, '.priority': 2 },
      c: 1,
      d: { '.value': 1, '.priority': 1 },
    });
    expect(await keysOf(db, 'p', orderByPriority())).toEqual(['c', 'd', 'b', 'a']);
    expect(await keysOf(db, 'p', orderByPriority(), startAt(2))).toEqual(['b', 'a']);
  });

  test('a limited window moves as children enter, leave and change', async () => {
    const { client } = await startHarness();
    const writer = client();
    await set(ref(writer, 'players'), { ada: { score: 30 }, bob: { score: 10 }, cy: { score: 20 } });
    const windows: string[][] = [];
    const topTwo = query(ref(client(), 'players'), orderByChild('score'), limitToLast(2));
    onValue(topTwo, (snapshot) => windows.push(keys(snapshot)));
    await eventually(() => expect(windows.at(-1)).toEqual(['cy', 'ada']));
    await set(ref(writer, 'players/dee'), { score: 25 });
    await eventually(() => expect(windows.at(-1)).toEqual(['dee', 'ada']));
    await update(ref(writer, 'players/bob'), { score: 40 });
    await eventually(() => expect(windows.at(-1)).toEqual(['ada', 'bob']));
    await remove(ref(writer, 'players/ada'));
    await eventually(() => expect(windows.at(-1)).toEqual(['dee', 'bob']));
    await set(ref(writer, 'players/dee/score'), 50);
    await eventually(() => expect(windows.at(-1)).toEqual(['bob', 'dee']));
    const values = await get(query(ref(client(), 'players'), orderByChild('score'), limitToLast(2)));
    expect(values.val()).toEqual({ bob: { score: 40 }, dee: { score: 50 } });
  });

  test('a range window follows changes of the ordering child', async () => {
    const { client } = await startHarness();
    const writer = client();
    await set(ref(writer, 'answers'), { a: { round: 1 }, b: { round: 2 }, c: { round: 2 } });
    const seen: unknown[] = [];
    onValue(query(ref(client(), 'answers'), orderByChild('round'), equalTo(2)), (s) => seen.push(s.val()));
    await eventually(() => expect(seen.at(-1)).toEqual({ b: { round: 2 }, c: { round: 2 } }));
    await update(ref(writer, 'answers'), { 'a/round': 2, 'b/round': 3 });
    await eventually(() => expect(seen.at(-1)).toEqual({ a: { round: 2 }, c: { round: 2 } }));
  });

  // The real service keeps an .indexOn index; the emulator keeps each node's children sorted per index.
  test('a repeated limitToLast(25) on 10,000 children is answered from the sort kept for the node', async () => {
    const { admin } = await startHarness();
    const db = admin();
    const quizzes: Record<string, { m: number }> = {};
    for (let i = 0; i < 10_000; i++) quizzes[`q${String(i).padStart(5, '0')}`] = { m: i };
    await db.ref('listed').set(quizzes);
    const newest = async () =>
      Object.keys((await db.ref('listed').orderByChild('m').limitToLast(25).get()).val() as object);
    const sortsBefore = childSortCount();

    const first = await newest();
    for (let i = 0; i < 20; i++) expect(await newest()).toEqual(first);

    expect(childSortCount() - sortsBefore).toBe(1);
    expect(first).toEqual(Array.from({ length: 25 }, (_, i) => `q0${9975 + i}`));
    await db.ref('listed/q00001/m').set(50_000);
    // val() lists its keys in key order.
    expect(await newest()).toEqual(['q00001', ...first.slice(1)]);
    expect(childSortCount() - sortsBefore).toBe(2);
  });

  test('pages of limitToLast with endBefore(value, key) read every child once, across writes', async () => {
    const { admin } = await startHarness();
    const db = admin();
    const children: Record<string, { p: number }> = {};
    for (let i = 0; i < 60; i++) children[`k${String(i).padStart(2, '0')}`] = { p: i % 4 };
    await db.ref('list').set(children);
    const walk = async () => {
      const walked: string[] = [];
      let after: { value: number; key: string } | null = null;
      for (;;) {
        let page = db.ref('list').orderByChild('p');
        if (after) page = page.endBefore(after.value, after.key);
        const keys: string[] = [];
        (await page.limitToLast(7).get()).forEach((child) => {
          keys.push(String(child.key));
        });
        if (keys.length === 0) return walked;
        const last = keys[0] ?? '';
        walked.push(...keys.reverse());
        after = { value: (children[last] as { p: number }).p, key: last };
      }
    };
    const byPlaysThenKey = () =>
      Object.keys(children).sort((a, b) => {
        const byPlays = (children[b]?.p ?? 0) - (children[a]?.p ?? 0);
        return byPlays || (a < b ? 1 : -1);
      });

    expect(await walk()).toEqual(byPlaysThenKey());

    children['k05'] = { p: 9 };
    delete children['k10'];
    children['k99'] = { p: 2 };
    await db.ref('list').update({ k05: { p: 9 }, k10: null, k99: { p: 2 } });
    expect(await walk()).toEqual(byPlaysThenKey());
  });

  test('a tagged listener is sent what enters, leaves or changes in its window', async () => {
    const { raw, rest } = await startHarness();
    await rest('PUT', 'p', {
      body: { a: { s: 1, name: 'A' }, b: { s: 2, name: 'B' }, c: { s: 3, name: 'C' } },
    });
    const client = await raw();
    const topTwo = { i: 's', l: 2, vf: 'r' };
    expect(await client.request('q', { p: '/p', q: topTwo, t: 7, h: '' })).toEqual({ s: 'ok', d: {} });
    await rest('PUT', 'p/c/name', { body: 'Cy' });
    await rest('PUT', 'p/a/s', { body: 5 });
    await rest('PUT', 'p/a/name', { body: 'Ada' });
    expect(await client.waitForPushes(4)).toEqual([
      { a: 'd', b: { p: 'p', d: { b: { s: 2, name: 'B' }, c: { s: 3, name: 'C' } }, t: 7 } },
      { a: 'm', b: { p: 'p', d: { 'c/name': 'Cy' }, t: 7 } },
      { a: 'm', b: { p: 'p', d: { b: null, a: { s: 5, name: 'A' } }, t: 7 } },
      { a: 'm', b: { p: 'p', d: { 'a/name': 'Ada' }, t: 7 } },
    ]);
    await rest('PUT', 'p/b/name', { body: 'Bo' });
    await client.request('n', { p: '/p', q: topTwo, t: 7 });
    await rest('PUT', 'p/a/name', { body: 'Al' });
    await rest('PUT', 'p/c/name', { body: 'Cee' });
    await client.request('s', { c: {} });
    expect(client.pushes).toHaveLength(4);
  });
});
