// Conformance: firebase-admin's getStorage() (@google-cloud/storage underneath) against the emulator,
// as Loqi's Cloud Functions use it. The JSON API ignores security rules, so these run under deny-all.
import type { Bucket } from '@google-cloud/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageEmulator, type StorageEmulator } from './index';
import { adminBucket, BUCKET, PNG_BYTES } from './test/harness';

let emulator: StorageEmulator;
let bucket: Bucket;
let closeAdmin: () => Promise<void>;

beforeAll(async () => {
  emulator = await startStorageEmulator({ port: 0, log: () => undefined });
  ({ bucket, close: closeAdmin } = adminBucket(emulator));
});

afterAll(async () => {
  await closeAdmin();
  await emulator.stop();
});

describe('firebase-admin storage against the emulator', () => {
  it('saves, reads metadata, downloads, checks existence and deletes (multipart upload)', async () => {
    const file = bucket.file('quizUploads/folder-1/picture.png');
    await file.save(PNG_BYTES, {
      resumable: false,
      contentType: 'image/png',
      metadata: { metadata: { uploader: 'uid-1', pushedID: '-Nabc' } },
    });

    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      bucket: BUCKET,
      name: 'quizUploads/folder-1/picture.png',
      contentType: 'image/png',
      size: String(PNG_BYTES.length),
      metadata: { uploader: 'uid-1', pushedID: '-Nabc' },
    });

    const [downloaded] = await file.download();
    expect(downloaded.equals(PNG_BYTES)).toBe(true);
    expect(await file.exists()).toEqual([true]);

    await file.delete();
    expect(await file.exists()).toEqual([false]);
  });

  it('stores a resumable upload sent in one request (the default of save())', async () => {
    const file = bucket.file('quizUploads/folder-2/resumable.bin');
    const data = Buffer.alloc(300 * 1024, 7);
    await file.save(data, { contentType: 'application/octet-stream' });
    const [downloaded] = await file.download();
    expect(downloaded.equals(data)).toBe(true);
  });

  it('stores a resumable upload sent in several chunks', async () => {
    const file = bucket.file('quizUploads/folder-2/chunked.bin');
    const data = Buffer.from(Array.from({ length: 600 * 1024 }, (_, i) => i % 251));
    await file.save(data, { chunkSize: 256 * 1024, contentType: 'application/octet-stream' });
    const [metadata] = await file.getMetadata();
    expect(metadata.size).toBe(String(data.length));
    const [downloaded] = await file.download();
    expect(downloaded.equals(data)).toBe(true);
  });

  it('reports a missing object as a 404 ApiError', async () => {
    const file = bucket.file('quizUploads/missing/none.png');
    await expect(file.getMetadata()).rejects.toMatchObject({ code: 404 });
    await expect(file.download()).rejects.toMatchObject({ code: 404 });
    await expect(file.delete()).rejects.toMatchObject({ code: 404 });
    await expect(file.delete({ ignoreNotFound: true })).resolves.toBeDefined();
  });

  it('updates metadata, with null removing a custom key', async () => {
    const file = bucket.file('quizUploads/folder-3/meta.png');
    await file.save(PNG_BYTES, {
      resumable: false,
      contentType: 'image/png',
      metadata: { metadata: { a: '1', b: '2' } },
    });
    const [updated] = await file.setMetadata({
      cacheControl: 'public, max-age=60',
      metadata: { a: null, c: '3' },
    });
    expect(updated).toMatchObject({
      cacheControl: 'public, max-age=60',
      metadata: { b: '2', c: '3' },
      metageneration: '2',
    });
    expect(updated.metadata).not.toHaveProperty('a');
  });

  it('lists objects under a prefix, with folders when a delimiter is given', async () => {
    for (const name of ['list/a/1.png', 'list/a/2.png', 'list/b/3.png', 'list/top.png', 'other/x.png']) {
      await bucket.file(name).save(PNG_BYTES, { resumable: false, contentType: 'image/png' });
    }
    const [files] = await bucket.getFiles({ prefix: 'list/' });
    expect(files.map((file) => file.name)).toEqual([
      'list/a/1.png',
      'list/a/2.png',
      'list/b/3.png',
      'list/top.png',
    ]);

    const [paged] = await bucket.getFiles({ prefix: 'list/', maxResults: 3, autoPaginate: true });
    expect(paged).toHaveLength(3);

    const [, , response] = await bucket.getFiles({ prefix: 'list/', delimiter: '/', autoPaginate: false });
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['list/a/', 'list/b/']);
  });

  it('honours ifGenerationMatch: 0 (create only)', async () => {
    const file = bucket.file('quizUploads/folder-4/once.png');
    const createOnly = {
      resumable: false,
      contentType: 'image/png',
      preconditionOpts: { ifGenerationMatch: 0 },
    };
    await file.save(PNG_BYTES, createOnly);
    await expect(file.save(PNG_BYTES, createOnly)).rejects.toMatchObject({ code: 412 });
  });

  it('serves byte ranges', async () => {
    const file = bucket.file('quizUploads/folder-5/range.txt');
    await file.save('0123456789', { resumable: false, contentType: 'text/plain' });
    const [part] = await file.download({ start: 2, end: 5 });
    expect(part.toString()).toBe('2345');
  });
});
