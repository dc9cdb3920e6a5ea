/**
 * Use records end to end on the server: a keeper authorises, the member activates, the device (driven
 * through its gateway calls with its own token) stamps and uploads photos, and the records, their detail with photos,
 * the uses of an authorisation, phone photos, counters and the month statistics show it. Members see only their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_URL, authorization, device, useRecord, type Endpoint, type RequestOf } from '../../contract';
import { and, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import {
  companies,
  departments,
  deviceOperations,
  devices,
  memberships,
  useRecords,
  users,
} from '../../server/src/db/schema';
import { dayEnd, dayStart } from '../../server/src/lib/local-time';
import { recordWhere, useRecordRows, type UseFilter } from '../../server/src/modules/use-record';
import { HOUR, startTestServer, type TestServer } from './helpers';
import { JPEG, PNG } from './org-fixtures';
import { ADMIN, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let keeper: StaffSession;
let member: StaffSession;
let admin: StaffSession;
// 10:00 in Beijing: office hours.
const START = new Date('2026-06-10T02:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ startAt: START });
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  admin = await staffSession(server, ADMIN);
  // Whatever the seed's operation records say, the devices of this file were unlocked, not reported lost.
  for (let n = 290; n < 300; n++) {
    await server.deps.db.insert(deviceOperations).values({
      companyId: keeper.companyId,
      deviceId: `SD00${n}`,
      operationType: 5,
      createdAt: new Date(Date.now() + 86_400_000),
    });
  }
});
afterAll(async () => {
  await server?.close();
});

async function tokenOf(deviceId: string): Promise<string> {
  const res = await server.app.inject({ method: 'GET', url: `${DEVICE_TOKEN_URL}?deviceId=${deviceId}` });
  return res.json<{ data: { deviceToken: string } }>().data.deviceToken;
}

async function asDevice<E extends Endpoint>(
  deviceId: string,
  e: E,
  payload: RequestOf<E>,
  file?: { filename: string; data: Buffer },
) {
  const headers = { deviceId, deviceToken: await tokenOf(deviceId) };
  return server.call(e, payload, file ? { headers, file } : { headers });
}

const use = (deviceId: string, over: Partial<RequestOf<typeof useRecord.deviceReportUse>> = {}) =>
  asDevice(deviceId, useRecord.deviceReportUse, {
    useType: 0,
    usedAt: server.clock.now().toISOString(),
    latitude: 31.23,
    longitude: 121.47,
    address: '上海市黄浦区',
    ...over,
  });

/** Grants `useCount` uses of a device to the member and has the member activate them. */
async function activated(deviceId: string, useCount: number) {
  const granted = await server.call(
    authorization.authAuth,
    {
      deviceId,
      userId: member.userId,
      useCount,
      validTo: new Date(server.clock.now().getTime() + 5 * 24 * HOUR).toISOString(),
      reason: '用印测试',
    },
    { token: keeper.token },
  );
  expect(granted.code, granted.msg).toBe(0);
  const active = await server.call(authorization.authActive, { id: granted.data.id }, { token: member.token });
  expect(active.code, active.msg).toBe(0);
  return granted.data;
}

