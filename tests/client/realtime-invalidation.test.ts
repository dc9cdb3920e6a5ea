import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALIDATE_EVERY_MS, invalidateEntities } from '@/lib/realtime';
import { queryClient } from '@/lib/query-client';

/** Which lists were refetched, in order (the root of each invalidated query key). */
function refetched() {
  const spy = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  return {
    roots: () => spy.mock.calls.map(([filters]) => (filters?.queryKey as string[])[0]),
    restore: () => spy.mockRestore(),
  };
}

let lists: ReturnType<typeof refetched>;
let clock = Date.UTC(2031, 0, 1);
beforeEach(() => {
  vi.useFakeTimers();
  // Each test starts well after the previous one's windows (the throttle is module state).
  clock += 3_600_000;
  vi.setSystemTime(clock);
  lists = refetched();
});
afterEach(() => lists.restore());

const changed = (...types: Array<'use' | 'apply' | 'authorization' | 'order' | 'invoice'>) =>
  invalidateEntities(new Set(types));

describe('entity changes refetch the lists that show them, throttled with a trailing refresh', () => {
  it('refetches at once, then once more at the end of the window for changes inside it', async () => {
    // A stamp shows in the use records and may open anomaly alerts.
    const stampLists = ['use-record', 'anomaly'];
    changed('use');
    expect(lists.roots()).toEqual(stampLists);

    // Three more changes within the window: nothing now, one refresh when it ends (none is dropped).
    await vi.advanceTimersByTimeAsync(1_000);
    changed('use');
    await vi.advanceTimersByTimeAsync(2_000);
    changed('use');
    changed('use');
    expect(lists.roots()).toEqual(stampLists);
    await vi.advanceTimersByTimeAsync(INVALIDATE_EVERY_MS - 3_000 - 1);
    expect(lists.roots()).toEqual(stampLists);
    await vi.advanceTimersByTimeAsync(1);
    expect(lists.roots()).toEqual([...stampLists, ...stampLists]);

    // Nothing more happened: no further refresh.
    await vi.advanceTimersByTimeAsync(INVALIDATE_EVERY_MS * 3);
    expect(lists.roots()).toHaveLength(4);
  });

  it('applies the last change of a window even when it comes just before the window ends', async () => {
    changed('apply');
    await vi.advanceTimersByTimeAsync(INVALIDATE_EVERY_MS - 10);
    changed('apply');
    expect(lists.roots()).toEqual(['apply']);
    await vi.advanceTimersByTimeAsync(10);
    expect(lists.roots()).toEqual(['apply', 'apply']);
    // The trailing refresh opened a new window: a change right after it waits for that window's end.
    changed('apply');
    expect(lists.roots()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(INVALIDATE_EVERY_MS);
    expect(lists.roots()).toEqual(['apply', 'apply', 'apply']);
  });

  it('keeps a window per list: a change of one kind does not hold back another', async () => {
    changed('use');
    changed('authorization');
    expect(lists.roots()).toEqual(['use-record', 'anomaly', 'authorization']);
    changed('use', 'authorization');
    await vi.advanceTimersByTimeAsync(INVALIDATE_EVERY_MS);
    expect(lists.roots().slice(3).sort()).toEqual(['anomaly', 'authorization', 'use-record']);
  });

  it('a payment or refund refetches the orders, the devices it renewed and the messages; an invoice its lists', () => {
    changed('order');
    expect(lists.roots()).toEqual(['cost', 'device', 'messages']);
    changed('invoice');
    // The cost centre and the messages were refetched a moment ago: they follow at the end of their window.
    expect(lists.roots()).toHaveLength(3);
  });
});
