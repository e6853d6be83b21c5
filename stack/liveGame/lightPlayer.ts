// A light player of a live game: what the /join page's firebase SDK client does on the wire, without the
// SDK, so that one process can hold 10,000 of them (npm run bench:game). It joins through the joinGame
// callable over HTTP as the functions SDK calls it, then speaks the Realtime Database's WebSocket protocol
// to the games instance as @firebase/database does (core/PersistentConnection.ts, realtime/Connection.ts,
// realtime/WebSocketConnection.ts): it waits for the server's handshake, sends the first connection's stats
// ("s"), listens ("q") to sharedInfo and to its own record with the SDK's body (path and the hash of what it
// holds, "" for nothing), keeps its copy of each from the data pushes, and answers with the SDK's update from
// the root ("m" at "/"). What the server sends it is what the server sends an SDK player, which
// lightPlayerComparison.ts measures.
//
// It does not reconnect: a connection lost fails its listens and requests, which the waits then report.
import { Agent, request as httpRequest } from 'node:http';
import { SDK_VERSION } from 'firebase/app';
import WebSocket from 'ws';
import {
  gamePaths,
  playerAnswerUpdate,
  SERVER_TIME,
  type CallableAnswer,
  type CallableName,
  type CallablePayload,
  type JoinAnswer,
  type PlayerAnswer,
  type PlayerView,
  type SavedJoin,
  type SharedInfo,
} from '@/domain';
import { FrameAssembler, splitIntoFrames } from '@loqi/database-emulator/frames';
import { parsePath, type Path } from '@loqi/database-emulator/path';
import type { LocalStackConfig } from '../localStack';
import { AwaitedValue } from './awaitedValue';
import {
  coversLocation,
  type Overwrite,
  overwritesOf,
  overwritten,
  sdkValue,
  type WireData,
} from './wireData';

/** The SDK's WEBSOCKET_KEEPALIVE_INTERVAL: a "0" frame after this long without a frame either way. */
const KEEPALIVE_MS = 45_000;
/**
 * realtime/Connection.ts: a WebSocket counts as healthy after two responses (data messages or pongs); one
 * still short of them this long after the handshake sends pings until it gets there.
 */
const RESPONSES_TO_BE_HEALTHY = 2;
const HEALTH_PING_DELAY_MS = 5_000;
/** How often the one sweep over every open light player looks for keepalives and health pings due. */
const SWEEP_MS = 1_000;
/**
 * TCP connections to the Functions emulator for every light player's join together: it runs 8 requests at
 * once (firebaseTools.ts), so 16 keep it busy, and 10,000 joins open 16 connections, not 10,000.
 */
const JOIN_SOCKETS = 16;

const joinAgent = new Agent({ keepAlive: true, maxSockets: JOIN_SOCKETS });

/** What the bench and the tests use of a player, an SDK one (clients.ts's PlayerClient) or a light one. */
export interface GamePlayer {
  readonly userID: string;
  readonly join: SavedJoin;
  readonly shared: ValueWaits<SharedInfo>;
  readonly record: ValueWaits<PlayerView>;
  submit(questionNumber: number, answer: unknown): Promise<void>;
  standingFor(questionNumber: number, timeoutMs?: number): Promise<PlayerView>;
  close(): Promise<void>;
}

export interface ValueWaits<T> {
  /** Waits until the latest value passes `accept`, and returns it. */
  until(accept: (value: T | null) => boolean, timeoutMs?: number): Promise<T | null>;
}

/** A callable's refusal: its status (NOT_FOUND), and the functions SDK's code for it (functions/not-found). */
export class CallableError extends Error {
  override readonly name = 'CallableError';
  readonly code: string;

  constructor(
    readonly status: string,
    message: string,
  ) {
    super(message);
    this.code = `functions/${status.toLowerCase().replaceAll('_', '-')}`;
  }
}

/**
 * Calls a callable as the functions SDK does with no auth: POST {"data": payload}, answered
 * {"result": ...} or {"error": {"status", "message"}}.
 */
