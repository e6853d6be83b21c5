// The emulator: one HTTP server carrying the wire protocol over WebSockets on /.ws and by long-polling
// on /.lp (one Connection abstraction for both, connection.ts), the REST API on /<path>.json and the
// emulator's own endpoints (/.settings/rules.json, /.settings/clock.json,
// /.settings/latency.json, /.metrics, /.inspect/databases.json), for any number of namespaces, each with
// its own data, rules and clock, and an optional latency for them all.

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { ADMIN, authenticate } from './auth';
import { InvalidClockError, type ClockSetting } from './clock';
import { Connection } from './connection';
import { credentialOf, readBody, send, sendJson } from './http';
import { InvalidLatencyError, Latency, parseLatencySetting } from './latency';
import { DEFAULT_LONG_POLL_TIMES, LongPolling } from './longPolling';
import type { LongPollTimes } from './longPollSession';
import { Metrics } from './metrics';
import { Namespace } from './namespace';
import { handleRest } from './rest';
import { loadRules, RulesSyntaxError, type JsonValue } from './rules';
import { readRulesFile, watchRulesFile } from './rulesFile';
import type { Transport } from './transport';
import { WebSocketTransport } from './webSocketTransport';

export interface DatabaseEmulatorOptions {
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Rules file per namespace; each is watched and reloaded when it changes. */
  rules?: Record<string, string>;
  /** Rules source for the other namespaces; closed by default. */
  defaultRules?: string;
  /**
   * Ms each message waits in each direction (WebSocket messages both ways, REST requests and their
   * responses), a whole number from 0 (the default: no waiting, no timers) to 10000.
   */
  latencyMs?: number;
  /**
   * How long a long-polling request is held open when there is nothing to send (20 s by default), and
   * how long a session lives with no request open (30 s) before its onDisconnect writes run; for tests.
   */
  longPolling?: Partial<LongPollTimes>;
}

export interface DatabaseEmulator {
  host: string;
  port: number;
  /** http://host:port */
  url: string;
  /** Closes every socket and the server; onDisconnect writes do not run, so exportData() keeps the data as it was. */
  stop(): Promise<void>;
  /** The data of every namespace that holds any, in the export format. */
  exportData(): Record<string, JsonValue>;
  /** Replaces the data of each namespace given (listeners are told, as for a set at the root). */
  importData(data: Record<string, unknown>): void;
  /**
   * Sets a namespace's clock, which the rules' `now`, server timestamps and transactions read: frozen
   * at a time, shifted from real time, or back to real time (null). Throws on any other value.
   */
  setClock(namespace: string, clock: ClockSetting): void;
  /** A namespace's time in ms since the epoch, as its clock gives it. */
  now(namespace: string): number;
  /** The latency in ms, each way, for every namespace. */
  readonly latencyMs: number;
  /**
   * Sets the latency; messages already waiting keep their time, and none overtakes an earlier one on
   * its connection. Throws InvalidLatencyError for anything but a whole number from 0 to 10000.
   */
  setLatency(ms: number): void;
}

export const CLOSED_RULES = '{ "rules": { ".read": false, ".write": false } }';

