import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beforeSlot, FRAME_SLOTS, frameSlot, nextSlot, SLOT_WAIT_MAX_MS } from '@/lib/frame-slots';
import { useSlotted } from '@/lib/use-slotted';

/** The tasks due between two frames (not the slot's deadline). */
const runTasks = () => vi.advanceTimersByTime(1);

/** Frames by hand: each `frame()` runs the callbacks asked for before it, at the next frame time. */
let callbacks: Array<(time: number) => void> = [];
let time = 1000;
function frame() {
  time += 16.7;
  const due = callbacks;
  callbacks = [];
  for (const callback of due) callback(time);
}

beforeEach(() => {
  callbacks = [];
  vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => callbacks.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('frame slots', () => {
  it('gives each frame one slot, in turn, however many callbacks ask in it', () => {
    const seen: number[] = [];
    for (let i = 0; i < FRAME_SLOTS * 2; i += 1) {
      requestAnimationFrame((t) => seen.push(frameSlot(t)));
      requestAnimationFrame((t) => frameSlot(t));
      frame();
    }
    const first = seen[0]!;
    expect(seen).toEqual(seen.map((_, i) => (first + i) % FRAME_SLOTS));
    expect(nextSlot()).toBe((seen.at(-1)! + 1) % FRAME_SLOTS);
  });

  it('runs a change just before the frame of its slot', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wanted = (nextSlot() + 2) % FRAME_SLOTS;
    const run = vi.fn();
    beforeSlot(wanted, run);
    frame();
    runTasks();
    expect(run).not.toHaveBeenCalled();
    frame();
    expect(run).not.toHaveBeenCalled();
    // After that frame, in a task: the next frame is the slot's.
    runTasks();
    expect(run).toHaveBeenCalledTimes(1);
    expect(nextSlot()).toBe(wanted);
    // Run once: its deadline is gone with it.
    vi.advanceTimersByTime(SLOT_WAIT_MAX_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs a change anyway when no frame comes (a hidden page), once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const run = vi.fn();
    beforeSlot((nextSlot() + 2) % FRAME_SLOTS, run);
    vi.advanceTimersByTime(SLOT_WAIT_MAX_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    frame();
    frame();
    frame();
    runTasks();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

function Shown({ value, slot }: { value: number; slot: number | null }) {
  return <span>{useSlotted(value, slot)}</span>;
}

describe('a slotted value', () => {
  it('reaches the screen in its slot, the latest of what changed meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slot = (nextSlot() + 2) % FRAME_SLOTS;
    const view = render(<Shown value={1} slot={slot} />);
    view.rerender(<Shown value={2} slot={slot} />);
    view.rerender(<Shown value={3} slot={slot} />);
    expect(screen.getByText('1')).toBeInTheDocument();
    await act(async () => {
      frame();
      runTasks();
    });
    expect(screen.getByText('1')).toBeInTheDocument();
    await act(async () => {
      frame();
      runTasks();
    });
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('is the value itself without a slot (the console)', () => {
    const view = render(<Shown value={1} slot={null} />);
    view.rerender(<Shown value={2} slot={null} />);
    expect(screen.getByText('2')).toBeInTheDocument();
  });
});