describe('the device gateway', () => {
  it('refuses a missing or wrong token and a device bound to no unit', async () => {
    const none = await server.call(useRecord.deviceStatus, { online: true });
    expect([none.code, none.msg]).toEqual([401, '设备编号或设备令牌无效']);
    const wrong = await server.call(
      useRecord.deviceStatus,
      { online: true },
      { headers: { deviceId: 'SD00290', deviceToken: await tokenOf('SD00291') } },
    );
    expect(wrong.code).toBe(401);
    const unbound = await asDevice('NOBODY-1', useRecord.deviceStatus, { online: true });
    expect(unbound.code).toBe(401);
    const ok = await asDevice('SD00290', useRecord.deviceStatus, { online: true, battery: 80 });
    expect(ok.code, ok.msg).toBe(0);
  });

  it('a networked use needs an activated authorisation; each use counts, the last one ends it', async () => {
    const deviceId = 'SD00291';
    expect((await use(deviceId)).msg).toBe('设备没有已激活的授权，不能联网用印');
    const granted = await server.call(
      authorization.authAuth,
      {
        deviceId,
        userId: member.userId,
        useCount: 2,
        validTo: new Date(START.getTime() + 48 * HOUR).toISOString(),
        reason: '用印测试',
      },
      { token: keeper.token },
    );
    expect((await use(deviceId)).msg).toBe('授权尚未激活，请被授权人先激活');
    await server.call(authorization.authActive, { id: granted.data.id }, { token: member.token });
    const first = await use(deviceId);
    expect(first.data).toMatchObject({ remaining: 1, photograph: true });
    const photo = await asDevice(
      deviceId,
      useRecord.devicePhoto,
      { useRecordId: first.data.useRecordId },
      { filename: 'a.png', data: PNG },
    );
    expect(photo.code, photo.msg).toBe(0);
    await server.call(authorization.authTmpFinish, { id: granted.data.id }, { token: member.token });
    expect((await use(deviceId)).msg).toBe('授权已临时结束，设备已锁定');
    await server.call(authorization.authReActive, { id: granted.data.id }, { token: member.token });
    const last = await use(deviceId);
    expect(last.data.remaining).toBe(0);
    const d = await server.call(authorization.authDetail, { id: granted.data.id }, { token: keeper.token });
    expect(d.data).toMatchObject({ state: 2, endReason: 'exhausted', usedCount: 2, remaining: 0 });
    expect((await use(deviceId)).msg).toBe('设备没有已激活的授权，不能联网用印');

    // The uses of the authorisation, oldest first, with who, which department and where.
    const uses = await server.call(useRecord.useFindByConfId, { confId: granted.data.id }, { token: keeper.token });
    expect(uses.data.map((u) => u.id)).toEqual([first.data.useRecordId, last.data.useRecordId]);
    expect(uses.data[0]).toMatchObject({
      userId: member.userId,
      empowerNo: granted.data.empowerNo,
      useType: 0,
      exception: false,
      photoCount: 1,
      address: '上海市黄浦区',
    });

    // The detail's photo opens through its short-lived link.
    const detail = await server.call(
      useRecord.useRecordDetail,
      { id: first.data.useRecordId },
      { token: member.token },
    );
    expect(detail.data.photos).toHaveLength(1);
    expect(detail.data.authorization?.empowerNo).toBe(granted.data.empowerNo);
    const image = await server.app.inject({ method: 'GET', url: detail.data.photos[0]!.tmpUrl });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(0, 4)).toEqual(PNG.subarray(0, 4));
  });

  it('locked photographs: the device is told not to take any, and an upload is refused', async () => {
    const deviceId = 'SD00292';
    const { id } = await activated(deviceId, 3);
    await server.call(authorization.authLockPhotograph, { id }, { token: keeper.token });
    const stamped = await use(deviceId);
    expect(stamped.data.photograph).toBe(false);
    const refused = await asDevice(
      deviceId,
      useRecord.devicePhoto,
      { useRecordId: stamped.data.useRecordId },
      { filename: 'a.jpg', data: JPEG },
    );
    expect(refused.msg).toBe('该授权已锁定拍照');
    // Another device cannot attach photos to this one's record.
    const foreign = await asDevice(
      'SD00293',
      useRecord.devicePhoto,
      { useRecordId: stamped.data.useRecordId },
      { filename: 'a.jpg', data: JPEG },
    );
    expect(foreign.code).toBe(404);
  });

  it('privileged, offline and out-of-hours uses are exceptions; trial stamps are not', async () => {
    const deviceId = 'SD00294';
    const before = await server.call(useRecord.useRecordList, { deviceId, exception: true }, { token: keeper.token });
    const exceptionsBefore = before.data.total;
    const privileged = await use(deviceId, { useType: 1 });
    const offline = await use(deviceId, { useType: 3 });
    const trial = await use(deviceId, { useType: 2 });
    await activated(deviceId, 5);
    // 22:30 in Beijing.
    const late = await use(deviceId, { usedAt: '2026-06-10T14:30:00.000Z' });
    const rows = await server.call(
      useRecord.useRecordList,
      { deviceId, dateFrom: '2026-06-10', dateTo: '2026-06-10', pageSize: 100 },
      { token: keeper.token },
    );
    const byId = new Map(rows.data.list.map((r) => [r.id, r]));
    expect(byId.get(privileged.data.useRecordId)).toMatchObject({
      exception: true,
      exceptionKind: 'privileged',
      userId: null,
    });
    expect(byId.get(offline.data.useRecordId)).toMatchObject({ exception: true, exceptionKind: 'offline' });
    expect(byId.get(trial.data.useRecordId)).toMatchObject({ exception: false, exceptionKind: null });
    expect(byId.get(late.data.useRecordId)).toMatchObject({ exception: true, exceptionKind: 'outsideHours' });
    const exceptions = await server.call(
      useRecord.useRecordList,
      { deviceId, exception: 'true' },
      { token: keeper.token },
    );
    expect(exceptions.data.total).toBe(exceptionsBefore + 3);
  });
});

