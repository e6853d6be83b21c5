// The claim protocol on games/{id}/progress, with a claimer of the tests' own: a "step" raises the
// progress by one and writes a mark under the game; a "pause" writes a mark and completes nothing.
import { describe, expect, it, vi } from 'vitest';
import { GAME_LAYOUT, gameMessages, gamePaths, SERVER_TIME, type GameProgress } from '@/domain';
import { gamesDatabase } from './admin';
import {
  BUSY_RECHECK_MS,
  runClaimed,
  writeChanges,
  type ClaimOptions,
  type ClaimWritten,
  type ProgressClaim,
  type ProgressClaimer,
  type ProgressDecision,
} from './progressClaims';
import { useDatabaseEmulators } from './test/databaseEmulator';
import { HOST, seedGame } from './test/games';
import { scaledMs } from './test/timeScale';
import { WatchedNode } from './watchedNode';

const { games } = useDatabaseEmulators();

const GAME = 'game-1';
const progress = () => games.read(gamePaths.progress(GAME)) as GameProgress;
const mark = (name: string) => `${gamePaths.game(GAME)}/marks/${name}`;

/** A step raising the progress from `from` by one, writing mark `name`; the progress its write saw is kept. */
function stepClaimer(
  name: string,
  { from = 0, claimAgain = false }: { from?: number; claimAgain?: boolean } = {},
): ProgressClaimer<ProgressClaim> & { seen: GameProgress[] } {
  const seen: GameProgress[] = [];
  return {
    seen,
    decide: (current, { attempt, now, leaseMs }): ProgressDecision<ProgressClaim> => {
      const worker = { id: attempt, until: now + leaseMs };
      if (current.completed > from) return { kind: 'done' };
      if (current.worker && current.worker.until > now) return { kind: 'busy', until: current.worker.until };
      return {
        kind: 'claim',
        progress: { ...current, claimed: from + 1, claimedAt: SERVER_TIME, worker },
      };
    },
    write: async (_claim, claimed, lease): Promise<ClaimWritten> => {
      seen.push(claimed);
      await lease.write('mark', () => gamesDatabase().ref(mark(name)).set(true));
      return { completion: { [mark(`${name} completed`)]: true }, claimAgain };
    },
  };
}

