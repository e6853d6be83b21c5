// One client's session, speaking the wire protocol of core/PersistentConnection.ts and
// realtime/Connection.ts over a transport (transport.ts): a WebSocket, or long-polling. Every message is
// {"t":"c"|"d","d":...}: "c" for control (handshake, ping), "d" for data. A client request is
// {"r":n,"a":action,"b":body} and gets {"r":n,"b":{"s":status,"d":...}}; the server pushes
// {"a":"d"|"m"|"c",...} without r. Data pushes caused by a request go out before its response, as the SDK
// expects ("puts depend on having received the corresponding data update"). Under the emulator's latency,
// both directions go through a FIFO (latency.ts), which keeps that order.
//
// A long-polling client upgrades to a WebSocket when it can (realtime/Connection.ts): it opens one with
// ?s=<this session's id>, which the emulator acknowledges ("a"); the client pings it until it is healthy,
// then sends "a" on it and "n" (end of transmission) by long-polling, and from then on sends on the
// WebSocket. What it sends there waits for that "n", so that nothing overtakes what it sent by
// long-polling; the emulator answers "n" by long-polling after everything it sent that way, closes it,
// and sends on the WebSocket from then on (the client holds what arrives there until its "n").

import { authenticate, UNAUTHENTICATED, type Principal } from './auth';
import { taggedPush, untaggedPushes, type Change, type Push } from './delta';
import { hashOf } from './hash';
import type { DelayLine, Latency } from './latency';
import type { ConnectionMetrics } from './metrics';
import type { Listen, Namespace, NamespaceListener, WriteRequest } from './namespace';
import { InvalidDataError, formatPath, isPrefix, parseDataPath, parsePath, type Path } from './path';
import { parseWireQuery, queryResult, DEFAULT_QUERY } from './query';
import { outgoing, type OutgoingMessage, type Transport, type TransportReceiver } from './transport';
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

/** What arrived from a transport (see TransportReceiver), or that it closed. */
type Incoming = { from: Transport; text: string | null; bytes: number } | { from: Transport; closed: true };

/** A message for a transport, or (null) the end of that transport after what was sent before. */
interface Outgoing {
  to: Transport;
  message: OutgoingMessage | null;
}

export class Connection implements NamespaceListener, TransportReceiver {
  private principal: Principal = UNAUTHENTICATED;
  private readonly listens = new Map<string, Listen>();
  private listensMade = 0;
  private disconnectWrites: DisconnectWrite[] = [];
  /** What the client sent, handled the latency after it arrived. */
  private readonly incoming: DelayLine<Incoming>;
  /** What the client is sent, leaving the latency after it was produced. */
  private readonly outgoing: DelayLine<Outgoing>;
  /** The WebSocket a long-polling client is moving to, and the requests it sent there too early. */
  private upgrade: { transport: Transport; early: Record<string, unknown>[] } | null = null;

  /** `sessionId` names the session, in the handshake and in a WebSocket's request to take it over. */
  constructor(
    private transport: Transport,
    private readonly namespace: Namespace,
    private readonly metrics: ConnectionMetrics,
    latency: Latency,
    readonly sessionId: string,
  ) {
    this.incoming = latency.line((item) => this.handleIncoming(item));
    this.outgoing = latency.line((item) => this.transmit(item));
  }

  /** Sends the handshake; `host` is what the client connected to. */
  open(host: string): void {
    this.namespace.listeners.add(this);
    // The SDK turns ts into .info/serverTimeOffset, which it uses only to guess server time: the local
    // value of a serverTimestamp() until the server answers, and the time in its push keys. It stays real
    // time, not the namespace's clock: the SDK reads it once per connection, so a clock set later would
    // not reach it anyway, and push keys keep sorting in the order they were made whatever the clock does.
    this.send({
      t: 'c',
      d: { t: 'h', d: { ts: Date.now(), v: PROTOCOL_VERSION, h: host, s: this.sessionId } },
    });
  }

  receive(from: Transport, text: string | null, bytes: number): void {
    this.incoming.push({ from, text, bytes });
  }

