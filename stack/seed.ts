// Writes the demo data through the admin SDKs, as the server would, into the running local stack.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mainPaths, quizSaveUpdate, storagePaths, usernameIndexKey } from '@/domain';
import { quizContentSchema } from '@/domain/validation';
import { demoAccount, demoCovers, demoQuizzes, demoUserRecord } from './demoData';
import { emulatorEnvironment } from './firebaseTools';
import type { LocalStackConfig } from './localStack';

/**
 * The demo data as multi-path updates of the main database, to apply in order: the account's record and
 * username index entry, then the quizzes, saved as addQuiz saves them (validated through quizContentSchema,
 * so demo data can never be invalid, and with their search index entries and created/{id} entries).
 */
export function demoDatabaseUpdates(now: number): Record<string, unknown>[] {
  const { uid, username } = demoAccount;
  const account = {
    [mainPaths.user(uid)]: demoUserRecord(now),
    [mainPaths.usernameOwner(usernameIndexKey(username))]: uid,
  };
  const quizzes: Record<string, unknown> = {};
  for (const [quizId, { owner, opened, content }] of Object.entries(demoQuizzes(now))) {
    Object.assign(
      quizzes,
      quizSaveUpdate({
        quizId,
        owner,
        content: quizContentSchema.parse(content),
        previousEntry: null,
        modifiedAt: opened,
      }),
    );
  }
  return [account, quizzes];
}

export async function seedDemoData(config: LocalStackConfig): Promise<void> {
  // firebase-admin reads the emulator hosts from the environment when it starts a service.
  Object.assign(process.env, emulatorEnvironment(config));
  const app = initializeApp(
    {
      projectId: config.projectId,
      databaseURL: `https://${config.databaseNamespaces.main}.firebaseio.com`,
      storageBucket: config.storageBucket,
    },
    'loqi-seed',
  );
  try {
    const { uid, email, password, username } = demoAccount;
    const bucket = getStorage(app).bucket();
    for (const [folder, file] of Object.values(demoCovers)) {
      const bytes = await readFile(path.join(import.meta.dirname, 'demoAssets', file));
      await bucket
        .file(storagePaths.quizUpload(folder, file))
        .save(bytes, { resumable: false, contentType: 'image/png' });
    }
    // The record first: the sign-up trigger (createUserRecord) then finds it and leaves it as it is.
    for (const update of demoDatabaseUpdates(Date.now())) await getDatabase(app).ref().update(update);
    const auth = getAuth(app);
    // The Auth emulator keeps its own export, which may already hold the account.
    const existing = await auth.getUser(uid).catch(() => null);
    if (!existing)
      await auth.createUser({ uid, email, password, displayName: username, emailVerified: true });
  } finally {
    await deleteApp(app);
  }
}
