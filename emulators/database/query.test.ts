// Query windows from the children kept sorted per node and index: a query must answer from a node exactly
// what sorting that node afresh would, however many writes made it, and must not sort a node again.

import { describe, expect, test } from 'vitest';
import { CHILDREN, compareKeys, compareSortValues, MAX_NAME, MIN_NAME, type SortValue } from './order';
import { childSortCount, windowKeys, type Query, type QueryBound, type QueryIndex } from './query';
import {
  childKeys,
  getAt,
  hasChildren,
  leafValue,
  priorityOf,
  setAt,
  type Data,
  type DataObject,
} from './tree';

const byScore: QueryIndex = { kind: 'child', path: ['score'] };
const byDeep: QueryIndex = { kind: 'child', path: ['stats', 'wins'] };

/** The queries checked after each write: every index, with and without bounds and limits. */
const QUERIES: Query[] = [
  { index: byScore },
  { index: byScore, limit: { count: 3, from: 'last' } },
  { index: byScore, limit: { count: 3, from: 'first' } },
  { index: byScore, start: { value: 20, inclusive: true }, limit: { count: 4, from: 'first' } },
  { index: byScore, start: { value: 38, inclusive: true }, limit: { count: 6, from: 'last' } },
  { index: byScore, end: { value: 1, inclusive: true }, limit: { count: 6, from: 'first' } },
  { index: byScore, end: { value: 30, key: 'p17', inclusive: false }, limit: { count: 5, from: 'last' } },
  { index: byScore, start: { value: 'a', inclusive: true }, end: { value: 'm', inclusive: true } },
  {
    index: byScore,
    start: { value: 40, key: MIN_NAME, inclusive: true },
    end: { value: 10, inclusive: true },
  },
  { index: byDeep, limit: { count: 4, from: 'last' } },
  { index: { kind: 'priority' }, start: { value: 2, inclusive: false } },
  { index: { kind: 'value' }, limit: { count: 6, from: 'first' } },
  { index: { kind: 'key' }, start: { value: 'p10', inclusive: true }, limit: { count: 5, from: 'first' } },
];

/** What a child sorts by, as the SDK's indexes read it (the key index compares keys alone). */
function sortValue(index: QueryIndex, child: Data): SortValue {
  if (index.kind === 'priority') return priorityOf(child);
  const node = index.kind === 'child' ? getAt(child, index.path) : child;
  return hasChildren(node) ? CHILDREN : leafValue(node);
}

/** The window as the SDK defines it, computed the slow way: every child compared with the bounds. */
function expectedWindow(node: Data, { index, start, end, limit }: Query): string[] {
  if (!hasChildren(node)) return [];
  const compare = (a: [string, SortValue], b: [string, SortValue]) =>
    index.kind === 'key' ? compareKeys(a[0], b[0]) : compareSortValues(a[1], b[1]) || compareKeys(a[0], b[0]);
  const boundAt = (bound: QueryBound, name: string): [string, SortValue] =>
    index.kind === 'key' ? [String(bound.value), null] : [bound.key ?? name, bound.value];
  const inside = (child: [string, SortValue]) => {
    const fromStart = start ? compare(boundAt(start, MIN_NAME), child) : -1;
    const toEnd = end ? compare(child, boundAt(end, MAX_NAME)) : -1;
    return (
      (start?.inclusive === false ? fromStart < 0 : fromStart <= 0) &&
      (end?.inclusive === false ? toEnd < 0 : toEnd <= 0)
    );
  };
  const sorted = childKeys(node)
    .map((key): [string, SortValue] => [key, sortValue(index, node[key] ?? null)])
    .filter(inside)
    .sort(compare)
    .map(([key]) => key);
  if (!limit) return sorted;
  return limit.from === 'first' ? sorted.slice(0, limit.count) : sorted.slice(-limit.count);
}

/** A value of every kind the orderings tell apart, picked by `n`. */
function scoreFor(n: number): Data {
  const kinds: Data[] = [n % 50, `s${n % 13}`, n % 2 === 0, null, { nested: n }];
  return kinds[n % kinds.length] ?? null;
}

function players(count: number): DataObject {
  const node: DataObject = {};
  for (let i = 0; i < count; i++) {
    node[`p${i}`] = { score: (i * 7) % 40, stats: { wins: i % 5 }, '.priority': i % 4 };
  }
  return node;
}

