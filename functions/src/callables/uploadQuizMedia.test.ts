import { afterEach, describe, expect, it } from 'vitest';
import {
  mainPaths,
  quotaMessages,
  storagePaths,
  UPLOAD_MAX_BYTES,
  UPLOAD_RATE_WINDOW_MS,
  UploadErrorCode,
  type UploadAnswer,
  type UploadedImage,
  type UploadUsage,
} from '@/domain';
import {
  AVIF_START,
  BMP_1X1,
  GIF_1X1,
  JPEG_1X1,
  PNG_1X1,
  pngOfSize,
  SVG_TEXT,
  WEBP_1X1,
} from '@/domain/fixtures/images';
import { mainDatabase } from '../admin';
import { callableRequest, emailAccountClaims } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { useStorageEmulator } from '../test/storageEmulator';
import { maxUploadBytesPerUser, maxUploadsPerHour } from '../params';
import { deleteQuizMedia } from './deleteQuizMedia';
import { uploadQuizMedia } from './uploadQuizMedia';

const database = useMainDatabaseEmulator();
const storage = useStorageEmulator();

const ALICE = emailAccountClaims('alice@example.com');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PUSH_KEY = /^[-0-9A-Za-z_]{20}$/;

const dataUrl = (bytes: Uint8Array | string, mediaType = 'image/png') =>
  `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}`;

const upload = (payload: unknown, uid: string | null = 'alice', claims = ALICE) =>
  uploadQuizMedia.run(callableRequest(payload, uid ?? undefined, claims)) as Promise<UploadAnswer>;

const refusal = (code: UploadErrorCode) => ({ success: false, code, path: null });

/** A user's upload records, read through firebase-admin as the SPA reads them (paths as arrays). */
async function readUploads(uid: string): Promise<Record<string, UploadedImage>> {
  return (await mainDatabase().ref(mainPaths.userUploadedImages(uid)).get()).val() as Record<
    string,
    UploadedImage
  >;
}

/** Expects a successful answer and returns its path. */
function storedPath(answer: UploadAnswer) {
  expect(answer).toEqual({ success: true, code: 0, path: [expect.stringMatching(UUID), expect.any(String)] });
  if (!answer.success) throw new Error('The upload was refused.');
  return answer.path;
}

describe('uploadQuizMedia: storing an image', () => {
  it('stores a PNG at quizUploads/{uuid}/image.png and answers its path', async () => {
    const [folder, file] = storedPath(await upload({ blob: dataUrl(PNG_1X1) }));

    expect(file).toBe('image.png');
    const [stored, ...others] = storage.files();
    expect(others).toEqual([]);
    expect(stored?.name).toBe(storagePaths.quizUpload(folder, file));
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.bytes.equals(PNG_1X1)).toBe(true);
  });

  it('lists the upload under the caller’s images with the server’s time as lastUsed', async () => {
    const before = Date.now();

    const path = storedPath(await upload({ blob: dataUrl(PNG_1X1) }));

    const uploaded = await readUploads('alice');
    const [pushedID, ...others] = Object.keys(uploaded);
    expect(others).toEqual([]);
    expect(pushedID).toMatch(PUSH_KEY);
    const record = uploaded[pushedID ?? ''];
    expect(record).toEqual({ path, pushedID, lastUsed: expect.any(Number) });
    expect(record?.lastUsed).toBeGreaterThanOrEqual(before);
    expect(record?.lastUsed).toBeLessThanOrEqual(Date.now());
    // Anyone reads the metadata, so it names no uploader.
    expect(storage.files()[0]?.metadata).toEqual({ pushedID });
    expect(JSON.stringify(storage.files()[0])).not.toContain('alice');
  });

  it('gives each upload its own folder and record', async () => {
    const first = storedPath(await upload({ blob: dataUrl(PNG_1X1) }));
    const second = storedPath(await upload({ blob: dataUrl(PNG_1X1) }));

    expect(first[0]).not.toBe(second[0]);
    expect(Object.keys(database.read(mainPaths.userUploadedImages('alice')) as object)).toHaveLength(2);
    expect(storage.files()).toHaveLength(2);
  });

  it.each([
    { what: 'a JPEG', bytes: JPEG_1X1, file: 'image.jpg', contentType: 'image/jpeg' },
    { what: 'a GIF', bytes: GIF_1X1, file: 'image.gif', contentType: 'image/gif' },
    { what: 'a WebP', bytes: WEBP_1X1, file: 'image.webp', contentType: 'image/webp' },
    { what: 'a BMP', bytes: BMP_1X1, file: 'image.bmp', contentType: 'image/bmp' },
    { what: 'an AVIF', bytes: AVIF_START, file: 'image.avif', contentType: 'image/avif' },
  ])(
    'stores $what (declared image/png) as $file with the content type $contentType',
    async ({ bytes, file, contentType }) => {
      const path = storedPath(await upload({ blob: dataUrl(bytes) }));

      expect(path[1]).toBe(file);
      expect(storage.files()[0]).toMatchObject({ name: storagePaths.quizUpload(...path), contentType });
    },
  );

  it.each([
    { what: 'declared text/plain', blob: dataUrl(PNG_1X1, 'text/plain') },
    { what: 'declared as a .txt file', blob: dataUrl(PNG_1X1, 'text/plain;name=notes.txt') },
    { what: 'with no media type', blob: dataUrl(PNG_1X1, '') },
    {
      what: 'percent-encoded',
      blob: `data:image/png,${[...PNG_1X1].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')}`,
    },
  ])('judges the bytes: stores a PNG $what as image/png', async ({ blob }) => {
    const path = storedPath(await upload({ blob }));

    expect(path[1]).toBe('image.png');
    expect(storage.files()[0]?.contentType).toBe('image/png');
  });
});

