import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type RequestOf } from '../../contract';
import { messages } from '../../server/src/db/schema';
import { DEMO_SUBSIDIARIES } from '../../server/src/db/seed/demo-accounts';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, MEMBER, loginStaff, staffSession, systemToken, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let chiefSub: StaffSession;
let member: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  // These tests are about the message centre's own demo messages (25 per staff member and unit); the messages the
  // seeded applications sent (they name an application number) are covered by apply.test.ts.
  await server.deps.db.delete(messages).where(sql`${messages.content} ~ 'SQ[0-9]{14}'`);
  chief = await staffSession(server, CHIEF);
  chiefSub = await staffSession(server, CHIEF, DEMO_SUBSIDIARIES[0]);
  member = await staffSession(server, MEMBER);
});
afterAll(async () => {
  await server?.close();
});

async function listOf(session: StaffSession, filters: RequestOf<typeof message.messageList> = {}) {
  const res = await server.call(message.messageList, filters, { token: session.token });
  expect(res.code).toBe(0);
  return res.data;
}
async function unread(session: StaffSession): Promise<number> {
  const res = await server.call(message.messageCountUnread, {}, { token: session.token });
  expect(res.code).toBe(0);
  return res.data.count;
}
async function allOf(session: StaffSession, filters: RequestOf<typeof message.messageList> = {}) {
  return (await listOf(session, { ...filters, pageSize: 100 })).list;
}
async function markRead(session: StaffSession, ids: number[], extra: { userId?: number; companyId?: number } = {}) {
  const res = await server.call(message.messageMarkRead, { ids, ...extra }, { token: session.token });
  expect(res.code).toBe(0);
  return res.data.updated;
}

describe('message list', () => {
  it('lists the seeded messages newest first, ten a page by default', async () => {
    const page = await listOf(chief);
    expect(page.total).toBe(25);
    expect(page.list).toHaveLength(10);
    const all = await allOf(chief);
    expect(all).toHaveLength(25);
    const times = all.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Spread over the 60 days before the seed ran.
    expect(times[0]! - times.at(-1)!).toBeGreaterThan(45 * 86_400_000);
    expect(times[0]! - times.at(-1)!).toBeLessThan(61 * 86_400_000);
    expect(new Set(all.map((m) => m.type))).toEqual(new Set(message.messageTypes));
    expect(all.some((m) => m.read) && all.some((m) => !m.read)).toBe(true);
    expect(all.every((m) => m.title !== '' && m.content !== '')).toBe(true);
    expect(page.list).toEqual(all.slice(0, 10));
  });

  it('pages without gaps or overlaps', async () => {
    const pages = await Promise.all([1, 2, 3].map((pageNum) => listOf(chief, { pageNum, pageSize: 10 })));
    expect(pages.map((p) => p.list.length)).toEqual([10, 10, 5]);
    const ids = pages.flatMap((p) => p.list.map((m) => m.id));
    expect(new Set(ids).size).toBe(25);
    expect(ids).toEqual((await allOf(chief)).map((m) => m.id));
    expect((await listOf(chief, { pageNum: 4 })).list).toEqual([]);
    expect((await listOf(chief, { pageNum: 4 })).total).toBe(25);
  });

  it('filters by read state, type and keyword', async () => {
    const unreadList = await allOf(chief, { read: 'unread' });
    const readList = await allOf(chief, { read: 'read' });
    expect(unreadList.every((m) => !m.read)).toBe(true);
    expect(readList.every((m) => m.read)).toBe(true);
    expect(unreadList.length + readList.length).toBe(25);
    expect(unreadList.length).toBe(await unread(chief));
    expect((await listOf(chief, { read: 'all' })).total).toBe(25);

    for (const type of message.messageTypes) {
      const typed = await allOf(chief, { type });
      expect(typed.length).toBeGreaterThan(0);
      expect(typed.every((m) => m.type === type)).toBe(true);
    }
    const approvalUnread = await allOf(chief, { type: 'approval', read: 'unread' });
    expect(approvalUnread.every((m) => m.type === 'approval' && !m.read)).toBe(true);

    const device = await allOf(chief, { keyword: '设备' });
    expect(device.length).toBeGreaterThan(0);
    expect(device.every((m) => m.title.includes('设备') || m.content.includes('设备'))).toBe(true);
    const byContent = await allOf(chief, { keyword: '合同' });
    expect(byContent.length).toBeGreaterThan(0);
    expect(byContent.every((m) => m.title.includes('合同') || m.content.includes('合同'))).toBe(true);
    // LIKE wildcards are taken literally.
    const percent = await allOf(chief, { keyword: '%' });
    expect(percent.every((m) => m.content.includes('%'))).toBe(true);
    expect(percent.length).toBeLessThan(25);
    expect((await listOf(chief, { keyword: '设%离线' })).total).toBe(0);
    expect((await listOf(chief, { keyword: '设_离线' })).total).toBe(0);
    expect((await listOf(chief, { keyword: '设备离线' })).total).toBeGreaterThan(0);
    expect((await listOf(chief, { keyword: '不存在的内容' })).total).toBe(0);
    expect((await listOf(chief, { keyword: '  ' })).total).toBe(25);
  });

  it('refuses a page size above 100 and a page number below 1', async () => {
    const big = await server.call(message.messageList, { pageSize: 101 }, { token: chief.token });
    expect(big.code).toBe(400);
    const zero = await server.call(message.messageList, { pageNum: 0 }, { token: chief.token });
    expect(zero.code).toBe(400);
  });

  it('shows each user their own messages of the chosen unit only', async () => {
    const mine = new Set((await allOf(chief)).map((m) => m.id));
    const inSub = await allOf(chiefSub);
    const ofMember = await allOf(member);
    expect(inSub).toHaveLength(25);
    expect(ofMember).toHaveLength(25);
    expect(inSub.some((m) => mine.has(m.id))).toBe(false);
    expect(ofMember.some((m) => mine.has(m.id))).toBe(false);
    // A member does not get the approvers' and device keepers' notices.
    expect(ofMember.some((m) => m.title === '用印申请待审批' || m.title === '设备电量低')).toBe(false);
  });

  it('needs a staff session bound to a unit', async () => {
    const noUnit = await loginStaff(server, CHIEF);
    expect((await server.call(message.messageList, {}, { token: noUnit })).code).toBe(1004);
    expect((await server.call(message.messageCountUnread, {}, { token: noUnit })).code).toBe(1004);
    expect((await server.call(message.messageMarkRead, { ids: [] }, { token: noUnit })).code).toBe(1004);
    const sys = await systemToken(server);
    expect((await server.call(message.messageCountUnread, {}, { token: sys })).code).toBe(1003);
    expect((await server.call(message.messageList, {})).code).toBe(401);
  });
});

