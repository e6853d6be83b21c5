// The tests' hand-made protocol clients share this: requests and their responses, pushes and control
// messages, whatever the transport (harness.ts's RawClient over a WebSocket, longPollClient.ts).

export interface Push {
  a: string;
  b: { p: string; d?: unknown; t?: number; q?: unknown };
}

/**
 * A hand-made protocol client: requests get their responses, pushes and control messages are recorded
 * in order. Its transport is the subclass's.
 */
export abstract class ProtocolClient {
  readonly pushes: Push[] = [];
  /** The control messages received ({t, d}), in order. */
  readonly controls: Array<{ t: string; d: unknown }> = [];
  private nextRequest = 1;
  private readonly waiting = new Map<number, (body: { s: string; d: unknown }) => void>();
  private readonly pushWaiters: Array<() => void> = [];

  /** Sends one protocol message. */
  protected abstract transmit(message: unknown): void;

  /** One protocol message from the server. */
  protected dispatch(message: { t: string; d: Record<string, unknown> }): void {
    if (message.t === 'c') {
      this.controls.push(message.d as { t: string; d: unknown });
    } else if (typeof message.d['r'] === 'number') {
      this.waiting.get(message.d['r'])?.(message.d['b'] as { s: string; d: unknown });
    } else {
      this.pushes.push(message.d as unknown as Push);
    }
    for (const wake of this.pushWaiters.splice(0)) wake();
  }

  request(action: string, body: Record<string, unknown>): Promise<{ s: string; d: unknown }> {
    const r = this.nextRequest++;
    return new Promise((resolve) => {
      this.waiting.set(r, resolve);
      this.transmit({ t: 'd', d: { r, a: action, b: body } });
    });
  }

  /** Resolves once `count` pushes (in all) have arrived. */
  async waitForPushes(count: number): Promise<Push[]> {
    await this.waitFor(
      () => this.pushes.length >= count,
      () => `${count} pushes, got ${JSON.stringify(this.pushes)}`,
    );
    return this.pushes;
  }

  /** Resolves once `done` holds, checked whenever a message arrives (and every 50 ms). */
  async waitFor(done: () => boolean, what: () => string, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`Expected ${what()}`);
      await new Promise<void>((resolve) => {
        this.pushWaiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
}
