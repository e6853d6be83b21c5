// One client's WebSocket session, speaking the wire protocol of core/PersistentConnection.ts and
// realtime/Connection.ts. Every message is {"t":"c"|"d","d":...}: "c" for control (handshake, ping),
// "d" for data. A client request is {"r":n,"a":action,"b":body} and gets {"r":n,"b":{"s":status,"d":...}};
// the server pushes {"a":"d"|"m"|"c",...} without r. Data pushes caused by a request go out before
// its response, as the SDK expects ("puts depend on having received the corresponding data update").
// Under the emulator's latency, both directions go through a FIFO (latency.ts), which keeps that order.

import type { WebSocket } from 'ws';
import { authenticate, UNAUTHENTICATED, type Principal } from './auth';
import { taggedPush, untaggedPushes, type Change, type Push } from './delta';
import { FrameAssembler, splitIntoFrames } from './frames';
import { hashOf } from './hash';
import type { DelayLine, Latency } from './latency';
import type { ConnectionMetrics } from './metrics';
import type { Listen, Namespace, NamespaceListener, WriteRequest } from './namespace';
import { InvalidDataError, formatPath, isPrefix, parseDataPath, parsePath, type Path } from './path';
import { parseWireQuery, queryResult, DEFAULT_QUERY } from './query';
import { getAt } from './tree';

const PROTOCOL_VERSION = '5';

interface Response {
  s: string;
  d: unknown;
}

const OK: Response = { s: 'ok', d: '' };
const PERMISSION_DENIED: Response = { s: 'permission_denied', d: 'Permission denied' };

/** A queued onDisconnect write. */
interface DisconnectWrite {
  path: Path;
  value: unknown;
}

export class Connection implements NamespaceListener {
  private principal: Principal = UNAUTHENTICATED;
  private readonly listens = new Map<string, Listen>();
  private listensMade = 0;
  private disconnectWrites: DisconnectWrite[] = [];
  private readonly frames = new FrameAssembler();
  /** What the client sent, handled the latency after it arrived; null is the socket closing. */
  private readonly incoming: DelayLine<Buffer | null>;
  /** What the client is sent, leaving the latency after it was produced. */
  private readonly outgoing: DelayLine<EncodedMessage>;

  constructor(
    private readonly socket: WebSocket,
    private readonly namespace: Namespace,
    private readonly metrics: ConnectionMetrics,
    latency: Latency,
  ) {
    this.incoming = latency.line((data) => (data === null ? this.disconnect(true) : this.handleFrame(data)));
    this.outgoing = latency.line((message) => this.transmit(message));
  }

