// Uploads on the whole local stack: real accounts signed up in the Auth emulator call uploadQuizMedia and
// deleteQuizMedia through the client Functions SDK with data URLs, as the image manager does, and the images
// are read back through the client Storage SDK under storage.rules, as every quiz screen does.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { get, limitToLast, orderByChild, query, ref, serverTimestamp, set } from 'firebase/database';
import {
  getBytes,
  getDownloadURL,
  getMetadata,
  ref as storageRef,
  type StorageError,
} from 'firebase/storage';
import { afterEach, describe, expect, it } from 'vitest';
import {
  IMAGE_MANAGER_PAGE_SIZE,
  mainPaths,
  storagePaths,
  UPLOAD_MAX_BYTES,
  UploadErrorCode,
  type StoragePath,
  type UploadAnswer,
  type UploadedImage,
} from '@/domain';
import { PNG_1X1, pngOfSize } from '@/domain/fixtures/images';
import { stackCallable } from '../../stack/liveGame/clients';
import { clientApp, deleteClientApps, readAsAdmin } from './support';

const dataUrl = (bytes: Uint8Array, mediaType = 'image/png') =>
  `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}`;

/** A client app with the upload callables, signed out. */
function uploadClient() {
  const { auth, functions, database, storage } = clientApp();
  return {
    auth,
    database,
    storage,
    uploadQuizMedia: stackCallable(functions, 'uploadQuizMedia'),
    deleteQuizMedia: stackCallable(functions, 'deleteQuizMedia'),
  };
}

/** An upload client signed in as a new account. */
async function signedUpClient() {
  const client = uploadClient();
  const email = `uploader.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const { user } = await createUserWithEmailAndPassword(client.auth, email, 'secret-pass');
  return { ...client, uid: user.uid };
}

/** The user's upload records, newest first, read as the image manager reads them. */
async function uploadsOf(client: Awaited<ReturnType<typeof signedUpClient>>): Promise<UploadedImage[]> {
  const page = await get(
    query(
      ref(client.database, mainPaths.userUploadedImages(client.uid)),
      orderByChild('lastUsed'),
      limitToLast(IMAGE_MANAGER_PAGE_SIZE),
    ),
  );
  const images: UploadedImage[] = [];
  page.forEach((child) => {
    images.unshift(child.val() as UploadedImage);
  });
  return images;
}

/** The StorageError code of a failed read. */
async function storageErrorCode(read: Promise<unknown>): Promise<string> {
  return read.then(
    () => 'resolved',
    (error: StorageError) => error.code,
  );
}

/** Expects a successful upload and returns its path. */
function uploadedPath(answer: UploadAnswer): StoragePath {
  expect(answer).toEqual({ success: true, code: 0, path: [expect.any(String), 'image.png'] });
  if (!answer.success) throw new Error(`The upload was refused with code ${answer.code}.`);
  return answer.path;
}

afterEach(deleteClientApps);

describe('uploads on the local stack', () => {
  it('a new account uploads a PNG that a visitor reads, and deletes it again', async () => {
    const author = await signedUpClient();

    const path = uploadedPath((await author.uploadQuizMedia({ blob: dataUrl(PNG_1X1) })).data);

    const visitor = uploadClient();
    const image = storageRef(visitor.storage, storagePaths.quizUpload(...path));
    expect(Buffer.from(await getBytes(image)).equals(Buffer.from(PNG_1X1))).toBe(true);
    expect((await getMetadata(image)).contentType).toBe('image/png');
    const download = await fetch(await getDownloadURL(image));
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(PNG_1X1))).toBe(true);

    const [record, ...others] = await uploadsOf(author);
    expect(others).toEqual([]);
    expect(record).toEqual({ path, pushedID: expect.any(String), lastUsed: expect.any(Number) });

    await author.deleteQuizMedia({ pushedID: record?.pushedID ?? '', uuid: path });

    expect(await storageErrorCode(getBytes(image))).toBe('storage/object-not-found');
    expect(await uploadsOf(author)).toEqual([]);
  });

  it('accepts an image of exactly 5 MB through the Functions emulator, and refuses one byte more', async () => {
    const author = await signedUpClient();

    const path = uploadedPath(
      (await author.uploadQuizMedia({ blob: dataUrl(pngOfSize(UPLOAD_MAX_BYTES), 'text/plain') })).data,
    );
    const tooLarge = await author.uploadQuizMedia({ blob: dataUrl(pngOfSize(UPLOAD_MAX_BYTES + 1)) });

    expect((await getMetadata(storageRef(author.storage, storagePaths.quizUpload(...path)))).size).toBe(
      UPLOAD_MAX_BYTES,
    );
    expect(tooLarge.data).toEqual({ success: false, code: UploadErrorCode.TooLarge, path: null });
    expect(await uploadsOf(author)).toHaveLength(1);
  });

  it('picking an image stamps its lastUsed, which moves it to the top of the newest-first list', async () => {
    const author = await signedUpClient();
    const first = uploadedPath((await author.uploadQuizMedia({ blob: dataUrl(PNG_1X1) })).data);
    const second = uploadedPath((await author.uploadQuizMedia({ blob: dataUrl(PNG_1X1) })).data);
    expect((await uploadsOf(author)).map((image) => image.path)).toEqual([second, first]);
    const firstRecord = (await uploadsOf(author))[1];

    await set(
      ref(
        author.database,
        `${mainPaths.userUploadedImage(author.uid, firstRecord?.pushedID ?? '')}/lastUsed`,
      ),
      serverTimestamp(),
    );

    expect((await uploadsOf(author)).map((image) => image.path)).toEqual([first, second]);
  });

  it('answers code 2 to a visitor who is not signed in, and stores nothing', async () => {
    const visitor = uploadClient();

    const { data } = await visitor.uploadQuizMedia({ blob: dataUrl(PNG_1X1) });

    expect(data).toEqual({ success: false, code: UploadErrorCode.NotLoggedIn, path: null });
  });

  it('refuses another account’s delete as not-found, leaving the image and its record', async () => {
    const author = await signedUpClient();
    const path = uploadedPath((await author.uploadQuizMedia({ blob: dataUrl(PNG_1X1) })).data);
    const [record] = await uploadsOf(author);
    const other = await signedUpClient();

    await expect(
      other.deleteQuizMedia({ pushedID: record?.pushedID ?? '', uuid: path }),
    ).rejects.toMatchObject({
      code: 'functions/not-found',
    });

    expect(await readAsAdmin(mainPaths.userUploadedImage(author.uid, record?.pushedID ?? ''))).not.toBeNull();
    expect((await getMetadata(storageRef(other.storage, storagePaths.quizUpload(...path)))).size).toBe(
      PNG_1X1.length,
    );
  });

  // Anyone reads an image's metadata, which must not name who uploaded it.
  it('shows another account an image’s metadata without its uploader', async () => {
    const author = await signedUpClient();
    const path = uploadedPath((await author.uploadQuizMedia({ blob: dataUrl(PNG_1X1) })).data);
    const [record] = await uploadsOf(author);
    const other = await signedUpClient();

    const metadata = await getMetadata(storageRef(other.storage, storagePaths.quizUpload(...path)));

    expect(metadata.customMetadata).toEqual({ pushedID: record?.pushedID });
    expect(JSON.stringify(metadata)).not.toContain(author.uid);
  });
});
