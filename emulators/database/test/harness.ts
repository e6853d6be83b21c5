// Test harness: a throwaway emulator on a free port, and the real SDKs pointed at it. Everything a
// test opens is closed when it finishes.

import { randomBytes } from 'node:crypto';
import { deleteApp, getApps, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import * as admin from 'firebase-admin';
import { getDatabase as getAdminDatabase, type Database as AdminDatabase } from 'firebase-admin/database';
import { onTestFinished } from 'vitest';
import { WebSocket } from 'ws';
import type { MetricsReport } from '../metrics';
import { LongPollClient } from '../longPollClient';
import { ProtocolClient } from '../protocolClient';
import { startDatabaseEmulator, type DatabaseEmulator, type DatabaseEmulatorOptions } from '../server';

export type { Push } from '../protocolClient';

export { CLOSED_RULES } from '../server';
export const OPEN_RULES = '{ "rules": { ".read": true, ".write": true } }';
export const PROJECT_ID = 'demo-loqi';

/** A name usable as a namespace, a host label (for firebase-admin's databaseURL) and an app name. */
export function uniqueName(prefix = 'ns'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

export interface Harness {
  emulator: DatabaseEmulator;
  /** A fresh namespace for this test. */
  ns: string;
  /** The client SDK (firebase/database), optionally signed in with an unsigned mock ID token. */
  client(options?: { ns?: string; mockUserToken?: { sub: string; [claim: string]: unknown } }): Database;
  /** The Admin SDK; `authOverride` is its databaseAuthVariableOverride (null: unauthenticated). */
  admin(options?: { ns?: string; authOverride?: Record<string, unknown> | null }): AdminDatabase;
  /** A bare protocol client, to see exactly what the server sends. */
  raw(ns?: string): Promise<RawClient>;
  /** A bare protocol client over long-polling, its handshake received. */
  longPoll(ns?: string): Promise<LongPollClient>;
  rest(
    method: string,
    path: string,
    options?: { ns?: string; body?: unknown; token?: string },
  ): Promise<RestAnswer>;
  metrics(ns?: string): Promise<MetricsReport>;
}

export interface RestAnswer {
  status: number;
  body: unknown;
}

/** `ns` is the test's namespace: name it to give it rules of its own through `options.rules`. */
export async function startHarness(
  options: DatabaseEmulatorOptions = { defaultRules: OPEN_RULES },
  ns = uniqueName(),
): Promise<Harness> {
  const emulator = await startDatabaseEmulator(options);
  const closers: Array<() => unknown> = [];
  onTestFinished(async () => {
    await Promise.all(closers.map((close) => close()));
    await emulator.stop();
  });
  return {
    emulator,
    ns,
    client({ ns: namespace = ns, mockUserToken } = {}) {
      const app = initializeApp({ projectId: PROJECT_ID }, uniqueName('client'));
      // A test may have deleted the app itself, to go offline.
      closers.push(() => (getApps().includes(app) ? deleteApp(app) : undefined));
      const database = getDatabase(app, `http://127.0.0.1:${emulator.port}?ns=${namespace}`);
      connectDatabaseEmulator(database, '127.0.0.1', emulator.port, mockUserToken ? { mockUserToken } : {});
      return database;
    },
    admin({ ns: namespace = ns, authOverride } = {}) {
      process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
      const app = admin.initializeApp(
        {
          projectId: PROJECT_ID,
          databaseURL: `https://${namespace}.firebaseio.com`,
          ...(authOverride === undefined ? {} : { databaseAuthVariableOverride: authOverride }),
        },
        uniqueName('admin'),
      );
      closers.push(() => app.delete());
      return getAdminDatabase(app);
    },
    async raw(namespace = ns) {
      const client = await RawClient.connect(`ws://127.0.0.1:${emulator.port}/.ws?v=5&ns=${namespace}`);
      closers.push(() => client.close());
      return client;
    },
    async longPoll(namespace = ns) {
      const client = await LongPollClient.connect(emulator.url, namespace);
      closers.push(() => client.stop());
      return client;
    },
    async rest(method, path, { ns: namespace = ns, body, token } = {}) {
      const response = await fetch(`${emulator.url}/${path}.json?ns=${namespace}`, {
        method,
        headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
    },
    async metrics(namespace) {
      const query = namespace === undefined ? '' : `?ns=${namespace}`;
      return (await (await fetch(`${emulator.url}/.metrics${query}`)).json()) as MetricsReport;
    },
  };
}

/** Speaks the wire protocol directly over a WebSocket. */
export class RawClient extends ProtocolClient {
  private constructor(private readonly socket: WebSocket) {
    super();
    socket.on('message', (data) =>
      this.dispatch(JSON.parse(String(data)) as { t: string; d: Record<string, unknown> }),
    );
  }

  static async connect(url: string): Promise<RawClient> {
    const socket = new WebSocket(url);
    const client = new RawClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  protected transmit(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * `ms`, an idle machine's limit of a wait, times the run's LOQI_TEST_TIME_SCALE (as the Loqi repo's
 * stack/timeScale.ts): a busy machine slows the tests instead of failing them.
 */
export function scaledMs(ms: number): number {
  return Math.round(ms * Math.max(1, Number(process.env['LOQI_TEST_TIME_SCALE']) || 1));
}

/** Polls until `check` passes (for effects that travel through a socket to another client). */
export async function eventually(
  check: () => void | Promise<void>,
  timeoutMs = scaledMs(3000),
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
