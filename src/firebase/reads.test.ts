import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gamePaths, mainPaths, type UploadedImage } from '@/domain';
import { readChildren, readValue } from './reads';

/** The database as the test's reads find it: each path's value, and a query's children in its order. */
const stored = vi.hoisted(() => ({
  values: new Map<string, unknown>(),
  children: [] as { key: string | null; value: unknown }[],
  asked: [] as { path: string; constraints?: string[] }[],
}));

vi.mock('firebase/database', () => ({
  ref: (_database: unknown, path: string) => ({ path }),
  query: (location: { path: string }, ...constraints: string[]) => ({ ...location, constraints }),
  orderByChild: (child: string) => `orderByChild ${child}`,
  limitToLast: (count: number) => `limitToLast ${count}`,
  get: async (location: { path: string; constraints?: string[] }) => {
    stored.asked.push(location);
    return {
      val: () => stored.values.get(location.path) ?? null,
      forEach: (each: (child: { key: string | null; val(): unknown }) => void) =>
        stored.children.forEach(({ key, value }) => each({ key, val: () => value })),
    };
  },
}));

const database = async () => ({}) as never;

beforeEach(() => {
  stored.values.clear();
  stored.children = [];
  stored.asked = [];
});

describe('readValue', () => {
  it('gives the value at the path, or null when there is none', async () => {
    stored.values.set(gamePaths.ongoingRoom('abcdefghi'), 'g1');
    expect(await readValue(database, gamePaths.ongoingRoom('abcdefghi'))).toBe('g1');
    expect(await readValue(database, gamePaths.ongoingRoom('other'))).toBeNull();
  });
});

describe('readChildren', () => {
  it("asks the query made at the path, and keeps its order and each child's key", async () => {
    const image = (pushedID: string, lastUsed: number): UploadedImage => ({
      path: ['f', `${pushedID}.png`],
      pushedID,
      lastUsed,
    });
    stored.children = [
      { key: 'b', value: image('b', 1) },
      { key: 'a', value: image('a', 2) },
    ];
    const read = await readChildren(database, mainPaths.userUploadedImages('u1'), ({ orderByChild }) => [
      orderByChild('lastUsed'),
    ]);
    expect(stored.asked).toEqual([
      { path: 'users/u1/images/uploaded', constraints: ['orderByChild lastUsed'] },
    ]);
    expect(read).toEqual([
      { key: 'b', value: image('b', 1) },
      { key: 'a', value: image('a', 2) },
    ]);
  });
});
