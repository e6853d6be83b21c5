// The rules file as the emulator uses it: a syntax error stops the start with its line and column, and
// edits on disk take effect without a restart (a broken edit denies client requests until fixed).
import { writeFileSync } from 'node:fs';
import { getMetadata, ref, type StorageError } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RulesSyntaxError, startStorageEmulator, type StorageEmulator } from './index';
import {
  adminBucket,
  BUCKET,
  clientStorage,
  eventually,
  PNG_BYTES,
  temporaryFolder,
  writeRulesFile,
} from './test/harness';

const rulesWith = (condition: string) => `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /quizUploads/{allPaths=**} {
      allow read: if ${condition};
    }
  }
}`;

const BROKEN_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /quizUploads/{allPaths=**} {
      allow read: if request.auth != ;
    }
  }
}`;

const folder = temporaryFolder();
afterAll(() => folder.remove());

describe('a rules file that does not parse', () => {
  it('stops the emulator from starting, naming the line and column', async () => {
    const rulesFile = writeRulesFile(folder.folder, BROKEN_RULES);
    const start = startStorageEmulator({ port: 0, rulesFile, log: () => undefined });
    await expect(start).rejects.toBeInstanceOf(RulesSyntaxError);
    await expect(start).rejects.toMatchObject({
      line: 5,
      column: 38,
      message: `${rulesFile}:5:38: expected an expression, found ';'`,
    });
  });
});

describe('editing the rules file while the emulator runs', () => {
  let emulator: StorageEmulator;
  let rulesFile: string;
  const logged: string[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    rulesFile = writeRulesFile(folder.folder, rulesWith('false'));
    emulator = await startStorageEmulator({ port: 0, rulesFile, log: (message) => logged.push(message) });
    const admin = adminBucket(emulator);
    closers.push(admin.close);
    await admin.bucket
      .file('quizUploads/f/a.png')
      .save(PNG_BYTES, { resumable: false, contentType: 'image/png' });
  });

  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
    await emulator.stop();
  });

  it('applies each saved version, and denies while the file is broken', async () => {
    const client = clientStorage(emulator);
    closers.push(client.close);
    const imageRef = ref(client.storage, 'quizUploads/f/a.png');
    const readCode = () =>
      getMetadata(imageRef).then(
        () => 'ok',
        (error: StorageError) => error.code,
      );
    expect(await readCode()).toBe('storage/unauthorized');

    writeFileSync(rulesFile, rulesWith('true'));
    await eventually(async () => expect(await readCode()).toBe('ok'));
    expect(logged).toContain(`Storage rules reloaded from ${rulesFile}.`);

    writeFileSync(rulesFile, BROKEN_RULES);
    await eventually(async () => expect(await readCode()).toBe('storage/unauthorized'));
    expect(logged.at(-1)).toContain(`${rulesFile}:5:38: expected an expression, found ';'`);
    const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o/quizUploads%2Ff%2Fa.png`);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      `${rulesFile}:5:38`,
    );

    writeFileSync(rulesFile, rulesWith("request.path.matches('.*[.]png')"));
    await eventually(async () => expect(await readCode()).toBe('ok'));
  });
});
