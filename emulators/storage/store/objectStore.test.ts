import { describe, expect, it } from 'vitest';
import { ObjectStore } from './objectStore';

function storeWith(...names: string[]): ObjectStore {
  const store = new ObjectStore();
  names.forEach((name) => store.put('bucket', name, Buffer.from(name), { metadata: {} }));
  return store;
}

describe('ObjectStore', () => {
  it('gives every upload a new, increasing generation and starts metageneration at 1', () => {
    const store = new ObjectStore();
    const first = store.put('bucket', 'a', Buffer.from('1'), { metadata: {} });
    const second = store.put('bucket', 'a', Buffer.from('2'), { metadata: {} });
    expect(second.generation).toBeGreaterThan(first.generation);
    expect(store.patch(second, { contentType: 'text/plain' }).metageneration).toBe(2);
  });

  it('pages through items and rolled-up prefixes in name order', () => {
    const store = storeWith('p/b/2', 'p/a', 'p/b/1', 'p/c', 'q/x');
    const pages: (string | undefined)[][] = [];
    let pageToken: string | undefined;
    do {
      const page = store.list('bucket', {
        prefix: 'p/',
        delimiter: '/',
        maxResults: 2,
        ...(pageToken ? { pageToken } : {}),
      });
      pages.push([...page.items.map((item) => item.name), ...page.prefixes]);
      pageToken = page.nextPageToken;
    } while (pageToken !== undefined);
    expect(pages).toEqual([['p/a', 'p/b/'], ['p/c']]);
  });

  it('applies metadata patches: null removes a field, a custom key or all custom metadata', () => {
    const store = new ObjectStore();
    const object = store.put('bucket', 'a', Buffer.from(''), {
      contentType: 'image/png',
      cacheControl: 'no-cache',
      metadata: { a: '1', b: '2' },
    });
    const patched = store.patch(object, { cacheControl: null, metadata: { a: null, c: '3' } });
    expect([patched.contentType, patched.cacheControl, patched.metadata]).toEqual([
      'image/png',
      undefined,
      { b: '2', c: '3' },
    ]);
    expect(store.patch(patched, { metadata: null }).metadata).toEqual({});
  });
});
