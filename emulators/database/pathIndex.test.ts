// The index of listens by path: a write looks up the listens at and above its location and those
// below it, so each lookup must find exactly the values filed there, and forget removed ones.

import { describe, expect, test } from 'vitest';
import { PathIndex } from './pathIndex';

function indexOf(entries: Array<[string, string]>): PathIndex<string> {
  const index = new PathIndex<string>();
  for (const [path, value] of entries) index.add(path === '' ? [] : path.split('/'), value);
  return index;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('PathIndex', () => {
  const index = indexOf([
    ['', 'root'],
    ['game', 'game'],
    ['game', 'game again'],
    ['game/players', 'players'],
    ['game/players/ada', 'ada'],
    ['game/players/bob', 'bob'],
    ['game/state', 'state'],
    ['gamer', 'other'],
  ]);

  test('at() finds the values at exactly one path', () => {
    expect(sorted(index.at(['game']))).toEqual(['game', 'game again']);
    expect(sorted(index.at([]))).toEqual(['root']);
    expect(sorted(index.at(['game', 'round']))).toEqual([]);
  });

  test('atOrAbove() finds the values at a path and its ancestors, from the root down', () => {
    expect([...index.atOrAbove(['game', 'players', 'ada', 'score'])]).toEqual([
      'root',
      'game',
      'game again',
      'players',
      'ada',
    ]);
    expect([...index.atOrAbove([])]).toEqual(['root']);
    expect([...index.atOrAbove(['quiz', 'q1'])]).toEqual(['root']);
  });

  test('atOrBelow() finds the values at a path and every path under it, and nothing beside it', () => {
    expect(sorted(index.atOrBelow(['game', 'players']))).toEqual(['ada', 'bob', 'players']);
    expect(sorted(index.atOrBelow(['game']))).toEqual([
      'ada',
      'bob',
      'game',
      'game again',
      'players',
      'state',
    ]);
    expect(sorted(index.atOrBelow(['game', 'players', 'carl']))).toEqual([]);
    expect(sorted(index.atOrBelow([]))).toHaveLength(8);
  });

  test('delete() removes one value and leaves the others at that path and below it', () => {
    const changed = indexOf([
      ['a', 'first'],
      ['a', 'second'],
      ['a/b/c', 'deep'],
    ]);
    changed.delete(['a'], 'first');
    changed.delete(['a', 'b', 'c'], 'missing');
    changed.delete(['x', 'y'], 'first');
    expect(sorted(changed.atOrBelow([]))).toEqual(['deep', 'second']);
    changed.delete(['a', 'b', 'c'], 'deep');
    expect(sorted(changed.atOrBelow(['a']))).toEqual(['second']);
    changed.delete(['a'], 'second');
    expect(sorted(changed.atOrBelow([]))).toEqual([]);
    // Branches emptied by deletes are rebuilt on demand.
    changed.add(['a', 'b', 'c'], 'again');
    expect([...changed.atOrAbove(['a', 'b', 'c', 'd'])]).toEqual(['again']);
  });
});
