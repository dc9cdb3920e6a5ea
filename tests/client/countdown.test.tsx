import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '@/components/form/use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('is idle (0) until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.left).toBe(0);
  });

  it('counts 60 down to 0, one second at a time', async () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    expect(result.current.left).toBe(60);
    const seen = [result.current.left];
    for (let i = 0; i < 60; i++) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      seen.push(result.current.left);
    }
    expect(seen).toEqual(Array.from({ length: 61 }, (_, i) => 60 - i));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current.left).toBe(0);
  });

  it('shows a whole second until that second has fully passed', async () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    await act(() => vi.advanceTimersByTimeAsync(750));
    expect(result.current.left).toBe(60);
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(result.current.left).toBe(59);
  });

  it('can be started again after it ends', async () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(3));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current.left).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.left).toBe(60);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.left).toBe(50);
  });

  it('stops its timer when the component goes away', async () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops ticking once the countdown reaches 0', async () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(2));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current.left).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
