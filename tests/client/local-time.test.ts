import { describe, expect, it } from 'vitest';
import { feedTime, fromLocalInput, localClock, localDay, timeFormats, toLocalInput } from '@/lib/local-time';

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
  it('writes dates and times one way in every language: YYYY-MM-DD and YYYY-MM-DD HH:mm(:ss)', () => {
    const at = '2026-11-25T21:32:07Z';
    expect(timeFormats.date.format(at)).toBe('2026-11-26');
    expect(timeFormats.minute.format(at)).toBe('2026-11-26 05:32');
    expect(timeFormats.second.format(new Date(at))).toBe('2026-11-26 05:32:07');
  });
  it('gives a live feed the date of anything older than today, so last evening does not read as this morning', () => {
    const now = new Date('2026-11-25T21:30:00Z'); // 05:30 on the 26th in UTC+8
    expect(feedTime('2026-11-25T21:10:00Z', now)).toBe('05:10:00');
    expect(feedTime('2026-11-25T14:29:00Z', now)).toBe('2026-11-25 22:29');
  });
});