describe('the list is as fresh as a read of its own (remembered pages, shared replies)', () => {
  // The day of this file's uses (the seed's records of the device may be newer).
  const listOf = (deviceId: string, token = keeper.token) =>
    server.call(
      useRecord.useRecordList,
      { deviceId, dateFrom: '2026-06-10', dateTo: '2026-06-10', pageSize: 100 },
      { token },
    );

  it('a change committed before a call is in its answer: a use, a photo, a device, member, department and account name', async () => {
    const deviceId = 'SD00299';
    await activated(deviceId, 2);
    const { useRecordId } = (await use(deviceId)).data;
    const ours = async (token = keeper.token) => {
      const answer = await listOf(deviceId, token);
      expect(answer.code, answer.msg).toBe(0);
      return answer.data.list.find((r) => r.id === useRecordId)!;
    };
    const before = await listOf(deviceId);
    expect(before.data.list.find((r) => r.id === useRecordId)).toMatchObject({ photoCount: 0, userId: member.userId });
    // Ten identical calls at once share one answer, and all of them get all of it.
    const together = await Promise.all(Array.from({ length: 10 }, () => listOf(deviceId)));
    for (const answer of together) expect(answer.data).toEqual(before.data);

    const second = await use(deviceId);
    const afterUse = await listOf(deviceId);
    expect(afterUse.data.total).toBe(before.data.total + 1);
    expect(afterUse.data.list.map((r) => r.id)).toContain(second.data.useRecordId);

    const photo = await asDevice(deviceId, useRecord.devicePhoto, { useRecordId }, { filename: 'a.png', data: PNG });
    expect(photo.code, photo.msg).toBe(0);
    expect((await ours()).photoCount).toBe(1);

    // Through the device call (an administrator's: seal keepers do not edit devices)...
    const dev = await server.call(device.deviceDetail, { deviceId }, { token: admin.token });
    const renamed = await server.call(
      device.deviceUpdate,
      { deviceId, name: '改名后的印章', keeperId: dev.data.keeperId, address: dev.data.address ?? undefined },
      { token: admin.token },
    );
    expect(renamed.code, renamed.msg).toBe(0);
    expect((await listOf(deviceId)).data.list.every((r) => r.deviceName === '改名后的印章')).toBe(true);

    // ...and by any other writer of the tables (the version is raised by triggers).
    const { db } = server.deps;
    const ofMember = and(eq(memberships.userId, member.userId), eq(memberships.companyId, keeper.companyId));
    const [names] = await db
      .select({ member: memberships.realName, account: users.realName })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(ofMember);
    await db.update(memberships).set({ realName: '改名后的成员' }).where(ofMember);
    expect((await ours()).userName).toBe('改名后的成员');
    await db.update(memberships).set({ realName: null }).where(ofMember);
    expect((await ours()).userName).toBe(names!.account);
    await db.update(users).set({ realName: '改名后的账号' }).where(eq(users.id, member.userId));
    expect((await ours()).userName).toBe('改名后的账号');

    const { departmentId, departmentName } = await ours();
    expect(departmentId).not.toBeNull();
    await db.update(departments).set({ name: '改名后的部门' }).where(eq(departments.id, departmentId!));
    expect((await ours()).departmentName).toBe('改名后的部门');
    // The member's own list (another filter) agrees.
    expect(await ours(member.token)).toMatchObject({
      departmentName: '改名后的部门',
      userName: '改名后的账号',
      deviceName: '改名后的印章',
    });
    // The other tests of this file know the old names.
    await db.update(memberships).set({ realName: names!.member }).where(ofMember);
    await db.update(users).set({ realName: names!.account }).where(eq(users.id, member.userId));
    await db.update(departments).set({ name: departmentName! }).where(eq(departments.id, departmentId!));
    expect(await ours()).toMatchObject({ departmentName, userName: names!.member ?? names!.account });
  });

  it('a filter by a device the unit no longer has is not found at once', async () => {
    const deviceId = 'SD00298';
    await use(deviceId, { useType: 2 });
    expect((await listOf(deviceId)).code).toBe(0);
    const { db } = server.deps;
    const ofDevice = and(eq(devices.companyId, keeper.companyId), eq(devices.deviceId, deviceId));
    const [moved] = await db.select({ id: devices.id }).from(devices).where(ofDevice);
    const [other] = await db.select({ id: companies.id }).from(companies).where(ne(companies.id, keeper.companyId));
    await db.update(devices).set({ companyId: other!.id }).where(eq(devices.id, moved!.id));
    expect((await listOf(deviceId)).code).toBe(404);
    await db.update(devices).set({ companyId: keeper.companyId }).where(eq(devices.id, moved!.id));
    expect((await listOf(deviceId)).code).toBe(0);
  });

  it('a member disabled while calls of the session are answered: every call sent after it is refused', async () => {
    const session = await staffSession(server, MEMBER);
    const ofMember = and(eq(memberships.userId, session.userId), eq(memberships.companyId, session.companyId));
    const list = () => server.call(useRecord.useRecordList, {}, { token: session.token });
    expect((await list()).code).toBe(0);
    const inFlight = Array.from({ length: 5 }, () => list());
    await server.deps.db.update(memberships).set({ disabled: true }).where(ofMember);
    const after = await Promise.all(Array.from({ length: 5 }, () => list()));
    await server.deps.db.update(memberships).set({ disabled: false }).where(ofMember);
    for (const answer of await Promise.all(inFlight)) expect([0, 400]).toContain(answer.code);
    for (const answer of after) expect([answer.code, answer.msg]).toEqual([400, '此用户不存在！']);
    expect((await list()).code).toBe(0);
  });
});

