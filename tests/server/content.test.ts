/**
 * The content sections through the contract: the system side writes, versions, publishes and withdraws items; staff
 * of a unit see only the published items of their audience inside the publish window (another audience's id answers
 * not found), search title and body by substring, filter by tag, see pinned items first, open items (unread counts
 * clear), download attachments (counted) and sign their unit up once before the deadline; a change to a game a unit
 * signed up for reaches the signer's message centre.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, file, message, type RequestOf } from '../../contract';
import { contentFiles } from '../../server/src/db/schema';
import { demoContentEnglish } from '../../server/src/db/seed/content-demo-en';
import { DAY, startTestServer, type TestServer } from './helpers';
import { PDF, PNG } from './org-fixtures';
import { CHIEF, MEMBER, staffSession, systemToken, type StaffSession } from './staff';
import { OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';

type Save = RequestOf<typeof content.contentSave>;

let server: TestServer;
let sys: string;
let chief: StaffSession;
let member: StaffSession;
let other: StaffSession;

/** Logs everyone in again (after the clock has moved past the sessions' idle limit). */
async function signInAll() {
  sys = await systemToken(server);
  chief = await staffSession(server, CHIEF);
  member = await staffSession(server, MEMBER);
  other = await staffSession(server, '13900000000', OTHER_UNIT);
}

/** Moves the clock on, and logs everyone in again. */
async function advance(ms: number) {
  server.clock.advance(ms);
  await signInAll();
}

beforeAll(async () => {
  server = await startTestServer();
  await signInAll();
});
afterAll(async () => {
  await server?.close();
});

const draft = (over: Partial<Save> = {}): Save => ({
  kind: 'policy',
  title: '测试政策',
  summary: '摘要',
  body: '正文',
  coverFileId: null,
  tags: [],
  attachmentIds: [],
  publishFrom: null,
  publishUntil: null,
  signupDeadline: null,
  audience: 'all',
  audienceEdition: null,
  audienceUnitIds: [],
  pinned: false,
  ...over,
});

async function publishNew(over: Partial<Save> = {}): Promise<number> {
  const saved = await server.call(content.contentSave, draft(over), { token: sys });
  expect(saved.code, saved.msg).toBe(0);
  const published = await server.call(content.contentPublish, { id: saved.data.id }, { token: sys });
  expect(published.code, published.msg).toBe(0);
  return saved.data.id;
}

const listOf = (token: string, request: RequestOf<typeof content.contentList>) =>
  server.call(content.contentList, request, { token });

async function titlesSeenBy(token: string, kind: Save['kind'], keyword?: string) {
  const res = await listOf(token, { kind, keyword, pageSize: 100 });
  expect(res.code, res.msg).toBe(0);
  return res.data.list.map((r) => r.title);
}

describe('demo content', () => {
  it('has published items of every kind, pinned first', async () => {
    for (const kind of content.contentKinds) {
      const res = await listOf(chief.token, { kind });
      expect(res.data.total, kind).toBeGreaterThanOrEqual(2);
    }
    const policy = await listOf(chief.token, { kind: 'policy' });
    expect(policy.data.list[0]!.pinned).toBe(true);
    // The demo unit's own notice is not for the other unit.
    expect(await titlesSeenBy(chief.token, 'policy')).toContain('演示科技集团内部：年度印章盘点安排');
    expect(await titlesSeenBy(other.token, 'policy')).not.toContain('演示科技集团内部：年度印章盘点安排');
  });
});

