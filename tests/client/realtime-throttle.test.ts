import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleByKey } from '@/lib/realtime/throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('entity refetches after realtime events', () => {
  it('refetch a list at once, then at most every 5 s, and once more for the end of a burst', () => {
    const applied: Array<[string, number]> = [];
    const start = Date.now();
    const invalidate = throttleByKey((key) => applied.push([key, Date.now() - start]), 5_000);
    invalidate('authorization');
    vi.advanceTimersByTime(1_100);
    // A device's second stamp a second later: not dropped, shown at the end of the window.
    invalidate('authorization');
    invalidate('authorization');
    invalidate('use-record');
    expect(applied).toEqual([
      ['authorization', 0],
      ['use-record', 1_100],
    ]);
    vi.advanceTimersByTime(3_899);
    expect(applied).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual([
      ['authorization', 0],
      ['use-record', 1_100],
      ['authorization', 5_000],
    ]);
    // Quiet afterwards: nothing more, and the next event is applied at once again after the window.
    vi.advanceTimersByTime(60_000);
    expect(applied).toHaveLength(3);
    invalidate('authorization');
    expect(applied.at(-1)).toEqual(['authorization', 65_000]);
  });
});