describe('languages', () => {
  const CJK = /[\u4e00-\u9fff]/;
  const inEnglish = (session: StaffSession, filters: RequestOf<typeof message.messageList> = {}) =>
    server.call(message.messageList, { ...filters, pageSize: 100 }, { token: session.token, lang: 'en-US' });

  it('lists the same messages in English to an English reader, Chinese being the default', async () => {
    const chinese = await allOf(chief);
    const english = (await inEnglish(chief)).data.list;
    expect(english.map((m) => [m.id, m.type, m.read, m.createdAt])).toEqual(
      chinese.map((m) => [m.id, m.type, m.read, m.createdAt]),
    );
    expect(chinese.every((m) => CJK.test(m.title))).toBe(true);
    expect(english.some((m) => CJK.test(m.title) || CJK.test(m.content))).toBe(false);
  });

  it('finds a message by a word of either language', async () => {
    const battery = await allOf(chief, { keyword: 'BATTERY' });
    expect(battery.length).toBeGreaterThan(0);
    expect(battery.every((m) => m.title === '设备电量低')).toBe(true);
    const english = (await inEnglish(chief, { keyword: '电量' })).data.list;
    expect(english.map((m) => m.id)).toEqual(battery.map((m) => m.id));
    expect(english.every((m) => m.title === 'Low device battery')).toBe(true);
  });

  it('reads a message stored before English was in Chinese', async () => {
    const db = server.deps.db;
    const [old] = await db
      .insert(messages)
      .values({
        companyId: chief.companyId,
        userId: chief.userId,
        type: 'system',
        title: '迁移前的消息',
        content: '这条消息没有英文',
        createdAt: server.clock.now(),
      })
      .returning({ id: messages.id });
    try {
      const found = (await inEnglish(chief, { keyword: '迁移前' })).data.list;
      expect(found.map((m) => [m.id, m.title, m.content])).toEqual([[old!.id, '迁移前的消息', '这条消息没有英文']]);
    } finally {
      await db.delete(messages).where(eq(messages.id, old!.id));
    }
  });
});

describe('marking messages read', () => {
  it('marks the given ids, and the unread count follows', async () => {
    const before = await unread(chief);
    const targets = (await allOf(chief, { read: 'unread' })).slice(0, 2).map((m) => m.id);
    expect(await markRead(chief, targets)).toBe(2);
    expect(await unread(chief)).toBe(before - 2);
    expect((await allOf(chief)).filter((m) => targets.includes(m.id)).every((m) => m.read)).toBe(true);
    // Already read: nothing more to change.
    expect(await markRead(chief, targets)).toBe(0);
    expect(await markRead(chief, [...targets, ...targets])).toBe(0);
  });

  it("another user's or another unit's ids change nothing", async () => {
    const chiefUnread = (await allOf(chief, { read: 'unread' })).map((m) => m.id);
    const countBefore = await unread(chief);
    expect(chiefUnread.length).toBeGreaterThan(0);

    // The member, in the same unit, even naming the chief administrator's user and unit.
    expect(await markRead(member, chiefUnread)).toBe(0);
    expect(await markRead(member, chiefUnread, { userId: chief.userId, companyId: chief.companyId })).toBe(0);
    // The same person in another unit.
    expect(await markRead(chiefSub, chiefUnread)).toBe(0);
    expect(await markRead(chiefSub, chiefUnread, { companyId: chief.companyId })).toBe(0);
    // Ids no message has.
    expect(await markRead(chief, [987654321, 2 ** 40])).toBe(0);

    expect(await unread(chief)).toBe(countBefore);
    expect((await allOf(chief, { read: 'unread' })).map((m) => m.id)).toEqual(chiefUnread);
  });

  it('marks all when no ids are given, in the session unit only', async () => {
    const subBefore = await unread(chiefSub);
    const memberBefore = await unread(member);
    const chiefBefore = await unread(chief);
    expect(chiefBefore).toBeGreaterThan(0);
    expect(await markRead(chief, [])).toBe(chiefBefore);
    expect(await unread(chief)).toBe(0);
    expect((await listOf(chief, { read: 'unread' })).total).toBe(0);
    expect(await unread(chiefSub)).toBe(subBefore);
    expect(await unread(member)).toBe(memberBefore);
    expect(subBefore).toBeGreaterThan(0);
    // Nothing left to mark.
    const again = await server.call(message.messageMarkRead, {}, { token: chief.token });
    expect(again.data.updated).toBe(0);
  });

  it('refuses more than 500 ids', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1);
    const res = await server.call(message.messageMarkRead, { ids }, { token: member.token });
    expect(res.code).toBe(400);
  });
});
