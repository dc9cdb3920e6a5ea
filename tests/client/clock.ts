import { vi } from 'vitest';
import { DOUBLE_CLICK_MS } from '@/lib/prevent-double-click';

/**
 * Moves the clock past the 3 s double-click window (timers keep running), for a test that submits a form again
 * right after a successful submit: a user would have waited that long. Returns the restore function.
 */
export function passDoubleClickWindow(): () => void {
  const realNow = Date.now.bind(Date);
  const spy = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + DOUBLE_CLICK_MS);
  return () => spy.mockRestore();
}
