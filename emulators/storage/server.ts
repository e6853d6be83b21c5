// The HTTP server: CORS, then the Firebase API, then the JSON API, each claiming its own paths.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { EmulatorState, StorageApi } from './api/api';
import { FirebaseApi } from './api/firebaseApi';
import { GcsApi } from './api/gcsApi';
import { addCorsHeaders, answerPreflight } from './http/cors';
import { sendJson } from './http/io';
import { parseTarget } from './http/requestTarget';

export function createStorageServer(state: EmulatorState, log: (message: string) => void): Server {
  const apis: StorageApi[] = [new FirebaseApi(state), new GcsApi(state)];

  const serve = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    addCorsHeaders(request, response);
    if (request.method === 'OPTIONS') return answerPreflight(request, response);
    const target = parseTarget(request.url ?? '/');
    if (target.segments.join('/') === '') {
      // A cheap "is it up?" for launchers, like the Firebase emulator's.
      return sendJson(response, 200, { emulator: 'storage' });
    }
    for (const api of apis) {
      if (await api.handle(request, response, target)) return;
    }
    sendJson(response, 404, {
      error: { code: 404, message: `No storage API at ${request.method} ${target.segments.join('/')}` },
    });
  };

  return createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      log(
        `Storage emulator: ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (response.headersSent) response.destroy();
      else
        sendJson(response, 500, { error: { code: 500, message: 'Internal error in the storage emulator' } });
    });
  });
}