  /** Sends the handshake; `host` is what the client connected to, `sessionId` names the session. */
  open(host: string, sessionId: string): void {
    this.namespace.listeners.add(this);
    // The SDK turns ts into .info/serverTimeOffset, which it uses only to guess server time: the local
    // value of a serverTimestamp() until the server answers, and the time in its push keys. It stays real
    // time, not the namespace's clock: the SDK reads it once per connection, so a clock set later would
    // not reach it anyway, and push keys keep sorting in the order they were made whatever the clock does.
    this.send({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: PROTOCOL_VERSION, h: host, s: sessionId } } });
  }

  /** A WebSocket message (one frame of a protocol message) from the client. */
  receive(data: Buffer): void {
    this.incoming.push(data);
  }

  /**
   * The socket closed, and what was on its way to the client is lost. The client's onDisconnect writes
   * run once what it sent before closing is handled, unless the whole emulator is stopping, whose data
   * is then kept as it was for export.
   */
  closed(runDisconnectWrites: boolean): void {
    this.outgoing.clear();
    if (runDisconnectWrites) {
      this.incoming.push(null);
    } else {
      this.incoming.clear();
      this.disconnect(false);
    }
  }

  private handleFrame(data: Buffer): void {
    const text = this.frames.push(data.toString('utf8'));
    this.metrics.received(data.length, text === null ? 0 : 1);
    if (text === null) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      console.warn(`Database emulator: dropped an unparsable message from connection ${this.metrics.id}`);
      return;
    }
    if (!isRecord(message) || !isRecord(message['d'])) return;
    if (message['t'] === 'c') this.receiveControl(message['d']);
    else if (message['t'] === 'd') this.receiveRequest(message['d']);
  }

  private disconnect(runDisconnectWrites: boolean): void {
    this.namespace.listeners.delete(this);
    for (const listen of this.listens.values()) this.namespace.removeListen(listen);
    this.metrics.open = false;
    const writes = runDisconnectWrites ? this.disconnectWrites : [];
    this.disconnectWrites = [];
    for (const { path, value } of writes) {
      try {
        // The rules allowed these writes when they were queued; the real service does not ask again.
        this.namespace.write({ kind: 'set', path, value }, this.principal, { checkRules: false });
      } catch (error) {
        console.warn(
          `Database emulator: onDisconnect write at /${formatPath(path)} failed: ${String(error)}`,
        );
      }
    }
  }

  deliver(change: Change, changedListens: Listen[]): void {
    const listens = changedListens.sort((a, b) => a.sequence - b.sequence);
    const plainPaths = listens.filter((listen) => listen.tag === null).map((listen) => listen.path);
    const pushes = untaggedPushes(plainPaths, change);
    for (const listen of listens) {
      const push = listen.tag === null ? null : taggedPush(listen, listen.tag, change);
      if (push) pushes.push(push);
    }
    for (const push of pushes) this.sendPush(push);
  }

  rulesChanged(): void {
    for (const [key, listen] of this.listens) {
      if (this.namespace.canRead(listen.path, this.principal)) continue;
      this.listens.delete(key);
      this.namespace.removeListen(listen);
      // The SDK matches a revoked filtered listen by its query objects, sent as a list.
      const body: Record<string, unknown> = { p: formatPath(listen.path) };
      if (listen.tag !== null) body['q'] = [listen.wireQuery];
      this.send({ t: 'd', d: { a: 'c', b: body } });
    }
  }

  private receiveControl(control: Record<string, unknown>): void {
    // A ping asks for a pong; the other control messages concern long-polling, which this server lacks.
    if (control['t'] === 'p') this.send({ t: 'c', d: { t: 'o', d: {} } });
  }

  private receiveRequest(request: Record<string, unknown>): void {
    const body = isRecord(request['b']) ? request['b'] : {};
    let response: Response;
    try {
      response = this.handle(String(request['a']), body);
    } catch (error) {
      // Malformed data gets an error status, as from the real service; anything else is a bug here,
      // reported without taking the emulator down.
      if (!(error instanceof InvalidDataError)) console.error('Database emulator:', error);
      response = {
        s: error instanceof InvalidDataError ? 'invalid_data' : 'internal_error',
        d: String(error),
      };
    }
    if (typeof request['r'] === 'number') this.send({ t: 'd', d: { r: request['r'], b: response } });
  }

  private handle(action: string, body: Record<string, unknown>): Response {
    switch (action) {
      case 's':
      case 'appcheck':
      case 'unappeck':
        return OK;
      case 'auth':
      case 'gauth':
        return this.authenticate(body);
      case 'unauth':
        this.setPrincipal(UNAUTHENTICATED);
        return OK;
      case 'q':
        return this.listen(body);
      case 'n':
        this.unlisten(listenKey(parsePath(String(body['p'])), tagOf(body) === null ? undefined : body['q']));
        return OK;
      case 'g':
        return this.get(body);
      case 'p':
      case 'm':
        return this.write(action, body);
      case 'o':
      case 'om':
        return this.queueDisconnectWrite(action, body);
      case 'oc':
        this.cancelDisconnectWrites(parsePath(String(body['p'])));
        return OK;
      default:
        return { s: 'invalid_request', d: `Unknown action ${action}` };
    }
  }

  private authenticate(body: Record<string, unknown>): Response {
    const result = authenticate(body['cred'], { authvar: body['authvar'], noauth: body['noauth'] === true });
    if (!result.ok) return { s: 'invalid_token', d: result.message };
    this.setPrincipal(result.principal);
    return { s: 'ok', d: { auth: result.principal.auth?.token ?? null, expires: result.expires } };
  }

  private setPrincipal(principal: Principal): void {
    this.principal = principal;
    this.metrics.uid = principal.auth?.uid ?? null;
    this.metrics.admin = principal.admin;
    this.rulesChanged();
  }

  private listen(body: Record<string, unknown>): Response {
    const path = parsePath(String(body['p']));
    const tag = tagOf(body);
    const query = tag === null ? DEFAULT_QUERY : parseWireQuery(body['q']);
    if (!this.namespace.canRead(path, this.principal)) return PERMISSION_DENIED;
    const wireQuery = tag === null ? undefined : body['q'];
    const key = listenKey(path, wireQuery);
    // A listen made again replaces the first and keeps its place, in this map and in the order of pushes.
    const previous = this.listens.get(key);
    if (previous) this.namespace.removeListen(previous);
    const listen: Listen = {
      listener: this,
      path,
      query,
      wireQuery,
      queryKey: uniqueKey(wireQuery),
      tag,
      sequence: previous?.sequence ?? this.listensMade++,
    };
    this.listens.set(key, listen);
    this.namespace.addListen(listen);
    const data = queryResult(getAt(this.namespace.data, path), query);
    // The client sends the hash of what it holds; when that is current, the data need not travel again.
    if (body['h'] !== hashOf(data)) {
      this.sendPush(tag === null ? { action: 'd', path, data } : { action: 'd', path, data, tag });
    }
    return { s: 'ok', d: {} };
  }

  private unlisten(key: string): void {
    const listen = this.listens.get(key);
    if (!listen) return;
    this.listens.delete(key);
    this.namespace.removeListen(listen);
  }

  private get(body: Record<string, unknown>): Response {
    const path = parsePath(String(body['p']));
    if (!this.namespace.canRead(path, this.principal)) return PERMISSION_DENIED;
    return { s: 'ok', d: queryResult(getAt(this.namespace.data, path), parseWireQuery(body['q'])) };
  }

  private write(action: 'p' | 'm', body: Record<string, unknown>): Response {
    const request = writeRequest(action, body);
    const expectedHash = typeof body['h'] === 'string' ? body['h'] : undefined;
    const status = this.namespace.write(request, this.principal, { expectedHash, writer: this });
    if (status === 'ok') return OK;
    if (status === 'datastale') {
      this.metrics.staleTransaction(formatPath(request.path));
      return { s: 'datastale', d: 'The data changed since the transaction read it' };
    }
    return PERMISSION_DENIED;
  }

  private queueDisconnectWrite(action: 'o' | 'om', body: Record<string, unknown>): Response {
    const request = writeRequest(action === 'o' ? 'p' : 'm', body);
    if (this.namespace.check(request, this.principal) !== 'ok') return PERMISSION_DENIED;
    // An update is queued as one set per child, so that a later cancel or set below the update's
    // location replaces just those children, as the SDK's own bookkeeping of them does.
    const sets =
      request.kind === 'set'
        ? [{ path: request.path, value: request.value }]
        : Object.entries(request.children).map(([key, value]) => ({
            path: [...request.path, ...parsePath(key)],
            value,
          }));
    for (const set of sets) {
      this.cancelDisconnectWrites(set.path);
      this.disconnectWrites.push(set);
    }
    return OK;
  }

  private cancelDisconnectWrites(path: Path): void {
    this.disconnectWrites = this.disconnectWrites.filter((write) => !isPrefix(path, write.path));
  }

  private sendPush(push: Push): void {
    let encoded = encodedPushes.get(push);
    if (!encoded) {
      const body: Record<string, unknown> = { p: formatPath(push.path), d: push.data };
      if (push.tag !== undefined) body['t'] = push.tag;
      encoded = encode({ t: 'd', d: { a: push.action, b: body } });
      encodedPushes.set(push, encoded);
    }
    this.outgoing.push(encoded);
  }

  private send(message: unknown): void {
    this.outgoing.push(encode(message));
  }

  private transmit({ frames, bytes }: EncodedMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    for (const frame of frames) this.socket.send(frame, { binary: false });
    this.metrics.sent(bytes, 1);
  }
}

