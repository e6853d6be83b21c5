import { defineProject } from 'vitest/config';

// 30 s rather than vitest's 5 s: a CPU-heavy test fails the default on a busy two-core machine.
export default defineProject({
  test: { name: 'database-emulator', environment: 'node', testTimeout: 30_000 },
});
