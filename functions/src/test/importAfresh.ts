import { afterAll, vi } from 'vitest';

/**
 * The module `load` imports, evaluated anew with the calling file's mocks. The functions project's test
 * files share their modules (isolate: false in vite.config.ts), so an earlier file may have loaded it with
 * what this file mocks, the real logger say; it is dropped again when the file ends, for the next one.
 */
export async function importAfresh<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  afterAll(() => {
    vi.resetModules();
  });
  return load();
}
