// What `npm start` relies on to keep data across restarts: each emulator's export, written to disk and
// imported into a fresh emulator, gives back the same data.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDatabaseEmulator } from '@loqi/database-emulator';
import { SnapshotFile } from './persistence';
import { startStorageEmulator } from '@loqi/storage-emulator';

const dataDir = mkdtempSync(path.join(tmpdir(), 'loqi-persistence-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const OPEN_RULES = '{ "rules": { ".read": true, ".write": true } }';

describe('SnapshotFile', () => {
  it('reads back what it wrote and leaves no temporary file', () => {
    const file = new SnapshotFile(path.join(dataDir, 'nested', 'snapshot.json'));
    expect(file.exists()).toBe(false);
    file.write({ a: [1, 2], b: 'three' });
    expect(file.exists()).toBe(true);
    expect(file.read()).toEqual({ a: [1, 2], b: 'three' });
    expect(readdirSync(path.dirname(file.file))).toEqual(['snapshot.json']);
  });
});

describe('a restart', () => {
  it('keeps the database of every namespace', async () => {
    const file = new SnapshotFile(path.join(dataDir, 'database.json'));
    const first = await startDatabaseEmulator({ port: 0, rules: {}, defaultRules: OPEN_RULES });
    const put = (ns: string, body: unknown) =>
      fetch(`${first.url}/quiz/loqs/q1.json?ns=${ns}`, { method: 'PUT', body: JSON.stringify(body) });
    await put('main-ns', { owner: 'u1', opened: 5 });
    await put('games-ns', { owner: 'u2', opened: 6 });
    file.write(first.exportData());
    await first.stop();

    const second = await startDatabaseEmulator({ port: 0, rules: {}, defaultRules: OPEN_RULES });
    second.importData(file.read());
    const read = async (ns: string) => (await fetch(`${second.url}/quiz/loqs/q1.json?ns=${ns}`)).json();
    expect(await read('main-ns')).toEqual({ owner: 'u1', opened: 5 });
    expect(await read('games-ns')).toEqual({ owner: 'u2', opened: 6 });
    await second.stop();
  });

  it('keeps stored files with their content type', async () => {
    const file = new SnapshotFile(path.join(dataDir, 'storage.json'));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const object = 'quizUploads/f1/cover.png';
    const first = await startStorageEmulator({ port: 0, log: () => undefined });
    const upload = await fetch(
      `${first.url}/upload/storage/v1/b/demo-loqi.appspot.com/o?uploadType=media&name=${encodeURIComponent(object)}`,
      { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: bytes },
    );
    expect(upload.status).toBe(200);
    file.write(first.exportData());
    await first.stop();

    const second = await startStorageEmulator({ port: 0, log: () => undefined });
    second.importData(file.read());
    const download = await fetch(
      `${second.url}/download/storage/v1/b/demo-loqi.appspot.com/o/${encodeURIComponent(object)}?alt=media`,
    );
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    await second.stop();
  });
});