describe('audience and state', () => {
  it('shows an item to the units of its audience only, and only while published', async () => {
    const saved = await server.call(
      content.contentSave,
      draft({ title: '只给演示科技', audience: 'units', audienceUnitIds: [chief.companyId] }),
      { token: sys },
    );
    const id = saved.data.id;
    // A draft is nobody's.
    expect((await server.call(content.contentDetail, { id }, { token: chief.token })).code).toBe(404);
    await server.call(content.contentPublish, { id }, { token: sys });
    expect(await titlesSeenBy(member.token, 'policy')).toContain('只给演示科技');
    expect(await titlesSeenBy(other.token, 'policy')).not.toContain('只给演示科技');
    const foreign = await server.call(content.contentDetail, { id }, { token: other.token });
    expect(foreign.code).toBe(404);
    const signup = await server.call(
      content.contentSignup,
      { id, contactName: '赵', phone: '13911112222' },
      { token: other.token },
    );
    expect(signup.code).toBe(404);
    await server.call(content.contentWithdraw, { id }, { token: sys });
    expect(await titlesSeenBy(chief.token, 'policy')).not.toContain('只给演示科技');
    expect((await server.call(content.contentDetail, { id }, { token: chief.token })).code).toBe(404);
  });

  it("shows an edition item to every unit of the server's edition only", async () => {
    const mine = server.deps.config.edition;
    const otherEdition = mine === 'general' ? 'security' : 'general';
    await publishNew({ title: '本版本可见', audience: 'edition', audienceEdition: mine });
    await publishNew({ title: '另一版本可见', audience: 'edition', audienceEdition: otherEdition });
    for (const token of [member.token, other.token]) {
      const titles = await titlesSeenBy(token, 'policy');
      expect(titles).toContain('本版本可见');
      expect(titles).not.toContain('另一版本可见');
    }
  });

  it('keeps to the publish window', async () => {
    const now = server.clock.now().getTime();
    await publishNew({
      title: '明天上线',
      publishFrom: new Date(now + DAY).toISOString(),
      publishUntil: new Date(now + 3 * DAY).toISOString(),
    });
    expect(await titlesSeenBy(chief.token, 'policy')).not.toContain('明天上线');
    await advance(DAY + 1000);
    expect(await titlesSeenBy(chief.token, 'policy')).toContain('明天上线');
    await advance(2 * DAY);
    expect(await titlesSeenBy(chief.token, 'policy')).not.toContain('明天上线');
  });

  it('refuses staff on the system side calls', async () => {
    const res = await server.call(content.contentSave, draft(), { token: chief.token });
    expect(res.code).not.toBe(0);
    const list = await server.call(content.contentAdminList, {}, { token: chief.token });
    expect(list.code).not.toBe(0);
  });

  it('refuses a window that ends before it starts', async () => {
    const res = await server.call(
      content.contentSave,
      draft({ publishFrom: '2026-03-02T00:00:00Z', publishUntil: '2026-03-01T00:00:00Z' }),
      { token: sys },
    );
    expect(res.code).toBe(400);
    expect(res.msg).toBe('下线时间须晚于上线时间');
  });
});

describe('search, tags and order', () => {
  it('finds a Chinese substring of the body, treats % literally, filters by tag and puts pinned first', async () => {
    await publishNew({ kind: 'review', title: '甲', body: '关于骑缝章的位置要求', tags: ['骑缝'] });
    await publishNew({ kind: 'review', title: '乙', body: '百分之百 100%', tags: ['其他'], pinned: true });
    expect(await titlesSeenBy(chief.token, 'review', '缝章的位')).toEqual(['甲']);
    expect(await titlesSeenBy(chief.token, 'review', '%')).toEqual(['乙']);
    const tagged = await listOf(chief.token, { kind: 'review', tag: '骑缝' });
    expect(tagged.data.list.map((r) => r.title)).toEqual(['甲']);
    expect(tagged.data.tags).toEqual(expect.arrayContaining(['骑缝', '其他']));
    const all = await listOf(chief.token, { kind: 'review', pageSize: 100 });
    const pinned = all.data.list.map((r) => r.pinned);
    expect(pinned.indexOf(false)).toBeGreaterThan(pinned.lastIndexOf(true));
  });
});

