// One long-polling session (realtime/BrowserPollConnection.ts), the transport of one Connection. The
// browser client cannot read the answers of another origin, so it loads them as scripts into a hidden
// iframe (JSONP): each answer is JavaScript calling the two callbacks the client put on its page under
// the name it gave when it started (cb): pLPCommand<cb>("start", id, pw) opens the session,
// pRTLPCB<cb>(n, [messages]) delivers messages, the answers numbered from 0 (the client runs them in
// that order whatever order they load in), and pLPCommand<cb>("close", n) ends the session after
// answer n. The client keeps one request open, which the server holds until it has something to send
// ("long poll") or for at most `holdMs`; each further request (carrying the client's messages,
// segments.ts) releases the one held before.
//
// A session that has had no request open for `idleMs` (the page went away without a word) times out,
// and its connection closes as a WebSocket's does when its socket drops: onDisconnect writes run.

import type { ServerResponse } from 'node:http';
import { SegmentAssembler, type Segment } from './segments';
import type { OutgoingMessage, Transport, TransportReceiver } from './transport';

export interface LongPollTimes {
  /** How long a request is held open when there is nothing to send. */
  holdMs: number;
  /** How long a session lives without a request open. */
  idleMs: number;
}

interface HeldRequest {
  response: ServerResponse;
  /** What the answer starts with (the start command, for the request that opened the session). */
  prefix: string;
  timer: NodeJS.Timeout;
}

export class LongPollSession implements Transport {
  readonly kind = 'longPolling';
  private receiver: TransportReceiver | null = null;
  private readonly segments = new SegmentAssembler();
  /** The JSON of the messages waiting for a request to answer. */
  private outbox: string[] = [];
  /** The number of the next answer that carries messages. */
  private answers = 0;
  private held: HeldRequest | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  /** The connection moved to a WebSocket: the next answer closes the session. */
  private ending = false;
  private over = false;

  /** `onOver` is called once, when the session ends or times out. */
  constructor(
    readonly id: string,
    readonly password: string,
    private readonly callback: string,
    private readonly times: LongPollTimes,
    private readonly onOver: (session: LongPollSession) => void,
  ) {}

  /** Answers the request that opened the session, once there is something to send (the handshake). */
  start(receiver: TransportReceiver, response: ServerResponse): void {
    this.receiver = receiver;
    this.hold(
      response,
      `parent.pLPCommand${this.callback}("start",${JSON.stringify(this.id)},${JSON.stringify(this.password)});`,
    );
  }

  /** A request of the client's: the segments it carries, then it is held for the next answer. */
  request(segments: Segment[], response: ServerResponse): void {
    for (const text of this.segments.push(segments)) {
      this.receiver?.receive(this, text, Buffer.byteLength(text));
    }
    this.hold(response, '');
  }

  send(message: OutgoingMessage): number {
    if (this.over) return 0;
    this.outbox.push(message.text);
    if (this.held) this.answer(this.held);
    return Buffer.byteLength(message.text);
  }

  end(): void {
    if (this.over) return;
    this.ending = true;
    if (this.held) this.answer(this.held);
  }

  /**
   * The client said it leaves (its disconnect frame), or the emulator stops (`runDisconnectWrites`
   * false): the session is over, and its connection closes.
   */
  close(runDisconnectWrites: boolean): void {
    if (this.over) return;
    this.finish();
    if (this.held) this.reply(this.held, `parent.pLPCommand${this.callback}("close");`);
    this.receiver?.closed(this, runDisconnectWrites);
  }

  private hold(response: ServerResponse, prefix: string): void {
    if (this.held) this.answer(this.held);
    clearTimeout(this.idleTimer);
    const held: HeldRequest = {
      response,
      prefix,
      timer: setTimeout(() => this.answer(held), this.times.holdMs),
    };
    this.held = held;
    // The client gave up on the request (or its page went away): the session waits for another.
    response.on('close', () => {
      if (this.held !== held) return;
      clearTimeout(held.timer);
      this.held = null;
      this.waitForRequest();
    });
    if (this.outbox.length > 0 || this.ending) this.answer(held);
  }

  /** Answers a held request with the messages waiting (if any), and the close command when ending. */
  private answer(held: HeldRequest): void {
    let script = held.prefix;
    if (this.outbox.length > 0) {
      script += `parent.pRTLPCB${this.callback}(${this.answers++},[${this.outbox.join(',')}]);`;
      this.outbox = [];
    }
    if (this.ending) {
      // Closed after the last answer with messages, which the client may not have run yet.
      script += `parent.pLPCommand${this.callback}("close",${this.answers - 1});`;
      this.finish();
    }
    this.reply(held, script);
    if (!this.over) this.waitForRequest();
  }

  private reply(held: HeldRequest, script: string): void {
    clearTimeout(held.timer);
    if (this.held === held) this.held = null;
    held.response.writeHead(200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    held.response.end(script);
  }

  private waitForRequest(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.close(true), this.times.idleMs);
  }

  private finish(): void {
    this.over = true;
    clearTimeout(this.idleTimer);
    this.onOver(this);
  }
}
