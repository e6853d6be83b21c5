// exportData() / importData(): what a launcher writes to disk must bring every object back, with its
// metadata and download tokens, in a new emulator process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageEmulator, type StorageEmulator } from './index';
import { adminBucket, BUCKET, PNG_BYTES } from './test/harness';

let first: StorageEmulator;
let second: StorageEmulator;

beforeAll(async () => {
  [first, second] = await Promise.all([
    startStorageEmulator({ port: 0, log: () => undefined }),
    startStorageEmulator({ port: 0, log: () => undefined }),
  ]);
});

afterAll(async () => {
  await Promise.all([first.stop(), second.stop()]);
});

describe('export and import', () => {
  it('round-trips objects, metadata, tokens and empty buckets through JSON', async () => {
    const admin = adminBucket(first);
    const file = admin.bucket.file('quizUploads/f/cat.png');
    await file.save(PNG_BYTES, {
      resumable: false,
      contentType: 'image/png',
      metadata: {
        cacheControl: 'public, max-age=60',
        metadata: { firebaseStorageDownloadTokens: 'tok', pushedID: '-N1' },
      },
    });
    await file.setMetadata({ metadata: { lastUsed: '123' } });
    await fetch(`${first.url}/storage/v1/b/empty-bucket`);
    const [before] = await file.getMetadata();
    await admin.close();

    const snapshot = JSON.parse(JSON.stringify(first.exportData())) as ReturnType<
      StorageEmulator['exportData']
    >;
    expect(snapshot.buckets).toEqual(['demo-loqi.appspot.com', 'empty-bucket']);
    second.importData(snapshot);

    const restored = adminBucket(second);
    const [after] = await restored.bucket.file('quizUploads/f/cat.png').getMetadata();
    for (const field of [
      'generation',
      'metageneration',
      'timeCreated',
      'updated',
      'md5Hash',
      'crc32c',
      'size',
    ]) {
      expect(after[field], field).toEqual(before[field]);
    }
    expect(after).toMatchObject({
      contentType: 'image/png',
      cacheControl: 'public, max-age=60',
      metadata: { firebaseStorageDownloadTokens: 'tok', pushedID: '-N1', lastUsed: '123' },
    });
    await restored.close();

    const download = await fetch(
      `${second.url}/v0/b/${BUCKET}/o/quizUploads%2Ff%2Fcat.png?alt=media&token=tok`,
    );
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const buckets = (await (await fetch(`${second.url}/storage/v1/b`)).json()) as {
      items: { name: string }[];
    };
    expect(buckets.items.map((bucket) => bucket.name)).toContain('empty-bucket');
  });

  it('refuses something that is not a snapshot, saying what is wrong', () => {
    expect(() => second.importData({ version: 2 } as never)).toThrow(
      'Storage snapshot: unsupported version, expected 1',
    );
    expect(() =>
      second.importData({ version: 1, buckets: [], objects: [{ bucket: 'b', name: 'n' }] } as never),
    ).toThrow('Storage snapshot: objects[0].data must be a string');
  });
});
