import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, messages, roleGrants, systems, versions } from '../../server/src/db/schema';
import { seedDemo } from '../../server/src/db/seed';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function counts() {
  const db = server.deps.db;
  const n = async (table: typeof menus | typeof messages | typeof roleGrants | typeof systems | typeof versions) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    systems: await n(systems),
    menus: await n(menus),
    grants: await n(roleGrants),
    messages: await n(messages),
    versions: await n(versions),
  };
}

describe('demo seed', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts();
    expect(before.systems).toBe(2);
    expect(before.menus).toBeGreaterThan(80);
    // 6 demo staff in 9 memberships, 25 messages each.
    expect(before.messages).toBe(9 * 25);
    await seedDemo(server.deps.db);
    expect(await counts()).toEqual(before);
  });
});