/** A message as it goes on the wire: its frames' text in UTF-8, and their size for the metrics. */
interface EncodedMessage {
  frames: Buffer[];
  bytes: number;
}

function encode(message: unknown): EncodedMessage {
  const frames = splitIntoFrames(JSON.stringify(message)).map((frame) => Buffer.from(frame));
  return { frames, bytes: frames.reduce((sum, frame) => sum + frame.length, 0) };
}

// A change hands the same push object to every connection it sends that push to (see Change), which
// then is serialised once for all of them; the entries go when the change does.
const encodedPushes = new WeakMap<Push, EncodedMessage>();

function writeRequest(action: 'p' | 'm', body: Record<string, unknown>): WriteRequest {
  const path = parseDataPath(String(body['p']));
  if (action === 'p') return { kind: 'set', path, value: body['d'] };
  if (!isRecord(body['d'])) throw new InvalidDataError('An update needs an object of paths to values');
  return { kind: 'merge', path, children: body['d'] };
}

function tagOf(body: Record<string, unknown>): number | null {
  return typeof body['t'] === 'number' ? body['t'] : null;
}

function listenKey(path: Path, wireQuery: unknown): string {
  return `${formatPath(path)}\u0000${uniqueKey(wireQuery)}`;
}

/** A canonical text for a query object (keys sorted), as the SDK identifies queries. */
function uniqueKey(value: unknown): string {
  if (value === undefined) return 'default';
  if (!isRecord(value)) return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${uniqueKey(value[key])}`).join(',')}}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
