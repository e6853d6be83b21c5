// The WebSocket transport (/.ws): a message longer than one frame travels as several (frames.ts), which
// this side reassembles before the connection sees them, and splits when it sends.

import type { RawData, WebSocket } from 'ws';
import { FrameAssembler, splitIntoFrames } from './frames';
import type { OutgoingMessage, Transport, TransportReceiver } from './transport';

export class WebSocketTransport implements Transport {
  readonly kind = 'webSocket';
  private readonly frames = new FrameAssembler();

  constructor(private readonly socket: WebSocket) {}

  /** Hands what arrives to `receiver`; a close while the emulator is stopping runs no onDisconnect writes. */
  start(receiver: TransportReceiver, isStopping: () => boolean): void {
    this.socket.on('message', (data) => {
      const buffer = asBuffer(data);
      receiver.receive(this, this.frames.push(buffer.toString('utf8')), buffer.length);
    });
    // A protocol error (such as a malformed frame) ends that socket only; 'close' follows.
    this.socket.on('error', () => this.socket.terminate());
    this.socket.on('close', () => receiver.closed(this, !isStopping()));
  }

  send(message: OutgoingMessage): number {
    if (this.socket.readyState !== this.socket.OPEN) return 0;
    const frames = framesOf(message);
    for (const frame of frames) this.socket.send(frame, { binary: false });
    return frames.reduce((sum, frame) => sum + frame.length, 0);
  }

  end(): void {
    this.socket.close();
  }
}

// A push goes to many sockets as one message object (see connection.ts), whose frames are then encoded
// once for all of them; the entries go when the message does.
const encodedFrames = new WeakMap<OutgoingMessage, Buffer[]>();

function framesOf(message: OutgoingMessage): Buffer[] {
  let frames = encodedFrames.get(message);
  if (!frames) {
    frames = splitIntoFrames(message.text).map((frame) => Buffer.from(frame));
    encodedFrames.set(message, frames);
  }
  return frames;
}

function asBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}