describe('languages', () => {
  it('reads an item in English where it has it, field by field, and finds it by words of either language', async () => {
    const id = await publishNew({
      kind: 'review',
      title: '双语审核',
      summary: '只有中文摘要',
      body: '## 中文正文',
      titleEn: 'Bilingual review',
      bodyEn: '## English text',
    });
    const en = { token: chief.token, lang: 'en-US' as const };
    const english = await server.call(content.contentList, { kind: 'review', keyword: '双语' }, en);
    expect(english.data.list.map((r) => [r.title, r.summary])).toEqual([['Bilingual review', '只有中文摘要']]);
    const chinese = await listOf(chief.token, { kind: 'review', keyword: 'Bilingual' });
    expect(chinese.data.list.map((r) => r.title)).toEqual(['双语审核']);
    const detail = await server.call(content.contentDetail, { id }, en);
    expect(detail.data.html).toContain('<h2>English text</h2>');
    const edit = await server.call(content.contentAdminDetail, { id }, { token: sys });
    expect(edit.data).toMatchObject({ title: '双语审核', titleEn: 'Bilingual review', summaryEn: '' });
  });

  it('has the demo content in English', async () => {
    const titles: string[] = [];
    for (const kind of content.contentKinds) {
      const res = await server.call(
        content.contentList,
        { kind, pageSize: 100 },
        { token: member.token, lang: 'en-US' },
      );
      titles.push(...res.data.list.map((r) => r.title));
    }
    expect(titles).toEqual(expect.arrayContaining(Object.values(demoContentEnglish).map((e) => e.title)));
  });
});

