/**
 * The command palette's search: devices, members, applications and authorisations of the chosen unit by name, number
 * and pinyin initials; each kind only for roles whose menu opens its page and with the rows their lists show; another
 * unit's records never; bounded input refused.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search, type RequestOf } from '../../contract';
import { applications, authorizations, devices } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { otherUnitId } from './org-fixtures';
import { CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
let stranger: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  // 陈静, chief administrator of the unrelated unit.
  stranger = await staffSession(server, '13900000000', '远山贸易有限公司');
});
afterAll(async () => {
  await server?.close();
});

async function find(q: string, who: StaffSession, limit?: number) {
  const request: RequestOf<typeof search.quickSearch> = limit === undefined ? { q } : { q, limit };
  const res = await server.call(search.quickSearch, request, { token: who.token });
  expect(res.code, res.msg).toBe(0);
  return res.data.groups;
}

const keysOf = (groups: search.SearchGroup[], kind: search.SearchKind) =>
  groups.find((g) => g.kind === kind)?.hits.map((h) => h.key) ?? [];

async function firstDevice(companyId: number) {
  const [row] = await server.deps.db
    .select()
    .from(devices)
    .where(eq(devices.companyId, companyId))
    .orderBy(asc(devices.id))
    .limit(1);
  return row!;
}

describe('quick search', () => {
  it('finds a device by part of its name, by its number and by the pinyin initials of its name', async () => {
    const device = await firstDevice(chief.companyId);
    const part = device.name.slice(2, 6);
    expect(keysOf(await find(part, chief, 10), 'device').length).toBeGreaterThan(0);
    expect(keysOf(await find(device.deviceId, chief), 'device')).toEqual([device.deviceId]);
    // e.g. 北京合同专用章-001 → 'bjhtzyz' (a character of two readings matches by either).
    const { pinyinInitials } = await import('../../contract/pinyin-initials');
    const stem = device.name.replace(/-\d+$/, '');
    const query = pinyinInitials(stem)
      .map((i) => i[0])
      .join('');
    const byInitials = await find(query, chief, 10);
    expect(keysOf(byInitials, 'device').length).toBeGreaterThan(0);
    for (const hit of byInitials.find((g) => g.kind === 'device')!.hits) {
      expect(pinyinInitials(hit.title.replace(/-\d+$/, '')).length).toBe(stem.length);
    }
  });

  it('finds members by name, phone and initials (张伟 → zw), and their applications and authorisations', async () => {
    const byName = await find('张伟', chief);
    expect(keysOf(byName, 'member')).toContain(String(chief.userId));
    expect(keysOf(await find('13800000003', chief), 'member')).toEqual([String(member.userId)]);
    expect(keysOf(await find('zw', chief), 'member')).toContain(String(chief.userId));
    // 刘洋 → ly: the member, and applications he filed.
    const ly = await find('ly', chief, 10);
    expect(keysOf(ly, 'member')).toContain(String(member.userId));
    const [filed] = await server.deps.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.companyId, chief.companyId), eq(applications.applicantId, member.userId)))
      .limit(1);
    if (filed) expect(keysOf(ly, 'application').length).toBeGreaterThan(0);
  });

  it('finds an authorisation and an application by number', async () => {
    const [auth] = await server.deps.db
      .select()
      .from(authorizations)
      .where(eq(authorizations.companyId, chief.companyId))
      .limit(1);
    expect(keysOf(await find(auth!.empowerNo, chief), 'authorization')).toEqual([String(auth!.id)]);
    const [app] = await server.deps.db
      .select()
      .from(applications)
      .where(and(eq(applications.companyId, chief.companyId), eq(applications.draft, false)))
      .limit(1);
    expect(keysOf(await find(app!.applyNo!, chief), 'application')).toEqual([String(app!.id)]);
  });

  it('pages to `limit` hits per kind and says that there are more', async () => {
    const groups = await find('章', chief, 3);
    const group = groups.find((g) => g.kind === 'device')!;
    expect(group.hits).toHaveLength(3);
    expect(group.more).toBe(true);
  });

  it('offers each kind only to roles whose menu opens its page, with the rows their lists show', async () => {
    const device = await firstDevice(chief.companyId);
    // A seal keeper sees devices but has no member pages.
    const keeperSees = await find('张伟', keeper);
    expect(keysOf(keeperSees, 'member')).toEqual([]);
    expect(keysOf(await find(device.deviceId, keeper), 'device')).toEqual([device.deviceId]);
    // A unit member: no devices, no members, and only the applications and authorisations that are theirs.
    const groups = await find(device.deviceId.slice(0, 2), member, 10);
    expect(groups.map((g) => g.kind)).not.toContain('device');
    expect(groups.map((g) => g.kind)).not.toContain('member');
    const others = await server.deps.db
      .select({ id: authorizations.id, userId: authorizations.userId })
      .from(authorizations)
      .where(eq(authorizations.companyId, chief.companyId))
      .limit(50);
    const notHis = others.find((a) => a.userId !== member.userId)!;
    const [row] = await server.deps.db.select().from(authorizations).where(eq(authorizations.id, notHis.id));
    expect(keysOf(await find(row!.empowerNo, member), 'authorization')).toEqual([]);
    expect(keysOf(await find(row!.empowerNo, chief), 'authorization')).toEqual([String(row!.id)]);
  });

  it("never shows another unit's records, whatever is typed", async () => {
    const device = await firstDevice(chief.companyId);
    expect(await find(device.deviceId, stranger)).toEqual([]);
    expect(keysOf(await find('张伟', stranger), 'member')).toEqual([]);
    const foreign = await firstDevice(await otherUnitId(server));
    expect(await find(foreign.deviceId, chief)).toEqual([]);
  });

  it('refuses an empty, blank or overlong query and a limit out of range, and treats LIKE wildcards as text', async () => {
    for (const request of [
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(33) },
      { q: 'a', limit: 11 },
      { q: 'a', limit: 0 },
    ]) {
      const res = await server.call(search.quickSearch, request as never, { token: chief.token });
      expect(res.code, JSON.stringify(request)).not.toBe(0);
    }
    expect(await find('%', chief)).toEqual([]);
    expect(await find('_', chief)).toEqual([]);
  });

  it('needs a unit: the system side and a session without a unit are refused', async () => {
    const res = await server.call(search.quickSearch, { q: 'a' });
    expect(res.code).not.toBe(0);
  });
});
