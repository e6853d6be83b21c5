import { describe, expect, it, vi } from 'vitest';
import { subscribe } from './subscribe';

type Callback = (snapshot: { key: string | null; val(): unknown }) => void;

/** The SDK's listening functions, recording their callbacks so that the test can play the server. */
function fakeDatabase() {
  const on = new Map<string, Callback>();
  const listen = (event: string) =>
    vi.fn((_location: unknown, callback: Callback) => {
      on.set(event, callback);
      return () => on.delete(event);
    });
  const module = {
    onValue: listen('value'),
    onChildAdded: listen('added'),
    onChildChanged: listen('changed'),
    onChildRemoved: listen('removed'),
  };
  const child = (key: string, value: unknown) => ({ key, val: () => value });
  return { module: module as unknown as Parameters<typeof subscribe>[0], on, child };
}

describe('subscribe as a map', () => {
  it('delivers the map once the first load is in, then at each change, never reading the location whole', () => {
    const { module, on, child } = fakeDatabase();
    const delivered: unknown[] = [];
    subscribe(module, {} as never, true, (read) => delivered.push(read()), vi.fn());

    on.get('added')?.(child('a', 1));
    on.get('added')?.(child('b', 2));
    expect(delivered).toEqual([]);
    on.get('value')?.({ key: null, val: () => expect.fail('the whole location was read') });
    on.get('changed')?.(child('a', 3));
    on.get('removed')?.(child('b', 2));
    on.get('removed')?.(child('a', 3));

    expect(delivered).toEqual([{ a: 1, b: 2 }, { a: 3, b: 2 }, { a: 3 }, null]);
  });

  it('stops every listen it made', () => {
    const { module, on } = fakeDatabase();
    const stop = subscribe(module, {} as never, true, vi.fn(), vi.fn());
    stop();
    expect(on.size).toBe(0);
  });
});