describe('reading', () => {
  it('counts unread items per kind and clears one when opened', async () => {
    const id = await publishNew({ kind: 'coaching', title: '新的辅导' });
    const before = await server.call(content.contentUnread, {}, { token: member.token });
    const row = (await listOf(member.token, { kind: 'coaching', keyword: '新的辅导' })).data.list[0]!;
    expect(row.unread).toBe(true);
    const opened = await server.call(content.contentDetail, { id }, { token: member.token });
    expect(opened.code).toBe(0);
    const after = await server.call(content.contentUnread, {}, { token: member.token });
    expect(after.data.counts.coaching).toBe((before.data.counts.coaching ?? 0) - 1);
    // Another member of the unit still has it unread.
    expect((await listOf(chief.token, { kind: 'coaching', keyword: '新的辅导' })).data.list[0]!.unread).toBe(true);
  });

  it('uploads attachments of the allowed types, counts downloads and serves the bytes', async () => {
    const pdf = await server.call(content.contentUpload, {}, { token: sys, file: { filename: '模板.pdf', data: PDF } });
    expect(pdf.code, pdf.msg).toBe(0);
    const refused = await server.call(
      content.contentUpload,
      {},
      {
        token: sys,
        file: { filename: 'x.html', data: Buffer.from('<script>alert(1)</script>') },
      },
    );
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('仅支持上传');
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(32)]);
    const video = await server.call(content.contentUpload, {}, { token: sys, file: { filename: 'v.mp4', data: mp4 } });
    expect(video.data.contentType).toBe('video/mp4');

    const id = await publishNew({ kind: 'download', title: '带附件', attachmentIds: [pdf.data.fileId] });
    const link = await server.call(content.contentFileUrl, { id, fileId: pdf.data.fileId }, { token: chief.token });
    expect(link.code).toBe(0);
    const bytes = await server.app.inject({ method: 'GET', url: link.data.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    const detail = await server.call(content.contentDetail, { id }, { token: chief.token });
    expect(detail.data.attachments[0]).toMatchObject({ name: '模板.pdf', size: PDF.length, downloads: 1 });
    // The downloads list shows each file's size and downloads.
    const listed = await listOf(chief.token, { kind: 'download', keyword: '带附件' });
    expect(listed.data.list[0]!.attachments).toEqual([detail.data.attachments[0]]);
    // A file that is not attached to the item is not handed out.
    const stray = await server.call(content.contentFileUrl, { id, fileId: video.data.fileId }, { token: chief.token });
    expect(stray.code).toBe(404);
    const unknown = await server.call(content.contentSave, draft({ attachmentIds: ['f'.repeat(32)] }), { token: sys });
    expect(unknown.msg).toBe('文件不存在或已被删除');
  });

  it('refuses a content file over 10 MB with the limit, and stores nothing', async () => {
    const before = await server.deps.db.select().from(contentFiles);
    const big = Buffer.concat([PDF, Buffer.alloc(file.FILE_MAX_BYTES)]);
    const res = await server.call(content.contentUpload, {}, { token: sys, file: { filename: '大.pdf', data: big } });
    expect(res).toMatchObject({ status: 413, msg: '文件大小不能超过10MB' });
    expect(await server.deps.db.select().from(contentFiles)).toEqual(before);
  });

  it('renders file: images of the body as signed links', async () => {
    const png = await server.call(content.contentUpload, {}, { token: sys, file: { filename: 'a.png', data: PNG } });
    const id = await publishNew({ body: `![图](file:${png.data.fileId})` });
    const detail = await server.call(content.contentDetail, { id }, { token: chief.token });
    expect(detail.data.html).toMatch(/<img src="\/api\/content-files\/[0-9a-f]{32}\?exp=\d+&amp;sig=/);
  });
});

describe('sign-up', () => {
  it('takes one sign-up per unit before the deadline, lists and tells the signers of a change and a withdrawal', async () => {
    const deadline = new Date(server.clock.now().getTime() + DAY).toISOString();
    const id = await publishNew({ kind: 'game', title: '知识竞赛', signupDeadline: deadline });
    const first = await server.call(
      content.contentSignup,
      { id, contactName: '刘洋', phone: '13800000003' },
      { token: member.token },
    );
    expect(first.code, first.msg).toBe(0);
    const twice = await server.call(
      content.contentSignup,
      { id, contactName: '张伟', phone: '13800000000' },
      { token: chief.token },
    );
    expect(twice.code).not.toBe(0);
    expect(twice.msg).toBe('本单位已报名，无需重复报名');
    const badPhone = await server.call(
      content.contentSignup,
      { id, contactName: '陈', phone: '123' },
      { token: other.token },
    );
    expect(badPhone.code).toBe(400);
    const detail = await server.call(content.contentDetail, { id }, { token: chief.token });
    expect(detail.data.signup).toMatchObject({ open: true, mine: { contactName: '刘洋' } });

    const list = await server.call(content.contentSignups, { id }, { token: sys });
    expect(list.data).toEqual([
      expect.objectContaining({ companyName: '演示科技有限公司', contactName: '刘洋', phone: '13800000003' }),
    ]);

    const edit = await server.call(
      content.contentSave,
      draft({
        id,
        kind: 'game',
        title: '知识竞赛（改期）',
        titleEn: 'Knowledge contest (new date)',
        signupDeadline: deadline,
      }),
      { token: sys },
    );
    expect(edit.data.version).toBe(2);
    const messages = await server.call(message.messageList, { keyword: '知识竞赛（改期）' }, { token: member.token });
    expect(messages.data.total).toBe(1);
    const english = await server.call(
      message.messageList,
      { keyword: 'Knowledge contest (new date)' },
      { token: member.token, lang: 'en-US' },
    );
    expect(english.data.list.map((m) => m.content)).toEqual([
      expect.stringContaining('"Knowledge contest (new date)"'),
    ]);
    const versions = await server.call(content.contentVersions, { id }, { token: sys });
    expect(versions.data.map((v) => v.title)).toEqual(['知识竞赛（改期）', '知识竞赛']);

    await advance(DAY + 1000);
    const late = await server.call(
      content.contentSignup,
      { id, contactName: '陈静', phone: '13900000000' },
      { token: other.token },
    );
    expect(late.msg).toBe('报名已截止');

    // Withdrawn: the signer hears of it too.
    await server.call(content.contentWithdraw, { id }, { token: sys });
    const withdrawn = await server.call(message.messageList, { keyword: '已被平台撤回' }, { token: member.token });
    expect(withdrawn.data.list.map((m) => m.content)).toEqual([expect.stringContaining('知识竞赛（改期）')]);
  });

  it('refuses a sign-up for a kind that takes none', async () => {
    const id = await publishNew({ kind: 'policy', title: '不报名' });
    const res = await server.call(
      content.contentSignup,
      { id, contactName: '刘洋', phone: '13800000003' },
      { token: member.token },
    );
    expect(res.msg).toBe('该内容不支持报名');
  });
});