export async function startDatabaseEmulator(
  options: DatabaseEmulatorOptions = {},
): Promise<DatabaseEmulator> {
  const host = options.host ?? '127.0.0.1';
  const defaultRules = options.defaultRules ?? CLOSED_RULES;
  loadRules(defaultRules, 'defaultRules');
  const latency = new Latency(options.latencyMs ?? 0);

  const namespaces = new Map<string, Namespace>();
  const loaded: Array<{ namespace: Namespace; file: string; source: string }> = [];
  for (const [name, file] of Object.entries(options.rules ?? {})) {
    const source = await readRulesFile(file, name);
    const namespace = new Namespace(name, source, file);
    namespaces.set(name, namespace);
    loaded.push({ namespace, file, source });
  }
  const stopWatching = loaded.map(({ namespace, file, source: initialSource }) =>
    watchRulesFile(file, initialSource, (source) => {
      try {
        namespace.setRules(source, file);
      } catch (error) {
        console.warn(
          `Database emulator: kept the previous rules of "${namespace.name}": ${(error as Error).message}`,
        );
      }
    }),
  );
  const namespaceNamed = (name: string): Namespace => {
    let namespace = namespaces.get(name);
    if (!namespace) {
      namespace = new Namespace(name, defaultRules, 'defaultRules');
      namespaces.set(name, namespace);
    }
    return namespace;
  };

  const metrics = new Metrics();
  let stopping = false;
  const isStopping = () => stopping;
  const webSockets = new WebSocketServer({ noServer: true });
  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      console.error('Database emulator:', error);
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });

  /** A new session of the namespace `name` over `transport`, its handshake sent. */
  function openConnection(name: string, transport: Transport, request: IncomingMessage): Connection {
    const sessionId = randomBytes(12).toString('hex');
    const connectionMetrics = metrics.connection(name, transport.kind);
    const connection = new Connection(transport, namespaceNamed(name), connectionMetrics, latency, sessionId);
    connection.open(request.headers.host ?? `${host}:${port}`);
    return connection;
  }

  const longPolling = new LongPolling(
    { ...DEFAULT_LONG_POLL_TIMES, ...options.longPolling },
    (request, response, session) => {
      const name = namespaceOf(requestUrl(request), request);
      if (name === null) {
        sendJson(response, 400, { error: 'Missing namespace: add ?ns=<name> to the URL' });
        return null;
      }
      return openConnection(name, session, request);
    },
  );

  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const url = requestUrl(request);
    const name = namespaceOf(url, request);
    if (url.pathname !== '/.ws' || name === null) {
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    webSockets.handleUpgrade(request, socket, head, (webSocket) => {
      // A long-polling client's WebSocket names the session it would take over.
      const takeover = url.searchParams.get('s');
      const transport = new WebSocketTransport(webSocket);
      if (takeover === null) {
        transport.start(openConnection(name, transport, request), isStopping);
        return;
      }
      const connection = longPolling.connectionOf(takeover);
      if (connection) {
        transport.start(connection, isStopping);
        connection.offerUpgrade(transport);
      } else {
        // No such session (it ended meanwhile): the client gives the upgrade up and stays on long-polling.
        webSocket.close();
      }
    });
  });

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = requestUrl(request);
    // Browsers may use the REST API from the app's origin.
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, PUT, POST, PATCH, DELETE, OPTIONS');
      response.setHeader(
        'Access-Control-Allow-Headers',
        'Authorization, Content-Type, X-HTTP-Method-Override',
      );
      send(response, 204, null);
      return;
    }
    if (url.pathname === '/.metrics') return metricsEndpoint(request, response, url);
    if (url.pathname === '/.lp') {
      longPolling.handle(request, response, url.searchParams);
      return;
    }
    if (url.pathname === '/.inspect/databases.json') {
      sendJson(
        response,
        200,
        [...namespaces.keys()].map((name) => ({ name })),
      );
      return;
    }
    if (url.pathname === '/.settings/latency.json') {
      return settingsEndpoint(request, response, url, (method, body) =>
        latencySetting(method, body, response),
      );
    }
    if (!url.pathname.endsWith('.json')) {
      sendJson(response, 404, { error: 'Not found' });
      return;
    }
    const name = namespaceOf(url, request);
    if (name === null) {
      sendJson(response, 400, { error: 'Missing namespace: add ?ns=<name> to the URL' });
      return;
    }
    const settings = SETTINGS[url.pathname];
    if (settings) {
      return settingsEndpoint(request, response, url, (method, body) =>
        settings(method, body, namespaceNamed(name), response),
      );
    }
    if (latency.ms > 0) await latency.wait();
    const answer = await handleRest(request, url, namespaceNamed(name));
    if (latency.ms > 0) await latency.wait();
    metrics.restRequest(answer.received, send(response, answer.status, answer.body));
  }

  // Global, as latency is a property of the network rather than of a namespace: GET answers
  // {latencyMs}, PUT sets it from a JSON body {"latencyMs": ms}.
  function latencySetting(method: 'GET' | 'PUT', body: string, response: ServerResponse): void {
    if (method === 'PUT') {
      try {
        latency.set(parseLatencySetting(JSON.parse(body)));
      } catch (error) {
        if (!(error instanceof InvalidLatencyError || error instanceof SyntaxError)) throw error;
        sendJson(response, 400, { error: `Invalid latency: ${error.message}` });
        return;
      }
    }
    sendJson(response, 200, { latencyMs: latency.ms });
  }

  function metricsEndpoint(request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (request.method === 'DELETE') {
      metrics.reset();
      send(response, 204, null);
    } else {
      sendJson(response, 200, metrics.report(url.searchParams.get('ns') ?? undefined));
    }
  }

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  }).catch((error: unknown) => {
    for (const stop of stopWatching) stop();
    throw error;
  });

  return {
    host,
    port,
    url: `http://${host}:${port}`,
    async stop() {
      stopping = true;
      latency.stop();
      longPolling.stop();
      for (const stop of stopWatching) stop();
      for (const webSocket of webSockets.clients) webSocket.terminate();
      webSockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    exportData() {
      return Object.fromEntries(
        [...namespaces].flatMap(([name, namespace]) =>
          namespace.data === null ? [] : [[name, namespace.data] as const],
        ),
      );
    },
    importData(data) {
      for (const [name, value] of Object.entries(data)) {
        namespaceNamed(name).write({ kind: 'set', path: [], value }, ADMIN);
      }
    },
    setClock(name, clock) {
      namespaceNamed(name).clock.set(clock);
    },
    now(name) {
      return namespaceNamed(name).clock.now();
    },
    get latencyMs() {
      return latency.ms;
    },
    setLatency(ms) {
      latency.set(ms);
    },
  };
}

