// The long-polling transport (/.lp) over real HTTP, driven by a client that speaks it as the SDK's
// BrowserPollConnection does (longPollClient.ts): the same session as over a WebSocket (auth, rules,
// listens, writes, onDisconnect, latency, metrics), and the upgrade to a WebSocket.
import { describe, expect, it } from 'vitest';
import { eventually, OPEN_RULES, scaledMs, startHarness, uniqueName } from './test/harness';
import type { MetricsReport } from './metrics';

const RULES = JSON.stringify({
  rules: {
    users: { $uid: { '.read': 'auth.uid === $uid', '.write': 'auth.uid === $uid' } },
    public: { '.read': true, '.write': true },
  },
});

/** An unsigned ID token, as the Auth emulator makes them. */
function idToken(uid: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode({ sub: uid, user_id: uid, iat: 1, exp: 3601 })}.`;
}

describe('long-polling', () => {
  it('starts a session: the start command with its id and password, then the handshake', async () => {
    const { emulator, ns } = await startHarness();
    const cb = '1234';
    const response = await fetch(`${emulator.url}/.lp?start=t&ser=77&cb=${cb}&v=5&ns=${ns}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const calls: unknown[][] = [];
    const parent = {
      [`pLPCommand${cb}`]: (...args: unknown[]) => calls.push(['command', ...args]),
      [`pRTLPCB${cb}`]: (...args: unknown[]) => calls.push(['data', ...args]),
    };
    new Function('parent', await response.text())(parent);
    expect(calls).toEqual([
      ['command', 'start', expect.stringMatching(/^\w+$/), expect.stringMatching(/^\w+$/)],
      [
        'data',
        0,
        [
          {
            t: 'c',
            d: {
              t: 'h',
              d: { ts: expect.any(Number), v: '5', h: `127.0.0.1:${emulator.port}`, s: expect.any(String) },
            },
          },
        ],
      ],
    ]);
    // A start without a callback name, and a request of no session, are refused.
    expect((await fetch(`${emulator.url}/.lp?start=t&v=5&ns=${ns}`)).status).toBe(400);
    expect((await fetch(`${emulator.url}/.lp?id=nope&pw=x&ser=1&ns=${ns}`)).status).toBe(404);
    await eventually(async () => {
      const report = (await (await fetch(`${emulator.url}/.metrics?ns=${ns}`)).json()) as MetricsReport;
      const [connection] = report.connections;
      expect(connection).toMatchObject({ transport: 'longPolling', open: true, messagesSent: 1 });
    });
  });

  it('carries listens and writes both ways, with messages longer than one segment', async () => {
    const { longPoll, rest, raw } = await startHarness();
    const listener = await longPoll();
    const writer = await longPoll();
    expect(await writer.request('p', { p: '/public/n', d: 0 })).toEqual({ s: 'ok', d: '' });
    expect(await listener.request('q', { p: '/public', h: '' })).toEqual({ s: 'ok', d: {} });
    expect(listener.pushes).toEqual([{ a: 'd', b: { p: 'public', d: { n: 0 } } }]);

    // Four segments' worth of text, and characters that base64 and JSON escape.
    const long = `${'ā✓"\\'.repeat(1500)}`;
    expect(await writer.request('p', { p: '/public/long', d: long })).toEqual({ s: 'ok', d: '' });
    await listener.waitForPushes(2);
    expect(listener.pushes[1]).toEqual({ a: 'd', b: { p: 'public/long', d: long } });
    expect((await rest('GET', 'public/long')).body).toBe(long);

    // A WebSocket client's write reaches the long-polling listener, and the other way round.
    const socket = await raw();
    await socket.request('q', { p: '/public', h: '' });
    await socket.request('p', { p: '/public/n', d: 1 });
    await listener.waitForPushes(3);
    expect(listener.pushes[2]).toEqual({ a: 'd', b: { p: 'public/n', d: 1 } });
    await listener.request('m', { p: '/public', d: { n: 2 } });
    await socket.waitForPushes(3);
    expect(socket.pushes[2]).toEqual({ a: 'm', b: { p: 'public', d: { n: 2 } } });
  });

  it('applies the rules to the credential the session authenticated with', async () => {
    const { longPoll } = await startHarness({ defaultRules: RULES });
    const client = await longPoll();
    expect(await client.request('q', { p: '/users/ada', h: '' })).toMatchObject({ s: 'permission_denied' });
    expect(await client.request('p', { p: '/users/ada/name', d: 'Ada' })).toMatchObject({
      s: 'permission_denied',
    });
    expect(await client.request('auth', { cred: idToken('ada') })).toMatchObject({ s: 'ok' });
    expect(await client.request('p', { p: '/users/ada/name', d: 'Ada' })).toEqual({ s: 'ok', d: '' });
    expect(await client.request('g', { p: '/users/ada', q: {} })).toEqual({ s: 'ok', d: { name: 'Ada' } });
    expect(await client.request('p', { p: '/users/bo/name', d: 'Ada' })).toMatchObject({
      s: 'permission_denied',
    });
    expect(await client.request('auth', { cred: 'not a token' })).toMatchObject({ s: 'invalid_token' });
  });

  it("runs the onDisconnect writes when the client's disconnect frame goes", async () => {
    const { longPoll, rest, metrics, ns } = await startHarness();
    const client = await longPoll();
    expect(await client.request('o', { p: '/presence/ada', d: 'left' })).toEqual({ s: 'ok', d: '' });
    expect(await client.request('om', { p: '/presence', d: { bo: 'left too' } })).toEqual({ s: 'ok', d: '' });
    expect((await rest('GET', 'presence')).body).toBeNull();
    await client.disconnect();
    await eventually(async () =>
      expect((await rest('GET', 'presence')).body).toEqual({ ada: 'left', bo: 'left too' }),
    );
    expect((await metrics(ns)).connections).toEqual([
      expect.objectContaining({ transport: 'longPolling', open: false }),
    ]);
    // The session is gone: its requests fail, and the client would connect again.
    expect((await fetch(client.sessionUrl.replace('?', '?ser=1&'))).status).toBe(404);
  });

  it('runs the onDisconnect writes when a silent session times out, not before', async () => {
    const { longPoll, rest, metrics, ns } = await startHarness({
      defaultRules: OPEN_RULES,
      longPolling: { holdMs: 100, idleMs: 600 },
    });
    const client = await longPoll();
    await client.request('o', { p: '/presence/ada', d: 'gone' });
    // Requests held for 100 ms and made again keep the session alive well past its 600 ms of silence:
    // with nothing to send, every answer after the one open now is held its full 100 ms: 15 of them, 1.5 s.
    const answered = client.answered;
    await eventually(() => expect(client.answered).toBeGreaterThanOrEqual(answered + 16), scaledMs(10_000));
    expect((await rest('GET', 'presence')).body).toBeNull();
    expect((await metrics(ns)).connections[0]?.open).toBe(true);
    client.stop();
    await eventually(async () => expect((await rest('GET', 'presence/ada')).body).toBe('gone'), 10_000);
    expect((await metrics(ns)).connections[0]?.open).toBe(false);
  });

  it('counts messages and bytes in the metrics, as their JSON', async () => {
    const { longPoll, metrics, ns } = await startHarness();
    const client = await longPoll();
    const request = { t: 'd', d: { r: 1, a: 'p', b: { p: '/x', d: 'ā' } } };
    await client.request('p', { p: '/x', d: 'ā' });
    const handshakeBytes = Buffer.byteLength(JSON.stringify({ t: 'c', d: { t: 'h', d: client.handshake } }));
    const responseBytes = Buffer.byteLength(JSON.stringify({ t: 'd', d: { r: 1, b: { s: 'ok', d: '' } } }));
    await eventually(async () =>
      expect((await metrics(ns)).connections).toEqual([
        expect.objectContaining({
          transport: 'longPolling',
          upgraded: false,
          messagesReceived: 1,
          bytesReceived: Buffer.byteLength(JSON.stringify(request)),
          messagesSent: 2,
          bytesSent: handshakeBytes + responseBytes,
        }),
      ]),
    );
  });

  it('delays messages by the latency each way', async () => {
    const { longPoll, emulator } = await startHarness({ defaultRules: OPEN_RULES, latencyMs: 150 });
    const client = await longPoll();
    const started = performance.now();
    expect(await client.request('g', { p: '/', q: {} })).toEqual({ s: 'ok', d: null });
    expect(performance.now() - started).toBeGreaterThanOrEqual(300 - 5);
    emulator.setLatency(0);
  });
});

