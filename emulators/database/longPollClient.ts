// The tests' long-polling client: speaks /.lp over real HTTP as the SDK's BrowserPollConnection does,
// running each answer as the script it is (in a sandbox whose `parent` holds the two callbacks, as the
// page holds them for the SDK's iframe), and can upgrade to a WebSocket as realtime/Connection.ts does.

import { runInNewContext } from 'node:vm';
import { WebSocket } from 'ws';
import { ProtocolClient } from './protocolClient';

type Message = { t: string; d: Record<string, unknown> };

/** The SDK's size of the base64 data of one segment. */
const SEGMENT_CHARS = 1840;

export class LongPollClient extends ProtocolClient {
  /** The callbacks' name, as the SDK's LUIDGenerator makes it. */
  private readonly callback = String(Math.floor(Math.random() * 1e6));
  private id = '';
  private password = '';
  private serial = Math.floor(Math.random() * 1e8);
  private nextSegment = 0;
  private readonly answers = new Map<number, Message[]>();
  private nextAnswer = 0;
  private closeAfter: number | null = null;
  private readonly aborter = new AbortController();
  private open = 0;
  /** The session has ended: the server closed it, or the client left. */
  ended = false;
  /** What the server's handshake said. */
  handshake: { ts: number; v: string; h: string; s: string } | null = null;
  /** The session's requests that have ended (answered, failed or dropped), the start aside. */
  answered = 0;
  /** The statuses of answers that were not scripts (an unknown session: 404). */
  readonly failures: number[] = [];
  /** The WebSocket taking over, once the client sends on it. */
  private webSocket: WebSocket | null = null;
  /** What came on the WebSocket before the server's "n" ended long-polling: run after it, as the SDK does. */
  private early: Message[] | null = null;

  private constructor(
    private readonly baseUrl: string,
    private readonly ns: string,
  ) {
    super();
  }

  /** Starts a session and waits for its handshake; one request stays open from then on. */
  static async connect(baseUrl: string, ns: string): Promise<LongPollClient> {
    const client = new LongPollClient(baseUrl, ns);
    await client.load(`start=t&ser=${client.serial}&cb=${client.callback}&v=5`);
    await client.waitFor(
      () => client.handshake !== null,
      () => 'a handshake',
    );
    client.poll();
    return client;
  }

  get sessionUrl(): string {
    return `${this.baseUrl}/.lp?id=${this.id}&pw=${this.password}&ns=${this.ns}`;
  }

  protected transmit(message: unknown): void {
    if (this.webSocket) {
      this.webSocket.send(JSON.stringify(message));
      return;
    }
    const data = Buffer.from(JSON.stringify(message)).toString('base64url');
    const pieces: string[] = [];
    for (let start = 0; start < data.length; start += SEGMENT_CHARS) {
      pieces.push(data.slice(start, start + SEGMENT_CHARS));
    }
    // One request per segment: a long message makes several requests open at once, as with the SDK.
    for (const piece of pieces) {
      this.poll(`&seg0=${this.nextSegment++}&ts0=${pieces.length}&d0=${piece}`);
    }
  }

