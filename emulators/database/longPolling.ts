// The long-polling endpoint (/.lp), which the SDK falls back to where WebSockets are blocked or failed
// before (realtime/BrowserPollConnection.ts, TransportManager.ts). Its requests, all GETs made by
// script tags and iframes:
// - start=t&cb=<name>&v=5&ns=...: opens a session (longPollSession.ts), answered with its id and
//   password and the handshake;
// - id=&pw=&ser=<serial>[&seg0=&ts0=&d0=...]: the client's messages (segments.ts), if any, and a
//   request for the server's, held until there are some;
// - dframe=t&id=&pw=: the "disconnect frame", a hidden page the client removes when it closes the
//   session; as it goes it sends a beacon (disconn=t&id=&pw=, a POST), which ends the session at once,
//   where a silent client would only time out.
// A session's connection may move to a WebSocket (the upgrade, connection.ts), which names it by the
// connection's session id.

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connection } from './connection';
import { send } from './http';
import { LongPollSession, type LongPollTimes } from './longPollSession';
import { segmentsOf } from './segments';

export const DEFAULT_LONG_POLL_TIMES: LongPollTimes = {
  // Under the client's 25 s, after which it opens another request anyway.
  holdMs: 20_000,
  idleMs: 30_000,
};

/** Makes and opens the connection of a new session, or answers the request itself and returns null. */
export type Connect = (
  request: IncomingMessage,
  response: ServerResponse,
  session: LongPollSession,
) => Connection | null;

export class LongPolling {
  private readonly sessions = new Map<string, { session: LongPollSession; connection: Connection }>();
  /** The same sessions, by their connection's session id, for the upgrade. */
  private readonly byConnection = new Map<string, Connection>();

  constructor(
    private readonly times: LongPollTimes,
    private readonly connect: Connect,
  ) {}

  handle(request: IncomingMessage, response: ServerResponse, params: URLSearchParams): void {
    if (params.get('start') === 't') {
      this.start(request, response, params.get('cb') ?? '');
      return;
    }
    const entry = this.sessions.get(params.get('id') ?? '');
    if (!entry || params.get('pw') !== entry.session.password) {
      // The script fails to load, and the client connects again.
      send(response, 404, 'No such long-polling session', 'text/plain; charset=utf-8');
      return;
    }
    if (params.get('dframe') === 't') {
      send(response, 200, disconnectFrame(params), 'text/html; charset=utf-8');
    } else if (params.get('disconn') === 't') {
      entry.session.close(true);
      send(response, 204, null);
    } else {
      const segments = segmentsOf(params);
      if (segments === null) send(response, 400, 'Malformed segments', 'text/plain; charset=utf-8');
      else entry.session.request(segments, response);
    }
  }

  /** The connection of an open long-polling session, which a WebSocket may take over. */
  connectionOf(sessionId: string): Connection | undefined {
    return this.byConnection.get(sessionId);
  }

  /** The emulator stops: every session ends without its onDisconnect writes. */
  stop(): void {
    for (const { session } of [...this.sessions.values()]) session.close(false);
  }

  private start(request: IncomingMessage, response: ServerResponse, callback: string): void {
    // The name goes into the scripts' code.
    if (!/^\w{1,40}$/.test(callback)) {
      send(response, 400, 'A long-polling start needs a callback name (cb)', 'text/plain; charset=utf-8');
      return;
    }
    const session = new LongPollSession(randomId(), randomId(), callback, this.times, (over) => {
      const entry = this.sessions.get(over.id);
      this.sessions.delete(over.id);
      if (entry) this.byConnection.delete(entry.connection.sessionId);
    });
    const connection = this.connect(request, response, session);
    if (!connection) return;
    this.sessions.set(session.id, { session, connection });
    this.byConnection.set(connection.sessionId, connection);
    session.start(connection, response);
  }
}

/** The page whose going away (the client removing its iframe, or the whole page closing) ends the session. */
function disconnectFrame(params: URLSearchParams): string {
  const beacon = new URLSearchParams(params);
  beacon.delete('dframe');
  beacon.set('disconn', 't');
  const url = JSON.stringify(`/.lp?${beacon}`);
  return `<!DOCTYPE html><html><body><script>addEventListener("pagehide",function(){navigator.sendBeacon(${url})});</script></body></html>`;
}

function randomId(): string {
  return randomBytes(12).toString('hex');
}