describe('the upgrade from long-polling to a WebSocket', () => {
  it('moves the session, its listens, auth and onDisconnect writes included, to the WebSocket', async () => {
    const { longPoll, raw, rest, metrics, ns } = await startHarness({ defaultRules: RULES });
    const client = await longPoll();
    await client.request('auth', { cred: idToken('ada') });
    await client.request('q', { p: '/users/ada', h: '' });
    await client.request('o', { p: '/public/ada', d: 'offline' });
    expect(await client.upgrade()).toBe(true);
    await eventually(async () =>
      expect((await metrics(ns)).connections).toEqual([
        expect.objectContaining({ transport: 'webSocket', upgraded: true, uid: 'ada', open: true }),
      ]),
    );
    // The long-polling session is closed: its requests now fail.
    expect((await fetch(client.sessionUrl.replace('?', '?ser=1&'))).status).toBe(404);

    // Requests go by the WebSocket, as the same user, and pushes come there.
    expect(await client.request('p', { p: '/users/ada/name', d: 'Ada' })).toEqual({ s: 'ok', d: '' });
    expect(await client.request('p', { p: '/users/bo/name', d: 'Ada' })).toMatchObject({
      s: 'permission_denied',
    });
    await client.waitForPushes(1);
    expect(client.pushes[0]).toEqual({ a: 'd', b: { p: 'users/ada/name', d: 'Ada' } });
    const other = await raw();
    await other.request('auth', { cred: 'owner' });
    await other.request('p', { p: '/users/ada/age', d: 36 });
    await client.waitForPushes(2);
    expect(client.pushes[1]).toEqual({ a: 'd', b: { p: 'users/ada/age', d: 36 } });

    // The WebSocket closing ends the session: the onDisconnect write queued by long-polling runs.
    client.stop();
    await eventually(async () => expect((await rest('GET', 'public/ada')).body).toBe('offline'));
  });

  it('keeps long-polling when the WebSocket names no session', async () => {
    const { longPoll } = await startHarness();
    const client = await longPoll();
    expect(await client.upgrade(uniqueName('no-such-session'))).toBe(false);
    expect(await client.request('p', { p: '/still', d: 'polling' })).toEqual({ s: 'ok', d: '' });
    expect(await client.request('g', { p: '/still', q: {} })).toEqual({ s: 'ok', d: 'polling' });
  });
});
