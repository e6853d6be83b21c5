// Crowds on the local stack, for the engine's load tests and `npm run bench:game`: many light players in
// one game (lightPlayer.ts), and a flood of joins such as a script keeps in flight into a game (the attack
// that once froze a game's host steps).
import { Agent } from 'node:http';
import { PlayerMode, type PlayerAnswer, type PlayerView, type SharedInfo } from '@/domain';
import type { LocalStackConfig } from '../localStack';
import { scaledMs } from '../timeScale';
import { CallableError, callJoinGame, joinAsLightPlayer, type LightPlayer } from './lightPlayer';

/** Runs task(0) … task(count − 1), at most `inFlight` at a time; resolves with their results in order. */
export async function inParallel<T>(
  count: number,
  inFlight: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
  return results;
}

/** How long a crowd waits for a value every player must see, unless told otherwise. */
const CROWD_WAIT_MS = scaledMs(300_000);

/** Light players in one game, each listening to sharedInfo and their own record as /join does. */
export class Crowd {
  private constructor(readonly players: LightPlayer[]) {}

  /** `count` players join `roomCode` as "{namePrefix} 1", "{namePrefix} 2"…, `inFlight` joins at a time. */
  static async join(
    stack: LocalStackConfig,
    roomCode: string,
    count: number,
    { namePrefix = 'Player', inFlight = 16 }: { namePrefix?: string; inFlight?: number } = {},
  ): Promise<Crowd> {
    const players = await inParallel(count, inFlight, (index) =>
      joinAsLightPlayer(stack, roomCode, `${namePrefix} ${index + 1}`),
    );
    return new Crowd(players);
  }

  get size(): number {
    return this.players.length;
  }

  /** Waits until every player's sharedInfo passes `accept`. */
  async untilShared(
    accept: (shared: SharedInfo | null) => boolean,
    timeoutMs = CROWD_WAIT_MS,
  ): Promise<void> {
    await Promise.all(this.players.map((player) => player.shared.until(accept, timeoutMs)));
  }

  /** Waits until every player has their record and sharedInfo: they are in the game. */
  async untilListening(timeoutMs = CROWD_WAIT_MS): Promise<void> {
    await Promise.all(
      this.players.flatMap((player) => [
        player.record.until((view) => view !== null, timeoutMs),
        player.shared.until((shared) => shared !== null, timeoutMs),
      ]),
    );
  }

  /** Waits until every player's screen shows question `questionNumber` open. */
  untilOpen(questionNumber: number, timeoutMs?: number): Promise<void> {
    return this.untilShared(
      (shared) =>
        shared?.gameStatus.mode === PlayerMode.Answering &&
        shared.gameStatus.info.questionNumber === questionNumber,
      timeoutMs,
    );
  }

  /** Every player answers question `questionNumber`: player i with answerOf(i). */
  async submitAll(questionNumber: number, answerOf: (index: number) => PlayerAnswer): Promise<void> {
    await Promise.all(this.players.map((player, index) => player.submit(questionNumber, answerOf(index))));
  }

  /** Every player's record once their standing for `questionNumber` has arrived. */
  standingsFor(questionNumber: number, timeoutMs = CROWD_WAIT_MS): Promise<PlayerView[]> {
    return Promise.all(this.players.map((player) => player.standingFor(questionNumber, timeoutMs)));
  }

  async close(): Promise<void> {
    await Promise.all(this.players.map((player) => player.close()));
  }
}

export interface FloodResult {
  /** Joins the game admitted. */
  joined: number;
  /** Refused joins, by the callable's status (RESOURCE_EXHAUSTED when the game is full). */
  refused: Record<string, number>;
}

/**
 * `inFlight` joinGame calls kept going into `roomCode` until stop(), each with a new name, on sockets of
 * their own: what a script with no account can do to any game it knows the code of.
 */
export class JoinFlood {
  private stopped = false;
  private readonly result: FloodResult = { joined: 0, refused: {} };
  private readonly running: Promise<void>;
  private readonly agent: Agent;

  constructor(stack: LocalStackConfig, roomCode: string, inFlight: number, namePrefix = 'Flood') {
    this.agent = new Agent({ keepAlive: true, maxSockets: inFlight });
    let joins = 0;
    const loop = async () => {
      while (!this.stopped) {
        joins += 1;
        try {
          await callJoinGame(stack, roomCode, `${namePrefix} ${joins}`, this.agent);
          this.result.joined += 1;
        } catch (error) {
          const status = error instanceof CallableError ? error.status : 'NETWORK';
          this.result.refused[status] = (this.result.refused[status] ?? 0) + 1;
        }
      }
    };
    this.running = Promise.all(Array.from({ length: inFlight }, loop)).then(() => undefined);
  }

  /** Stops starting joins, waits for those in flight, and says how they went. */
  async stop(): Promise<FloodResult> {
    this.stopped = true;
    await this.running;
    this.agent.destroy();
    return this.result;
  }
}
