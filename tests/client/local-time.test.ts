import { describe, expect, it } from 'vitest';
import { fromLocalInput, localClock, localDay, toLocalInput } from '@/lib/local-time';

// The test process runs in whatever zone the machine has (UTC in CI); the console shows the unit's time, UTC+8.
describe('times in the unit zone (UTC+8) whatever the browser zone', () => {
  it('shows the wall-clock time of a stamp in UTC+8, 24-hour', () => {
    expect(localClock('2026-11-23T22:47:52Z')).toBe('06:47:52');
    expect(localClock(Date.parse('2026-11-23T04:05:06Z'))).toBe('12:05:06');
  });
  it('puts a late-evening UTC instant on the next UTC+8 day', () => {
    expect(localDay(new Date('2026-11-23T16:30:00Z'))).toBe('2026-11-24');
    expect(localDay(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
  });
  it('reads a datetime input as UTC+8 and writes it back unchanged', () => {
    const at = fromLocalInput('2026-11-24T08:00');
    expect(at.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(toLocalInput(at)).toBe('2026-11-24T08:00');
  });
});