async function callCallable<Name extends CallableName>(
  stack: LocalStackConfig,
  name: Name,
  payload: CallablePayload<Name>,
  agent: Agent = joinAgent,
): Promise<CallableAnswer<Name>> {
  const { host, port } = stack.functions;
  const { status, text } = await postJson(
    `http://${host}:${port}/${stack.projectId}/${stack.functionsRegion}/${name}`,
    JSON.stringify({ data: payload }),
    agent,
  );
  let answer: { result?: unknown; error?: { status?: unknown; message?: unknown } };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw new CallableError('INTERNAL', `${name} answered ${status} with no JSON: ${text.slice(0, 200)}`);
  }
  if (answer.error !== undefined) {
    throw new CallableError(String(answer.error.status), String(answer.error.message));
  }
  if (status !== 200 || !('result' in answer)) {
    throw new CallableError('INTERNAL', `${name} answered ${status}: ${text.slice(0, 200)}`);
  }
  return answer.result as CallableAnswer<Name>;
}

function postJson(url: string, body: string, agent: Agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A location the light player listens to: its copy of the data, as the SDK's onValue would give it. */
export class LightWatched<T> extends AwaitedValue<T> implements ValueWaits<T> {
  private data: WireData = null;
  private complete = false;

  constructor(
    readonly path: Path,
    what: string,
  ) {
    super(what);
  }

  /** One push's overwrites, applied together: only those at, above or below this location change it. */
  apply(overwrites: Overwrite[]): void {
    let data = this.data;
    let covered = false;
    for (const overwrite of overwrites) {
      data = overwritten(this.path, data, overwrite);
      covered ||= coversLocation(this.path, overwrite);
    }
    if (data === this.data && !covered) return;
    this.data = data;
    // Until the whole location has arrived, a change below it is not yet a value (nor for the SDK).
    this.complete ||= covered;
    if (this.complete) this.publish();
  }

  /** The listen was accepted: from then on the location's value is what arrived, null if nothing did. */
  listening(): void {
    if (this.complete) return;
    this.complete = true;
    this.publish();
  }

  fail(error: Error): void {
    this.failed(error);
  }

  private publish(): void {
    this.arrived(sdkValue(this.data) as T | null);
  }
}

/** A server's response to a request: status ("ok", "permission_denied", ...) and data. */
interface Response {
  s: string;
  d: unknown;
}

/** The SDK's error for a refused request: "PERMISSION_DENIED: Permission denied", code PERMISSION_DENIED. */
function refusal(response: Response): Error & { code: string } {
  const code = response.s.toUpperCase();
  return Object.assign(new Error(`${code}: ${String(response.d)}`), { code });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every open light player, for the one sweep that sends their keepalives and health pings. */
const openPlayers = new Set<LightPlayer>();
let sweep: NodeJS.Timeout | null = null;

/** A player with no auth on its own WebSocket, listening to sharedInfo and to its own record. */
export class LightPlayer implements GamePlayer {
  readonly shared: LightWatched<SharedInfo>;
  readonly record: LightWatched<PlayerView>;
  private readonly socket: WebSocket;
  private readonly frames = new FrameAssembler();
  private readonly pending = new Map<number, (response: Response) => void>();
  /** The last request number sent: the SDK numbers a connection's requests 1, 2, 3... */
  private lastRequest = 0;
  /** When the handshake arrived; 0 before. */
  private connectedAt = 0;
  private lastFrameAt = Date.now();
  private responsesUntilHealthy = RESPONSES_TO_BE_HEALTHY;
  private healthPingSent = false;
  private closing = false;
  private socketError: string | null = null;
  /** Settles at the handshake (requests wait for it, as the SDK queues them), or fails with the connection. */
  private readonly connected: Promise<void>;
  private handshakeArrived: () => void = () => {};

  constructor(
    stack: LocalStackConfig,
    /** What the browser keeps to rejoin after a reload. */
    readonly join: SavedJoin,
    readonly username: string,
  ) {
    this.shared = new LightWatched(parsePath(gamePaths.sharedInfo(join.gameID)), `${username}'s sharedInfo`);
    this.record = new LightWatched(
      parsePath(gamePaths.player(join.gameID, join.userSecret)),
      `${username}'s record`,
    );
    const { host, port } = stack.database;
    // No compression: the emulator declines it anyway, and a zlib context per socket would cost memory.
    this.socket = new WebSocket(`ws://${host}:${port}/.ws?v=5&ns=${stack.databaseNamespaces.games}`, {
      perMessageDeflate: false,
    });
    this.connected = new Promise((resolve, reject) => {
      this.handshakeArrived = resolve;
      this.socket.on('close', () => {
        const error = new Error(
          this.closing
            ? 'closed'
            : `the connection was lost${this.socketError ? `: ${this.socketError}` : ''}`,
        );
        reject(error);
        this.lost(error);
      });
    });
    // Nobody may be waiting for the handshake when the connection fails.
    this.connected.catch(() => {});
    this.socket.on('message', (data: Buffer) => this.receiveFrame(data.toString('utf8')));
    // An error is followed by "close", which reports it.
    this.socket.on('error', (error) => (this.socketError = error.message));
    openPlayers.add(this);
    sweep ??= setInterval(sweepOpenPlayers, SWEEP_MS).unref();
  }

  get userID(): string {
    return this.join.userID;
  }

  /**
   * Answers the open question as the /join page does (`answer` in display positions, or the open-ended
   * text): one update from the root at the server's time. Rejects with the server's refusal.
   */
  async submit(questionNumber: number, answer: PlayerAnswer): Promise<void> {
    const { gameID: gameId, userID, userSecret } = this.join;
    const update = playerAnswerUpdate({
      gameId,
      userID,
      userSecret,
      answer,
      questionNumber,
      submittedAt: SERVER_TIME,
    });
    await this.connected;
    const response = await this.request('m', { p: '/', d: update });
    if (response.s !== 'ok') throw refusal(response);
  }

  /** Waits until this player's standing for `questionNumber` has arrived, and returns the record. */
  async standingFor(questionNumber: number, timeoutMs?: number): Promise<PlayerView> {
    return (await this.record.until(
      (view) => view?.standing?.questionNumber === questionNumber,
      timeoutMs,
    )) as PlayerView;
  }

  /** Closes the WebSocket, and resolves once it has closed (the emulator has seen it go). */
  close(): Promise<void> {
    this.closing = true;
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    const closed = new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
    if (this.socket.readyState === WebSocket.CONNECTING) this.socket.terminate();
    else this.socket.close();
    return closed;
  }

  private receiveFrame(frame: string): void {
    this.lastFrameAt = Date.now();
    const text = this.frames.push(frame);
    if (text === null) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      console.warn(`${this.username}: dropped an unparsable message`);
      return;
    }
    if (!isRecord(message) || !isRecord(message['d'])) return;
    if (message['t'] === 'c') this.handleControl(message['d']);
    else if (message['t'] === 'd') this.handleData(message['d']);
  }

  /** A response to a request (numbered "r") or a push (an action "a"). */
  private handleData(data: Record<string, unknown>): void {
    this.responseArrived();
    if (typeof data['r'] === 'number') {
      const respond = this.pending.get(data['r']);
      this.pending.delete(data['r']);
      if (respond && isRecord(data['b'])) respond(data['b'] as unknown as Response);
    } else if (isRecord(data['b'])) {
      this.handlePush(data['a'], data['b']);
    }
  }

  /**
   * Control messages of realtime/Connection.ts: the handshake, the pong to a health ping, a shutdown. The
   * SDK answers no ping from the server (it has none; WebSocket-level pings get their pong from `ws`).
   */
  private handleControl(control: Record<string, unknown>): void {
    switch (control['t']) {
      case 'h':
        this.handshake();
        break;
      case 'o':
        this.responseArrived();
        if (this.responsesUntilHealthy > 0) this.sendHealthPing();
        break;
      case 's':
        console.warn(`${this.username}: the server shut the connection: ${String(control['d'])}`);
        this.socket.close();
        break;
    }
  }

  /** What the SDK sends once connected: the first connection's stats, then its listens in the order made. */
  private handshake(): void {
    this.connectedAt = Date.now();
    this.handshakeArrived();
    void this.request('s', { c: { [`sdk.js.${SDK_VERSION.replace(/\./g, '-')}`]: 1 } });
    for (const watched of [this.shared, this.record]) {
      void this.request('q', { p: `/${watched.path.join('/')}`, h: '' }).then((response) => {
        if (response.s === 'ok') watched.listening();
        else watched.fail(refusal(response));
      });
    }
  }

  private handlePush(action: unknown, body: Record<string, unknown>): void {
    const path = String(body['p']);
    if (action === 'd' || action === 'm') {
      const overwrites = overwritesOf(action, path, body['d']);
      this.shared.apply(overwrites);
      this.record.apply(overwrites);
    } else if (action === 'c') {
      // The server revoked a listen (its rules no longer let this client read there).
      const revoked = `/${parsePath(path).join('/')}`;
      for (const watched of [this.shared, this.record]) {
        if (`/${watched.path.join('/')}` === revoked)
          watched.fail(refusal({ s: 'permission_denied', d: 'the listen was revoked' }));
      }
    }
  }

  /** Sends a request numbered as the SDK numbers them; resolves with the server's response. */
  private request(action: string, body: unknown): Promise<Response> {
    if (this.socket.readyState !== WebSocket.OPEN)
      return Promise.resolve({ s: 'disconnected', d: 'the connection is closed' });
    const number = ++this.lastRequest;
    return new Promise((resolve) => {
      this.pending.set(number, resolve);
      this.sendMessage({ t: 'd', d: { r: number, a: action, b: body } });
    });
  }

  /** Sends a message in frames, split as the SDK splits a long one (behind a frame count). */
  private sendMessage(message: unknown): void {
    for (const frame of splitIntoFrames(JSON.stringify(message))) this.sendFrame(frame);
  }

  private sendFrame(frame: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.lastFrameAt = Date.now();
    this.socket.send(frame);
  }

  private responseArrived(): void {
    if (this.responsesUntilHealthy > 0) this.responsesUntilHealthy -= 1;
  }

  private sendHealthPing(): void {
    this.healthPingSent = true;
    this.sendMessage({ t: 'c', d: { t: 'p', d: {} } });
  }

  /** What the SDK's timers would send now: a keepalive after 45 s of quiet, a health ping 5 s in. */
  sendDueFrames(now: number): void {
    if (this.connectedAt === 0) return;
    if (now - this.lastFrameAt >= KEEPALIVE_MS) this.sendFrame('0');
    if (
      this.responsesUntilHealthy > 0 &&
      !this.healthPingSent &&
      now - this.connectedAt >= HEALTH_PING_DELAY_MS
    )
      this.sendHealthPing();
  }

  private lost(error: Error): void {
    openPlayers.delete(this);
    if (openPlayers.size === 0 && sweep !== null) {
      clearInterval(sweep);
      sweep = null;
    }
    const responses = [...this.pending.values()];
    this.pending.clear();
    for (const respond of responses) respond({ s: 'disconnected', d: error.message });
    this.shared.fail(error);
    this.record.fail(error);
  }
}

function sweepOpenPlayers(): void {
  const now = Date.now();
  for (const player of openPlayers) player.sendDueFrames(now);
}

/**
 * Calls joinGame as the /join page does; rejects with the callable's refusal (a CallableError). `agent`
 * keeps the calls of one caller on their own sockets (a flood of joins beside the players', say).
 */
export async function callJoinGame(
  stack: LocalStackConfig,
  roomCode: string,
  username: string,
  agent?: Agent,
): Promise<JoinAnswer> {
  const answer = await callCallable(stack, 'joinGame', { roomCode, username }, agent);
  if (answer.success !== true) throw new Error(`joinGame answered ${JSON.stringify(answer)}`);
  return answer;
}

/** A light player joins with joinGame, as the /join page does, then listens. Rejects with the callable's refusal. */
export async function joinAsLightPlayer(
  stack: LocalStackConfig,
  roomCode: string,
  username: string,
): Promise<LightPlayer> {
  const { userSecret, userID, gameID } = await callJoinGame(stack, roomCode, username);
  return new LightPlayer(stack, { userSecret, userID, gameID, roomCode, joinedAt: Date.now() }, username);
}
