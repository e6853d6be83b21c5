// The per-namespace clock: tests freeze or shift a namespace's server time to get exact timestamps and
// to test deadlines. The rules' `now`, server timestamps (client SDK, firebase-admin, REST, onDisconnect
// writes when they run) and transactions read it; setClock / now and /.settings/clock.json set and read it.

import {
  get,
  goOffline,
  onDisconnect,
  ref,
  runTransaction,
  serverTimestamp,
  set,
  update,
} from 'firebase/database';
import { ServerValue } from 'firebase-admin/database';
import { describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { eventually, startHarness, uniqueName } from './test/harness';

const CLOCK_RULES = `{
  "rules": {
    "open": { ".read": true, ".write": true },
    // Only the server's time is accepted.
    "stamped": { "$key": { ".read": true, ".write": "newData.val() === now" } },
    // Open until 1 s after the epoch.
    "early": { ".read": "now < 1000", ".write": "now < 1000" }
  }
}`;

const FROZEN = 1_700_000_000_000;

async function startClockHarness() {
  return startHarness({ defaultRules: CLOCK_RULES });
}

/** Runs `act` and returns the real-time window around it. */
async function realTimeAround(act: () => Promise<void>): Promise<{ from: number; to: number }> {
  const from = Date.now();
  await act();
  return { from, to: Date.now() };
}

describe('a frozen clock', () => {
  test('stamps serverTimestamp() writes from the client SDK, firebase-admin and REST with its time', async () => {
    const { emulator, ns, client, admin, rest } = await startClockHarness();
    emulator.setClock(ns, { frozenAt: FROZEN });
    const db = client();

    await set(ref(db, 'open/set'), serverTimestamp());
    await update(ref(db, 'open'), { update: serverTimestamp(), 'nested/at': serverTimestamp() });
    await admin().ref('open/admin').set(ServerValue.TIMESTAMP);
    await admin().ref('open').update({ adminUpdate: ServerValue.TIMESTAMP });
    expect(await rest('PUT', 'open/rest', { body: { '.sv': 'timestamp' } })).toEqual({
      status: 200,
      body: FROZEN,
    });

    expect((await admin().ref('open').get()).val()).toEqual({
      set: FROZEN,
      update: FROZEN,
      nested: { at: FROZEN },
      admin: FROZEN,
      adminUpdate: FROZEN,
      rest: FROZEN,
    });
    expect(emulator.now(ns)).toBe(FROZEN);
  });

  test('stamps transactions, under rules that check the time', async () => {
    const { emulator, ns, client, admin } = await startClockHarness();
    emulator.setClock(ns, { frozenAt: FROZEN });

    const result = await runTransaction(ref(client(), 'stamped/tx'), () => serverTimestamp());
    expect(result.committed).toBe(true);
    await admin()
      .ref('open/adminTx')
      .transaction(() => ServerValue.TIMESTAMP);

    expect((await admin().ref('stamped/tx').get()).val()).toBe(FROZEN);
    expect((await admin().ref('open/adminTx').get()).val()).toBe(FROZEN);
  });

  test('`now` in the rules is the frozen time, for reads and writes', async () => {
    const { emulator, ns, client } = await startClockHarness();
    const db = client();
    emulator.setClock(ns, { frozenAt: FROZEN });

    await set(ref(db, 'stamped/exact'), FROZEN);
    await expect(set(ref(db, 'stamped/later'), FROZEN + 1)).rejects.toThrow(/permission.denied/i);
    await expect(set(ref(db, 'stamped/earlier'), FROZEN - 1)).rejects.toThrow(/permission.denied/i);
    await expect(get(ref(db, 'early'))).rejects.toThrow(/permission.denied/i);

    emulator.setClock(ns, { frozenAt: 999 });
    await set(ref(db, 'early/note'), 'written at 999');
    expect((await get(ref(db, 'early'))).val()).toEqual({ note: 'written at 999' });

    emulator.setClock(ns, { frozenAt: 1000 });
    await expect(set(ref(db, 'early/note'), 'too late')).rejects.toThrow(/permission.denied/i);
    await expect(get(ref(db, 'early'))).rejects.toThrow(/permission.denied/i);
  });

  test('judges onDisconnect writes when queued, and stamps them when they run', async () => {
    const { emulator, ns, client, admin } = await startClockHarness();
    const db = client();
    emulator.setClock(ns, { frozenAt: 500 });
    await onDisconnect(ref(db, 'early/gone')).set(true);
    await onDisconnect(ref(db, 'open/leftAt')).set(serverTimestamp());
    emulator.setClock(ns, { frozenAt: 5000 });
    await expect(onDisconnect(ref(db, 'early/late')).set(true)).rejects.toThrow(/permission.denied/i);

    emulator.setClock(ns, { frozenAt: FROZEN });
    goOffline(db);

    await eventually(async () => expect((await admin().ref('open/leftAt').get()).val()).toBe(FROZEN));
    // Allowed when queued, the write runs although the rules would now refuse it.
    expect((await admin().ref('early').get()).val()).toEqual({ gone: true });
  });
});

describe('an offset clock', () => {
  test('shifts real time by the offset, in server timestamps and in the rules', async () => {
    const { emulator, ns, client, admin } = await startClockHarness();
    const db = client();
    const hour = 3_600_000;
    emulator.setClock(ns, { offsetMs: hour });

    let now = 0;
    const window = await realTimeAround(async () => {
      now = emulator.now(ns);
      await set(ref(db, 'open/at'), serverTimestamp());
    });

    expect(now).toBeGreaterThanOrEqual(window.from + hour);
    expect(now).toBeLessThanOrEqual(window.to + hour);
    const stored = (await admin().ref('open/at').get()).val() as number;
    expect(stored).toBeGreaterThanOrEqual(window.from + hour);
    expect(stored).toBeLessThanOrEqual(window.to + hour);

    // Back to just before the epoch: `now < 1000` holds again, while time runs on.
    emulator.setClock(ns, { offsetMs: -Date.now() - 1_000_000 });
    await set(ref(db, 'early/note'), 'shifted');
    expect(emulator.now(ns)).toBeLessThan(0);
  });
});

describe('resetting the clock', () => {
  test('null brings back real time', async () => {
    const { emulator, ns, client, admin } = await startClockHarness();
    const db = client();
    emulator.setClock(ns, { frozenAt: 10 });
    await set(ref(db, 'early/note'), 'frozen');

    emulator.setClock(ns, null);

    await expect(set(ref(db, 'early/note'), 'real')).rejects.toThrow(/permission.denied/i);
    const window = await realTimeAround(() => set(ref(db, 'open/at'), serverTimestamp()));
    const stored = (await admin().ref('open/at').get()).val() as number;
    expect(stored).toBeGreaterThanOrEqual(window.from);
    expect(stored).toBeLessThanOrEqual(window.to);
  });
});

describe('namespaces', () => {
  test('each has its own clock', async () => {
    const { emulator, ns, client, admin } = await startClockHarness();
    const other = uniqueName();
    emulator.setClock(ns, { frozenAt: 42 });

    const window = await realTimeAround(async () => {
      await set(ref(client(), 'open/at'), serverTimestamp());
      await set(ref(client({ ns: other }), 'open/at'), serverTimestamp());
    });

    expect((await admin().ref('open/at').get()).val()).toBe(42);
    const otherStored = (await admin({ ns: other }).ref('open/at').get()).val() as number;
    expect(otherStored).toBeGreaterThanOrEqual(window.from);
    expect(otherStored).toBeLessThanOrEqual(window.to);
    expect(emulator.now(other)).toBeGreaterThanOrEqual(window.from);
  });
});

describe('the handshake', () => {
  test('keeps real time, whatever the clock', async () => {
    const { emulator, ns } = await startClockHarness();
    emulator.setClock(ns, { frozenAt: 42 });

    const window = { from: Date.now(), to: 0 };
    const socket = new WebSocket(`ws://127.0.0.1:${emulator.port}/.ws?v=5&ns=${ns}`);
    const handshake = await new Promise<{ d: { d: { ts: number } } }>((resolve, reject) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data)) as { d: { d: { ts: number } } }));
      socket.once('error', reject);
    });
    window.to = Date.now();
    socket.close();

    expect(handshake.d.d.ts).toBeGreaterThanOrEqual(window.from);
    expect(handshake.d.d.ts).toBeLessThanOrEqual(window.to);
  });
});

