import { describe, expect, it } from 'vitest';
import { gamesDatabase, gamesTransactionDatabase } from './admin';
import { claimIfEmpty, releaseClaim } from './claims';
import { useDatabaseEmulators } from './test/databaseEmulator';
import { scaledMs } from './test/timeScale';

const { games } = useDatabaseEmulators();
const NODE = 'games/g1/names/ana';

/** Resolves once `condition` holds, checked at every turn of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('claimIfEmpty', () => {
  it('claims an empty node once: the second caller gets false and the node keeps the first claim', async () => {
    const claims = gamesTransactionDatabase();
    expect(await claimIfEmpty(claims.ref(NODE), 'p0')).toBe(true);
    expect(await claimIfEmpty(claims.ref(NODE), 'p1')).toBe(false);
    expect(games.read(NODE)).toBe('p0');
  });

  it('claims a node another connection has just emptied, though its own cache still holds the old claim', async () => {
    await games.seed({ games: { g1: { names: { ana: 'p0' } } } });
    const claims = gamesTransactionDatabase();
    // A listener keeps the node in this connection's cache, as a game's other claims on it do.
    let cached: unknown;
    const listener = claims.ref(NODE).on('value', (snapshot) => (cached = snapshot.val()));
    await until(() => cached === 'p0');
    // Long enough a latency that the emptying reaches the emulator well before it reaches that cache.
    games.setLatency(scaledMs(300));

    const emptied = gamesDatabase().ref(NODE).set(null);
    await until(() => games.read(NODE) === null);
    expect(cached).toBe('p0');
    const claimed = await claimIfEmpty(claims.ref(NODE), 'p1');
    await emptied;
    claims.ref(NODE).off('value', listener);

    expect(claimed).toBe(true);
    expect(games.read(NODE)).toBe('p1');
  });

  it('gives back only its own claim', async () => {
    const claims = gamesTransactionDatabase();
    await claimIfEmpty(claims.ref(NODE), 'p0');
    await releaseClaim(claims.ref(NODE), 'p1');
    expect(games.read(NODE)).toBe('p0');
    await releaseClaim(claims.ref(NODE), 'p0');
    expect(games.read(NODE)).toBeNull();
  });
});
