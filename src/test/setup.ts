// Vitest setup for the SPA's component tests: DOM matchers, and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no scrolling; without this stand-in, every navigation's scroll restoration logs jsdom's complaint.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
