import { describe, expect, it, vi } from 'vitest';
import { mainPaths } from '@/domain';
import { mainDatabase } from './admin';
import { useMainDatabaseEmulator } from './test/databaseEmulator';
import { scaledMs } from './test/timeScale';
import { LEASE_MS, serialized } from './serialized';

const database = useMainDatabaseEmulator();

/** A step of work that yields to the event loop a few times, so that unserialized steps would overlap. */
async function step(log: string[], name: string): Promise<string> {
  log.push(`${name} start`);
  for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 2));
  log.push(`${name} end`);
  return name;
}

describe('serialized', () => {
  it('runs concurrent changes of one item one after another, answering each its own result', async () => {
    const log: string[] = [];
    const names = Array.from({ length: 12 }, (_, index) => `w${index}`);

    const results = await Promise.all(
      names.map((name) => serialized(mainDatabase(), mainPaths.quizLock('q1'), () => step(log, name))),
    );

    expect(results).toEqual(names);
    for (let index = 0; index < log.length; index += 2) {
      expect(log[index + 1], log.join(', ')).toBe(log[index]?.replace('start', 'end'));
    }
    expect(database.read('locks')).toBeNull();
  });

  it('lets changes of different items run at once', async () => {
    const log: string[] = [];

    await Promise.all(
      ['q1', 'q2'].map((id) => serialized(mainDatabase(), mainPaths.quizLock(id), () => step(log, id))),
    );

    expect(log.slice(0, 2)).toEqual(['q1 start', 'q2 start']);
  });

  it('gives the lease back when the change throws', async () => {
    const failing = serialized(mainDatabase(), mainPaths.userLock('alice'), () =>
      Promise.reject(new Error('boom')),
    );

    await expect(failing).rejects.toThrow('boom');
    expect(database.read('locks')).toBeNull();
  });

  it('takes over a lease whose holder died, but not one still running', async () => {
    await database.seed({
      locks: { users: { alice: { holder: 'dead', until: Date.now() - 1 } } },
    });

    await expect(serialized(mainDatabase(), mainPaths.userLock('alice'), async () => 'ran')).resolves.toBe(
      'ran',
    );
    expect(database.read('locks')).toBeNull();

    const live = { holder: 'other', until: Date.now() + LEASE_MS };
    await database.seed({ locks: { users: { bob: live } } });
    const log: string[] = [];
    // Counts the waiting change's attempts that the server answered with the live lease: after two, it
    // has been refused and has asked again, without running.
    const reference = Object.getPrototypeOf(mainDatabase().ref()) as {
      transaction: (...args: unknown[]) => Promise<{ snapshot: { val: () => unknown } }>;
    };
    const transaction = reference.transaction;
    let refused = 0;
    const spy = vi.spyOn(reference, 'transaction').mockImplementation(async function (
      this: unknown,
      ...args
    ) {
      const result = await transaction.apply(this, args);
      if ((result.snapshot.val() as Partial<typeof live> | null)?.holder === live.holder) refused += 1;
      return result;
    });
    const waiting = serialized(mainDatabase(), mainPaths.userLock('bob'), () => step(log, 'bob'));
    try {
      await vi.waitFor(() => expect(refused).toBeGreaterThanOrEqual(2), { timeout: scaledMs(5000) });
    } finally {
      spy.mockRestore();
    }
    expect(log).toEqual([]);
    // Given back as its holder gives it back, by a transaction: a remove() from this same client would
    // abort the waiting change's transaction on the node (the SDK's "set" abort), which no other instance can.
    await mainDatabase()
      .ref(mainPaths.userLock('bob'))
      .transaction(() => null);
    await expect(waiting).resolves.toBe('bob');
  });
});
