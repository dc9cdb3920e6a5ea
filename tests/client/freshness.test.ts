import { describe, expect, it } from 'vitest';
import { freshnessOf, STALE_AFTER_MS } from '@/lib/live-data/freshness';

const live = { state: 'live' as const, downSince: null, backfilling: false };
const now = 1_000_000;

describe('the stale-data indicator', () => {
  it('is live while connected and every poll is on time', () => {
    expect(freshnessOf(live, [{ updatedAt: now - 20_000, every: 30_000 }], now)).toEqual({
      live: true,
      stale: false,
      reconnecting: false,
      since: null,
    });
  });

  it('rides out a short drop, then says since when the data may be old', () => {
    const down = { ...live, state: 'reconnecting' as const, downSince: now - 3_000 };
    expect(freshnessOf(down, [], now)).toMatchObject({ live: false, stale: false, reconnecting: true });
    const longer = { ...down, downSince: now - STALE_AFTER_MS - 1 };
    expect(freshnessOf(longer, [], now)).toMatchObject({ stale: true, since: now - STALE_AFTER_MS - 1 });
  });

  it('is stale when polls keep failing even though the socket is up', () => {
    const late = { updatedAt: now - 90_000, every: 30_000 };
    expect(freshnessOf(live, [late, { updatedAt: now - 1_000, every: 60_000 }], now)).toEqual({
      live: false,
      stale: true,
      reconnecting: false,
      since: now - 90_000,
    });
  });
});