describe('query windows across writes', () => {
  test('a node made by a write answers with the write, and the node before it as before', () => {
    const before: Data = { ada: { score: 30 }, bob: { score: 10 }, cy: { score: 20 } };
    const top2: Query = { index: byScore, limit: { count: 2, from: 'last' } };
    expect(windowKeys(before, top2)).toEqual(['cy', 'ada']);

    const raised = setAt(before, ['bob', 'score'], 40);
    const removed = setAt(raised, ['ada'], null);
    const added = setAt(removed, ['dee'], { score: 35 });

    expect(windowKeys(raised, top2)).toEqual(['ada', 'bob']);
    expect(windowKeys(removed, top2)).toEqual(['cy', 'bob']);
    expect(windowKeys(added, top2)).toEqual(['dee', 'bob']);
    expect(windowKeys(before, top2)).toEqual(['cy', 'ada']);
  });

  test('a write deep inside a child, or to its priority, moves it in the window', () => {
    const before: Data = {
      a: { stats: { wins: 1 }, '.priority': 1 },
      b: { stats: { wins: 2 }, '.priority': 2 },
    };
    const deepest: Query = { index: byDeep, limit: { count: 1, from: 'last' } };
    const highest: Query = { index: { kind: 'priority' }, limit: { count: 1, from: 'last' } };
    expect([windowKeys(before, deepest), windowKeys(before, highest)]).toEqual([['b'], ['b']]);

    const after = setAt(setAt(before, ['a', 'stats', 'wins'], 3), ['a', '.priority'], 3);

    expect([windowKeys(after, deepest), windowKeys(after, highest)]).toEqual([['a'], ['a']]);
    expect([windowKeys(before, deepest), windowKeys(before, highest)]).toEqual([['b'], ['b']]);
  });

  test('after each of 300 writes, every query answers as comparing every child would', () => {
    let node: Data = players(60);
    for (let step = 0; step < 300; step++) {
      const target = `p${(step * 37) % 70}`;
      const writes: Array<[string[], Data]> = [
        [[target, 'score'], scoreFor(step)],
        [[target], null],
        [[target, 'stats', 'wins'], step % 9],
        [[target, '.priority'], step % 2 === 0 ? step % 5 : `q${step % 3}`],
        [[target], step % 11],
        [[target], { score: scoreFor(step * 3), stats: { wins: step % 4 } }],
      ];
      const [path, value] = writes[step % writes.length] as [string[], Data];
      const previous = node;
      const previousWindows = QUERIES.map((query) => windowKeys(previous, query));

      node = setAt(node, path, value);

      for (const query of QUERIES) {
        expect(windowKeys(node, query), `step ${step}: ${JSON.stringify(query)}`).toEqual(
          expectedWindow(node, query),
        );
      }
      expect(QUERIES.map((query) => windowKeys(previous, query))).toEqual(previousWindows);
    }
  });
});

describe('sorted children kept per node and index', () => {
  const big = players(10_000);
  const last25: Query = { index: byScore, limit: { count: 25, from: 'last' } };

  test('a repeated limitToLast(25) on 10,000 children sorts them once', () => {
    const before = childSortCount();
    const first = windowKeys(big, last25);

    for (let i = 0; i < 100; i++) expect(windowKeys(big, last25)).toEqual(first);

    expect(childSortCount() - before).toBe(1);
    expect(first).toEqual(expectedWindow(big, last25));
  });

  test('windows with other bounds and limits on the same index reuse the same sort', () => {
    windowKeys(big, last25);
    const before = childSortCount();

    windowKeys(big, { index: byScore, limit: { count: 10, from: 'first' } });
    windowKeys(big, { index: byScore, end: { value: 20, key: 'p5', inclusive: false }, limit: last25.limit });
    windowKeys(big, {
      index: byScore,
      start: { value: 3, inclusive: true },
      end: { value: 3, inclusive: true },
    });

    expect(childSortCount() - before).toBe(0);
  });

  test('each index of a node is sorted once, and a write makes one new sort', () => {
    const node = players(10_000);
    const byWins: Query = { index: byDeep, limit: { count: 25, from: 'last' } };
    const before = childSortCount();

    windowKeys(node, last25);
    windowKeys(node, byWins);
    windowKeys(node, last25);
    windowKeys(node, byWins);
    expect(childSortCount() - before).toBe(2);

    const written = setAt(node, ['p1', 'score'], 1000);
    expect(windowKeys(written, last25).at(-1)).toBe('p1');
    expect(windowKeys(written, last25)).toHaveLength(25);
    expect(childSortCount() - before).toBe(3);
  });
});
