/** Partner applications (unit applies, system side reviews) and the unit's feature configuration. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type RequestOf, unit } from '../../contract';
import { dataRules } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { otherUnitId } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, systemToken, type StaffSession } from './staff';

type SaveInput = RequestOf<typeof unit.partnerApplySave>;

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;
let member: StaffSession;
let sys: string;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
  member = await staffSession(server, MEMBER);
  sys = await systemToken(server);
});
afterAll(async () => {
  await server?.close();
});

const application = (over: Partial<SaveInput> = {}): SaveInput => ({
  contactName: '张伟',
  contactPhone: '13800000000',
  region: '上海市',
  remark: '华东地区渠道',
  ...over,
});

describe('partner applications', () => {
  let id: number;

  it('validates the application', async () => {
    const cases: Array<[Partial<SaveInput>, string]> = [
      [{ contactName: '' }, '输入框不能为空'],
      [{ contactName: '名'.repeat(17) }, '长度不超过16个字符'],
      [{ contactPhone: '12345' }, '请输入正确的电话号码'],
      [{ region: '' }, '输入框不能为空'],
      [{ region: '区'.repeat(65) }, '长度范围为1-64'],
      [{ remark: '备'.repeat(121) }, '长度范围为1-120'],
    ];
    for (const [over, msg] of cases) {
      const res = await server.call(unit.partnerApplySave, application(over), { token: chief.token });
      expect({ code: res.code, msg: res.msg }, JSON.stringify(over)).toEqual({ code: 400, msg });
    }
  });

  it('a unit applies once at a time; members may not apply', async () => {
    const res = await server.call(unit.partnerApplySave, application(), { token: admin.token });
    expect(res.code).toBe(0);
    id = res.data.id;
    const again = await server.call(unit.partnerApplySave, application(), { token: chief.token });
    expect(again).toMatchObject({ code: 409, msg: '已有正在审核的合作伙伴申请，请等待审核结果' });
    expect((await server.call(unit.partnerApplySave, application(), { token: member.token })).code).toBe(1003);
  });

  it('the unit lists and reads its own applications only; the system side sees all', async () => {
    const own = await server.call(unit.partnerApplyList, {}, { token: member.token });
    expect(own.data.list.map((a) => a.id)).toEqual([id]);
    expect(own.data.list[0]).toMatchObject({ state: 0, companyName: '演示科技有限公司', region: '上海市' });
    const all = await server.call(unit.partnerApplyList, {}, { token: sys });
    expect(all.data.total).toBe(2);
    const seeded = all.data.list.find((a) => a.id !== id)!;
    expect(seeded.companyName).toBe('远山贸易有限公司');
    const foreign = await server.call(unit.partnerApplyDetail, { id: seeded.id }, { token: chief.token });
    expect(foreign.code).toBe(404);
    expect((await server.call(unit.partnerApplyDetail, { id: seeded.id }, { token: sys })).code).toBe(0);
    const reviewing = await server.call(unit.partnerApplyList, { state: 0 }, { token: sys });
    expect(reviewing.data.total).toBe(2);
  });

  it('only the system side reviews, once; the delivery time only for a passed application', async () => {
    const byStaff = await server.call(unit.partnerApplyUpdate, { id, state: 1 }, { token: chief.token });
    expect(byStaff.code).toBe(1003);
    const early = await server.call(unit.partnerDeliveryTime, { id, deliveryTime: '2027-03-01' }, { token: sys });
    expect(early).toMatchObject({ code: 400, msg: '只有审核通过的申请可以设置发货时间' });
    const passed = await server.call(
      unit.partnerApplyUpdate,
      { id, state: 1, reviewRemark: '资料齐全' },
      { token: sys },
    );
    expect(passed.code).toBe(0);
    // The unit's administrators are told; a member is not.
    const told = await server.call(message.messageList, { keyword: '合作伙伴' }, { token: chief.token });
    expect(told.data.list[0]).toMatchObject({
      title: '合作伙伴申请已通过',
      content: '演示科技有限公司的合作伙伴申请已审核通过，设备交付时间确定后将另行通知',
    });
    const notTold = await server.call(message.messageList, { keyword: '合作伙伴' }, { token: member.token });
    expect(notTold.data.total).toBe(0);
    const twice = await server.call(unit.partnerApplyUpdate, { id, state: 2 }, { token: sys });
    expect(twice).toMatchObject({ code: 409, msg: '该申请已审核' });
    const bad = await server.call(unit.partnerDeliveryTime, { id, deliveryTime: '2027-3-1' }, { token: sys });
    expect(bad.code).toBe(400);
    const set = await server.call(unit.partnerDeliveryTime, { id, deliveryTime: '2027-03-01' }, { token: sys });
    expect(set.code).toBe(0);
    const detail = await server.call(unit.partnerApplyDetail, { id }, { token: member.token });
    expect(detail.data).toMatchObject({ state: 1, reviewRemark: '资料齐全', deliveryTime: '2027-03-01' });
    const unknown = await server.call(unit.partnerApplyUpdate, { id: 999_999, state: 1 }, { token: sys });
    expect(unknown.code).toBe(404);
  });

  it('a partner does not apply again; a rejected unit may', async () => {
    const again = await server.call(unit.partnerApplySave, application(), { token: chief.token });
    expect(again).toMatchObject({ code: 409, msg: '单位已是合作伙伴，无需重复申请' });
    const all = await server.call(unit.partnerApplyList, { state: 0 }, { token: sys });
    const seeded = all.data.list[0]!;
    const rejected = await server.call(
      unit.partnerApplyUpdate,
      { id: seeded.id, state: 2, reviewRemark: '所在区域已有合作伙伴' },
      { token: sys },
    );
    expect(rejected.code).toBe(0);
    const other = await staffSession(server, '13900000000', '远山贸易有限公司');
    const told = await server.call(message.messageList, { keyword: '合作伙伴' }, { token: other.token });
    expect(told.data.list[0]).toMatchObject({
      title: '合作伙伴申请被驳回',
      content: '远山贸易有限公司的合作伙伴申请被驳回，原因：所在区域已有合作伙伴。可修改后重新申请',
    });
    const retry = await server.call(unit.partnerApplySave, application({ region: '杭州市' }), { token: other.token });
    expect(retry.code).toBe(0);
  });

  it('datarule refresh: each passed partner sees its direct subsidiaries (system side only)', async () => {
    expect((await server.call(unit.dataRuleRefresh, {}, { token: chief.token })).code).toBe(1003);
    const res = await server.call(unit.dataRuleRefresh, {}, { token: sys });
    expect(res).toMatchObject({ code: 0, data: { rules: 2 } });
    const rules = await server.deps.db.select().from(dataRules).where(eq(dataRules.partnerCompanyId, chief.companyId));
    expect(rules).toHaveLength(2);
    // Refreshing again rebuilds the same rules.
    expect((await server.call(unit.dataRuleRefresh, {}, { token: sys })).data.rules).toBe(2);
  });
});

describe('feature configuration', () => {
  it('lists the catalogue with defaults, in the caller’s language', async () => {
    const res = await server.call(unit.configList, { companyId: member.companyId }, { token: member.token });
    expect(res.code).toBe(0);
    const photo = res.data.find((c) => c.key === 'photo-required')!;
    expect(photo).toMatchObject({ name: '盖章拍照', enabled: true });
    expect(res.data.find((c) => c.key === 'fingerprint')).toMatchObject({ name: '指纹验证', enabled: false });
    expect(res.data.map((c) => c.key)).toEqual(
      expect.arrayContaining(['offline-stamping', 'approval-reminder', 'watermark']),
    );
    const en = await server.call(
      unit.configList,
      { companyId: member.companyId },
      { token: member.token, lang: 'en-US' },
    );
    expect(en.data.find((c) => c.key === 'photo-required')!.name).toBe('Photo on stamping');
    const keys = await server.call(unit.companyConfigList, { companyId: member.companyId }, { token: member.token });
    expect(keys.data).toEqual(res.data.filter((c) => c.enabled).map((c) => c.key));
  });

  it('the chief administrator switches features (companyset:edit); an administrator may not', async () => {
    const configs = [
      { key: 'fingerprint', enabled: true },
      { key: 'photo-required', enabled: false },
    ];
    const byAdmin = await server.call(
      unit.companyConfigUpdate,
      { companyId: admin.companyId, configs },
      { token: admin.token },
    );
    expect(byAdmin).toMatchObject({ code: 1003, msg: '没有执行此操作的权限' });
    for (const phone of [KEEPER, MEMBER]) {
      const s = await staffSession(server, phone);
      const res = await server.call(unit.companyConfigUpdate, { companyId: s.companyId, configs }, { token: s.token });
      expect(res.code).toBe(1003);
    }
    const byChief = await server.call(
      unit.companyConfigUpdate,
      { companyId: chief.companyId, configs },
      { token: chief.token },
    );
    expect(byChief.code).toBe(0);
    const keys = await server.call(unit.companyConfigList, { companyId: chief.companyId }, { token: member.token });
    expect(keys.data).toContain('fingerprint');
    expect(keys.data).not.toContain('photo-required');
  });

  it('an unknown key refuses the whole change', async () => {
    const before = await server.call(unit.companyConfigList, { companyId: chief.companyId }, { token: chief.token });
    const res = await server.call(
      unit.companyConfigUpdate,
      {
        companyId: chief.companyId,
        configs: [
          { key: 'watermark', enabled: true },
          { key: 'no-such-feature', enabled: true },
        ],
      },
      { token: chief.token },
    );
    expect(res).toMatchObject({ code: 400, msg: '配置项不存在：no-such-feature' });
    const after = await server.call(unit.companyConfigList, { companyId: chief.companyId }, { token: chief.token });
    expect(after.data).toEqual(before.data);
  });

  it('another unit’s configuration is not found, neither to read nor to change', async () => {
    const otherId = await otherUnitId(server);
    expect((await server.call(unit.configList, { companyId: otherId }, { token: chief.token })).code).toBe(404);
    expect((await server.call(unit.companyConfigList, { companyId: otherId }, { token: chief.token })).code).toBe(404);
    const res = await server.call(
      unit.companyConfigUpdate,
      { companyId: otherId, configs: [{ key: 'fingerprint', enabled: true }] },
      { token: chief.token },
    );
    expect(res.code).toBe(404);
    const other = await staffSession(server, '13900000000', '远山贸易有限公司');
    const theirs = await server.call(unit.companyConfigList, { companyId: otherId }, { token: other.token });
    expect(theirs.data).not.toContain('fingerprint');
  });
});
