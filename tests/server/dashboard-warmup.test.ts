/**
 * The live feeds' warm-up: a fresh demo's seeded photos are drawn when first shown; the server draws the ones the
 * first dashboards open with at start, so the first recent call of every unit finds them drawn.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboard } from '../../contract';
import { companies, usePhotos, useRecords } from '../../server/src/db/schema';
import { warmRecentPhotos } from '../../server/src/modules/dashboard';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function undrawnRecentPhotos(companyId: number): Promise<number> {
  const db = server.deps.db;
  const recent = await db
    .select({ id: useRecords.id })
    .from(useRecords)
    .where(eq(useRecords.companyId, companyId))
    .orderBy(desc(useRecords.usedAt), desc(useRecords.id))
    .limit(dashboard.RECENT_LIMIT);
  if (recent.length === 0) return 0;
  const photos = await db
    .select({ fileId: usePhotos.fileId })
    .from(usePhotos)
    .where(
      inArray(
        usePhotos.useRecordId,
        recent.map((r) => r.id),
      ),
    );
  return photos.filter((p) => p.fileId === null).length;
}

describe('warming the live feeds', () => {
  it("draws the photos of every unit's latest stampings, which the seed leaves undrawn", async () => {
    const units = await server.deps.db.select({ id: companies.id }).from(companies);
    const before = await Promise.all(units.map((u) => undrawnRecentPhotos(u.id)));
    expect(before.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await warmRecentPhotos(server.deps);
    const after = await Promise.all(units.map((u) => undrawnRecentPhotos(u.id)));
    expect(after).toEqual(units.map(() => 0));
  });
});