describe('/.settings/clock.json', () => {
  /** A request to the endpoint, answered as its status and JSON body. */
  async function clockRequest(
    url: string,
    ns: string,
    options: { method?: string; body?: string; token?: string } = {},
  ): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${url}/.settings/clock.json?ns=${ns}`, {
      method: options.method ?? 'GET',
      body: options.body,
      headers: options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` },
    });
    return { status: response.status, body: await response.json() };
  }

  test('PUT sets the clock and GET reads it, with the owner credential', async () => {
    const { emulator, ns, client, admin } = await startClockHarness();
    const put = (body: string) => clockRequest(emulator.url, ns, { method: 'PUT', body, token: 'owner' });

    expect(await put('{"frozenAt": 5}')).toEqual({ status: 200, body: { now: 5, clock: { frozenAt: 5 } } });
    expect(await clockRequest(emulator.url, ns, { token: 'owner' })).toEqual({
      status: 200,
      body: { now: 5, clock: { frozenAt: 5 } },
    });
    expect(emulator.now(ns)).toBe(5);
    await set(ref(client(), 'open/at'), serverTimestamp());
    expect((await admin().ref('open/at').get()).val()).toBe(5);

    const shifted = await put('{"offsetMs": -60000}');
    expect(shifted).toMatchObject({ status: 200, body: { clock: { offsetMs: -60000 } } });
    expect((shifted.body as { now: number }).now).toBeLessThanOrEqual(Date.now() - 60000);

    const real = await put('null');
    expect(real).toMatchObject({ status: 200, body: { clock: null } });
    expect((real.body as { now: number }).now).toBeLessThanOrEqual(Date.now());
    expect(emulator.now(ns)).toBeGreaterThan(FROZEN);
  });

  test('answers 401 without the owner credential', async () => {
    const { emulator, ns } = await startClockHarness();
    const userToken = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"alice"}').toString('base64url')}.`;

    for (const token of [undefined, userToken, 'not-a-token']) {
      expect(await clockRequest(emulator.url, ns, { token })).toEqual({
        status: 401,
        body: { error: 'Permission denied' },
      });
      expect(await clockRequest(emulator.url, ns, { method: 'PUT', body: '{"frozenAt": 5}', token })).toEqual(
        { status: 401, body: { error: 'Permission denied' } },
      );
    }
    expect(emulator.now(ns)).not.toBe(5);
  });

  test('answers 400 with the reason for a body that is not a clock setting, and keeps the clock', async () => {
    const { emulator, ns } = await startClockHarness();
    emulator.setClock(ns, { frozenAt: 7 });
    const cases: Array<[string, RegExp]> = [
      ['', /^Invalid clock: .*JSON/],
      ['{ nope', /^Invalid clock: .*JSON/],
      [
        '5',
        /^Invalid clock: A clock setting is null, \{"frozenAt": <ms since the epoch>\} or \{"offsetMs": <ms>\}, got 5$/,
      ],
      ['[1]', /^Invalid clock: A clock setting is .*, got \[1\]$/],
      ['{}', /^Invalid clock: A clock setting is .*, got the keys \[\]$/],
      ['{"frozenAt": 1, "offsetMs": 2}', /got the keys \["frozenAt","offsetMs"\]$/],
      ['{"frozen": 1}', /got the keys \["frozen"\]$/],
      ['{"frozenAt": "5"}', /^Invalid clock: The clock's frozenAt must be a whole number of ms, got "5"$/],
      ['{"offsetMs": 1.5}', /^Invalid clock: The clock's offsetMs must be a whole number of ms, got 1.5$/],
      ['{"frozenAt": null}', /frozenAt must be a whole number of ms, got null$/],
    ];

    for (const [body, error] of cases) {
      const answer = await clockRequest(emulator.url, ns, { method: 'PUT', body, token: 'owner' });
      expect(answer.status, body).toBe(400);
      expect((answer.body as { error: string }).error, body).toMatch(error);
    }
    expect(emulator.now(ns)).toBe(7);
    expect(await clockRequest(emulator.url, ns, { method: 'DELETE', token: 'owner' })).toMatchObject({
      status: 405,
    });
  });

  test('setClock refuses the same values', async () => {
    const { emulator, ns } = await startClockHarness();
    expect(() => emulator.setClock(ns, { frozenAt: Number.NaN })).toThrow(/whole number/);
    expect(() => emulator.setClock(ns, { frozenAt: 1, offsetMs: 2 } as never)).toThrow(/got the keys/);
    expect(() => emulator.setClock(ns, undefined as never)).toThrow(/A clock setting is/);
  });
});
