// The local stack as the app sees it: the real client SDKs against firebase-tools' Auth and Functions
// emulators, whose functions reach our Database emulator through firebase-admin.
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { get, ref } from 'firebase/database';
import { httpsCallable } from 'firebase/functions';
import { connectStorageEmulator, getBytes, getStorage, ref as storageRef } from 'firebase/storage';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { mainPaths, QUESTION_TYPES, type QuizRecord, storagePaths } from '@/domain';
import { demoAccount, demoCovers } from '../../stack/demoData';
import { clientApp, deleteClientApps, readAsAdmin } from './support';

const stack = inject('localStack');

afterEach(deleteClientApps);

describe('the local stack', () => {
  it('runs a callable whose firebase-admin writes to our Database emulator', async () => {
    const { auth, functions } = clientApp();
    const { user } = await createUserWithEmailAndPassword(
      auth,
      `player${Date.now()}@example.com`,
      'secret-pass',
    );
    const before = Date.now();

    await httpsCallable(functions, 'addLastUpdated')();

    const lastUpdated = await readAsAdmin(mainPaths.userLastUpdated(user.uid));
    expect(typeof lastUpdated).toBe('number');
    expect(lastUpdated as number).toBeGreaterThanOrEqual(before - 1000);
    expect(lastUpdated as number).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a callable to a caller who is not signed in', async () => {
    const { functions } = clientApp();
    await expect(httpsCallable(functions, 'addLastUpdated')()).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });

  it('serves the main database under its rules: the public demo quiz to anyone, the private draft to nobody else', async () => {
    const { database } = clientApp();

    expect((await get(ref(database, `${mainPaths.quizData('demo-capitals')}/title`))).val()).toBe(
      'World capitals',
    );
    await expect(get(ref(database, mainPaths.quiz('demo-draft')))).rejects.toThrow(/permission denied/i);
    await expect(get(ref(database, mainPaths.user(demoAccount.uid)))).rejects.toThrow(/permission denied/i);
  });

  it("knows the signed-in user from the Auth emulator's ID token", async () => {
    const { auth, database } = clientApp();
    await signInWithEmailAndPassword(auth, demoAccount.email, demoAccount.password);
    // The rules let a user read their own record only.
    const username = await get(ref(database, mainPaths.username(demoAccount.uid)));
    expect(username.val()).toBe(demoAccount.username);

    const { host, port } = stack.database;
    const metrics = (await (await fetch(`http://${host}:${port}/.metrics`)).json()) as {
      connections: { uid: string | null; open: boolean }[];
    };
    expect(
      metrics.connections.some((connection) => connection.open && connection.uid === demoAccount.uid),
    ).toBe(true);
  });
});

describe('the demo data', () => {
  it('has an account that signs in with the password npm start prints', async () => {
    const { auth } = clientApp();
    const { user } = await signInWithEmailAndPassword(auth, demoAccount.email, demoAccount.password);
    expect(user.uid).toBe(demoAccount.uid);
    expect(await readAsAdmin(mainPaths.username(demoAccount.uid))).toBe(demoAccount.username);
  });

  it('has quizzes that together use every question type', async () => {
    // The demo account's own: other test files add quizzes to the same stack.
    const created = (await readAsAdmin(mainPaths.userCreatedQuizzes(demoAccount.uid))) as Record<
      string,
      number
    >;
    const quizzes = await Promise.all(
      Object.keys(created).map(async (id) => (await readAsAdmin(mainPaths.quiz(id))) as QuizRecord),
    );
    expect(quizzes.length).toBeGreaterThan(0);
    const types = new Set(
      Object.values(quizzes).flatMap((quiz) =>
        quiz.content.questions.map((question) => question.questionType),
      ),
    );
    expect([...types].sort()).toEqual([...QUESTION_TYPES]);
    for (const quiz of quizzes) expect(quiz.owner).toBe(demoAccount.uid);
  });

  it('has cover images in Storage that a visitor can load, as the quizzes name them', async () => {
    const { app } = clientApp();
    const storage = getStorage(app, `gs://${stack.storageBucket}`);
    connectStorageEmulator(storage, stack.storage.host, stack.storage.port);

    for (const [folder, file] of Object.values(demoCovers)) {
      const bytes = new Uint8Array(
        await getBytes(storageRef(storage, storagePaths.quizUpload(folder, file))),
      );
      // The PNG signature: the seed uploaded the committed image, not an empty file.
      expect([...bytes.subarray(0, 4)], file).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    const capitals = (await readAsAdmin(mainPaths.quizData('demo-capitals'))) as { image: unknown };
    expect(capitals.image).toEqual(demoCovers.capitals);
  });
});
