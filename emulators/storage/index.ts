// The Storage emulator's programmatic entry point: starts the HTTP server that the real Firebase client
// SDK (connectStorageEmulator) and firebase-admin / @google-cloud/storage (FIREBASE_STORAGE_EMULATOR_HOST)
// talk to. Data lives in memory; exportData() / importData() carry it across restarts.
import type { AddressInfo } from 'node:net';
import type { EmulatorState } from './api/api';
import { UploadSessions } from './api/uploadSessions';
import { denyAllRules, watchRulesFile } from './rules/rulesSource';
import { createStorageServer } from './server';
import { ObjectStore } from './store/objectStore';
import { exportSnapshot, importSnapshot, type StorageSnapshot } from './store/snapshot';

export { RulesSyntaxError } from './rules/errors';
export type { StorageSnapshot, SnapshotObject } from './store/snapshot';

export interface StorageEmulatorOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 picks any free port; the chosen one is in the result. */
  port: number;
  /**
   * A storage.rules file for the client (Firebase) API, re-read whenever it changes. Without one,
   * every client request is denied; the server's JSON API never consults rules.
   */
  rulesFile?: string;
  /** Where reloads and errors are reported; default console.warn. */
  log?: (message: string) => void;
}

export interface StorageEmulator {
  host: string;
  port: number;
  /** e.g. http://127.0.0.1:9199 */
  url: string;
  stop(): Promise<void>;
  /** Every bucket and object, JSON-serialisable (bodies in base64). */
  exportData(): StorageSnapshot;
  /** Replaces all data with a snapshot from exportData(); throws if it is not one. */
  importData(data: StorageSnapshot): void;
}

/** Starts the emulator; rejects with RulesSyntaxError if the rules file does not parse. */
export async function startStorageEmulator(options: StorageEmulatorOptions): Promise<StorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((message: string) => console.warn(message));
  const rules =
    options.rulesFile === undefined ? denyAllRules() : await watchRulesFile(options.rulesFile, log);
  const state: EmulatorState = { store: new ObjectStore(), uploads: new UploadSessions(), rules };
  const server = createStorageServer(state, log);

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    rules.close();
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  return {
    host,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        rules.close();
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections from the SDKs would otherwise hold close() open.
        server.closeAllConnections();
      }),
    exportData: () => exportSnapshot(state.store),
    importData: (data) => importSnapshot(state.store, data),
  };
}
