// Traffic counters, served at GET /.metrics so that benchmarks can measure the bandwidth each player
// costs, and reset with DELETE /.metrics. Bytes are WebSocket payload bytes (keepalives and frame
// counts included), or over long-polling the messages' JSON (without the base64 and script wrapping it
// travels in); messages are whole protocol messages.

import type { TransportKind } from './transport';

export interface Traffic {
  bytesSent: number;
  bytesReceived: number;
  messagesSent: number;
  messagesReceived: number;
}

export interface ConnectionReport extends Traffic {
  id: number;
  namespace: string;
  /** What carries the connection now: a long-polling client may have upgraded to a WebSocket. */
  transport: TransportKind;
  /** Whether it started on long-polling and moved to a WebSocket. */
  upgraded: boolean;
  /**
   * Transactions refused as stale (the data had changed since the client read it, so the SDK runs the
   * update again), by the path of the transaction.
   */
  staleTransactions: Record<string, number>;
  /** The authenticated user, null when unauthenticated or admin. */
  uid: string | null;
  admin: boolean;
  open: boolean;
}

export interface MetricsReport {
  connections: ConnectionReport[];
  /** Sums over the connections listed. */
  total: Traffic & { connections: number };
  /** REST requests (all namespaces): bodies in and out. */
  rest: { requests: number; bytesSent: number; bytesReceived: number };
}

function emptyTraffic(): Traffic {
  return { bytesSent: 0, bytesReceived: 0, messagesSent: 0, messagesReceived: 0 };
}

export class ConnectionMetrics {
  traffic = emptyTraffic();
  staleTransactions: Record<string, number> = {};
  uid: string | null = null;
  admin = false;
  upgraded = false;
  open = true;

  constructor(
    readonly id: number,
    readonly namespace: string,
    public transport: TransportKind,
  ) {}

  sent(bytes: number, messages: number): void {
    this.traffic.bytesSent += bytes;
    this.traffic.messagesSent += messages;
  }

  staleTransaction(path: string): void {
    this.staleTransactions[path] = (this.staleTransactions[path] ?? 0) + 1;
  }

  received(bytes: number, messages: number): void {
    this.traffic.bytesReceived += bytes;
    this.traffic.messagesReceived += messages;
  }

  report(): ConnectionReport {
    return {
      id: this.id,
      namespace: this.namespace,
      transport: this.transport,
      upgraded: this.upgraded,
      uid: this.uid,
      admin: this.admin,
      open: this.open,
      staleTransactions: { ...this.staleTransactions },
      ...this.traffic,
    };
  }
}

export class Metrics {
  private nextId = 1;
  private connections = new Map<number, ConnectionMetrics>();
  private rest = { requests: 0, bytesSent: 0, bytesReceived: 0 };

  connection(namespace: string, transport: TransportKind): ConnectionMetrics {
    const metrics = new ConnectionMetrics(this.nextId++, namespace, transport);
    this.connections.set(metrics.id, metrics);
    return metrics;
  }

  restRequest(bytesReceived: number, bytesSent: number): void {
    this.rest.requests++;
    this.rest.bytesReceived += bytesReceived;
    this.rest.bytesSent += bytesSent;
  }

  /** Closed connections stay listed until the next reset, so that a benchmark sees players who left. */
  report(namespace?: string): MetricsReport {
    const connections = [...this.connections.values()]
      .filter((metrics) => namespace === undefined || metrics.namespace === namespace)
      .map((metrics) => metrics.report());
    const total = { ...emptyTraffic(), connections: connections.length };
    for (const connection of connections) {
      total.bytesSent += connection.bytesSent;
      total.bytesReceived += connection.bytesReceived;
      total.messagesSent += connection.messagesSent;
      total.messagesReceived += connection.messagesReceived;
    }
    return { connections, total, rest: { ...this.rest } };
  }

  reset(): void {
    for (const [id, metrics] of this.connections) {
      if (metrics.open) {
        metrics.traffic = emptyTraffic();
        metrics.staleTransactions = {};
      } else {
        this.connections.delete(id);
      }
    }
    this.rest = { requests: 0, bytesSent: 0, bytesReceived: 0 };
  }
}