describe('uploadQuizMedia: the 5 MB limit (code 1)', () => {
  it('accepts an image of exactly 5 MB', async () => {
    const path = storedPath(await upload({ blob: dataUrl(pngOfSize(UPLOAD_MAX_BYTES)) }));

    expect(storage.files()[0]).toMatchObject({ name: storagePaths.quizUpload(...path) });
    expect(storage.files()[0]?.bytes.length).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses an image of 5 MB and one byte, storing nothing', async () => {
    await expect(upload({ blob: dataUrl(pngOfSize(UPLOAD_MAX_BYTES + 1)) })).resolves.toEqual(
      refusal(UploadErrorCode.TooLarge),
    );

    expect(storage.files()).toEqual([]);
    expect(database.read('users')).toBeNull();
  });
});

describe('uploadQuizMedia: what is not an image (code 4)', () => {
  it.each([
    { what: 'text declared image/png', blob: dataUrl('Capital of Australia? Canberra.') },
    { what: 'an SVG declared image/svg+xml', blob: dataUrl(SVG_TEXT, 'image/svg+xml') },
    { what: 'an SVG as percent-encoded text', blob: `data:image/svg+xml,${encodeURIComponent(SVG_TEXT)}` },
    { what: 'an empty file', blob: 'data:image/png;base64,' },
    { what: 'text that is not a data URL', blob: 'hello' },
    { what: 'a link instead of a data URL', blob: 'https://example.com/cat.png' },
    { what: 'a data URL with broken base64', blob: 'data:image/png;base64,iVBOR*w0KG' },
  ])('refuses $what, storing nothing', async ({ blob }) => {
    await expect(upload({ blob })).resolves.toEqual(refusal(UploadErrorCode.NotAnImage));

    expect(storage.files()).toEqual([]);
    expect(database.read('users')).toBeNull();
  });
});

describe('uploadQuizMedia: who may upload (codes 2 and 3)', () => {
  it('answers code 2 to a caller who is not signed in', async () => {
    await expect(upload({ blob: dataUrl(PNG_1X1) }, null)).resolves.toEqual(
      refusal(UploadErrorCode.NotLoggedIn),
    );

    expect(storage.files()).toEqual([]);
  });

  it('answers code 2 to a signed-in caller without an email account', async () => {
    await expect(upload({ blob: dataUrl(PNG_1X1) }, 'guest', {})).resolves.toEqual(
      refusal(UploadErrorCode.NotLoggedIn),
    );
    await expect(
      upload({ blob: dataUrl(PNG_1X1) }, 'guest', {
        email: 'guest@example.com',
        firebase: { sign_in_provider: 'anonymous', identities: {} },
      }),
    ).resolves.toEqual(refusal(UploadErrorCode.NotLoggedIn));

    expect(storage.files()).toEqual([]);
    expect(database.read('users')).toBeNull();
  });

  it('answers code 3 to a user blocked from uploading, storing nothing', async () => {
    await database.seed({ users: { alice: { info: { moderation: { restrictions: { upload: true } } } } } });

    await expect(upload({ blob: dataUrl(PNG_1X1) })).resolves.toEqual(refusal(UploadErrorCode.Blocked));

    expect(storage.files()).toEqual([]);
    expect(database.read(mainPaths.userUploadedImages('alice'))).toBeNull();
  });

  it('answers code 3 before judging the file', async () => {
    await database.seed({ users: { alice: { info: { moderation: { restrictions: { upload: true } } } } } });

    await expect(upload({ blob: dataUrl(pngOfSize(UPLOAD_MAX_BYTES + 1)) })).resolves.toEqual(
      refusal(UploadErrorCode.Blocked),
    );
  });

  it('lets a user upload whose other restrictions are set, or whose upload restriction is false', async () => {
    await database.seed({
      users: { alice: { info: { moderation: { restrictions: { upload: false, usernameChange: true } } } } },
    });

    storedPath(await upload({ blob: dataUrl(PNG_1X1) }));
  });
});

