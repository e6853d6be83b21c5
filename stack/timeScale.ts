// How long the tests' waits may be on this run's machine. scripts/runTests.mjs measures the share of a
// core a process gets when the run starts (another heavy process beside it, a slow CI box) and passes it
// on as LOQI_TEST_TIME_SCALE; every limit of a wait in the tests is its idle-machine value times this, so
// a busy machine slows the run instead of failing it. A test run without it (one file from an editor)
// uses the idle limits.

/** LOQI_TEST_TIME_SCALE, at least 1. */
export const testTimeScale = Math.max(1, Number(process.env.LOQI_TEST_TIME_SCALE) || 1);

/** `ms`, an idle machine's limit, scaled to this run's machine. */
export const scaledMs = (ms: number): number => Math.round(ms * testTimeScale);
