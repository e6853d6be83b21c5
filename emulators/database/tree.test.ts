// Writes to the immutable data tree: an update's children are set in one pass that copies each node
// on the way once, and must leave exactly the tree that setting them one after another leaves.

import { describe, expect, test } from 'vitest';
import type { Path } from './path';
import { getAt, setAllAt, setAt, type Data } from './tree';

interface Write {
  path: Path;
  value: Data;
}

function oneByOne(root: Data, writes: Write[]): Data {
  return writes.reduce((tree, { path, value }) => setAt(tree, path, value), root);
}

const at = (text: string, value: Data): Write => ({ path: text.split('/'), value });

describe('setAllAt', () => {
  const root: Data = {
    players: { ada: { score: 1, name: 'Ada' }, bob: { score: 2 }, '.priority': 5 },
    state: 'lobby',
    leaf: { '.value': 7, '.priority': 'p' },
  };
  const snapshot = JSON.stringify(root);

  test.each<[string, Write[]]>([
    ['sets siblings under one node', [at('players/ada/score', 3), at('players/bob/score', 4)]],
    ['adds new branches', [at('players/carl/score', 0), at('round/number', 1)]],
    ['deletes a child and keeps its siblings', [at('players/ada/name', null), at('players/bob/score', 9)]],
    [
      'removes a node whose children are all deleted, with its priority',
      [at('players/ada', null), at('players/bob', null)],
    ],
    ['gives a leaf children, keeping its priority', [at('leaf/x', 1), at('leaf/y', 2)]],
    ['writes priorities', [at('players/.priority', 1), at('state/.priority', 'top')]],
    ['writes a priority and then a child of a node', [at('fresh/.priority', 1), at('fresh/child', 1)]],
    ['writes a child of a node and then its priority', [at('fresh/child', 1), at('fresh/.priority', 1)]],
    ['deletes what does not exist', [at('missing/a', null), at('players/ada/missing', null)]],
  ])('%s as successive setAt calls would', (_, writes) => {
    expect(setAllAt(root, writes)).toEqual(oneByOne(root, writes));
    expect(JSON.stringify(root)).toBe(snapshot);
  });

  test('leaves what the data format asks for', () => {
    expect(setAllAt(root, [at('players/ada', null), at('players/bob', null), at('leaf/x', 1)])).toEqual({
      state: 'lobby',
      leaf: { x: 1, '.priority': 'p' },
    });
    expect(setAllAt(null, [at('fresh/.priority', 1), at('fresh/child', 1)])).toEqual({ fresh: { child: 1 } });
    expect(setAllAt(null, [at('fresh/child', 1), at('fresh/.priority', 1)])).toEqual({
      fresh: { child: 1, '.priority': 1 },
    });
  });

  test('shares the nodes no write reached and returns the same tree when nothing changed', () => {
    const tree = root as { players: { ada: Data; bob: Data } };
    const updated = setAllAt(root, [at('players/ada/score', 3)]) as typeof tree;
    expect(updated.players.bob).toBe(tree.players.bob);
    expect(setAllAt(root, [at('missing', null)])).toBe(root);
  });

  test('a tree it returned is not changed by later writes', () => {
    const first = setAllAt(root, [at('players/ada/score', 3)]);
    const kept = JSON.stringify(first);
    setAllAt(first, [at('players/ada/score', 4), at('players/bob', null)]);
    expect(JSON.stringify(first)).toBe(kept);
  });
});

describe('getAt', () => {
  test('a missing child named like an inherited property is no data', () => {
    const root: Data = { terms: { cat: { q1: 1 } } };
    expect(getAt(root, ['terms', 'constructor'])).toBeNull();
    expect(getAt(root, ['terms', 'toString'])).toBeNull();
    expect(getAt(setAt(root, ['terms', 'constructor', 'q1'], 1), ['terms', 'constructor'])).toEqual({
      q1: 1,
    });
  });
});
