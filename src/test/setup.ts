// Vitest setup for the SPA's component tests: DOM matchers, and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { scaledMs } from '../../stack/timeScale';

// jsdom has no scrolling; without this stand-in, every navigation's scroll restoration logs jsdom's complaint.
window.scrollTo = () => undefined;

// findBy… and waitFor wait this long: a lazy route's first load transforms its whole module tree, which
// took over testing-library's 1 s default on a busy machine.
configure({ asyncUtilTimeout: scaledMs(3_000) });

afterEach(() => {
  cleanup();
});
