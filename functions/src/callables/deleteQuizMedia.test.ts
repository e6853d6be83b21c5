import { describe, expect, it } from 'vitest';
import { mainPaths, storagePaths, type StoragePath } from '@/domain';
import { PNG_1X1 } from '@/domain/fixtures/images';
import { callableRequest } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { useStorageEmulator } from '../test/storageEmulator';
import { deleteQuizMedia } from './deleteQuizMedia';

const database = useMainDatabaseEmulator();
const storage = useStorageEmulator();

const ALICE_IMAGE: StoragePath = ['f-alice', 'image.png'];
const ALICE_OTHER_IMAGE: StoragePath = ['f-alice-2', 'image.gif'];
const BOB_IMAGE: StoragePath = ['f-bob', 'image.png'];

/** Two uploads of alice's and one of bob's, stored and recorded as uploadQuizMedia leaves them. */
async function seedUploads() {
  const uploads = [
    { uid: 'alice', pushedID: '-Alice1', path: ALICE_IMAGE },
    { uid: 'alice', pushedID: '-Alice2', path: ALICE_OTHER_IMAGE },
    { uid: 'bob', pushedID: '-Bob1', path: BOB_IMAGE },
  ];
  storage.seed(
    uploads.map(({ pushedID, path }) => ({
      name: storagePaths.quizUpload(...path),
      bytes: PNG_1X1,
      contentType: 'image/png',
      metadata: { pushedID },
    })),
  );
  const users: Record<string, { images: { uploaded: Record<string, unknown> } }> = {};
  for (const { uid, pushedID, path } of uploads) {
    users[uid] ??= { images: { uploaded: {} } };
    users[uid].images.uploaded[pushedID] = { path, pushedID, lastUsed: 1 };
  }
  await database.seed({ users });
}

const storedNames = () => storage.files().map((file) => file.name);

const remove = (payload: unknown, uid?: string) => deleteQuizMedia.run(callableRequest(payload, uid));

describe('deleteQuizMedia', () => {
  it('deletes the caller’s upload: its file and its record, nothing else', async () => {
    await seedUploads();

    await expect(remove({ pushedID: '-Alice1', uuid: ALICE_IMAGE }, 'alice')).resolves.toEqual({
      success: true,
    });

    expect(storedNames().sort()).toEqual(
      [storagePaths.quizUpload(...ALICE_OTHER_IMAGE), storagePaths.quizUpload(...BOB_IMAGE)].sort(),
    );
    expect(database.read(mainPaths.userUploadedImage('alice', '-Alice1'))).toBeNull();
    expect(database.read(mainPaths.userUploadedImage('alice', '-Alice2'))).not.toBeNull();
    expect(database.read(mainPaths.userUploadedImage('bob', '-Bob1'))).not.toBeNull();
  });

  it('removes the record of an upload whose file is already gone', async () => {
    await seedUploads();
    storage.seed([]);

    await remove({ pushedID: '-Alice1', uuid: ALICE_IMAGE }, 'alice');

    expect(database.read(mainPaths.userUploadedImage('alice', '-Alice1'))).toBeNull();
  });

  it('answers not-found for another user’s upload, as for no upload, deleting nothing', async () => {
    await seedUploads();

    await expect(remove({ pushedID: '-Bob1', uuid: BOB_IMAGE }, 'alice')).rejects.toMatchObject({
      code: 'not-found',
    });
    // Naming one of the caller's own keys with another user's file does not help.
    await expect(remove({ pushedID: '-Alice1', uuid: BOB_IMAGE }, 'alice')).rejects.toMatchObject({
      code: 'not-found',
    });

    expect(storedNames()).toHaveLength(3);
    expect(database.read(mainPaths.userUploadedImage('bob', '-Bob1'))).not.toBeNull();
    expect(database.read(mainPaths.userUploadedImage('alice', '-Alice1'))).not.toBeNull();
  });

  it.each([
    { what: 'an unknown key and file', pushedID: '-Nothing', uuid: ['f-none', 'image.png'] },
    { what: 'a known key with an unknown file', pushedID: '-Alice1', uuid: ['f-none', 'image.png'] },
    { what: 'a known key with another of the caller’s files', pushedID: '-Alice1', uuid: ALICE_OTHER_IMAGE },
    { what: 'an unknown key with one of the caller’s files', pushedID: '-Nothing', uuid: ALICE_IMAGE },
  ])('answers not-found for $what, deleting nothing', async ({ pushedID, uuid }) => {
    await seedUploads();

    await expect(remove({ pushedID, uuid }, 'alice')).rejects.toMatchObject({ code: 'not-found' });

    expect(storedNames()).toHaveLength(3);
    expect(Object.keys(database.read(mainPaths.userUploadedImages('alice')) as object)).toHaveLength(2);
  });

  it('rejects a caller who is not signed in', async () => {
    await seedUploads();

    await expect(remove({ pushedID: '-Alice1', uuid: ALICE_IMAGE })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(storedNames()).toHaveLength(3);
  });

  it.each([
    { payload: null, field: 'payload' },
    { payload: { uuid: ALICE_IMAGE }, field: 'pushedID' },
    { payload: { pushedID: 'a/b', uuid: ALICE_IMAGE }, field: 'pushedID' },
    { payload: { pushedID: '', uuid: ALICE_IMAGE }, field: 'pushedID' },
    { payload: { pushedID: '__proto__', uuid: ALICE_IMAGE }, field: 'pushedID' },
    { payload: { pushedID: '-Alice1' }, field: 'uuid' },
    { payload: { pushedID: '-Alice1', uuid: 'f-alice/image.png' }, field: 'uuid' },
    { payload: { pushedID: '-Alice1', uuid: ['f-alice'] }, field: 'uuid' },
    { payload: { pushedID: '-Alice1', uuid: ['..', 'image.png'] }, field: 'uuid' },
    { payload: { pushedID: '-Alice1', uuid: ['f-alice', 'a/b.png'] }, field: 'uuid' },
    { payload: { pushedID: '-Alice1', uuid: ALICE_IMAGE, uid: 'bob' }, field: 'payload' },
  ])('rejects the payload $payload, naming $field', async ({ payload, field }) => {
    await seedUploads();

    await expect(remove(payload, 'alice')).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(storedNames()).toHaveLength(3);
  });
});
