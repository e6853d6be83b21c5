// Vitest setup for the SPA's component tests: DOM matchers, and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { scaledMs } from '../../stack/timeScale';

// The SPA's test files share one jsdom and one worker (`isolate: false` in vite.config.ts): setting up
// jsdom and importing React afresh for every file took two thirds of their time. Each file still starts
// from its own mocks and fresh app modules, as vitest gives an isolated file: `vi.resetModules()` keeps the
// modules an earlier file mocked, so those are dropped here too.
resetModulesAndMocks();
resetDocument();

// jsdom has no scrolling; without this stand-in, every navigation's scroll restoration logs jsdom's complaint.
window.scrollTo = () => undefined;

// findBy… and waitFor wait this long: a lazy route's first load transforms its whole module tree, which
// took over testing-library's 1 s default on a busy machine.
configure({ asyncUtilTimeout: scaledMs(3_000) });

afterEach(() => {
  cleanup();
});

/**
 * What vitest resets between isolated files (vitest/dist/chunks/base.*.js, `run`): the mocks each file
 * registered, and every module evaluated so far, mocked ones included, which `vi.resetModules()` keeps.
 * A module an earlier file mocked with a factory is held as an empty stand-in naming that mock, so it is
 * dropped altogether and fetched again for this file.
 */
function resetModulesAndMocks(): void {
  const { __vitest_worker__: worker, __vitest_mocker__: mocker } = globalThis as VitestInternals;
  if (!worker || !mocker) throw new Error('src/test/setup.ts runs inside a vitest worker only');
  mocker.reset();
  vi.resetModules();
  const modules = worker.evaluatedModules;
  for (const [id, node] of modules.idToModuleMap) {
    if (id.startsWith('mock:') || (node.meta && 'mockedModule' in node.meta)) {
      modules.invalidateModule(node);
      node.mockedExports = undefined;
    }
  }
}

/** The page as a fresh jsdom opens it: what an earlier file stored, titled or left on the page is gone. */
function resetDocument(): void {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
}

/** The parts of vitest's worker (not public API) that hold the mocks and the evaluated modules. */
interface VitestInternals {
  __vitest_mocker__?: { reset(): void };
  __vitest_worker__?: {
    evaluatedModules: {
      idToModuleMap: Map<string, EvaluatedModule>;
      invalidateModule(node: EvaluatedModule): void;
    };
  };
}

interface EvaluatedModule {
  meta?: object;
  mockedExports?: unknown;
}
