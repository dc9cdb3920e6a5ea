import { render } from '@testing-library/react';
import { createElement } from 'react';
import { vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { dismissToast, subscribeToasts, type Toast } from '@/lib/notify';

let clock = Date.UTC(2030, 0, 1);

/**
 * Removes the toasts earlier tests left in lib/notify's queue and moves the (fake) clock well past its 1.5 s
 * de-duplication window, so each test sees its own toasts. Call after vi.useFakeTimers().
 */
export function freshToasts(): void {
  clock += 3_600_000;
  vi.setSystemTime(clock);
  let current: Toast[] = [];
  subscribeToasts((list) => (current = list))();
  for (const toast of current) dismissToast(toast.id);
}

/** Toasts raised from now on, newest last, as the user sees them (a dismissed toast is marked gone). */
export function watchToasts(): { raised: Toast[]; visible: () => Toast[]; stop: () => void } {
  let current: Toast[] = [];
  const before = new Set<number>();
  const raised: Toast[] = [];
  let first = true;
  const stop = subscribeToasts((list) => {
    current = list;
    for (const toast of list) {
      if (first) before.add(toast.id);
      else if (!before.has(toast.id) && !raised.some((r) => r.id === toast.id)) raised.push(toast);
    }
    first = false;
  });
  return { raised, visible: () => current.filter((t) => !before.has(t.id)), stop };
}

/** Renders the toaster: a toast's time on screen is counted from when the toaster shows it. */
export function showToaster(): void {
  render(createElement(Toaster));
}
