// WebSocket framing of the wire protocol (realtime/WebSocketConnection.ts): a message longer than one
// frame is sent as a frame holding the number of frames, then the text in that many pieces. A frame
// "0" on its own is the client's keepalive.

export const MAX_FRAME_CHARS = 16384;

/** The frames that carry one message, split as the SDK splits them (but never inside a surrogate pair). */
export function splitIntoFrames(text: string): string[] {
  if (text.length <= MAX_FRAME_CHARS) return [text];
  const pieces: string[] = [];
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + MAX_FRAME_CHARS, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    pieces.push(text.slice(start, end));
    start = end;
  }
  return [String(pieces.length), ...pieces];
}

/** Reassembles incoming frames into messages. */
export class FrameAssembler {
  private expected = 0;
  private pieces: string[] = [];

  /** The complete message text this frame finishes, or null if it is a count, a piece or a keepalive. */
  push(frame: string): string | null {
    if (this.expected > 0) {
      this.pieces.push(frame);
      if (this.pieces.length < this.expected) return null;
      const message = this.pieces.join('');
      this.expected = 0;
      this.pieces = [];
      return message;
    }
    if (frame.length <= 6 && /^\d+$/.test(frame)) {
      this.expected = Number(frame);
      return null;
    }
    return frame;
  }
}
