// Conformance: the browser's path. The server uploads with firebase-admin; the client SDK
// (firebase/storage with connectStorageEmulator) reads metadata and download URLs under the rules, and
// the URL is fetched the way an <img> would load it.
import type { Bucket } from '@google-cloud/storage';
import {
  getBytes,
  getDownloadURL,
  getMetadata,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageEmulator } from './index';
import {
  adminBucket,
  BUCKET,
  clientStorage,
  emulatorWithRules,
  PNG_BYTES,
  temporaryFolder,
  storageErrorCode,
} from './test/harness';

// Reads of quiz uploads only; no client writes at all.
const READ_ONLY_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /quizUploads/{allPaths=**} {
      allow read;
    }
  }
}`;

const folder = temporaryFolder();
let emulator: StorageEmulator;
let bucket: Bucket;
let storage: FirebaseStorage;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  emulator = await emulatorWithRules(folder.folder, READ_ONLY_RULES);
  const admin = adminBucket(emulator);
  const client = clientStorage(emulator);
  bucket = admin.bucket;
  storage = client.storage;
  closers.push(admin.close, client.close);
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await emulator.stop();
  folder.remove();
});

describe('client SDK reading what the server uploaded', () => {
  it('gets metadata and a download URL whose bytes and Content-Type are the stored ones', async () => {
    await bucket.file('quizUploads/f1/cat.png').save(PNG_BYTES, {
      contentType: 'image/png',
      metadata: { metadata: { pushedID: '-Nxyz' } },
    });
    const imageRef = ref(storage, 'quizUploads/f1/cat.png');

    const metadata = await getMetadata(imageRef);
    expect(metadata).toMatchObject({
      bucket: BUCKET,
      fullPath: 'quizUploads/f1/cat.png',
      name: 'cat.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
      customMetadata: { pushedID: '-Nxyz' },
    });

    const url = await getDownloadURL(imageRef);
    expect(url).toMatch(
      new RegExp(`^${emulator.url}/v0/b/${BUCKET}/o/quizUploads%2Ff1%2Fcat\\.png\\?alt=media&token=`),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    // The token also shows where the JSON API keeps it, as in the real service.
    const [adminView] = await bucket.file('quizUploads/f1/cat.png').getMetadata();
    expect(url).toContain(`token=${String(adminView.metadata?.firebaseStorageDownloadTokens)}`);
  });

  it('downloads bytes through the rules without a token', async () => {
    await bucket
      .file('quizUploads/f1/bytes.png')
      .save(PNG_BYTES, { resumable: false, contentType: 'image/png' });
    const bytes = await getBytes(ref(storage, 'quizUploads/f1/bytes.png'));
    expect(Buffer.from(bytes).equals(PNG_BYTES)).toBe(true);
  });

  it("reports a missing object as 'storage/object-not-found'", async () => {
    expect(await storageErrorCode(getMetadata(ref(storage, 'quizUploads/f1/missing.png')))).toBe(
      'storage/object-not-found',
    );
    expect(await storageErrorCode(getDownloadURL(ref(storage, 'quizUploads/f1/missing.png')))).toBe(
      'storage/object-not-found',
    );
  });
});

describe('client SDK under read-only rules', () => {
  it('denies uploads', async () => {
    const upload = uploadBytes(ref(storage, 'quizUploads/f2/new.png'), PNG_BYTES, {
      contentType: 'image/png',
    });
    expect(await storageErrorCode(upload)).toBe('storage/unauthorized');
    expect(await bucket.file('quizUploads/f2/new.png').exists()).toEqual([false]);
  });

  it('denies reads outside quizUploads, without revealing whether the object exists', async () => {
    await bucket.file('private/secret.png').save(PNG_BYTES, { resumable: false, contentType: 'image/png' });
    expect(await storageErrorCode(getMetadata(ref(storage, 'private/secret.png')))).toBe(
      'storage/unauthorized',
    );
    expect(await storageErrorCode(getMetadata(ref(storage, 'private/missing.png')))).toBe(
      'storage/unauthorized',
    );
    const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o/private%2Fsecret.png?alt=media`);
    expect(response.status).toBe(403);
  });

  it('serves any object to a request carrying one of its download tokens, as <img> URLs do', async () => {
    const file = bucket.file('private/shared.png');
    await file.save(PNG_BYTES, {
      resumable: false,
      contentType: 'image/png',
      metadata: { metadata: { firebaseStorageDownloadTokens: 'token-1,token-2' } },
    });
    const url = (token: string) =>
      `${emulator.url}/v0/b/${BUCKET}/o/private%2Fshared.png?alt=media&token=${token}`;
    expect((await fetch(url('token-2'))).status).toBe(200);
    expect((await fetch(url('wrong'))).status).toBe(403);
  });

  it('answers CORS preflights and exposes the upload headers to browsers', async () => {
    const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o?name=x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-upload-protocol',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,x-goog-upload-protocol');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Goog-Upload-URL');
  });
});
