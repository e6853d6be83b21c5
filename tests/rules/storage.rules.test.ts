// storage.rules as deployed, loaded into our Storage emulator and judged through the real client SDK,
// signed in or not; the admin SDK stores the files, as uploadQuizMedia does. Each rule has an allowed and
// a denied case.
import { fileURLToPath } from 'node:url';
import type { Bucket } from '@google-cloud/storage';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagePaths } from '@/domain';
import { startStorageEmulator, type StorageEmulator } from '@loqi/storage-emulator';
import { adminBucket, clientStorage, PNG_BYTES, storageErrorCode } from '@loqi/storage-emulator/harness';

const RULES_FILE = fileURLToPath(new URL('../../storage.rules', import.meta.url));

let emulator: StorageEmulator;
let bucket: Bucket;
let anonymous: FirebaseStorage;
let alice: FirebaseStorage;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  emulator = await startStorageEmulator({ port: 0, rulesFile: RULES_FILE, log: () => undefined });
  const admin = adminBucket(emulator);
  const visitor = clientStorage(emulator);
  const signedIn = clientStorage(emulator, 'alice');
  bucket = admin.bucket;
  anonymous = visitor.storage;
  alice = signedIn.storage;
  closers.push(admin.close, visitor.close, signedIn.close);
  await bucket.file(storagePaths.quizUpload('f1', 'cover.png')).save(PNG_BYTES, { contentType: 'image/png' });
  await bucket.file('elsewhere/notes.png').save(PNG_BYTES, { contentType: 'image/png' });
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await emulator.stop();
});

describe('quizUploads/{folder}/{file}: anyone reads, no client writes', () => {
  it.each([
    ['a visitor', () => anonymous],
    ['a signed-in user', () => alice],
  ])('lets %s read a quiz image and its download URL', async (_who, storage) => {
    const imageRef = ref(storage(), storagePaths.quizUpload('f1', 'cover.png'));
    expect(Buffer.from(await getBytes(imageRef)).equals(PNG_BYTES)).toBe(true);
    expect(await getDownloadURL(imageRef)).toContain('quizUploads%2Ff1%2Fcover.png');
  });

  it.each([
    ['a visitor', () => anonymous],
    ['a signed-in user', () => alice],
  ])('denies %s an upload, an overwrite and a delete', async (_who, storage) => {
    const fresh = ref(storage(), storagePaths.quizUpload('f2', 'new.png'));
    const existing = ref(storage(), storagePaths.quizUpload('f1', 'cover.png'));

    expect(await storageErrorCode(uploadBytes(fresh, PNG_BYTES, { contentType: 'image/png' }))).toBe(
      'storage/unauthorized',
    );
    expect(await storageErrorCode(uploadBytes(existing, PNG_BYTES, { contentType: 'image/png' }))).toBe(
      'storage/unauthorized',
    );
    expect(await storageErrorCode(deleteObject(existing))).toBe('storage/unauthorized');
    expect(await bucket.file(storagePaths.quizUpload('f2', 'new.png')).exists()).toEqual([false]);
    expect(await bucket.file(storagePaths.quizUpload('f1', 'cover.png')).exists()).toEqual([true]);
  });
});

describe('every other path: closed', () => {
  it('denies reads outside quizUploads, and of a deeper path inside it', async () => {
    await bucket.file('quizUploads/f1/deeper/x.png').save(PNG_BYTES, { contentType: 'image/png' });

    expect(await storageErrorCode(getBytes(ref(alice, 'elsewhere/notes.png')))).toBe('storage/unauthorized');
    expect(await storageErrorCode(getBytes(ref(anonymous, 'quizUploads/f1/deeper/x.png')))).toBe(
      'storage/unauthorized',
    );
  });

  it('denies writes outside quizUploads', async () => {
    expect(
      await storageErrorCode(
        uploadBytes(ref(alice, 'elsewhere/new.png'), PNG_BYTES, { contentType: 'image/png' }),
      ),
    ).toBe('storage/unauthorized');
  });
});
