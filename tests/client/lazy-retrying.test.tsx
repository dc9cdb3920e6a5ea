import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRetrying, retryUntilLoaded } from '@/lib/lazy-retrying';

/** A load that fails `failures` times, then answers `value`. */
function flaky<T>(failures: number, value: T) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      return value;
    },
    calls: () => calls,
  };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>error page</p> : this.props.children;
  }
}

describe('a lazily loaded chunk that fails to load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is asked for again, after waits doubling from 1 s up to 15 s, until it arrives', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chunk = flaky(6, 'module');
    const waits: number[] = [];
    const loaded = await retryUntilLoaded(chunk.load, async (ms) => void waits.push(ms));
    expect(loaded).toBe('module');
    expect(chunk.calls()).toBe(7);
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
  });

  it('keeps its placeholder on screen meanwhile instead of handing the failure to the error boundary', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chunk = flaky(2, { default: () => <p>the chart</p> });
    const Chart = lazyRetrying(chunk.load);
    render(
      <Boundary>
        <Suspense fallback={<p>placeholder</p>}>
          <Chart />
        </Suspense>
      </Boundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(screen.queryByText('error page')).toBeNull();
    expect(chunk.calls()).toBe(3);
  });
});
