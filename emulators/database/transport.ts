// What carries one client's protocol messages: a WebSocket, or a long-polling session (the SDK's
// fallback when WebSockets are blocked). A Connection (connection.ts) holds the session's semantics
// (auth, listens, writes, onDisconnect, latency, metrics) and speaks through one transport at a time;
// a long-polling client may move to a WebSocket midway (the SDK's upgrade).

/** A protocol message on its way to a client: its JSON text, made once for every connection it goes to. */
export interface OutgoingMessage {
  readonly text: string;
}

export type TransportKind = 'webSocket' | 'longPolling';

export interface Transport {
  readonly kind: TransportKind;
  /** Puts a message on the wire; returns the bytes it took, for the metrics (0 once closed). */
  send(message: OutgoingMessage): number;
  /** Closes this transport once what it was sent has left, the connection having moved on or ended. */
  end(): void;
}

/** What the transport reports to the connection it carries. */
export interface TransportReceiver {
  /**
   * One unit off the wire (a WebSocket frame, a long-polling message): the message text it completes,
   * null for one that completes none (a frame count, a piece, a keepalive), and its size in bytes.
   */
  receive(from: Transport, text: string | null, bytes: number): void;
  /** The transport closed; `runDisconnectWrites` is false when the whole emulator is stopping. */
  closed(from: Transport, runDisconnectWrites: boolean): void;
}

export function outgoing(message: unknown): OutgoingMessage {
  return { text: JSON.stringify(message) };
}
