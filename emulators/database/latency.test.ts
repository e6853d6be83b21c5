// The optional latency (latencyMs, setLatency, /.settings/latency.json, --latency): every message waits
// that long in each direction, in order per connection, also when the latency changes; at 0 nothing
// waits and no timer is set. Times are asserted as lower bounds only: a busy machine only adds to them.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { get, goOffline, onDisconnect, onValue, ref, set } from 'firebase/database';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { parseLatencySetting, parseLatencyText } from './latency';
import { eventually, OPEN_RULES, startHarness, type RawClient } from './test/harness';

// The spies first: a spy on a faked timer function would put the fake back.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function spyOnSetTimeout() {
  return vi.spyOn(globalThis, 'setTimeout');
}

/**
 * Resolves with the timer the emulator set for a message that arrived and waits for a latency of `ms`:
 * the first timer of over `ms` / 2 and at most `ms` (nothing else here sets such timers). Checked after
 * each turn of the event loop, as the message arrives within one or two.
 */
async function waitingMessage(timers: ReturnType<typeof spyOnSetTimeout>, ms: number): Promise<unknown> {
  const isLatency = (delay: unknown) => typeof delay === 'number' && delay > ms / 2 && delay <= ms;
  for (;;) {
    const index = timers.mock.calls.findIndex(([, delay]) => isLatency(delay));
    if (index >= 0) return timers.mock.results[index]?.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A raw client listening to /x, the data pushes it receives being the values of x in order. */
async function listeningToX(
  raw: () => Promise<RawClient>,
): Promise<{ client: RawClient; values(): unknown[] }> {
  const client = await raw();
  expect(await client.request('q', { p: '/x', h: '' })).toEqual({ s: 'ok', d: {} });
  const initialPushes = client.pushes.length;
  return { client, values: () => client.pushes.slice(initialPushes).map((push) => push.b.d) };
}

describe('latency 0', () => {
  test('delivers without any timer, as without the option', async () => {
    const { raw } = await startHarness({ defaultRules: OPEN_RULES, latencyMs: 0 });
    const { client, values } = await listeningToX(raw);

    // With setTimeout faked, a timer would never fire: the answer and the push arrive only if none is needed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    expect(await client.request('p', { p: '/x', d: 1 })).toEqual({ s: 'ok', d: '' });
    expect(values()).toEqual([1]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('latency 40', () => {
  test("a client SDK get() takes at least 80 ms: the request's 40 and the answer's 40", async () => {
    const { client, emulator } = await startHarness({ defaultRules: OPEN_RULES, latencyMs: 40 });
    expect(emulator.latencyMs).toBe(40);
    const db = client();
    await set(ref(db, 'x'), 'hello');

    const start = performance.now();
    expect((await get(ref(db, 'x'))).val()).toBe('hello');
    expect(performance.now() - start).toBeGreaterThanOrEqual(80);
  });

  test('50 sets by one client reach a listener on another client in order', async () => {
    const { client } = await startHarness({ defaultRules: OPEN_RULES, latencyMs: 40 });
    const writer = client();
    const seen: unknown[] = [];
    // The listener's first event (n absent) says its listen has been answered: a set sent before that
    // could reach the emulator before the listen does, and the listener would never see it.
    await new Promise<void>((listening) => {
      onValue(ref(client(), 'n'), (snapshot) => {
        if (snapshot.exists()) seen.push(snapshot.val());
        else listening();
      });
    });
    const sequence = Array.from({ length: 50 }, (_, index) => index + 1);

    await Promise.all(sequence.map((n) => set(ref(writer, 'n'), n)));

    await eventually(() => expect(seen).toEqual(sequence));
  });

  test('REST requests wait 40 ms and their answers 40 more', async () => {
    const { rest } = await startHarness({ defaultRules: OPEN_RULES, latencyMs: 40 });
    for (const [method, body] of [
      ['PUT', { a: 1 }],
      ['GET', undefined],
    ] as const) {
      const start = performance.now();
      expect(await rest(method, 'x', { body })).toEqual({ status: 200, body: { a: 1 } });
      expect(performance.now() - start, method).toBeGreaterThanOrEqual(80);
    }
  });

  test('onDisconnect writes run after what the client sent before its socket closed', async () => {
    const { client, admin } = await startHarness({ defaultRules: OPEN_RULES, latencyMs: 40 });
    const db = client();
    // Every value the status takes, in the order the emulator commits them.
    const seen: unknown[] = [];
    admin()
      .ref('status')
      .on('value', (snapshot) => void seen.push(snapshot.val()));
    await eventually(() => expect(seen).toEqual([null]));
    await onDisconnect(ref(db, 'status')).set('offline');
    // Sent before the socket closes, and still waiting for the latency when it does: handled first.
    void set(ref(db, 'status'), 'online');
    goOffline(db);

    await eventually(() => expect(seen).toEqual([null, 'online', 'offline']));
    expect((await admin().ref('status').get()).val()).toBe('offline');
  });

  test('metrics count what they count without latency', async () => {
    const counts = [];
    for (const latencyMs of [0, 40]) {
      const { raw, metrics, emulator, ns } = await startHarness({ defaultRules: OPEN_RULES, latencyMs });
      const { client } = await listeningToX(raw);
      await client.request('p', { p: '/x', d: 'a value' });
      await client.request('g', { p: '/x' });
      const { total } = await metrics(ns);
      // The handshake names the port, whose digits may differ between the two emulators.
      counts.push({ ...total, bytesSent: total.bytesSent - String(emulator.port).length });
    }
    expect(counts[1]).toEqual(counts[0]);
  });
});

describe('changing the latency at runtime', () => {
  test('from 200 to 0, a later message from the client does not overtake an earlier one', async () => {
    const { raw, emulator, ns } = await startHarness({ defaultRules: OPEN_RULES });
    const { client, values } = await listeningToX(raw);
    emulator.setLatency(200);
    const timers = spyOnSetTimeout();
    const answered: string[] = [];

    const start = performance.now();
    const first = client.request('p', { p: '/x', d: 'first' }).then(() => answered.push('first'));
    await waitingMessage(timers, 200);
    emulator.setLatency(0);
    await client.request('p', { p: '/x', d: 'second' }).then(() => answered.push('second'));
    const elapsed = performance.now() - start;
    await first;

    expect(answered).toEqual(['first', 'second']);
    expect(values()).toEqual(['first', 'second']);
    expect(elapsed).toBeGreaterThanOrEqual(200);
    expect(emulator.exportData()[ns]).toEqual({ x: 'second' });
  });

  test('from 200 to 0, a later push to the client does not overtake an earlier one', async () => {
    const { raw, emulator, ns } = await startHarness({ defaultRules: OPEN_RULES });
    const { values } = await listeningToX(raw);
    emulator.setLatency(200);

    const start = performance.now();
    emulator.importData({ [ns]: { x: 'first' } });
    // A write reaches the listeners other than its writer a moment after it is made (namespace.ts).
    await new Promise((resolve) => setImmediate(resolve));
    emulator.setLatency(0);
    emulator.importData({ [ns]: { x: 'second' } });
    expect(values()).toEqual([]);

    await eventually(() => expect(values()).toEqual(['first', 'second']));
    expect(performance.now() - start).toBeGreaterThanOrEqual(200);
  });
});

describe('stop()', () => {
  test('drops the messages still waiting, and their timers', async () => {
    const { raw, emulator, ns } = await startHarness({ defaultRules: OPEN_RULES });
    const { client } = await listeningToX(raw);
    emulator.setLatency(300);
    // The latency's timers and clock faked: the test moves time past the message's due time itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const timers = spyOnSetTimeout();
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');

    void client.request('p', { p: '/x', d: 'too late' });
    const timer = await waitingMessage(timers, 300);
    await emulator.stop();

    expect(clearTimer).toHaveBeenCalledWith(timer);
    await vi.advanceTimersByTimeAsync(400);
    expect(emulator.exportData()[ns]).toBeUndefined();
  });
});

describe('/.settings/latency.json', () => {
  async function latencyRequest(
    url: string,
    options: { method?: string; body?: string; token?: string; query?: string } = {},
  ): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${url}/.settings/latency.json${options.query ?? ''}`, {
      method: options.method ?? 'GET',
      body: options.body,
      headers: options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` },
    });
    return { status: response.status, body: await response.json() };
  }

  test('GET reads and PUT sets the latency of every namespace, with the owner credential', async () => {
    const { emulator, rest, ns } = await startHarness({ defaultRules: OPEN_RULES });
    const owner = { token: 'owner' };

    expect(await latencyRequest(emulator.url, owner)).toEqual({ status: 200, body: { latencyMs: 0 } });
    expect(
      await latencyRequest(emulator.url, { ...owner, method: 'PUT', body: '{"latencyMs": 40}' }),
    ).toEqual({ status: 200, body: { latencyMs: 40 } });
    expect(emulator.latencyMs).toBe(40);
    // A namespace parameter is allowed, and names no namespace: the setting is global.
    expect(await latencyRequest(emulator.url, { ...owner, query: '?ns=elsewhere' })).toEqual({
      status: 200,
      body: { latencyMs: 40 },
    });
    expect(await (await fetch(`${emulator.url}/.inspect/databases.json`)).json()).toEqual([]);

    const start = performance.now();
    await rest('GET', 'x', { ns });
    expect(performance.now() - start).toBeGreaterThanOrEqual(80);

    expect(await latencyRequest(emulator.url, { ...owner, method: 'PUT', body: '{"latencyMs": 0}' })).toEqual(
      {
        status: 200,
        body: { latencyMs: 0 },
      },
    );
    expect(emulator.latencyMs).toBe(0);
  });

  test('answers 401 without the owner credential', async () => {
    const { emulator } = await startHarness();
    const userToken = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"alice"}').toString('base64url')}.`;

    for (const token of [undefined, userToken, 'not-a-token']) {
      expect(await latencyRequest(emulator.url, { token })).toEqual({
        status: 401,
        body: { error: 'Permission denied' },
      });
      expect(await latencyRequest(emulator.url, { method: 'PUT', body: '{"latencyMs": 40}', token })).toEqual(
        {
          status: 401,
          body: { error: 'Permission denied' },
        },
      );
    }
    expect(emulator.latencyMs).toBe(0);
  });

  test('answers 400 with the reason for a body that is not a latency setting, and keeps the latency', async () => {
    const { emulator } = await startHarness({ latencyMs: 7 });
    const range = 'The latency must be a whole number of ms from 0 to 10000';
    const cases: Array<[string, string | RegExp]> = [
      ['', /^Invalid latency: .*JSON/],
      ['{ nope', /^Invalid latency: .*JSON/],
      ['40', 'Invalid latency: A latency setting is {"latencyMs": <ms>}, got 40'],
      ['null', 'Invalid latency: A latency setting is {"latencyMs": <ms>}, got null'],
      ['[40]', 'Invalid latency: A latency setting is {"latencyMs": <ms>}, got [40]'],
      ['{}', 'Invalid latency: A latency setting is {"latencyMs": <ms>}, got {}'],
      ['{"latency": 40}', 'Invalid latency: A latency setting is {"latencyMs": <ms>}, got {"latency":40}'],
      ['{"latencyMs": 40, "x": 1}', /got \{"latencyMs":40,"x":1\}$/],
      ['{"latencyMs": "40"}', `Invalid latency: ${range}, got "40"`],
      ['{"latencyMs": 1.5}', `Invalid latency: ${range}, got 1.5`],
      ['{"latencyMs": -1}', `Invalid latency: ${range}, got -1`],
      ['{"latencyMs": 10001}', `Invalid latency: ${range}, got 10001`],
      ['{"latencyMs": null}', `Invalid latency: ${range}, got null`],
    ];

    for (const [body, error] of cases) {
      const answer = await latencyRequest(emulator.url, { method: 'PUT', body, token: 'owner' });
      expect(answer.status, body).toBe(400);
      expect((answer.body as { error: string }).error, body).toMatch(error);
    }
    expect(emulator.latencyMs).toBe(7);
    expect(await latencyRequest(emulator.url, { method: 'DELETE', token: 'owner' })).toMatchObject({
      status: 405,
    });
  });

  test('setLatency and startDatabaseEmulator refuse the same values', async () => {
    const { emulator } = await startHarness();
    for (const ms of [-1, 0.5, Number.NaN, 10_001, '40' as never]) {
      expect(() => emulator.setLatency(ms), String(ms)).toThrow(/whole number of ms from 0 to 10000/);
    }
    expect(emulator.latencyMs).toBe(0);
    emulator.setLatency(10_000);
    expect(emulator.latencyMs).toBe(10_000);
    await expect(startHarness({ latencyMs: -5 })).rejects.toThrow(/got -5$/);
  });
});

describe('parsing', () => {
  test('a latency written as text takes digits only', () => {
    expect(parseLatencyText('0', '--latency')).toBe(0);
    expect(parseLatencyText('40', '--latency')).toBe(40);
    expect(parseLatencyText('10000', '--latency')).toBe(10_000);
    for (const text of ['', ' 40', '40 ', '-1', '1e3', '4.0', '0x10', 'forty', '10001']) {
      expect(() => parseLatencyText(text, 'LOQI_DATABASE_LATENCY_MS'), text).toThrow(
        `LOQI_DATABASE_LATENCY_MS must be a whole number of ms from 0 to 10000, got ${JSON.stringify(text)}`,
      );
    }
  });

  test('a latency setting is exactly {"latencyMs": n}', () => {
    expect(parseLatencySetting({ latencyMs: 40 })).toBe(40);
    expect(() => parseLatencySetting({ latencyMs: 40, extra: true })).toThrow(/A latency setting is/);
  });
});

// Each test starts the emulator in a process of its own through tsx, which takes seconds on a busy machine:
// the package's minute-long limit.
describe('the command line', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));

  function run(...args: string[]) {
    const child = spawn(process.execPath, ['--import', 'tsx', main, '--port', '0', ...args], {
      // The emulator's folder: tsx resolves from there up to the repository's node_modules.
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return { child, stderr: () => stderr };
  }

  test('--latency sets the latency, and the ready line says so', async () => {
    const { child } = run('--latency', '40');
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (data: Buffer) => resolve(String(data)));
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(line).toMatch(
        /^Database emulator ready at http:\/\/127\.0\.0\.1:\d+ \(latency 40 ms each way\)\n$/,
      );
      const url = /http:\/\/\S+/.exec(line)?.[0] as string;
      const answer = await fetch(`${url}/.settings/latency.json`, {
        headers: { Authorization: 'Bearer owner' },
      });
      expect(await answer.json()).toEqual({ latencyMs: 40 });
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('--latency with anything but a whole number of ms up to 10000 stops it with the reason', async () => {
    const { child, stderr } = run('--latency', 'forty');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr()).toContain(
      'Database emulator failed to start: --latency must be a whole number of ms from 0 to 10000, got "forty"',
    );
  });
});
