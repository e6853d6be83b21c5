// The REST API (https://firebase.google.com/docs/database/rest/save-data,
// https://firebase.google.com/docs/database/rest/retrieve-data), the metrics endpoint, import/export
// and the command line.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onValue, ref } from 'firebase/database';
import { describe, expect, test } from 'vitest';
import { eventually, startHarness } from './test/harness';

describe('REST', () => {
  test('PUT, GET, PATCH, POST and DELETE', async () => {
    const { rest } = await startHarness();
    expect(await rest('PUT', 'users/ada', { body: { name: 'Ada', born: 1815 } })).toEqual({
      status: 200,
      body: { name: 'Ada', born: 1815 },
    });
    expect(await rest('PATCH', 'users', { body: { 'ada/born': 1816, 'bob/name': 'Bob' } })).toEqual({
      status: 200,
      body: { 'ada/born': 1816, 'bob/name': 'Bob' },
    });
    expect((await rest('GET', 'users')).body).toEqual({
      ada: { name: 'Ada', born: 1816 },
      bob: { name: 'Bob' },
    });
    const first = await rest('POST', 'log', { body: 'one' });
    const second = await rest('POST', 'log', { body: 'two' });
    const firstKey = (first.body as { name: string }).name;
    const secondKey = (second.body as { name: string }).name;
    expect(firstKey < secondKey).toBe(true);
    expect((await rest('GET', 'log')).body).toEqual({ [firstKey]: 'one', [secondKey]: 'two' });
    expect(await rest('DELETE', 'users/bob')).toEqual({ status: 200, body: null });
    expect((await rest('GET', 'users/bob')).body).toBeNull();
    expect(await rest('PUT', 'bad', { body: { 'a.b': 1 } })).toMatchObject({ status: 400 });
  });

  test('a write to .priority sets the priority of the node above', async () => {
    const { emulator, ns, rest } = await startHarness();
    await rest('PUT', 'a', { body: 'value' });
    expect(await rest('PUT', 'a/.priority', { body: 3 })).toEqual({ status: 200, body: 3 });
    expect(emulator.exportData()[ns]).toEqual({ a: { '.value': 'value', '.priority': 3 } });
    expect(await rest('PUT', 'a/.priority', { body: { x: 1 } })).toMatchObject({ status: 400 });
  });

  test('REST writes notify listeners', async () => {
    const { client, rest } = await startHarness();
    const seen: unknown[] = [];
    onValue(ref(client(), 'board'), (snapshot) => seen.push(snapshot.val()));
    await eventually(() => expect(seen).toEqual([null]));
    await rest('PUT', 'board/top', { body: 'ada' });
    await eventually(() => expect(seen).toEqual([null, { top: 'ada' }]));
  });

  test('query parameters, shallow, format=export and print', async () => {
    const { emulator, ns, rest } = await startHarness();
    await rest('PUT', 'p', {
      body: { a: { s: 3 }, b: { s: 1 }, c: { s: 2 }, d: { '.value': 4, '.priority': 1 } },
    });
    const get = async (query: string) => (await fetch(`${emulator.url}/p.json?ns=${ns}&${query}`)).text();
    expect(JSON.parse(await get('orderBy="s"&limitToLast=2'))).toEqual({ a: { s: 3 }, c: { s: 2 } });
    expect(JSON.parse(await get('orderBy="s"&startAt=2&endAt=2'))).toEqual({ c: { s: 2 } });
    expect(JSON.parse(await get('orderBy="$key"&startAfter="b"&limitToFirst=1'))).toEqual({ c: { s: 2 } });
    expect(JSON.parse(await get('orderBy="$value"&equalTo=4'))).toEqual({ d: 4 });
    expect(JSON.parse(await get('shallow=true'))).toEqual({ a: true, b: true, c: true, d: true });
    expect(JSON.parse(await get('format=export&orderBy="$priority"&limitToLast=1'))).toEqual({
      d: { '.value': 4, '.priority': 1 },
    });
    expect(await get('orderBy="$key"&limitToFirst=1&print=pretty')).toBe('{\n  "a": {\n    "s": 3\n  }\n}');
    const silent = await fetch(`${emulator.url}/p/a.json?ns=${ns}&print=silent`, {
      method: 'PUT',
      body: '1',
    });
    expect([silent.status, await silent.text()]).toEqual([204, '']);
  });

  test('the wire get answers the query window', async () => {
    const { raw, rest } = await startHarness();
    await rest('PUT', 'p', { body: { a: 3, b: 1, c: 2 } });
    const client = await raw();
    expect(await client.request('g', { p: '/p', q: { i: '.value', l: 2, vf: 'l' } })).toEqual({
      s: 'ok',
      d: { b: 1, c: 2 },
    });
  });
});

describe('emulator', () => {
  test('metrics count each connection and reset on DELETE', async () => {
    const { client, emulator, metrics, ns } = await startHarness();
    const db = client({ mockUserToken: { sub: 'ada' } });
    let values = 0;
    onValue(ref(db, 'x'), () => values++);
    await eventually(() => expect(values).toBe(1));
    const report = await metrics(ns);
    expect(report.connections).toEqual([
      expect.objectContaining({ namespace: ns, uid: 'ada', open: true }) as unknown,
    ]);
    const { messagesReceived, bytesSent } = report.total;
    expect(messagesReceived).toBeGreaterThanOrEqual(2);
    expect(bytesSent).toBeGreaterThan(0);
    expect(report.connections[0]).toMatchObject({ messagesReceived, bytesSent });
    expect((await fetch(`${emulator.url}/.metrics`, { method: 'DELETE' })).status).toBe(204);
    expect((await metrics(ns)).total).toEqual({
      connections: 1,
      bytesSent: 0,
      bytesReceived: 0,
      messagesSent: 0,
      messagesReceived: 0,
    });
  });

  test('exportData and importData carry the data across a restart', async () => {
    const first = await startHarness();
    await first.rest('PUT', 'game', { body: { a: { '.value': 1, '.priority': 2 } } });
    const saved = first.emulator.exportData();
    const second = await startHarness();
    second.emulator.importData(saved);
    expect(second.emulator.exportData()).toEqual(saved);
    expect((await second.rest('GET', 'game', { ns: first.ns })).body).toEqual({ a: 1 });
    const inspect = await fetch(`${second.emulator.url}/.inspect/databases.json`);
    expect(await inspect.json()).toEqual([{ name: first.ns }]);
  });

  // A process of its own through tsx takes seconds on a busy machine: the package's minute-long limit.
  test('the command line prints one line when ready', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main, '--port', '0'], {
      // The emulator's folder: tsx resolves from there up to the repository's node_modules.
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (data: Buffer) => resolve(String(data)));
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(line).toMatch(/^Database emulator ready at http:\/\/127\.0\.0\.1:\d+\n$/);
      const url = line.slice(line.indexOf('http://')).trim();
      expect((await fetch(`${url}/x.json?ns=cli`)).status).toBe(401);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
