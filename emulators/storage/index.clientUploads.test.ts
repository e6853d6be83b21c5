// Conformance: client SDK writes (multipart and resumable uploads, metadata updates, deletes, lists)
// judged by rules on the upload's size and type, and on the signed-in user. Users are simulated with
// connectStorageEmulator's mockUserToken, which sends an unsigned ID token as the SDK does against
// the real emulators.
import {
  deleteObject,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageEmulator } from './index';
import {
  clientStorage,
  emulatorWithRules,
  PNG_BYTES,
  temporaryFolder,
  storageErrorCode,
} from './test/harness';

const UPLOAD_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function isImageUnder(megabytes) {
      return request.resource.size < megabytes * 1024 * 1024
        && request.resource.contentType.matches('image/.*');
    }
    match /quizUploads/{folder}/{file} {
      allow read;
      allow create: if isImageUnder(5);
    }
    match /users/{uid}/{allPaths=**} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
  }
}`;

const folder = temporaryFolder();
let emulator: StorageEmulator;
let anonymous: FirebaseStorage;
let alice: FirebaseStorage;
let bob: FirebaseStorage;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  emulator = await emulatorWithRules(folder.folder, UPLOAD_RULES);
  const clients = [clientStorage(emulator), clientStorage(emulator, 'alice'), clientStorage(emulator, 'bob')];
  [anonymous, alice, bob] = clients.map((client) => client.storage) as [
    FirebaseStorage,
    FirebaseStorage,
    FirebaseStorage,
  ];
  closers.push(...clients.map((client) => client.close));
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await emulator.stop();
  folder.remove();
});

describe('rules on the upload itself', () => {
  it('accepts a small PNG (multipart upload) and serves it back', async () => {
    const imageRef = ref(anonymous, 'quizUploads/f1/small.png');
    const result = await uploadBytes(imageRef, PNG_BYTES, {
      contentType: 'image/png',
      customMetadata: { by: 'test' },
    });
    expect(result.metadata).toMatchObject({
      contentType: 'image/png',
      size: PNG_BYTES.length,
      customMetadata: { by: 'test' },
    });
    const response = await fetch(await getDownloadURL(imageRef));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('refuses a text upload', async () => {
    const upload = uploadBytes(ref(anonymous, 'quizUploads/f1/notes.txt'), Buffer.from('hello'), {
      contentType: 'text/plain',
    });
    expect(await storageErrorCode(upload)).toBe('storage/unauthorized');
  });

  it('accepts a resumable upload of an image under the limit', async () => {
    const data = Buffer.alloc(700 * 1024, 1);
    const task = uploadBytesResumable(ref(anonymous, 'quizUploads/f2/large.png'), data, {
      contentType: 'image/png',
    });
    const snapshot = await task;
    expect(snapshot.metadata.size).toBe(data.length);
    const response = await fetch(await getDownloadURL(snapshot.ref));
    expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
  });

  it('refuses a resumable upload over 5 MB', async () => {
    const data = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const task = uploadBytesResumable(ref(anonymous, 'quizUploads/f2/huge.png'), data, {
      contentType: 'image/png',
    });
    expect(await storageErrorCode(task.then())).toBe('storage/unauthorized');
  });

  it('distinguishes create from update: an existing object cannot be overwritten here', async () => {
    const imageRef = ref(anonymous, 'quizUploads/f3/once.png');
    await uploadBytes(imageRef, PNG_BYTES, { contentType: 'image/png' });
    expect(await storageErrorCode(uploadBytes(imageRef, PNG_BYTES, { contentType: 'image/png' }))).toBe(
      'storage/unauthorized',
    );
  });
});

describe('rules on request.auth', () => {
  it('lets a user write, update, list and delete under their own uid', async () => {
    const fileRef = ref(alice, 'users/alice/avatars/me.png');
    await uploadBytes(fileRef, PNG_BYTES, { contentType: 'image/png' });
    const updated = await updateMetadata(fileRef, {
      cacheControl: 'no-cache',
      customMetadata: { theme: 'dark' },
    });
    expect(updated).toMatchObject({ cacheControl: 'no-cache', customMetadata: { theme: 'dark' } });

    const listing = await listAll(ref(alice, 'users/alice'));
    expect(listing.prefixes.map((prefix) => prefix.fullPath)).toEqual(['users/alice/avatars']);
    const inner = await listAll(ref(alice, 'users/alice/avatars'));
    expect(inner.items.map((item) => item.fullPath)).toEqual(['users/alice/avatars/me.png']);

    await deleteObject(fileRef);
    expect(await storageErrorCode(getMetadata(fileRef))).toBe('storage/object-not-found');
  });

  it('denies another user and the unauthenticated caller', async () => {
    await uploadBytes(ref(alice, 'users/alice/private.png'), PNG_BYTES, { contentType: 'image/png' });
    expect(await storageErrorCode(getMetadata(ref(bob, 'users/alice/private.png')))).toBe(
      'storage/unauthorized',
    );
    expect(await storageErrorCode(getMetadata(ref(anonymous, 'users/alice/private.png')))).toBe(
      'storage/unauthorized',
    );
    const upload = uploadBytes(ref(bob, 'users/alice/intruder.png'), PNG_BYTES, { contentType: 'image/png' });
    expect(await storageErrorCode(upload)).toBe('storage/unauthorized');
    expect(await storageErrorCode(deleteObject(ref(anonymous, 'users/alice/private.png')))).toBe(
      'storage/unauthorized',
    );
  });

  it("rejects a malformed ID token as 'storage/unauthenticated'", async () => {
    const response = await fetch(`${emulator.url}/v0/b/demo-loqi.appspot.com/o/users%2Falice%2Fprivate.png`, {
      headers: { Authorization: 'Firebase not-a-jwt' },
    });
    expect(response.status).toBe(401);
  });
});