describe('uploadQuizMedia: the payload', () => {
  it.each([
    { payload: null, field: 'payload' },
    { payload: {}, field: 'blob' },
    { payload: { blob: 42 }, field: 'blob' },
    { payload: { file: dataUrl(PNG_1X1) }, field: 'payload' },
    { payload: { blob: dataUrl(PNG_1X1), name: 'cat.png' }, field: 'payload' },
  ])('rejects $payload as invalid-argument, naming $field', async ({ payload, field }) => {
    await expect(upload(payload)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(storage.files()).toEqual([]);
  });
});

describe('uploadQuizMedia: the quotas (resource-exhausted)', () => {
  const SIZE = 1000;
  const image = () => ({ blob: dataUrl(pngOfSize(SIZE)) });
  const usage = () => database.read(mainPaths.uploadQuota('alice')) as UploadUsage | null;
  const withQuotas = ({ perHour, bytes }: { perHour?: number; bytes?: number }) => {
    if (perHour !== undefined) process.env['MAX_UPLOADS_PER_HOUR'] = String(perHour);
    if (bytes !== undefined) process.env['MAX_UPLOAD_BYTES_PER_USER'] = String(bytes);
  };
  afterEach(() => {
    delete process.env['MAX_UPLOADS_PER_HOUR'];
    delete process.env['MAX_UPLOAD_BYTES_PER_USER'];
  });

  it('allows 60 uploads an hour and 100 MiB a user by default', () => {
    expect(maxUploadsPerHour()).toBe(60);
    expect(maxUploadBytesPerUser()).toBe(100 * 1024 * 1024);
  });

  it('accepts MAX_UPLOADS_PER_HOUR uploads in an hour and refuses the next, storing nothing', async () => {
    withQuotas({ perHour: 3 });
    for (let n = 0; n < 3; n++) storedPath(await upload(image()));

    await expect(upload(image())).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: quotaMessages.uploadsPerHour(3),
    });

    expect(storage.files()).toHaveLength(3);
    expect(Object.keys(database.read(mainPaths.userUploadedImages('alice')) as object)).toHaveLength(3);
    expect(usage()?.bytes).toBe(3 * SIZE);
  });

  it('no longer counts uploads made over an hour ago', async () => {
    withQuotas({ perHour: 2 });
    const overAnHourAgo = Date.now() - UPLOAD_RATE_WINDOW_MS - 1;
    await database.seed({
      uploadQuotas: { alice: { bytes: 0, recent: { a: overAnHourAgo, b: overAnHourAgo } } },
    });

    storedPath(await upload(image()));

    expect(Object.keys(usage()?.recent ?? {})).toHaveLength(1);
  });

  it('accepts uploads up to exactly MAX_UPLOAD_BYTES_PER_USER and refuses a byte more', async () => {
    withQuotas({ bytes: 3 * SIZE });
    for (let n = 0; n < 3; n++) storedPath(await upload(image()));

    await expect(upload({ blob: dataUrl(PNG_1X1) })).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: quotaMessages.uploadBytes(3 * SIZE),
    });

    expect(storage.files()).toHaveLength(3);
    expect(usage()?.bytes).toBe(3 * SIZE);
  });

  it('counts each user apart', async () => {
    withQuotas({ perHour: 1 });
    storedPath(await upload(image()));

    storedPath(await upload(image(), 'bob', emailAccountClaims('bob@example.com')));
  });

  it('gives a deleted image’s bytes back, once however often it is deleted', async () => {
    withQuotas({ bytes: 2 * SIZE });
    const first = storedPath(await upload(image()));
    storedPath(await upload(image()));
    const [pushedID] =
      Object.entries(await readUploads('alice')).find(([, { path }]) => path[0] === first[0]) ?? [];

    const deletions = await Promise.allSettled(
      Array.from({ length: 3 }, () =>
        deleteQuizMedia.run(callableRequest({ pushedID, uuid: first }, 'alice')),
      ),
    );

    expect(deletions.some((deletion) => deletion.status === 'fulfilled')).toBe(true);
    expect(usage()?.bytes).toBe(SIZE);
    storedPath(await upload(image()));
    await expect(upload(image())).rejects.toMatchObject({ code: 'resource-exhausted' });
  });

  it('counts uploads sent at once one by one: of 12, exactly MAX_UPLOADS_PER_HOUR are stored', async () => {
    withQuotas({ perHour: 5 });

    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => upload(image())));

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toMatchObject({
          code: 'resource-exhausted',
          message: quotaMessages.uploadsPerHour(5),
        });
      }
    }
    expect(storage.files()).toHaveLength(5);
    expect(usage()?.bytes).toBe(5 * SIZE);
  });

  it('counts bytes sent at once one by one: of 12, exactly those that fit are stored', async () => {
    withQuotas({ bytes: 4 * SIZE });

    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => upload(image())));

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    expect(storage.files()).toHaveLength(4);
    expect(usage()?.bytes).toBe(4 * SIZE);
  });
});
