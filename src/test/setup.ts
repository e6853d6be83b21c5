// Vitest setup for the SPA's component tests: DOM matchers, and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not scroll; without this, every navigation's scroll restoration logs "Not implemented".
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
