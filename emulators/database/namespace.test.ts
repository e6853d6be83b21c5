// Which listens a committed write is delivered to. The namespace looks them up by path rather than
// asking every listener, so it must still reach every listen whose data the write can change.

import { describe, expect, test } from 'vitest';
import { UNAUTHENTICATED } from './auth';
import type { Change } from './delta';
import { Namespace, type Listen, type NamespaceListener, type WriteRequest } from './namespace';
import { parsePath } from './path';
import { DEFAULT_QUERY } from './query';
import { OPEN_RULES } from './test/harness';

/** A listener that records, per write, the paths of the listens it was given. */
class RecordingListener implements NamespaceListener {
  readonly deliveries: string[][] = [];
  deliver(_change: Change, listens: Listen[]): void {
    this.deliveries.push(listens.map((listen) => listen.path.join('/')).sort());
  }
  rulesChanged(): void {}
}

function listenAt(listener: NamespaceListener, path: string, sequence: number): Listen {
  return {
    listener,
    path: parsePath(path),
    query: DEFAULT_QUERY,
    wireQuery: undefined,
    queryKey: 'default',
    tag: null,
    sequence,
  };
}

/** Resolves once the writes queued for other listeners than their writer have been delivered. */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

/** The listens given for one write, with a listen at each of `paths` (one listener each). */
async function deliveredFor(data: unknown, request: WriteRequest, paths: string[]): Promise<string[]> {
  const namespace = new Namespace('ns', OPEN_RULES, 'rules');
  namespace.write({ kind: 'set', path: [], value: data }, UNAUTHENTICATED);
  const listener = new RecordingListener();
  paths.forEach((path, i) => namespace.addListen(listenAt(listener, path, i)));
  expect(namespace.write(request, UNAUTHENTICATED)).toBe('ok');
  await delivered();
  return listener.deliveries.flat().sort();
}

describe('delivery of a write to listens', () => {
  const game = { players: { ada: { score: 1 }, bob: { score: 2 } }, state: 'lobby' };
  const listens = ['', 'players', 'players/ada', 'players/ada/score', 'players/bob', 'state', 'round'];

  test('a set reaches the listens at, above and below its location only', async () => {
    const set: WriteRequest = { kind: 'set', path: parsePath('players/ada'), value: { score: 3 } };
    expect(await deliveredFor(game, set, listens)).toEqual([
      '',
      'players',
      'players/ada',
      'players/ada/score',
    ]);
  });

  test('an update reaches the listens on and under its written paths, not those beside them', async () => {
    const update: WriteRequest = { kind: 'merge', path: [], children: { 'players/ada/score': 3, round: 1 } };
    expect(await deliveredFor(game, update, listens)).toEqual([
      '',
      'players',
      'players/ada',
      'players/ada/score',
      'round',
    ]);
  });

  test("an update reaches the priority of a node on the way, which vanishes with the node's last child", async () => {
    const data = { players: { ada: { '.priority': 1, score: 1 } } };
    const update: WriteRequest = { kind: 'merge', path: ['players'], children: { 'ada/score': null } };
    expect(await deliveredFor(data, update, ['players/ada/.priority', 'players/bob/.priority'])).toEqual([
      'players/ada/.priority',
    ]);
  });

  test('a listen removed is no longer delivered to, and each listener gets its own listens', async () => {
    const namespace = new Namespace('ns', OPEN_RULES, 'rules');
    const first = new RecordingListener();
    const second = new RecordingListener();
    const removed = listenAt(first, 'a', 0);
    namespace.addListen(removed);
    namespace.addListen(listenAt(first, 'a/b', 1));
    namespace.addListen(listenAt(second, 'a', 0));
    namespace.removeListen(removed);
    namespace.write({ kind: 'set', path: ['a', 'b'], value: 1 }, UNAUTHENTICATED);
    namespace.write({ kind: 'set', path: ['c'], value: 1 }, UNAUTHENTICATED);
    await delivered();
    expect(first.deliveries).toEqual([['a/b']]);
    expect(second.deliveries).toEqual([['a']]);
  });
});

describe('when a write is delivered', () => {
  test('its writer at once, before it is answered; the others a moment later, in the order of the writes', async () => {
    const namespace = new Namespace('ns', OPEN_RULES, 'rules');
    const writer = new RecordingListener();
    const other = new RecordingListener();
    namespace.addListen(listenAt(writer, 'a', 0));
    namespace.addListen(listenAt(other, 'a', 0));
    namespace.addListen(listenAt(other, 'b', 1));

    namespace.write({ kind: 'set', path: ['a'], value: 1 }, UNAUTHENTICATED, { writer });
    namespace.write({ kind: 'set', path: ['b'], value: 1 }, UNAUTHENTICATED);
    expect(writer.deliveries).toEqual([['a']]);
    expect(other.deliveries).toEqual([]);

    await delivered();
    expect(other.deliveries).toEqual([['a'], ['b']]);
  });

  test('a writer hears of earlier writes queued for it before its own', () => {
    const namespace = new Namespace('ns', OPEN_RULES, 'rules');
    const writer = new RecordingListener();
    namespace.addListen(listenAt(writer, 'a', 0));
    namespace.addListen(listenAt(writer, 'b', 1));

    namespace.write({ kind: 'set', path: ['a'], value: 1 }, UNAUTHENTICATED);
    namespace.write({ kind: 'set', path: ['b'], value: 1 }, UNAUTHENTICATED, { writer });
    expect(writer.deliveries).toEqual([['a'], ['b']]);
  });

  test('a transaction refused as stale has its writer told of the writes queued for it first', () => {
    const namespace = new Namespace('ns', OPEN_RULES, 'rules');
    const writer = new RecordingListener();
    namespace.addListen(listenAt(writer, 'a', 0));
    namespace.write({ kind: 'set', path: ['a'], value: 1 }, UNAUTHENTICATED);

    const status = namespace.write({ kind: 'set', path: ['a'], value: 2 }, UNAUTHENTICATED, {
      expectedHash: 'the hash of what it read before',
      writer,
    });
    expect(status).toBe('datastale');
    expect(writer.deliveries).toEqual([['a']]);
  });
});