describe('lists, photos from phones, counters and statistics', () => {
  it('members see their own records; the total is exact for every filter', async () => {
    const deviceId = 'SD00295';
    await activated(deviceId, 4);
    for (let i = 0; i < 3; i++) await use(deviceId);
    const all = await server.call(useRecord.useRecordList, { pageSize: 100 }, { token: keeper.token });
    const mine = await server.call(useRecord.useRecordList, { pageSize: 100 }, { token: member.token });
    expect(mine.data.list.every((r) => r.userId === member.userId)).toBe(true);
    expect(all.data.total).toBeGreaterThan(mine.data.total);
    // The filtered total is exact: the pages add up to it, newest first, and it matches the table.
    const filter = { deviceId, useType: 0 as const };
    const filtered = await server.call(useRecord.useRecordList, { ...filter, pageSize: 2 }, { token: keeper.token });
    const [counted] = await server.deps.db
      .select({ n: count() })
      .from(useRecords)
      .where(
        and(eq(useRecords.companyId, keeper.companyId), eq(useRecords.deviceId, deviceId), eq(useRecords.useType, 0)),
      );
    expect(filtered.data.total).toBe(counted!.n);
    const seen: string[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(filtered.data.total / 2); pageNum++) {
      const page = await server.call(
        useRecord.useRecordList,
        { ...filter, pageSize: 2, pageNum },
        { token: keeper.token },
      );
      seen.push(...page.data.list.map((r) => r.usedAt));
    }
    expect(seen).toHaveLength(filtered.data.total);
    expect([...seen].sort().reverse()).toEqual(seen);
    // A new use moves the (cached) totals on.
    await use(deviceId);
    const after = await server.call(useRecord.useRecordList, { ...filter, pageSize: 2 }, { token: keeper.token });
    expect(after.data.total).toBe(filtered.data.total + 1);
    const unitAfter = await server.call(useRecord.useRecordList, { pageSize: 1 }, { token: keeper.token });
    expect(unitAfter.data.total).toBe(all.data.total + 1);
    // Another member's record is refused to a member.
    const adminsUse = await use('SD00294', { useType: 2 });
    expect(
      (await server.call(useRecord.useRecordDetail, { id: adminsUse.data.useRecordId }, { token: member.token })).code,
    ).toBe(1003);
  });

  it('a phone photo joins the latest use of the caller own open authorisation', async () => {
    const deviceId = 'SD00296';
    const { empowerNo } = await activated(deviceId, 3);
    const waiting = await server.call(
      useRecord.useImageSave,
      { empowerNo },
      { token: member.token, file: { filename: 'p.jpg', data: JPEG } },
    );
    expect(waiting.data.useRecordId).toBeNull();
    const stamped = await use(deviceId);
    const saved = await server.call(
      useRecord.useImageSave,
      { empowerNo },
      { token: member.token, file: { filename: 'p.png', data: PNG } },
    );
    expect(saved.data.useRecordId).toBe(stamped.data.useRecordId);
    const detail = await server.call(
      useRecord.useRecordDetail,
      { id: stamped.data.useRecordId },
      { token: keeper.token },
    );
    expect(detail.data.photos.map((p) => p.source)).toEqual(['phone', 'phone']);
    expect(detail.data.photoCount).toBe(2);
    const notMine = await server.call(
      useRecord.useImageSave,
      { empowerNo },
      { token: admin.token, file: { filename: 'p.png', data: PNG } },
    );
    expect(notMine.msg).toBe('只能为自己未结束的授权上传照片');
    const unknown = await server.call(
      useRecord.useImageSave,
      { empowerNo: 'EP-NONE' },
      { token: member.token, file: { filename: 'p.png', data: PNG } },
    );
    expect(unknown.code).toBe(404);
    const phones = await server.call(useRecord.phonePhotoList, { deviceId }, { token: keeper.token });
    expect(phones.data.total).toBe(2);
    expect(phones.data.list[0]).toMatchObject({ empowerNo, source: 'phone' });
    expect((await server.call(useRecord.phonePhotoList, {}, { token: member.token })).code).toBe(1003);
  });

  it('counts exception uses and own uses since cleared', async () => {
    await server.call(useRecord.useRecordClearExceptionUnread, {}, { token: keeper.token });
    await server.call(useRecord.useRecordClearAuthUnread, {}, { token: member.token });
    await server.call(useRecord.useRecordClearExceptionUnread, {}, { token: member.token });
    expect((await server.call(useRecord.useRecordCountUnread, {}, { token: keeper.token })).data.exception).toBe(0);
    await use('SD00297', { useType: 1 });
    await activated('SD00297', 2);
    await use('SD00297');
    expect((await server.call(useRecord.useRecordCountUnread, {}, { token: keeper.token })).data.exception).toBe(1);
    expect((await server.call(useRecord.useRecordCountUnread, {}, { token: member.token })).data).toEqual({
      exception: 0,
      auth: 1,
    });
    await server.call(useRecord.useRecordClearAuthUnread, {}, { token: member.token });
    expect((await server.call(useRecord.useRecordCountUnread, {}, { token: member.token })).data.auth).toBe(0);
  });

  it('month statistics agree with the list', async () => {
    const month = await server.call(useRecord.useMonthStatistics, { month: '2026-06' }, { token: keeper.token });
    const list = await server.call(
      useRecord.useRecordList,
      { dateFrom: '2026-06-01', dateTo: '2026-06-30', pageSize: 1 },
      { token: keeper.token },
    );
    expect(month.data.total).toBe(list.data.total);
    expect(month.data.perDay).toHaveLength(30);
    expect(month.data.perUseType.reduce((s, t) => s + t.count, 0)).toBe(list.data.total);
    const exceptions = await server.call(
      useRecord.useRecordList,
      { dateFrom: '2026-06-01', dateTo: '2026-06-30', exception: 'true' },
      { token: keeper.token },
    );
    expect(month.data.exceptions).toBe(exceptions.data.total);
  });

  it('seeded photos are drawn from their record on first fetch: real PNGs, never the same bytes', async () => {
    const seeded = await server.call(
      useRecord.useRecordList,
      { deviceId: 'SD00001', pageSize: 2 },
      { token: keeper.token },
    );
    const images: Buffer[] = [];
    for (const record of seeded.data.list) {
      const detail = await server.call(useRecord.useRecordDetail, { id: record.id }, { token: keeper.token });
      expect(detail.data.photos.length).toBe(record.photoCount);
      for (const photo of detail.data.photos) {
        const image = await server.app.inject({ method: 'GET', url: photo.tmpUrl });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        images.push(image.rawPayload);
      }
      // The second fetch serves the kept file.
      const again = await server.call(useRecord.useRecordDetail, { id: record.id }, { token: keeper.token });
      expect(again.data.photos.map((p) => p.fileId)).toEqual(detail.data.photos.map((p) => p.fileId));
    }
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(images.every((png) => png.subarray(0, 8).equals(PNG.subarray(0, 8)))).toBe(true);
    expect(new Set(images.map((png) => png.toString('base64'))).size).toBe(images.length);
  });

  it('operation records of the unit, newest first', async () => {
    const res = await server.call(useRecord.operateRecordList, { pageSize: 5 }, { token: keeper.token });
    expect(res.data.total).toBeGreaterThan(0);
    expect(res.data.list[0]!.deviceName.length).toBeGreaterThan(0);
  });
});