/** Answers an authorized GET or PUT (with its body) to one of a namespace's settings. */
type SettingsHandler = (
  method: 'GET' | 'PUT',
  body: string,
  namespace: Namespace,
  response: ServerResponse,
) => void;

const SETTINGS: Partial<Record<string, SettingsHandler>> = {
  // As firebase's emulator: GET answers the rules' source, PUT replaces them.
  '/.settings/rules.json': (method, body, namespace, response) => {
    if (method === 'GET') {
      send(response, 200, namespace.rulesSource, 'text/plain; charset=utf-8');
      return;
    }
    try {
      namespace.setRules(body, 'rules.json');
      sendJson(response, 200, { status: 'ok' });
    } catch (error) {
      if (!(error instanceof RulesSyntaxError)) throw error;
      sendJson(response, 400, { error: error.message });
    }
  },
  // Tests set a namespace's clock here (or with setClock) to get exact server times: GET answers
  // {now, clock}, PUT sets the clock from a JSON body null, {"frozenAt": ms} or {"offsetMs": ms}.
  '/.settings/clock.json': (method, body, namespace, response) => {
    if (method === 'PUT') {
      try {
        namespace.clock.set(JSON.parse(body));
      } catch (error) {
        if (!(error instanceof InvalidClockError || error instanceof SyntaxError)) throw error;
        sendJson(response, 400, { error: `Invalid clock: ${error.message}` });
        return;
      }
    }
    sendJson(response, 200, { now: namespace.clock.now(), clock: namespace.clock.setting });
  },
};

/**
 * Settings take the admin credential only (as firebase's emulator and the Admin SDK's setRules), and
 * GET or PUT; `answer` answers an authorized request.
 */
async function settingsEndpoint(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  answer: (method: 'GET' | 'PUT', body: string) => void,
): Promise<void> {
  const body = await readBody(request);
  const credential = credentialOf(request, url.searchParams);
  const principal = credential === null ? null : authenticate(credential);
  if (!principal?.ok || !principal.principal.admin) {
    sendJson(response, 401, { error: 'Permission denied' });
    return;
  }
  if (request.method !== 'GET' && request.method !== 'PUT') {
    sendJson(response, 405, { error: `Method ${request.method} not allowed` });
    return;
  }
  answer(request.method, body);
}

function requestUrl(request: IncomingMessage): URL {
  return new URL(request.url ?? '/', 'http://emulator');
}

/** The namespace: the `ns` parameter, else the first label of a host name such as "quiz.localhost". */
function namespaceOf(url: URL, request: IncomingMessage): string | null {
  const ns = url.searchParams.get('ns');
  if (ns) return ns;
  const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.startsWith('[')) return null;
  return labels[0] ?? null;
}
