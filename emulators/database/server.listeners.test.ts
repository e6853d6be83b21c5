// Listeners: the client SDK's events, and what actually crosses the wire, which must be the changed
// path and its new data, not the listener's whole location again.

import {
  onChildAdded,
  onChildChanged,
  onChildRemoved,
  goOffline,
  goOnline,
  onValue,
  ref,
  remove,
  set,
  update,
} from 'firebase/database';
import { describe, expect, test } from 'vitest';
import { eventually, startHarness } from './test/harness';

describe('listeners', () => {
  test('onValue sees the initial data and every change', async () => {
    const { client } = await startHarness();
    const writer = client();
    await set(ref(writer, 'room'), { topic: 'maths' });
    const seen: unknown[] = [];
    onValue(ref(client(), 'room'), (snapshot) => seen.push(snapshot.val()));
    await eventually(() => expect(seen).toEqual([{ topic: 'maths' }]));
    await set(ref(writer, 'room/topic'), 'history');
    await remove(ref(writer, 'room'));
    await eventually(() => expect(seen).toEqual([{ topic: 'maths' }, { topic: 'history' }, null]));
  });

  test('onChildAdded, onChildChanged and onChildRemoved fire for the child concerned', async () => {
    const { client } = await startHarness();
    const writer = client();
    await set(ref(writer, 'players'), { ada: { score: 1 } });
    const events: string[] = [];
    const players = ref(client(), 'players');
    onChildAdded(players, (snapshot) =>
      events.push(`added ${snapshot.key} ${JSON.stringify(snapshot.val())}`),
    );
    onChildChanged(players, (snapshot) =>
      events.push(`changed ${snapshot.key} ${JSON.stringify(snapshot.val())}`),
    );
    onChildRemoved(players, (snapshot) => events.push(`removed ${snapshot.key}`));
    await eventually(() => expect(events).toEqual(['added ada {"score":1}']));
    await set(ref(writer, 'players/bob'), { score: 2 });
    await update(ref(writer, 'players'), { 'ada/score': 5 });
    await remove(ref(writer, 'players/bob'));
    await eventually(() =>
      expect(events).toEqual([
        'added ada {"score":1}',
        'added bob {"score":2}',
        'changed ada {"score":5}',
        'removed bob',
      ]),
    );
  });

  test('a client that reconnects gets the changes it missed', async () => {
    const { client, rest } = await startHarness();
    const db = client();
    const seen: unknown[] = [];
    onValue(ref(db, 'state'), (snapshot) => seen.push(snapshot.val()));
    await rest('PUT', 'state', { body: 'lobby' });
    await eventually(() => expect(seen.at(-1)).toBe('lobby'));
    goOffline(db);
    await rest('PUT', 'state', { body: 'question' });
    goOnline(db);
    await eventually(() => expect(seen.at(-1)).toBe('question'));
  });

  test('a listener is sent only the changed path and its data', async () => {
    const { raw, rest } = await startHarness();
    await rest('PUT', 'players', {
      body: { ada: { name: 'Ada', score: 1 }, bob: { name: 'Bob', score: 2 } },
    });
    const client = await raw();
    expect(await client.request('q', { p: '/players', h: '' })).toEqual({ s: 'ok', d: {} });
    await client.waitForPushes(1);
    await rest('PUT', 'players/bob/score', { body: 7 });
    await rest('PATCH', 'players', { body: { 'ada/score': 3, 'carl/name': 'Carl' } });
    await rest('DELETE', 'players/ada');
    expect(await client.waitForPushes(4)).toEqual([
      { a: 'd', b: { p: 'players', d: { ada: { name: 'Ada', score: 1 }, bob: { name: 'Bob', score: 2 } } } },
      { a: 'd', b: { p: 'players/bob/score', d: 7 } },
      { a: 'm', b: { p: 'players', d: { 'ada/score': 3, 'carl/name': 'Carl' } } },
      { a: 'd', b: { p: 'players/ada', d: null } },
    ]);
  });

  test('a write above a listener sends the listener its own location only', async () => {
    const { raw, rest } = await startHarness();
    const client = await raw();
    // No data yet: the empty hash the client sent is current, so nothing is pushed.
    await client.request('q', { p: '/game/players/ada', h: '' });
    await rest('PUT', 'game', { body: { players: { ada: 1, bob: 2 }, state: 'lobby' } });
    await rest('PUT', 'game/state', { body: 'playing' });
    await rest('PATCH', 'game', { body: { 'players/ada': 5, 'players/bob': 6 } });
    expect(await client.waitForPushes(2)).toEqual([
      { a: 'd', b: { p: 'game/players/ada', d: 1 } },
      { a: 'd', b: { p: 'game/players/ada', d: 5 } },
    ]);
  });

  test('an update from above a listener sends it only the update’s paths inside its location', async () => {
    const { raw, rest } = await startHarness();
    await rest('PUT', 'game', {
      body: { hostInfo: { players: { ada: 1, bob: 2 }, status: 0 }, secret: 's' },
    });
    const client = await raw();
    await client.request('q', { p: '/game/hostInfo', h: '' });
    await client.waitForPushes(1);
    await rest('PATCH', '', {
      body: { 'game/hostInfo/submitted/ada': { at: 5 }, 'game/secret': 't', 'other/x': 1 },
    });
    await rest('PATCH', '', { body: { 'game/hostInfo': { status: 1 }, 'other/y': 2 } });
    expect((await client.waitForPushes(3)).slice(1)).toEqual([
      { a: 'm', b: { p: 'game/hostInfo', d: { 'submitted/ada': { at: 5 } } } },
      { a: 'd', b: { p: 'game/hostInfo', d: { status: 1 } } },
    ]);
  });

  test('a listen whose hash matches the data is not sent the data again', async () => {
    const { raw, rest } = await startHarness();
    await rest('PUT', 'x', { body: 1 });
    const client = await raw();
    await client.request('q', { p: '/x', h: '' });
    await client.waitForPushes(1);
    await client.request('n', { p: '/x' });
    // The SDK's hash of the number 1 (its LeafNode hash), which the client would send on reconnect.
    await client.request('q', { p: '/x', h: 'YPVfR2bXt/lcDjiQZ8pOkAd3qkQ=' });
    await rest('PUT', 'x', { body: 2 });
    expect(await client.waitForPushes(2)).toEqual([
      { a: 'd', b: { p: 'x', d: 1 } },
      { a: 'd', b: { p: 'x', d: 2 } },
    ]);
  });

  test('metrics show a one-child change costs far less than the whole list', async () => {
    const { client, metrics } = await startHarness();
    const writer = client();
    const players = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [
        `player${i}`,
        { name: `Player number ${i}`, score: 0, answers: 'x'.repeat(100) },
      ]),
    );
    await set(ref(writer, 'players'), players);
    const reader = client();
    let events = 0;
    onValue(ref(reader, 'players'), () => events++);
    await eventually(() => expect(events).toBe(1));
    const before = await metrics();
    // The reader's connection is the one that was sent the list.
    const readerBefore = before.connections.reduce((most, c) => (c.bytesSent > most.bytesSent ? c : most));
    await set(ref(writer, 'players/player7/score'), 10);
    await eventually(() => expect(events).toBe(2));
    const readerAfter = (await metrics()).connections.find((c) => c.id === readerBefore.id) ?? readerBefore;
    const wholeList = JSON.stringify(players).length;
    expect(readerAfter.messagesSent - readerBefore.messagesSent).toBe(1);
    expect(readerAfter.bytesSent - readerBefore.bytesSent).toBeLessThan(100);
    expect(wholeList).toBeGreaterThan(5000);
  });
});