describe('runClaimed', () => {
  it('claims the progress under a lease, makes the writes, then completes them with the progress, in one update', async () => {
    await seedGame();
    const claimer = stepClaimer('first');
    const writes: string[] = [];

    await runClaimed(HOST, GAME, claimer, { beforeWrite: (write) => void writes.push(write) });

    // The write saw the claim as the server stored it: its time resolved, this call's lease on it.
    const [claimed] = claimer.seen;
    expect(claimed).toMatchObject({ claimed: 1, completed: 0, worker: { id: expect.any(String) } });
    expect(typeof claimed?.claimedAt).toBe('number');
    expect(writes).toEqual(['mark', 'complete']);
    const { worker: _lease, ...completed } = claimed as GameProgress;
    expect(progress()).toEqual({ ...completed, completed: 1 });
    expect(games.read(mark('first'))).toBe(true);
    expect(games.read(mark('first completed'))).toBe(true);
  });

  it('answers done, and writes nothing, once what was asked has happened', async () => {
    await seedGame();
    await runClaimed(HOST, GAME, stepClaimer('first'));
    const before = games.read(gamePaths.game(GAME));

    await runClaimed(HOST, GAME, stepClaimer('again'));

    expect(games.read(gamePaths.game(GAME))).toEqual(before);
  });

  it('decides again after writes that ask to claim again (the step asked for is the next one)', async () => {
    await seedGame();
    const first = stepClaimer('first', { claimAgain: true });
    const second = stepClaimer('second', { from: 1 });
    const claimer: ProgressClaimer<ProgressClaim> = {
      decide: (current, context) => (current.completed === 0 ? first : second).decide(current, context),
      write: (claim, claimed, lease) => (claimed.claimed === 1 ? first : second).write(claim, claimed, lease),
    };

    await runClaimed(HOST, GAME, claimer);

    expect(progress()).toMatchObject({ claimed: 2, completed: 2 });
    expect(progress().worker).toBeUndefined();
    expect(games.read(mark('second completed'))).toBe(true);
  });

  it('gives the lease back after writes that complete nothing (a pause), the progress otherwise as claimed', async () => {
    await seedGame();
    const step = stepClaimer('pause');
    const pause: ProgressClaimer<ProgressClaim> = {
      decide: step.decide,
      write: async (claim, claimed, lease) => {
        await step.write(claim, claimed, lease);
        return { completion: null };
      },
    };

    await runClaimed(HOST, GAME, pause);

    const { worker: _lease, ...claimed } = step.seen[0] as GameProgress;
    expect(progress()).toEqual(claimed);
    expect(games.read(mark('pause completed'))).toBeNull();
  });

  it('gives the lease back when a write fails, so that the next call claims at once', async () => {
    await seedGame();
    const crash = () => {
      throw new Error('Simulated crash');
    };
    await expect(runClaimed(HOST, GAME, stepClaimer('crashed'), { beforeWrite: crash })).rejects.toThrow(
      'Simulated crash',
    );
    expect(progress()).toMatchObject({ claimed: 1, completed: 0 });
    expect(progress().worker).toBeUndefined();

    const waiting = vi.spyOn(WatchedNode.prototype, 'nextChange');
    await runClaimed(HOST, GAME, stepClaimer('next'));

    expect(waiting).not.toHaveBeenCalled();
    waiting.mockRestore();
    expect(progress()).toMatchObject({ claimed: 1, completed: 1 });
  });

  it('lets no write through once half the lease has gone: unavailable, and the write is not made', async () => {
    await seedGame();
    const options: ClaimOptions = {
      leaseMs: scaledMs(400),
      beforeWrite: (write) =>
        write === 'mark' ? new Promise((resolve) => setTimeout(resolve, scaledMs(300))) : undefined,
    };

    await expect(runClaimed(HOST, GAME, stepClaimer('late'), options)).rejects.toMatchObject({
      code: 'unavailable',
      message: gameMessages.stepInterrupted,
    });

    expect(games.read(mark('late'))).toBeNull();
    expect(progress()).toMatchObject({ claimed: 1, completed: 0 });
  });

  it('waits while another call holds the game, and claims once that call has written', async () => {
    await seedGame();
    let letWrite = () => {};
    const writing = new Promise<void>((resolve) => (letWrite = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const first = runClaimed(HOST, GAME, stepClaimer('first'), {
      beforeWrite: () => {
        holding();
        return writing;
      },
    });
    await held;
    const waiting = vi.spyOn(WatchedNode.prototype, 'nextChange');
    const second = stepClaimer('second', { from: 1 });
    const secondRun = runClaimed(HOST, GAME, second);
    await vi.waitFor(() => expect(waiting).toHaveBeenCalled(), { timeout: scaledMs(5000) });
    waiting.mockRestore();
    expect(second.seen).toEqual([]);

    letWrite();
    await Promise.all([first, secondRun]);

    // The second call claimed the progress the first completed.
    expect(second.seen[0]).toMatchObject({ claimed: 2, completed: 1 });
    expect(progress()).toMatchObject({ claimed: 2, completed: 2 });
  });

  it('decides again no sooner than BUSY_RECHECK_MS when the busy lease has already run out', async () => {
    await seedGame();
    const step = stepClaimer('after');
    let decisions = 0;
    const claimer: ProgressClaimer<ProgressClaim> = {
      ...step,
      decide: (current, context) => {
        if (decisions++ > 0) return step.decide(current, context);
        return { kind: 'busy', until: context.now - 1000 };
      },
    };
    const started = Date.now();

    await runClaimed(HOST, GAME, claimer);

    expect(Date.now() - started).toBeGreaterThanOrEqual(BUSY_RECHECK_MS);
    expect(progress()).toMatchObject({ completed: 1 });
  });

  it.each([
    [{ kind: 'notHost' } as const, { code: 'permission-denied', message: gameMessages.notHost }],
    [{ kind: 'refused', reason: 'Not now.' } as const, { code: 'failed-precondition', message: 'Not now.' }],
  ])('answers the decision %j as %j, writing nothing', async (decision, error) => {
    await seedGame();
    const before = games.read(gamePaths.game(GAME));
    const claimer = { ...stepClaimer('refused'), decide: () => decision };

    await expect(runClaimed(HOST, GAME, claimer)).rejects.toMatchObject(error);

    expect(games.read(gamePaths.game(GAME))).toEqual(before);
  });

  it('answers not-found for a game that has no progress, deciding nothing', async () => {
    const decide = vi.fn(stepClaimer('none').decide);

    await expect(runClaimed(HOST, 'no-such-game', { ...stepClaimer('none'), decide })).rejects.toMatchObject({
      code: 'not-found',
      message: gameMessages.gameNotFound,
    });

    expect(decide).not.toHaveBeenCalled();
  });

  it('ends a game of another layout before any claim, pause or step alike', async () => {
    const { roomCode } = await seedGame();
    await gamesDatabase()
      .ref(`${gamePaths.progress(GAME)}/layout`)
      .set(GAME_LAYOUT + 1);
    const decide = vi.fn(stepClaimer('outdated').decide);

    await expect(runClaimed(HOST, GAME, { ...stepClaimer('outdated'), decide })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: gameMessages.endedByUpdate,
    });

    expect(decide).not.toHaveBeenCalled();
    expect(games.read(gamePaths.ongoingRoomEnded(roomCode))).toBe(true);
    expect(progress().claimed).toBe(0);
  });
});

describe('writeChanges', () => {
  it('writes each node’s changes as one update rooted at that node, each let through by the lease by name', async () => {
    await seedGame();
    const writes: string[] = [];
    const claimer: ProgressClaimer<ProgressClaim> = {
      ...stepClaimer('changes'),
      write: async (_claim, _claimed, lease) => {
        await writeChanges(
          gamesDatabase(),
          GAME,
          [
            { under: 'hostInfo', changes: { 'gameStatus/pausedMs': 7 } },
            { under: '', changes: { 'marks/root': 1 } },
          ],
          lease,
        );
        return { completion: null };
      },
    };

    await runClaimed(HOST, GAME, claimer, { beforeWrite: (write) => void writes.push(write) });

    expect(writes).toEqual(['hostInfo phase', 'game phase']);
    expect(games.read(`${gamePaths.hostInfo(GAME)}/gameStatus/pausedMs`)).toBe(7);
    expect(games.read(`${gamePaths.hostInfo(GAME)}/status`)).not.toBeNull();
    expect(games.read(mark('root'))).toBe(1);
  });
});
