import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a run with LOQI_TEST_TIME_SCALE = `value` loads it. */
async function timeScaleWith(value: string | undefined) {
  vi.resetModules();
  vi.stubEnv('LOQI_TEST_TIME_SCALE', value);
  return import('./timeScale');
}

describe('scaledMs', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("multiplies an idle machine's limit by the run's measured scale", async () => {
    const { scaledMs, testTimeScale } = await timeScaleWith('2.5');
    expect(testTimeScale).toBe(2.5);
    expect(scaledMs(30_000)).toBe(75_000);
  });

  it.each([undefined, '', 'fast', '0.4'])('keeps the idle limit when the scale is %j', async (value) => {
    const { scaledMs } = await timeScaleWith(value);
    expect(scaledMs(30_000)).toBe(30_000);
  });
});