describe('the list under writes: remembered first rows, keyset pages and exact totals', () => {
  const deviceId = 'SD00288';
  // 2026-05-20 10:00 in Beijing, among the seeded records: new records land inside pages, not only on top.
  const MIDDLE = new Date('2026-05-20T02:00:00Z').getTime();

  interface Asked {
    token: () => string;
    query: RequestOf<typeof useRecord.useRecordList>;
    /** The records the answer must hold, as SQL (the one home of the filters' rule). */
    filter: () => UseFilter;
  }

  /** The unit's records of the filter in list order, as the database has them now. */
  async function truth(filter: UseFilter, offset: number, limit: number) {
    const where = recordWhere(keeper.companyId, filter);
    const rows = await server.deps.db
      .select({ id: useRecords.id, photoCount: useRecords.photoCount })
      .from(useRecords)
      .where(where)
      .orderBy(desc(useRecords.usedAt), desc(useRecords.id))
      .limit(limit)
      .offset(offset);
    const [total] = await server.deps.db.select({ n: count() }).from(useRecords).where(where);
    return { rows, total: total!.n };
  }

  /** A stamp of the device at `usedAt` (a trial stamp, or an offline one: an exception), with a photo now and then. */
  async function stamp(usedAt: number, n: number) {
    const useType = n % 3 === 0 ? 3 : 2;
    const answer = await asDevice(deviceId, useRecord.deviceReportUse, {
      useType,
      usedAt: new Date(usedAt).toISOString(),
    });
    expect(answer.code, answer.msg).toBe(0);
    if (n % 2 === 0) {
      const photo = { filename: 'a.png', data: PNG };
      const sent = await asDevice(deviceId, useRecord.devicePhoto, { useRecordId: answer.data.useRecordId }, photo);
      expect(sent.code, sent.msg).toBe(0);
    }
    return answer.data.useRecordId;
  }

  async function askedFilters(): Promise<Asked[]> {
    const [seeded] = await server.deps.db
      .select({ userId: useRecords.userId, departmentId: useRecords.departmentId })
      .from(useRecords)
      .where(and(eq(useRecords.companyId, keeper.companyId), isNotNull(useRecords.departmentId)))
      .limit(1);
    const { userId, departmentId } = { userId: seeded!.userId!, departmentId: seeded!.departmentId! };
    const may = { from: dayStart('2026-05-01'), to: dayEnd('2026-05-31') };
    const asKeeper = (query: Asked['query'], filter: UseFilter): Asked => ({
      token: () => keeper.token,
      query,
      filter: () => filter,
    });
    return [
      asKeeper({}, {}),
      asKeeper({ deviceId }, { deviceId }),
      asKeeper({ useType: 2 }, { useType: 2 }),
      asKeeper({ exception: true }, { exception: true }),
      asKeeper({ userId }, { userId }),
      asKeeper({ departmentId }, { departmentId }),
      asKeeper({ dateFrom: '2026-05-01', dateTo: '2026-05-31' }, may),
      asKeeper(
        { deviceId, useType: 3, dateFrom: '2026-05-01', dateTo: '2026-05-31' },
        { deviceId, useType: 3, ...may },
      ),
      // A member's list is their own records.
      { token: () => member.token, query: {}, filter: () => ({ userId: member.userId }) },
    ];
  }

  it('pages agree with offset pages of the database, with stamps and photos between pages, for every filter', async () => {
    let n = 0;
    for (const asked of await askedFilters()) {
      for (let pageNum = 1; pageNum <= 3; pageNum++) {
        // A new record between pages: on top, or among the pages' own records.
        await stamp(n % 2 ? MIDDLE - n * 3_600_000 : server.clock.now().getTime(), n++);
        const pageSize = 7;
        const answer = await server.call(
          useRecord.useRecordList,
          { ...asked.query, pageNum, pageSize },
          { token: asked.token() },
        );
        expect(answer.code, answer.msg).toBe(0);
        const expected = await truth(asked.filter(), (pageNum - 1) * pageSize, pageSize);
        expect(answer.data.list.map((r) => [r.id, r.photoCount])).toEqual(
          expected.rows.map((r) => [r.id, r.photoCount]),
        );
        expect(answer.data.total).toBe(expected.total);
      }
    }
    // Deep pages: the last one of the remembered rows, and one past them (read by offset each time).
    for (const pageNum of [20, 21]) {
      await stamp(MIDDLE, n++);
      const answer = await server.call(useRecord.useRecordList, { pageNum, pageSize: 100 }, { token: keeper.token });
      const expected = await truth({}, (pageNum - 1) * 100, 100);
      expect(answer.data.list.map((r) => r.id)).toEqual(expected.rows.map((r) => r.id));
    }
  });

  it('a change of a record other than its photos is in the next answer; keyset pages are the offset pages', async () => {
    const first = await server.call(useRecord.useRecordList, { deviceId, pageSize: 5 }, { token: keeper.token });
    const changed = first.data.list[2]!;
    // Totals of the filters the change moves the record between, counted before it: they follow it.
    const moved = [{ exception: true }, { exception: false }, { deviceId, exception: !changed.exception }];
    const totals = () =>
      Promise.all(
        moved.map(async (query) => (await server.call(useRecord.useRecordList, query, { token: keeper.token })).data),
      );
    await totals();
    await server.deps.db
      .update(useRecords)
      .set({ address: '改过的地址', exception: !changed.exception })
      .where(eq(useRecords.id, changed.id));
    const again = await server.call(useRecord.useRecordList, { deviceId, pageSize: 5 }, { token: keeper.token });
    expect(again.data.list[2]).toMatchObject({ id: changed.id, address: '改过的地址', exception: !changed.exception });
    const exceptions = await server.call(
      useRecord.useRecordList,
      { deviceId, exception: !changed.exception, pageSize: 100 },
      { token: keeper.token },
    );
    expect(exceptions.data.list.map((r) => r.id)).toContain(changed.id);
    const counted = await Promise.all(moved.map(async (filter) => (await truth(filter, 0, 1)).total));
    expect((await totals()).map((answer) => answer.total)).toEqual(counted);

    // The repository's keyset walk (after the last row of the page before) gives the offset pages, for every filter.
    for (const asked of await askedFilters()) {
      const filter = asked.filter();
      let position: { usedAt: Date; id: number } | null = null;
      for (let offset = 0; offset < 40; offset += 8) {
        const byKeyset = await useRecordRows.page(server.deps.db, keeper.companyId, filter, position ?? 0, 8);
        const byOffset = await useRecordRows.page(server.deps.db, keeper.companyId, filter, offset, 8);
        expect(byKeyset.map((r) => r.id)).toEqual(byOffset.map((r) => r.id));
        if (byKeyset.length < 8) break;
        position = byKeyset[7]!;
      }
    }
  });

  it('paging on by cursor while records are added skips and repeats none, for every filter', async () => {
    let n = 100;
    for (const asked of await askedFilters()) {
      const seen: number[] = [];
      /** Each record stamped between two pages, with the last record of the page before it (the cursor). */
      const added: Array<{ id: number; after: number }> = [];
      let cursor: string | undefined;
      for (let step = 0; step < 2; step++) {
        const answer = await server.call(
          useRecord.useRecordList,
          { ...asked.query, pageSize: 6, ...(cursor ? { cursor } : {}) },
          { token: asked.token() },
        );
        expect(answer.code, answer.msg).toBe(0);
        seen.push(...answer.data.list.map((r) => r.id));
        if (!answer.data.nextCursor) break;
        cursor = answer.data.nextCursor;
        // A record on top, or one further down: ahead of the cursor it is in the pages that follow, behind it not.
        const at = n % 2 ? MIDDLE - n * 3_600_000 : server.clock.now().getTime();
        added.push({ id: await stamp(at, n++), after: seen[seen.length - 1]! });
      }
      // The records as they stand now, newest first, from the first seen to the last: each older one once, in order,
      // and each new one exactly when it landed ahead of the cursor of its moment.
      const all = (await truth(asked.filter(), 0, 1000)).rows.map((r) => r.id);
      const from = all.indexOf(seen[0] ?? -1);
      const upTo = all.indexOf(seen[seen.length - 1] ?? -1);
      const behind = new Set(added.filter((a) => all.indexOf(a.id) < all.indexOf(a.after)).map((a) => a.id));
      expect(seen).toEqual(all.slice(from, upTo + 1).filter((id) => !behind.has(id)));
    }
    const bad = await server.call(useRecord.useRecordList, { cursor: '1.2.3' }, { token: keeper.token });
    expect(bad.code).toBe(400);
  });

  it('totals stay exact while stamps are written at the same time as the lists are read', async () => {
    const filters = await askedFilters();
    const before = await Promise.all(filters.map(async (a) => (await truth(a.filter(), 0, 1)).total));
    const base = server.clock.now().getTime();
    const reads = Array.from({ length: 3 }, () =>
      filters.map((a) => server.call(useRecord.useRecordList, { ...a.query, pageSize: 5 }, { token: a.token() })),
    ).flat();
    const writes = Array.from({ length: 6 }, (_, i) => stamp(i % 2 ? base : MIDDLE + i * 60_000, i));
    const [answers] = await Promise.all([Promise.all(reads), Promise.all(writes)]);
    const after = await Promise.all(filters.map(async (a) => (await truth(a.filter(), 0, 1)).total));
    answers.forEach((answer, i) => {
      expect(answer.code, answer.msg).toBe(0);
      const asked = `filter ${i % filters.length} (${JSON.stringify(filters[i % filters.length]!.query)})`;
      expect(answer.data.total, asked).toBeGreaterThanOrEqual(before[i % filters.length]!);
      expect(answer.data.total, asked).toBeLessThanOrEqual(after[i % filters.length]!);
    });
    for (const [i, a] of filters.entries()) {
      const answer = await server.call(useRecord.useRecordList, { ...a.query, pageSize: 5 }, { token: a.token() });
      const expected = await truth(a.filter(), 0, 5);
      expect(answer.data.total).toBe(after[i]);
      expect(answer.data.list.map((r) => [r.id, r.photoCount])).toEqual(expected.rows.map((r) => [r.id, r.photoCount]));
    }
  });
});
