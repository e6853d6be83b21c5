// The Database emulator's programmatic API, for the launcher and tests.

export {
  CLOSED_RULES,
  startDatabaseEmulator,
  type DatabaseEmulator,
  type DatabaseEmulatorOptions,
} from './server';
export type { ConnectionReport, MetricsReport, Traffic } from './metrics';
// A launcher that takes the latency from an environment variable checks it as `--latency` is checked.
export { parseLatencyText } from './latency';
