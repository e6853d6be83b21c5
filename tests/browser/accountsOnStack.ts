// Accounts and their quizzes on the browser tests' local stack: a fresh account made on the Auth emulator,
// the Log In dialog driven in a page, and the callables (addQuiz, setQuiz…) called from Node through the
// real client SDK, signed in as that account, exactly as the SPA calls them.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectDatabaseEmulator, get, getDatabase, ref } from 'firebase/database';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import {
  mainPaths,
  type CallableAnswer,
  type CallableName,
  type CallablePayload,
  type QuizContent,
  type QuizRecord,
} from '@/domain';
import { storedQuizContent } from '@/domain/validation';
import { stackCallable } from '../../stack/liveGame/clients';
import { appUrl } from './support';
import { scaledMs } from '../../stack/timeScale';

export interface Account {
  email: string;
  password: string;
  username: string;
}

/** The sign-up trigger writes the record a moment after the account exists (SPEC: "within ~10 s"). */
export const USERNAME_APPEARS_MS = scaledMs(10_000);

/** A new, unused email, unique across runs and across the two sizes of a journey. */
export function freshEmail(): string {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return `browser_${unique}@example.com`;
}

/** Creates an account straight on the Auth emulator; the stack's sign-up trigger gives it its record. */
export async function createAccount(): Promise<Account> {
  const { auth } = inject('browserStack');
  const email = freshEmail();
  const password = 'secret-pass';
  const response = await fetch(
    `http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`accounts:signUp answered ${response.status}: ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  return { email, password, username: await generatedUsernameOf(localId) };
}

/** The username the sign-up trigger gave account `uid`, read as the admin once it is there. */
async function generatedUsernameOf(uid: string): Promise<string> {
  const { database, databaseNamespaces } = inject('browserStack');
  const url = `http://${database.host}:${database.port}/${mainPaths.username(uid)}.json?ns=${databaseNamespaces.main}`;
  const deadline = Date.now() + USERNAME_APPEARS_MS;
  for (;;) {
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    const username: unknown = await response.json();
    if (typeof username === 'string') return username;
    if (Date.now() > deadline) throw new Error(`No username for ${uid} after ${USERNAME_APPEARS_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Fills the open Log In dialog with the account's email and password and presses Log In. */
export async function submitLogIn(page: Page, account: Account): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** Logs in through the Log In dialog of the page at `path` and waits for the username in the header. */
export async function logIn(page: Page, account: Account, path = '/'): Promise<void> {
  const url = new URL(appUrl(path));
  url.searchParams.set('login', 'true');
  await page.goto(url.href);
  await submitLogIn(page, account);
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page
    .getByRole('banner')
    .getByRole('link', { name: account.username, exact: true })
    .waitFor({ timeout: USERNAME_APPEARS_MS });
}

export interface SignedInClient {
  uid: string;
  /** Calls a callable function as the account and resolves with its answer's data. */
  call<Name extends CallableName>(name: Name, payload: CallablePayload<Name>): Promise<CallableAnswer<Name>>;
  /** Reads a quiz through the main database's rules as the account, as the SPA reads it; null when unseen. */
  readQuiz(quizId: string): Promise<QuizRecord | null>;
  close(): Promise<void>;
}

/** The Firebase client SDK in Node, signed in as `account` on the stack's emulators. */
export async function signedInClient(account: Account): Promise<SignedInClient> {
  const stack = inject('browserStack');
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: stack.projectId },
    `browser-client-${account.email}-${Date.now()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.auth.host}:${stack.auth.port}`, { disableWarnings: true });
  const functions = getFunctions(app, stack.functionsRegion);
  connectFunctionsEmulator(functions, stack.functions.host, stack.functions.port);
  const { host, port } = stack.database;
  const database = getDatabase(app, `http://${host}:${port}?ns=${stack.databaseNamespaces.main}`);
  connectDatabaseEmulator(database, host, port);
  const { user } = await signInWithEmailAndPassword(auth, account.email, account.password);
  return {
    uid: user.uid,
    async call<Name extends CallableName>(
      name: Name,
      payload: CallablePayload<Name>,
    ): Promise<CallableAnswer<Name>> {
      return (await stackCallable(functions, name)(payload)).data;
    },
    async readQuiz(quizId: string) {
      const raw = (await get(ref(database, mainPaths.quiz(quizId)))).val() as Partial<QuizRecord> | null;
      if (!raw || typeof raw.owner !== 'string') return null;
      return { owner: raw.owner, opened: raw.opened ?? 0, content: storedQuizContent(raw.content) };
    },
    close: () => deleteApp(app),
  };
}

/**
 * A new account with `quiz` saved through addQuiz, its client put in `clients` for the test to close: the
 * start of every journey that hosts or opens a quiz of its own.
 */
export async function authorWithQuiz(
  quiz: QuizContent,
  clients: SignedInClient[],
): Promise<{ account: Account; client: SignedInClient; quizId: string }> {
  const account = await createAccount();
  const client = await signedInClient(account);
  clients.push(client);
  const { id: quizId } = await client.call('addQuiz', { quiz });
  return { account, client, quizId };
}
