// Runs the callables' firebase-admin Storage against our in-process Storage emulator, the way the Functions
// emulator does: FIREBASE_STORAGE_EMULATOR_HOST sends the default bucket (named by FIREBASE_CONFIG, which
// useMainDatabaseEmulator sets) to it. firebase-admin reads the host when it first starts its Storage
// client, so the helper sets it in beforeAll, before any handler runs.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStorageEmulator, type StorageEmulator } from '@loqi/storage-emulator';
import { STORAGE_BUCKET } from './databaseEmulator';

/** A stored object as a test looks at it. */
export interface StoredFile {
  name: string;
  contentType: string | undefined;
  /** The custom metadata. */
  metadata: Record<string, string>;
  bytes: Buffer;
}

export interface DefaultBucketEmulator {
  /** Every object of the default bucket, read straight from the emulator. */
  files(): StoredFile[];
  /** Replaces the default bucket's content with these objects. */
  seed(
    files: { name: string; bytes: Uint8Array; contentType: string; metadata?: Record<string, string> }[],
  ): void;
}

/** Starts a Storage emulator for the test file and empties it before each test. */
export function useStorageEmulator(): DefaultBucketEmulator {
  let emulator: StorageEmulator | undefined;
  const running = () => {
    if (!emulator) throw new Error('The Storage emulator starts in beforeAll.');
    return emulator;
  };

  beforeAll(async () => {
    emulator = await startStorageEmulator({ port: 0, log: () => undefined });
    delete process.env['STORAGE_EMULATOR_HOST'];
    process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = `${emulator.host}:${emulator.port}`;
  });

  beforeEach(() => {
    running().importData({ version: 1, buckets: [STORAGE_BUCKET], objects: [] });
  });

  afterAll(async () => {
    await emulator?.stop();
  });

  return {
    files() {
      return running()
        .exportData()
        .objects.filter((object) => object.bucket === STORAGE_BUCKET)
        .map((object) => ({
          name: object.name,
          contentType: object.contentType,
          metadata: object.metadata ?? {},
          bytes: Buffer.from(object.data, 'base64'),
        }));
    },
    seed(files) {
      const now = new Date().toISOString();
      running().importData({
        version: 1,
        buckets: [STORAGE_BUCKET],
        objects: files.map(({ name, bytes, contentType, metadata = {} }) => ({
          bucket: STORAGE_BUCKET,
          name,
          contentType,
          metadata,
          generation: '1',
          metageneration: 1,
          timeCreated: now,
          updated: now,
          data: Buffer.from(bytes).toString('base64'),
        })),
      });
    },
  };
}
