/**
 * The unit itself: information and its validation messages, parent and session unit, subsidiaries (general edition
 * only, within the units-per-user quota), the system side's unit list and the log-in URL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type RequestOf, unit } from '../../contract';
import { companies, memberships } from '../../server/src/db/schema';
import { DEMO_SUBSIDIARIES, DEMO_UNIT, OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';
import { startTestServer, type TestServer } from './helpers';
import { CREDIT_CODE, setQuota } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, systemToken, type StaffSession } from './staff';

type UpdateInput = RequestOf<typeof unit.companyUpdate>;

describe('unit information and subsidiaries (general edition)', () => {
  let server: TestServer;
  let chief: StaffSession;
  let admin: StaffSession;
  let member: StaffSession;

  beforeAll(async () => {
    server = await startTestServer();
    chief = await staffSession(server, CHIEF);
    admin = await staffSession(server, ADMIN);
    member = await staffSession(server, MEMBER);
  });
  afterAll(async () => {
    await server?.close();
  });

  const info = (over: Partial<UpdateInput> = {}): UpdateInput => ({
    companyName: DEMO_UNIT,
    address: '上海市浦东新区张江路1号',
    contactName: '张伟',
    contactPhone: '13800000000',
    email: 'office@demo.example.cn',
    ...over,
  });

  it('company-manage shows the demo unit: certified, ~60 members, 9 departments, 2 subsidiaries', async () => {
    const res = await server.call(unit.companyManage, {}, { token: member.token });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      companyId: chief.companyId,
      companyName: DEMO_UNIT,
      companyFullName: DEMO_UNIT,
      socialCreditCode: '91310000MA1FL0A001',
      parentId: null,
      parentName: null,
      certState: 2,
      departmentCount: 9,
      subsidiaryCount: 2,
      contactName: '张伟',
    });
    expect(res.data.memberCount).toBe(60);
    expect(new Date(res.data.createdAt).getTime()).not.toBeNaN();
  });

  it('session-id and parent: the bound unit, and null for a top-level unit', async () => {
    expect((await server.call(unit.companySessionId, {}, { token: member.token })).data).toEqual({
      companyId: chief.companyId,
    });
    expect((await server.call(unit.companyParent, {}, { token: member.token })).data).toBeNull();
    const sub = await staffSession(server, CHIEF, DEMO_SUBSIDIARIES[0]);
    const parent = await server.call(unit.companyParent, {}, { token: sub.token });
    expect(parent.data).toEqual({ companyId: chief.companyId, companyName: DEMO_UNIT });
  });

  it('update: the chief administrator and administrators (company:edit) may, the others get 1003', async () => {
    const res = await server.call(unit.companyUpdate, info(), { token: admin.token });
    expect(res.code).toBe(0);
    const after = (await server.call(unit.companyManage, {}, { token: chief.token })).data;
    expect(after).toMatchObject({ address: '上海市浦东新区张江路1号', email: 'office@demo.example.cn' });
    for (const phone of [KEEPER, MEMBER]) {
      const s = phone === MEMBER ? member : await staffSession(server, phone);
      const refused = await server.call(unit.companyUpdate, info({ address: '改掉' }), { token: s.token });
      expect(refused.code).toBe(1003);
    }
    // Empty optional fields clear them.
    expect((await server.call(unit.companyUpdate, info({ email: '' }), { token: chief.token })).code).toBe(0);
    expect((await server.call(unit.companyManage, {}, { token: chief.token })).data.email).toBeNull();
  });

  it('update: the validation messages of spec section 5', async () => {
    const cases: Array<[Partial<UpdateInput>, string]> = [
      [{ companyName: '' }, '输入框不能为空'],
      [{ companyName: '   ' }, '输入框不能为空'],
      [{ companyName: '名'.repeat(57) }, '长度范围为1-56'],
      [{ address: '址'.repeat(121) }, '长度范围为1-120'],
      [{ contactName: '名'.repeat(17) }, '长度范围为1-16'],
      [{ contactPhone: '2380000000' }, '请输入正确的电话号码'],
      [{ contactPhone: '1380000000a' }, '请输入正确的电话号码'],
      [{ email: 'not-an-address' }, '请输入正确的邮箱地址'],
    ];
    for (const [over, msg] of cases) {
      const res = await server.call(unit.companyUpdate, info(over), { token: chief.token });
      expect({ code: res.code, msg: res.msg }, JSON.stringify(over)).toEqual({ code: 400, msg });
    }
    const en = await server.call(unit.companyUpdate, info({ companyName: '' }), { token: chief.token, lang: 'en-US' });
    expect(en.msg).toBe('This field cannot be empty');
    // 56 characters are fine.
    const long = '演'.repeat(56);
    expect((await server.call(unit.companyUpdate, info({ companyName: long }), { token: chief.token })).code).toBe(0);
    expect((await server.call(unit.companyUpdate, info(), { token: chief.token })).code).toBe(0);
  });

  it('update: another unit’s name is taken (409)', async () => {
    const res = await server.call(unit.companyUpdate, info({ companyName: OTHER_UNIT }), { token: chief.token });
    expect(res).toMatchObject({ code: 409, msg: '单位名称已存在' });
  });

  it('subsidiaries: list, add (the caller becomes its chief administrator), delete when empty', async () => {
    const list = await server.call(unit.subsidiaryList, {}, { token: member.token });
    expect(list.code).toBe(0);
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((s) => s.companyName).sort()).toEqual([...DEMO_SUBSIDIARIES].sort());
    expect(list.data.list[0]!.chiefName).toBe('张伟');

    const added = await server.call(
      unit.subsidiaryAdd,
      { companyName: '演示科技（杭州）有限公司', socialCreditCode: CREDIT_CODE.replace('A001', 'A009') },
      { token: admin.token },
    );
    expect(added.code).toBe(0);
    const units = await server.call(account.listUnitsByUser, {}, { token: admin.token });
    expect(units.data.find((u) => u.companyId === added.data.companyId)).toMatchObject({
      role: 0,
      parentId: chief.companyId,
    });
    const searched = await server.call(unit.subsidiaryList, { keyword: '杭州' }, { token: member.token });
    expect(searched.data.list).toHaveLength(1);
    expect(searched.data.list[0]).toMatchObject({
      companyName: '演示科技（杭州）有限公司',
      memberCount: 1,
      certState: 0,
    });

    const invalid = await server.call(
      unit.subsidiaryAdd,
      { companyName: '坏代码单位', socialCreditCode: '123' },
      { token: chief.token },
    );
    expect(invalid).toMatchObject({ code: 400, msg: '统一社会信用代码格式错误' });
    const taken = await server.call(unit.subsidiaryAdd, { companyName: OTHER_UNIT }, { token: chief.token });
    expect(taken).toMatchObject({ code: 409, msg: '单位名称已存在' });
    const codeTaken = await server.call(
      unit.subsidiaryAdd,
      { companyName: '重复代码单位', socialCreditCode: CREDIT_CODE },
      { token: chief.token },
    );
    expect(codeTaken).toMatchObject({ code: 409, msg: '该统一社会信用代码已被其他单位使用' });
    expect(await server.deps.db.select().from(companies).where(eq(companies.name, '重复代码单位'))).toEqual([]);
    const byMember = await server.call(unit.subsidiaryAdd, { companyName: '成员建的单位' }, { token: member.token });
    expect(byMember.code).toBe(1003);

    const removed = await server.call(unit.companyDelete, { companyId: added.data.companyId }, { token: chief.token });
    expect(removed.code).toBe(0);
    expect(await server.deps.db.select().from(companies).where(eq(companies.id, added.data.companyId))).toEqual([]);
    expect(
      await server.deps.db.select().from(memberships).where(eq(memberships.companyId, added.data.companyId)),
    ).toEqual([]);
  });

  it('delete refuses a subsidiary with members, the unit itself and units that are no subsidiary', async () => {
    const subs = (await server.call(unit.subsidiaryList, {}, { token: chief.token })).data.list;
    const beijing = subs.find((s) => s.companyName === DEMO_SUBSIDIARIES[0])!;
    // 王强 is a member of the Beijing subsidiary besides its chief administrator.
    const full = await server.call(unit.companyDelete, { companyId: beijing.companyId }, { token: chief.token });
    expect(full).toMatchObject({ code: 400, msg: '该下级单位还有成员、设备或下级单位，不能删除' });
    const self = await server.call(unit.companyDelete, { companyId: chief.companyId }, { token: chief.token });
    expect(self.code).toBe(404);
    const huge = await server.call(unit.companyDelete, { companyId: 2 ** 40 }, { token: chief.token });
    expect(huge.code).toBe(404);
  });

  it('add-subsidiary respects the units-per-user quota of the unit', async () => {
    const units = (await server.call(account.listUnitsByUser, {}, { token: chief.token })).data.length;
    await setQuota(server, chief.companyId, 'maxUnitsPerUser', units);
    const res = await server.call(unit.subsidiaryAdd, { companyName: '超额下级单位' }, { token: chief.token });
    expect(res).toMatchObject({ code: 400, msg: `该用户加入的单位数已达上限（${units}个）` });
    expect((await server.call(account.listUnitsByUser, {}, { token: chief.token })).data).toHaveLength(units);
    const en = await server.call(
      unit.subsidiaryAdd,
      { companyName: '超额下级单位' },
      { token: chief.token, lang: 'en-US' },
    );
    expect(en.msg).toBe(`This user has reached the limit of units one may belong to (${units})`);
    await setQuota(server, chief.companyId, 'maxUnitsPerUser', 10);
  });

  it('registering a unit respects the default units-per-user limit (10) of the registrant', async () => {
    const db = server.deps.db;
    const units = (await server.call(account.listUnitsByUser, {}, { token: chief.token })).data.length;
    const extra: number[] = [];
    for (let i = units; i < 10; i++) {
      const [row] = await db
        .insert(companies)
        .values({ name: `满额单位${i}` })
        .returning({ id: companies.id });
      await db.insert(memberships).values({ userId: chief.userId, companyId: row!.id, role: 0 });
      extra.push(row!.id);
    }
    const res = await server.call(
      account.registerUnit,
      { companyName: '第十一个单位', contactName: '张伟' },
      {
        token: chief.token,
      },
    );
    expect(res).toMatchObject({ code: 400, msg: '该用户加入的单位数已达上限（10个）' });
    expect(await server.deps.db.select().from(companies).where(eq(companies.name, '第十一个单位'))).toEqual([]);
    for (const id of extra) await db.delete(memberships).where(eq(memberships.companyId, id));
    const ok = await server.call(
      account.registerUnit,
      { companyName: '第十一个单位', contactName: '张伟' },
      {
        token: chief.token,
      },
    );
    expect(ok.code).toBe(0);
  });

  it('is-disable-phone: a disabled member is true, an active one and a stranger false', async () => {
    const ask = (phone: string) => server.call(unit.isDisablePhone, { phone }, { token: member.token });
    expect((await ask(ADMIN)).data).toEqual({ disabled: false });
    expect((await ask('13900000000')).data).toEqual({ disabled: false });
    expect((await ask('17000000000')).data).toEqual({ disabled: false });
    await server.deps.db.update(memberships).set({ disabled: true }).where(eq(memberships.userId, admin.userId));
    expect((await ask(ADMIN)).data).toEqual({ disabled: true });
    await server.deps.db.update(memberships).set({ disabled: false }).where(eq(memberships.userId, admin.userId));
    expect((await ask('123')).msg).toBe('手机号码格式不正确，请重新输入');
  });

  it('admin/companies lists every unit for the system side only', async () => {
    const sys = await systemToken(server);
    const res = await server.call(unit.adminCompanies, { pageSize: 100 }, { token: sys });
    expect(res.code).toBe(0);
    expect(res.data.list.map((u) => u.companyName)).toEqual(expect.arrayContaining([DEMO_UNIT, OTHER_UNIT]));
    expect(res.data.total).toBe(res.data.list.length);
    expect((await server.call(unit.adminCompanies, {}, { token: chief.token })).code).toBe(1003);
  });

  it('login-url is public and comes from the configuration', async () => {
    const res = await server.call(unit.loginUrl, {});
    expect(res).toMatchObject({ code: 0, data: { url: '/login?side=system' } });
  });

  it('quota/v1/list reports the limits and what is used', async () => {
    const res = await server.call(unit.quotaList, {}, { token: member.token });
    expect(res.code).toBe(0);
    const byItem = Object.fromEntries(res.data.map((q) => [q.item, q]));
    expect(res.data.map((q) => q.item)).toEqual([...unit.quotaItems]);
    expect(byItem.usersPerUnit).toEqual({ item: 'usersPerUnit', limit: 200, used: 60 });
    expect(byItem.departmentsPerUnit).toEqual({ item: 'departmentsPerUnit', limit: 50, used: 9 });
    expect(byItem.maxUnitsPerUser).toEqual({ item: 'maxUnitsPerUser', limit: 10, used: 1 });
    // The demo unit's 300 seeded devices, with a seeded limit of 500.
    expect(byItem.bindableSeals).toEqual({ item: 'bindableSeals', limit: 500, used: 300 });
    expect(byItem.freeStorageMb!.limit).toBe(1024);
    expect(byItem.freeSmsReminders!.limit).toBe(1000);
    const devices = await server.call(unit.deviceCount, {}, { token: member.token });
    expect(devices.data).toEqual({ count: 300, limit: 500 });
  });
});

describe('security edition', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ edition: 'security' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses add-subsidiary like it refuses registering a unit, and creates nothing', async () => {
    const chief = await staffSession(server, CHIEF);
    const before = await server.deps.db.select({ id: companies.id }).from(companies);
    const res = await server.call(unit.subsidiaryAdd, { companyName: '安全版下级单位' }, { token: chief.token });
    expect(res).toMatchObject({ code: 1003, status: 403, msg: '当前版本不支持创建单位' });
    const register = await server.call(
      account.registerUnit,
      { companyName: '安全版新单位', contactName: '张伟' },
      {
        token: chief.token,
      },
    );
    expect(register).toMatchObject({ code: 1003, msg: '当前版本不支持创建单位' });
    expect(await server.deps.db.select({ id: companies.id }).from(companies)).toEqual(before);
    // Existing subsidiaries can still be listed.
    expect((await server.call(unit.subsidiaryList, {}, { token: chief.token })).data.total).toBe(2);
  });
});
