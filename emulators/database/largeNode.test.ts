// Nodes of many children, kept in buckets (largeNode.ts) so that a write copies a few: they must
// read, hash, export and change exactly as the plain objects they stand for, and stay immutable.

import { describe, expect, test } from 'vitest';
import { hashOf } from './hash';
import { LARGE_NODE_CHILDREN, largeNodeSize } from './largeNode';
import { childKeys, childOf, getAt, setAllAt, setAt, toPlainJson, type Data, type DataObject } from './tree';

const COUNT = 2 * LARGE_NODE_CHILDREN;
const plainPlayers = (): DataObject =>
  Object.fromEntries(Array.from({ length: COUNT }, (_, i) => [`p${i}`, { score: i, name: `Player ${i}` }]));

/** The tree with many players, and after one write below them (which keeps them in buckets). */
function largeTree(): { plain: Data; large: Data } {
  const written = plainPlayers();
  written['p0'] = { score: -1, name: 'Player 0' };
  const plain: Data = { game: { players: written, state: 'lobby' } };
  const large = setAt(
    { game: { players: plainPlayers(), state: 'lobby' } },
    ['game', 'players', 'p0', 'score'],
    -1,
  );
  return { plain, large };
}

describe('a node of many children', () => {
  test('is kept in buckets once written below, and reads as the plain object it stands for', () => {
    const { plain, large } = largeTree();
    const players = getAt(large, ['game', 'players']) as DataObject;
    expect(largeNodeSize(players)).toBe(COUNT);
    expect(largeNodeSize(getAt(plain, ['game', 'players']) as DataObject)).toBeUndefined();
    expect(large).toEqual(plain);
    expect(JSON.parse(JSON.stringify(toPlainJson(large)))).toEqual(toPlainJson(plain));
    expect(hashOf(large)).toBe(hashOf(plain));
    expect(childKeys(players).sort()).toEqual(Object.keys(plainPlayers()).sort());
    expect(childOf(players, 'p7')).toEqual({ score: 7, name: 'Player 7' });
    expect('p7' in players).toBe(true);
    expect(childOf(players, 'nobody')).toBeNull();
    // Own children only: what objects inherit is no child.
    expect(childOf(players, 'constructor')).toBeNull();
  });

  test('changes in a copy, never in the tree it came from', () => {
    const { large } = largeTree();
    const before = structuredClone(toPlainJson(large));
    const after = setAllAt(large, [
      { path: ['game', 'players', 'p1', 'score'], value: 99 },
      { path: ['game', 'players', 'p2'], value: null },
      { path: ['game', 'players', 'new'], value: { score: 1 } },
    ]);
    expect(toPlainJson(large)).toEqual(before);
    const players = getAt(after, ['game', 'players']) as DataObject;
    expect(largeNodeSize(players)).toBe(COUNT);
    expect(getAt(after, ['game', 'players', 'p1', 'score'])).toBe(99);
    expect(getAt(after, ['game', 'players', 'p2'])).toBeNull();
    expect(getAt(after, ['game', 'players', 'new', 'score'])).toBe(1);
    // Unchanged children are shared, not copied.
    expect(getAt(after, ['game', 'players', 'p3'])).toBe(getAt(large, ['game', 'players', 'p3']));
  });

  test('takes a child in a bucket it had none in yet, also in the write that made it large', () => {
    // Keys of "A" (U+0041) and "с" (U+0441) only, which agree in their low ten bits, all fall in one
    // bucket (a bucket is the key's FNV-1a hash modulo 1024, which depends on those bits alone): every
    // other bucket is empty.
    const oneBucket = Array.from({ length: LARGE_NODE_CHILDREN }, (_, i) =>
      i.toString(2).padStart(8, '0').replaceAll('0', 'A').replaceAll('1', '\u0441'),
    );
    const few = Object.fromEntries(oneBucket.map((key, i) => [key, i]));
    const added = Array.from({ length: 200 }, (_, i) => ({ path: ['players', `new-${i}`], value: i }));
    const tree = setAllAt({ players: few }, added);
    expect(largeNodeSize(getAt(tree, ['players']) as DataObject)).toBe(LARGE_NODE_CHILDREN + 200);
    for (let i = 0; i < 200; i += 1) expect(getAt(tree, ['players', `new-${i}`])).toBe(i);
  });

  test('vanishes when its last child is deleted', () => {
    let tree = largeTree().large;
    tree = setAllAt(
      tree,
      Array.from({ length: COUNT }, (_, i) => ({ path: ['game', 'players', `p${i}`], value: null })),
    );
    expect(getAt(tree, ['game', 'players'])).toBeNull();
    expect(tree).toEqual({ game: { state: 'lobby' } });
  });
});
