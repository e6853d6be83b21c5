import { defineProject } from 'vitest/config';

// A minute rather than vitest's 5 s, times the run's LOQI_TEST_TIME_SCALE (the Loqi repo's test runner
// measures it): a CPU-heavy test or a spawned command line fails the default on a busy two-core machine.
const timeScale = Math.max(1, Number(process.env.LOQI_TEST_TIME_SCALE) || 1);

export default defineProject({
  test: { name: 'database-emulator', environment: 'node', isolate: false, testTimeout: 60_000 * timeScale },
});
