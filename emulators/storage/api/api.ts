// What the two HTTP APIs share: the state they work on and how the server hands them requests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestTarget } from '../http/requestTarget';
import type { RulesSource } from '../rules/rulesSource';
import type { ObjectStore } from '../store/objectStore';
import type { UploadSessions } from './uploadSessions';

export interface EmulatorState {
  store: ObjectStore;
  uploads: UploadSessions;
  rules: RulesSource;
}

export interface StorageApi {
  /** Serves the request if its path belongs to this API; false lets the next API try. */
  handle(request: IncomingMessage, response: ServerResponse, target: RequestTarget): Promise<boolean>;
}

/** The emulator's address as the client reached it, for the URLs it hands back (upload, media links). */
export function baseUrl(request: IncomingMessage): string {
  return `http://${request.headers.host ?? 'localhost'}`;
}
