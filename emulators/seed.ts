// Writes the demo data through the admin SDKs, as the server would, into the running local stack.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { mainPaths, usernameIndexKey } from '@/domain';
import { demoAccount, demoQuizzes, demoUserRecord } from './demoData';
import { emulatorEnvironment } from './firebaseTools';
import type { LocalStackConfig } from './localStack';

export async function seedDemoData(config: LocalStackConfig): Promise<void> {
  // firebase-admin reads the emulator hosts from the environment when it starts a service.
  Object.assign(process.env, emulatorEnvironment(config));
  const app = initializeApp(
    { projectId: config.projectId, databaseURL: `https://${config.databaseNamespaces.main}.firebaseio.com` },
    'loqi-seed',
  );
  try {
    const { uid, email, password, username } = demoAccount;
    const now = Date.now();
    const updates: Record<string, unknown> = {
      [mainPaths.user(uid)]: demoUserRecord(now),
      [mainPaths.usernameOwner(usernameIndexKey(username))]: uid,
    };
    for (const [id, quiz] of Object.entries(demoQuizzes(now))) updates[mainPaths.quiz(id)] = quiz;
    // The record first: the sign-up trigger (createUserRecord) then finds it and leaves it as it is.
    await getDatabase(app).ref().update(updates);
    const auth = getAuth(app);
    // The Auth emulator keeps its own export, which may already hold the account.
    const existing = await auth.getUser(uid).catch(() => null);
    if (!existing)
      await auth.createUser({ uid, email, password, displayName: username, emailVerified: true });
  } finally {
    await deleteApp(app);
  }
}
