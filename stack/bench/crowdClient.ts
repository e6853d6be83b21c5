// The bench's side of crowdProcess.ts: starts the crowd's process and asks it to join, wait, answer and
// report, one promise per request.
import { type ChildProcess, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { GameQuestion, PlayerMode } from '@/domain';
import { type LocalStackConfig, repoRoot } from '../localStack';

/** The players' process's niceness: the lowest priority, so the server's processes come first. */
const PLAYERS_PRIORITY = 19;

export type CrowdRequest =
  | { kind: 'configure'; config: LocalStackConfig }
  | { kind: 'join'; roomCode: string; count: number; namePrefix: string; inFlight: number }
  | { kind: 'untilMode'; mode: PlayerMode; questionNumber?: number }
  | { kind: 'answer'; questionNumber: number; question: GameQuestion }
  | { kind: 'standings'; questionNumber: number }
  | { kind: 'scores' }
  | { kind: 'close' };

export type CrowdReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export class CrowdClient {
  private nextId = 1;
  private readonly pending = new Map<number, (reply: CrowdReply) => void>();

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: CrowdReply) => {
      this.pending.get(reply.id)?.(reply);
      this.pending.delete(reply.id);
    });
    child.once('exit', (code) => {
      for (const answer of this.pending.values()) {
        answer({ id: 0, ok: false, error: `the crowd's process exited with code ${code}` });
      }
      this.pending.clear();
    });
  }

  /** Starts the crowd's process: node with tsx as a loader, the project's path aliases, an IPC channel. */
  static async start(config: LocalStackConfig): Promise<CrowdClient> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('stack', 'bench', 'crowdProcess.ts')],
      {
        cwd: repoRoot,
        env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    // The players stand in for thousands of phones, which bring their own processors: their process
    // yields the machine's two cores to the server's (the emulators and the functions) whenever both want one.
    if (child.pid !== undefined) setPriority(child.pid, PLAYERS_PRIORITY);
    const client = new CrowdClient(child);
    await client.request({ kind: 'configure', config });
    return client;
  }

  request<T = unknown>(request: CrowdRequest): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (reply) =>
        reply.ok ? resolve(reply.value as T) : reject(new Error(`The crowd: ${reply.error}`)),
      );
      this.child.send({ ...request, id });
    });
  }

  /** Closes the game's players; resolves with the process's peak memory during that game (MiB). */
  async closeGame(): Promise<number> {
    return (await this.request<{ peakRssMiB: number }>({ kind: 'close' })).peakRssMiB;
  }

  stop(): void {
    this.child.disconnect();
  }
}
