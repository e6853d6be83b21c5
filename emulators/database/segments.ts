// How a long-polling client's messages reach the server (BrowserPollConnection.send): in the URL of a
// request, each message's JSON in web-safe base64 (A-Z a-z 0-9 - _, "." for padding) cut into segments
// numbered across the session (seg), each with the number of segments of its message (ts) and its data
// (d). A request carries several, as seg0/ts0/d0, seg1/ts1/d1, ..., and the client keeps two requests
// open at a time, which may arrive in either order.

export interface Segment {
  seg: number;
  ts: number;
  d: string;
}

/** The segments a request carries, or null when one is malformed. */
export function segmentsOf(params: URLSearchParams): Segment[] | null {
  const segments: Segment[] = [];
  for (let i = 0; params.has(`seg${i}`); i++) {
    const seg = Number(params.get(`seg${i}`));
    const ts = Number(params.get(`ts${i}`));
    const d = params.get(`d${i}`);
    if (!Number.isSafeInteger(seg) || seg < 0 || !Number.isSafeInteger(ts) || ts < 1 || d === null)
      return null;
    if (!/^[A-Za-z0-9_.-]*$/.test(d)) return null;
    segments.push({ seg, ts, d });
  }
  return segments;
}

/** Puts one session's segments back in order and into messages. */
export class SegmentAssembler {
  private next = 0;
  private readonly waiting = new Map<number, Segment>();

  /** Takes segments in any order; returns the messages (JSON texts) they complete, in order. */
  push(segments: Segment[]): string[] {
    for (const segment of segments) {
      if (segment.seg >= this.next) this.waiting.set(segment.seg, segment);
    }
    const messages: string[] = [];
    for (let first = this.waiting.get(this.next); first !== undefined; first = this.waiting.get(this.next)) {
      const pieces: string[] = [];
      for (let seg = this.next; seg < this.next + first.ts; seg++) {
        const piece = this.waiting.get(seg);
        if (piece === undefined) return messages;
        pieces.push(piece.d);
      }
      for (let seg = this.next; seg < this.next + first.ts; seg++) this.waiting.delete(seg);
      this.next += first.ts;
      messages.push(decodeWebSafeBase64(pieces.join('')));
    }
    return messages;
  }
}

function decodeWebSafeBase64(data: string): string {
  return Buffer.from(data.replaceAll('.', ''), 'base64url').toString('utf8');
}