  /** Leaves as the SDK's page does: its disconnect frame, as it goes, sends the beacon it holds. */
  async disconnect(): Promise<void> {
    const page = await (await fetch(this.sessionUrl.replace('?', '?dframe=t&'))).text();
    const beacon = /sendBeacon\(("[^"]+")\)/.exec(page)?.[1];
    if (beacon === undefined) throw new Error(`No beacon in the disconnect frame: ${page}`);
    this.stop();
    await fetch(new URL(JSON.parse(beacon) as string, this.baseUrl), { method: 'POST' });
  }

  /** Goes silent, as a page killed at once: every request dropped, none made again. */
  stop(): void {
    this.ended = true;
    this.aborter.abort();
    this.webSocket?.close();
  }

  /**
   * Moves to a WebSocket as the SDK does once a long-polling session is up: opens one naming the
   * session, pings it twice after the server's "a", then sends "a" on it and "n" by long-polling, and
   * sends on the WebSocket from then on. Resolves when the server has answered "n" by long-polling and
   * closed the session, or (false) when it closed the WebSocket instead.
   */
  async upgrade(sessionId = this.handshake?.s ?? ''): Promise<boolean> {
    const socket = new WebSocket(
      `${this.baseUrl.replace('http', 'ws')}/.ws?v=5&ns=${this.ns}&s=${sessionId}`,
    );
    const controls: string[] = [];
    let closed = false;
    this.early = [];
    socket.on('close', () => (closed = true));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message;
      if (message.t === 'c') controls.push(String(message.d['t']));
      else if (this.early) this.early.push(message);
      else this.dispatch(message);
    });
    const ping = JSON.stringify({ t: 'c', d: { t: 'p', d: {} } });
    const controlsSeen = (count: number) =>
      this.waitFor(
        () => controls.length >= count || closed,
        () => `${count} controls on the WebSocket, got ${controls.join()}`,
      );
    await controlsSeen(1);
    if (closed) return false;
    for (const expected of [2, 3]) {
      socket.send(ping);
      await controlsSeen(expected);
    }
    if (controls.join() !== 'a,o,o')
      throw new Error(`Unexpected controls on the WebSocket: ${controls.join()}`);
    socket.send(JSON.stringify({ t: 'c', d: { t: 'a', d: {} } }));
    this.transmit({ t: 'c', d: { t: 'n', d: {} } });
    // Requests from here on go by the WebSocket; the server holds them until it has that "n".
    this.webSocket = socket;
    await this.waitFor(
      () => this.early === null && this.ended,
      () => `"n" and the close by long-polling, got ${JSON.stringify(this.controls)}`,
    );
    return true;
  }

  /** Keeps one request open (for the server's messages), plus one for each message sent. */
  private poll(segments = ''): void {
    if (this.ended) return;
    this.open++;
    void this.load(`id=${this.id}&pw=${this.password}&ser=${++this.serial}${segments}`).finally(() => {
      this.answered++;
      this.open--;
      if (this.open === 0) this.poll();
    });
  }

  private async load(query: string): Promise<void> {
    let script: string;
    try {
      const response = await fetch(`${this.baseUrl}/.lp?${query}&ns=${this.ns}`, {
        signal: this.aborter.signal,
      });
      script = await response.text();
      if (!response.ok) {
        this.failures.push(response.status);
        this.ended = true;
        return;
      }
    } catch {
      return; // Aborted by stop().
    }
    const parent = {
      [`pLPCommand${this.callback}`]: (command: string, first: unknown, second: unknown) =>
        this.command(command, first, second),
      [`pRTLPCB${this.callback}`]: (number: number, messages: Message[]) => this.answer(number, messages),
    };
    runInNewContext(script, { parent });
  }

  private command(command: string, first: unknown, second: unknown): void {
    if (command === 'start') {
      this.id = String(first);
      this.password = String(second);
    } else if (command === 'close') {
      this.closeAfter = typeof first === 'number' ? first : -1;
      this.closeIfDone();
    }
  }

  /** Answers run in their numbers' order, as the SDK's PacketReceiver runs them. */
  private answer(number: number, messages: Message[]): void {
    this.answers.set(number, messages);
    for (let next = this.answers.get(this.nextAnswer); next; next = this.answers.get(this.nextAnswer)) {
      this.answers.delete(this.nextAnswer++);
      for (const message of next) {
        if (message.t === 'c' && message.d['t'] === 'h')
          this.handshake = message.d['d'] as LongPollClient['handshake'];
        this.dispatch(message);
        if (message.t === 'c' && message.d['t'] === 'n') this.endTransmission();
      }
    }
    this.closeIfDone();
  }

  /** Long-polling has said all it had: what came on the WebSocket meanwhile runs now. */
  private endTransmission(): void {
    const early = this.early ?? [];
    this.early = null;
    for (const message of early) this.dispatch(message);
  }

  private closeIfDone(): void {
    if (this.closeAfter !== null && this.closeAfter < this.nextAnswer) {
      this.ended = true;
      this.aborter.abort();
    }
  }
}