  /**
   * A transport closed. When it is the session's, what was on its way to the client is lost, and the
   * client's onDisconnect writes run once what it sent before closing is handled, unless the whole
   * emulator is stopping, whose data is then kept as it was for export. A WebSocket that closes before
   * the upgrade to it is over just ends the upgrade; a long-polling transport left behind by one is over.
   */
  closed(from: Transport, runDisconnectWrites: boolean): void {
    if (from === this.upgrade?.transport) {
      this.upgrade = null;
      return;
    }
    if (from !== this.transport) return;
    this.outgoing.clear();
    if (runDisconnectWrites) {
      this.incoming.push({ from, closed: true });
    } else {
      this.incoming.clear();
      this.disconnect(false);
    }
  }

  /** A WebSocket opened to take this (long-polling) session over: acknowledged, so that the client tests it. */
  offerUpgrade(to: Transport): void {
    this.upgrade?.transport.end();
    this.upgrade = { transport: to, early: [] };
    this.outgoing.push({ to, message: outgoing({ t: 'c', d: { t: 'a', d: {} } }) });
  }

  private handleIncoming(item: Incoming): void {
    if ('closed' in item) {
      if (item.from === this.transport) this.disconnect(true);
      return;
    }
    const { from, text, bytes } = item;
    const upgrade = this.upgrade !== null && from === this.upgrade.transport ? this.upgrade : null;
    if (from !== this.transport && upgrade === null) return;
    this.metrics.received(bytes, text === null ? 0 : 1);
    if (text === null) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      console.warn(`Database emulator: dropped an unparsable message from connection ${this.metrics.id}`);
      return;
    }
    if (!isRecord(message) || !isRecord(message['d'])) return;
    if (message['t'] === 'c') this.receiveControl(from, message['d']);
    else if (message['t'] !== 'd') return;
    else if (upgrade) upgrade.early.push(message['d']);
    else this.receiveRequest(message['d']);
  }

  private receiveControl(from: Transport, control: Record<string, unknown>): void {
    // A ping asks for a pong, on whichever transport it came; the client's own "a" on the WebSocket it
    // upgrades to needs no answer.
    if (control['t'] === 'p')
      this.outgoing.push({ to: from, message: outgoing({ t: 'c', d: { t: 'o', d: {} } }) });
    else if (control['t'] === 'n' && from === this.transport) this.completeUpgrade();
  }

  /** The client ended its transmission by long-polling: the session moves to the WebSocket. */
  private completeUpgrade(): void {
    const upgrade = this.upgrade;
    if (upgrade === null) return;
    this.upgrade = null;
    this.send({ t: 'c', d: { t: 'n', d: {} } });
    this.outgoing.push({ to: this.transport, message: null });
    this.transport = upgrade.transport;
    this.metrics.transport = upgrade.transport.kind;
    this.metrics.upgraded = true;
    for (const request of upgrade.early) this.receiveRequest(request);
  }

  private disconnect(runDisconnectWrites: boolean): void {
    this.upgrade?.transport.end();
    this.upgrade = null;
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
    let message = pushMessages.get(push);
    if (!message) {
      const body: Record<string, unknown> = { p: formatPath(push.path), d: push.data };
      if (push.tag !== undefined) body['t'] = push.tag;
      message = outgoing({ t: 'd', d: { a: push.action, b: body } });
      pushMessages.set(push, message);
    }
    this.outgoing.push({ to: this.transport, message });
  }

  private send(message: unknown): void {
    this.outgoing.push({ to: this.transport, message: outgoing(message) });
  }

  private transmit({ to, message }: Outgoing): void {
    if (message === null) {
      to.end();
      return;
    }
    const bytes = to.send(message);
    if (bytes > 0) this.metrics.sent(bytes, 1);
  }
}

// A change hands the same push object to every connection it sends that push to (see Change), which
// then is serialised once for all of them; the entries go when the change does.
const pushMessages = new WeakMap<Push, OutgoingMessage>();

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
