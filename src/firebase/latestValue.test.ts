import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestValueEvery } from './latestValue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('latestValueEvery', () => {
  it('delivers a lone change at once', () => {
    const deliver = vi.fn();
    latestValueEvery(100, deliver).next(() => 1);
    expect(deliver).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('delivers the latest of a burst once its window ends, reading only that one', () => {
    const deliver = vi.fn();
    const reads = vi.fn((value: number) => value);
    const values = latestValueEvery(100, deliver);
    for (let value = 1; value <= 1000; value += 1) values.next(() => reads(value));
    expect(deliver.mock.calls).toEqual([[1]]);

    vi.advanceTimersByTime(99);
    expect(deliver).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(deliver.mock.calls).toEqual([[1], [1000]]);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('delivers nothing more once stopped', () => {
    const deliver = vi.fn();
    const values = latestValueEvery(100, deliver);
    values.next(() => 1);
    values.next(() => 2);
    values.stop();
    vi.advanceTimersByTime(1000);
    expect(deliver.mock.calls).toEqual([[1]]);
  });
});
