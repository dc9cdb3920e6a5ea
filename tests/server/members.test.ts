/**
 * Members and roles: list, detail, add and update with the validation messages of spec section 5, the role rules
 * (one chief administrator, changed only by change-super-admin), the users-per-unit and units-per-user quotas.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, invitation, menu, org, type RequestOf } from '../../contract';
import { memberships, users } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { freshPhone, membersOf, otherUnitId, setQuota } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

type AddInput = RequestOf<typeof org.memberAdd>;
type UpdateInput = RequestOf<typeof org.memberUpdate>;

let server: TestServer;
let chief: StaffSession;
let admin: StaffSession;
let keeper: StaffSession;
let member: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  admin = await staffSession(server, ADMIN);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
});
afterAll(async () => {
  await server?.close();
});

const newMember = (over: Partial<AddInput> = {}): AddInput => ({
  realName: '新同事',
  mobile: freshPhone(),
  role: 3,
  departmentId: null,
  ...over,
});

let ipCount = 0;
/** The invitee logs in (from an address of their own: the SMS caps are per address) and accepts; their user id. */
async function acceptAs(mobile: string, invitationId: number) {
  ipCount += 1;
  const token = await server.loginByPhone(mobile, `10.77.${Math.floor(ipCount / 250)}.${ipCount % 250}`);
  const res = await server.call(invitation.invitationAccept, { id: invitationId }, { token });
  return { res, token };
}

/** A member added the way a unit adds one: invited, then accepting; their user id and session. */
async function joined(input: AddInput, token = chief.token) {
  const invited = await server.call(org.memberAdd, input, { token });
  expect(invited.code, invited.msg).toBe(0);
  const { res, token: own } = await acceptAs(input.mobile, invited.data.invitationId);
  expect(res.code, res.msg).toBe(0);
  const me = await server.call(account.currentUser, {}, { token: own });
  return { userId: me.data.user.userId, token: own };
}

async function join(input: AddInput, token = chief.token): Promise<number> {
  return (await joined(input, token)).userId;
}

async function detail(userId: number, token = chief.token) {
  const res = await server.call(org.memberDetail, { userId }, { token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

function updateOf(m: org.Member, over: Partial<UpdateInput> = {}): UpdateInput {
  return {
    userId: m.userId,
    realName: m.realName,
    role: m.role,
    departmentId: m.departmentId,
    email: m.email ?? undefined,
    idCard: m.idCard ?? undefined,
    disabled: m.disabled,
    ...over,
  };
}

describe('member list and detail', () => {
  it('pages through the 60 members, chief administrator first', async () => {
    const first = await server.call(org.memberList, { pageNum: 1, pageSize: 25 }, { token: member.token });
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(60);
    expect(first.data.list).toHaveLength(25);
    expect(first.data.list[0]).toMatchObject({ realName: '张伟', role: 0, departmentName: '总经办', mobile: CHIEF });
    const last = await server.call(org.memberList, { pageNum: 3, pageSize: 25 }, { token: member.token });
    expect(last.data.list).toHaveLength(10);
    const ids = new Set([...first.data.list, ...last.data.list].map((m) => m.userId));
    expect(ids.size).toBe(35);
  });

  it('searches by name or phone and filters by role, department and state', async () => {
    const byName = await server.call(org.memberList, { keyword: '王' }, { token: member.token });
    expect(byName.data.list.every((m) => m.realName.includes('王'))).toBe(true);
    expect(byName.data.total).toBeGreaterThanOrEqual(2);
    const byPhone = await server.call(org.memberList, { keyword: '13800001010' }, { token: member.token });
    expect(byPhone.data.list.map((m) => m.mobile)).toEqual(['13800001010']);
    const literal = await server.call(org.memberList, { keyword: '%' }, { token: member.token });
    expect(literal.data.total).toBe(0);
    const admins = await server.call(org.memberList, { role: 1 }, { token: member.token });
    expect(admins.data.total).toBe(3);
    const keepers = await server.call(org.memberList, { role: 2 }, { token: member.token });
    expect(keepers.data.total).toBe(7);
    const tree = (await server.call(org.orgList, {}, { token: member.token })).data;
    const finance = tree.find((d) => d.name === '财务部')!;
    const inFinance = await server.call(org.memberList, { departmentId: finance.id }, { token: member.token });
    expect(inFinance.data.total).toBe(6);
    expect(inFinance.data.list.every((m) => m.departmentName === '财务部')).toBe(true);
    const disabled = await server.call(org.memberList, { state: 'disabled' }, { token: member.token });
    expect(disabled.data.total).toBe(0);
    const tooLong = await server.call(org.memberList, { keyword: 'x'.repeat(33) }, { token: member.token });
    expect(tooLong.code).toBe(400);
  });

  it('detail of a member; a stranger or another unit’s member is not found', async () => {
    const d = await detail(keeper.userId, member.token);
    expect(d).toMatchObject({ realName: '王强', role: 2, mobile: KEEPER, disabled: false });
    const otherMembers = await membersOf(server, await otherUnitId(server));
    const foreign = await server.call(org.memberDetail, { userId: otherMembers[0]!.userId }, { token: chief.token });
    expect(foreign).toMatchObject({ code: 404, msg: '请求的资源不存在' });
    expect((await server.call(org.memberDetail, { userId: 2 ** 40 }, { token: chief.token })).code).toBe(404);
  });

  it('roles: the four roles of spec section 6 with their member counts', async () => {
    const res = await server.call(org.roleList, {}, { token: member.token });
    expect(res.data).toEqual([
      { role: 0, roleName: '超级管理员', memberCount: 1 },
      { role: 1, roleName: '管理员', memberCount: 3 },
      { role: 2, roleName: '印章保管人', memberCount: 7 },
      { role: 3, roleName: '单位成员', memberCount: 49 },
    ]);
    const en = await server.call(org.roleList, {}, { token: member.token, lang: 'en-US' });
    expect(en.data.map((r) => r.roleName)).toEqual([
      'Chief administrator',
      'Administrator',
      'Seal keeper',
      'Unit member',
    ]);
  });
});

describe('adding members', () => {
  it('invites a new phone; once accepted, a member in the department, with e-mail and ID card', async () => {
    const tree = (await server.call(org.orgList, {}, { token: admin.token })).data;
    const legal = tree.find((d) => d.name === '法务部')!;
    const mobile = freshPhone();
    const { userId, token } = await joined(
      newMember({
        realName: '周律',
        mobile,
        role: 2,
        departmentId: legal.id,
        email: 'zhoulv@example.cn',
        idCard: '11010519491231002x',
      }),
      admin.token,
    );
    const d = await detail(userId);
    expect(d).toMatchObject({
      realName: '周律',
      mobile,
      role: 2,
      departmentName: '法务部',
      email: 'zhoulv@example.cn',
      idCard: '11010519491231002X',
      disabled: false,
    });
    // The new member chooses the unit.
    const units = await server.call(account.listUnitsByUser, {}, { token });
    expect(units.data.map((u) => u.companyId)).toEqual([chief.companyId]);
  });

  it('ID card numbers are masked for callers without member:edit', async () => {
    const found = (await server.call(org.memberList, { keyword: '周律' }, { token: member.token })).data.list[0]!;
    expect(found.idCard).toBe('110105********002X');
    expect((await detail(found.userId, keeper.token)).idCard).toBe('110105********002X');
    expect((await detail(found.userId, admin.token)).idCard).toBe('11010519491231002X');
  });

  it('an account of another unit joins with its own name in this unit; the other unit still sees its name', async () => {
    const userId = await join(newMember({ realName: '陈经理', mobile: '13900000000' }));
    expect((await detail(userId)).realName).toBe('陈经理');
    const [account_] = await server.deps.db.select().from(users).where(eq(users.mobile, '13900000000'));
    expect(account_!.realName).toBe('陈静');
    const other = await staffSession(server, '13900000000', '远山贸易有限公司');
    const self = await server.call(org.memberDetail, { userId: other.userId }, { token: other.token });
    expect(self.data.realName).toBe('陈静');
  });

  it('refuses a phone that is already a member', async () => {
    const res = await server.call(org.memberAdd, newMember({ mobile: MEMBER }), { token: chief.token });
    expect(res).toMatchObject({ code: 409, msg: '该手机号已是本单位成员' });
  });

  it('the validation messages of spec section 5', async () => {
    const cases: Array<[Partial<AddInput>, string]> = [
      [{ realName: '' }, '输入框不能为空'],
      [{ realName: '名'.repeat(17) }, '长度不超过16个字符'],
      [{ mobile: '' }, '手机号码不能为空'],
      [{ mobile: '1380000000' }, '手机号码格式不正确，请重新输入'],
      [{ mobile: '23800000000' }, '手机号码格式不正确，请重新输入'],
      [{ email: 'a@b' }, '请输入正确的邮箱地址'],
      [{ idCard: '1234567890' }, '请输入正确的身份证号码'],
      [{ idCard: '11010519491231002Y' }, '请输入正确的身份证号码'],
    ];
    for (const [over, msg] of cases) {
      const res = await server.call(org.memberAdd, newMember(over), { token: chief.token });
      expect({ code: res.code, msg: res.msg }, JSON.stringify(over)).toEqual({ code: 400, msg });
    }
    const en = await server.call(org.memberAdd, newMember({ idCard: '1' }), { token: chief.token, lang: 'en-US' });
    expect(en.msg).toBe('Please enter a valid ID card number');
    // 15-digit ID cards and 16-character names are fine.
    const ok = await server.call(org.memberAdd, newMember({ realName: '名'.repeat(16), idCard: '110105491231002' }), {
      token: chief.token,
    });
    expect(ok.code).toBe(0);
    // Role 0 cannot be given by adding.
    const chiefRole = await server.call(org.memberAdd, { ...newMember(), role: 0 as never }, { token: chief.token });
    expect(chiefRole.code).toBe(400);
  });

  it('only the chief administrator appoints administrators; keepers and members add nobody', async () => {
    const byAdmin = await server.call(org.memberAdd, newMember({ role: 1 }), { token: admin.token });
    expect(byAdmin).toMatchObject({ code: 1003, msg: '只有超级管理员可以任免、修改或停用管理员' });
    const byChief = await server.call(org.memberAdd, newMember({ role: 1 }), { token: chief.token });
    expect(byChief.code).toBe(0);
    for (const s of [keeper, member]) {
      expect((await server.call(org.memberAdd, newMember(), { token: s.token })).code).toBe(1003);
    }
  });

  it('users-per-unit quota: an open invitation holds a place; the second invitation is refused', async () => {
    const taken =
      (await membersOf(server, chief.companyId)).length +
      (await server.call(invitation.invitationList, {}, { token: chief.token })).data.total;
    await setQuota(server, chief.companyId, 'usersPerUnit', taken + 1);
    const first = await server.call(org.memberAdd, newMember(), { token: admin.token });
    expect(first.code).toBe(0);
    const secondPhone = freshPhone();
    const second = await server.call(org.memberAdd, newMember({ mobile: secondPhone }), { token: admin.token });
    expect(second).toMatchObject({ code: 400, msg: `单位成员数已达上限（${taken + 1}人）` });
    expect(await server.deps.db.select().from(users).where(eq(users.mobile, secondPhone))).toEqual([]);
    const en = await server.call(org.memberAdd, newMember(), { token: admin.token, lang: 'en-US' });
    expect(en.msg).toBe(`The unit has reached its limit of members (${taken + 1})`);
    // Revoking gives the place back.
    await server.call(invitation.invitationRevoke, { id: first.data.invitationId }, { token: admin.token });
    expect((await server.call(org.memberAdd, newMember(), { token: admin.token })).code).toBe(0);
    await setQuota(server, chief.companyId, 'usersPerUnit', 200);
  });

  it('units-per-user quota of the invitee: checked on acceptance, not when inviting', async () => {
    // 张伟 belongs to three units; with a limit of 3 he cannot join another. The inviting unit is not told.
    const otherChief = await staffSession(server, '13900000000', '远山贸易有限公司');
    await setQuota(server, otherChief.companyId, 'maxUnitsPerUser', 3);
    const invited = await server.call(org.memberAdd, newMember({ mobile: CHIEF }), { token: otherChief.token });
    expect(invited.code).toBe(0);
    const accept = () =>
      server.call(invitation.invitationAccept, { id: invited.data.invitationId }, { token: chief.token });
    expect(await accept()).toMatchObject({ code: 400, msg: '该用户加入的单位数已达上限（3个）' });
    expect((await membersOf(server, otherChief.companyId)).some((m) => m.userId === chief.userId)).toBe(false);
    await setQuota(server, otherChief.companyId, 'maxUnitsPerUser', 10);
    expect((await accept()).code).toBe(0);
  });

  it('inviting many at once stays within the quota', async () => {
    const before = await membersOf(server, chief.companyId);
    const open = await server.call(invitation.invitationList, {}, { token: chief.token });
    await setQuota(server, chief.companyId, 'usersPerUnit', before.length + open.data.total + 2);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => server.call(org.memberAdd, newMember(), { token: chief.token })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(2);
    const after = await server.call(invitation.invitationList, {}, { token: chief.token });
    expect(after.data.total).toBe(open.data.total + 2);
    await setQuota(server, chief.companyId, 'usersPerUnit', 200);
  });
});

describe('updating members and roles', () => {
  async function someMember(role: 1 | 2 | 3) {
    return detail(await join(newMember({ role })));
  }

  it('an administrator renames, moves and changes keepers and members', async () => {
    const m = await someMember(3);
    const tree = (await server.call(org.orgList, {}, { token: admin.token })).data;
    const hr = tree.find((d) => d.name === '人力资源部')!;
    const res = await server.call(
      org.memberUpdate,
      updateOf(m, { realName: '改名了', role: 2, departmentId: hr.id, email: 'x@example.cn' }),
      { token: admin.token },
    );
    expect(res.code).toBe(0);
    expect(await detail(m.userId)).toMatchObject({ realName: '改名了', role: 2, departmentName: '人力资源部' });
  });

  it('nobody edits the chief administrator through user/v1/update', async () => {
    const chiefMember = await detail(chief.userId);
    for (const s of [chief, admin]) {
      const res = await server.call(org.memberUpdate, updateOf(chiefMember, { role: 1 }), { token: s.token });
      expect(res).toMatchObject({ code: 1003, msg: '不能在此修改或停用超级管理员，请通过“设为超级管理员”转交' });
      const disable = await server.call(org.memberUpdate, updateOf(chiefMember, { role: 1, disabled: true }), {
        token: s.token,
      });
      expect(disable.code).toBe(1003);
    }
    expect((await detail(chief.userId)).role).toBe(0);
  });

  it('the chief administrator edits their own details but cannot leave the role or disable themselves that way', async () => {
    const self = await detail(chief.userId);
    const departmentId = (await membersOf(server, chief.companyId)).find((m) => m.departmentId !== null)!.departmentId;
    const own = await server.call(
      org.memberUpdate,
      updateOf(self, { role: 0, departmentId, email: 'chief@demo-tech.example.cn' }),
      { token: chief.token },
    );
    expect(own.code).toBe(0);
    expect(await detail(chief.userId)).toMatchObject({ role: 0, departmentId, email: 'chief@demo-tech.example.cn' });
    const disable = await server.call(org.memberUpdate, updateOf(self, { role: 0, disabled: true }), {
      token: chief.token,
    });
    expect(disable.code).toBe(1003);
    // Nobody makes another member chief through an update either.
    const someone = await detail((await membersOf(server, chief.companyId)).find((m) => m.role === 3)!.userId);
    const raise = await server.call(org.memberUpdate, updateOf(someone, { role: 0 }), { token: chief.token });
    expect(raise).toMatchObject({ code: 1003, msg: '不能在此修改或停用超级管理员，请通过“设为超级管理员”转交' });
    expect((await detail(someone.userId)).role).toBe(3);
  });

  it('nobody raises their own role or disables themselves; their own name they may change', async () => {
    const me = await detail(admin.userId);
    const rename = await server.call(org.memberUpdate, updateOf(me, { realName: '李娜娜' }), { token: admin.token });
    expect(rename.code).toBe(0);
    const demote = await server.call(org.memberUpdate, updateOf(me, { role: 3 }), { token: admin.token });
    expect(demote).toMatchObject({ code: 1003, msg: '不能修改自己的角色或停用自己' });
    const off = await server.call(org.memberUpdate, updateOf(me, { disabled: true }), { token: admin.token });
    expect(off.code).toBe(1003);
    // A member has no member:edit at all: raising their own role is refused before anything else.
    const own = await detail(member.userId);
    const raise = await server.call(org.memberUpdate, updateOf(own, { role: 1 }), { token: member.token });
    expect(raise).toMatchObject({ code: 1003, msg: '没有执行此操作的权限' });
    expect((await detail(member.userId)).role).toBe(3);
    await server.call(org.memberUpdate, updateOf(me, { realName: '李娜' }), { token: admin.token });
  });

  it('an administrator neither changes nor disables another administrator, nor appoints one', async () => {
    const other = await someMember(1);
    for (const over of [{ role: 2 as const }, { disabled: true }, { realName: '改别人' }]) {
      const res = await server.call(org.memberUpdate, updateOf(other, over), { token: admin.token });
      expect(res).toMatchObject({ code: 1003, msg: '只有超级管理员可以任免、修改或停用管理员' });
    }
    const plain = await someMember(3);
    const promote = await server.call(org.memberUpdate, updateOf(plain, { role: 1 }), { token: admin.token });
    expect(promote.code).toBe(1003);
    const byChief = await server.call(org.memberUpdate, updateOf(other, { role: 2 }), { token: chief.token });
    expect(byChief.code).toBe(0);
    expect((await detail(other.userId)).role).toBe(2);
  });

  it('disabling a member ends their sessions in the unit; enabling lets them back', async () => {
    const m = await someMember(3);
    server.clock.advance(61_000);
    const login = await server.loginByPhone(m.mobile);
    const chosen = await server.call(account.getInfo, { companyId: chief.companyId }, { token: login });
    const token = chosen.data.token;
    expect((await server.call(menu.menuNav, {}, { token })).code).toBe(0);
    const off = await server.call(org.memberUpdate, updateOf(m, { disabled: true }), { token: admin.token });
    expect(off.code).toBe(0);
    expect((await server.call(menu.menuNav, {}, { token })).code).toBe(403);
    const list = await server.call(org.memberList, { state: 'disabled' }, { token: admin.token });
    expect(list.data.list.map((x) => x.userId)).toContain(m.userId);
    const on = await server.call(org.memberUpdate, updateOf(m, { disabled: false }), { token: admin.token });
    expect(on.code).toBe(0);
    server.clock.advance(61_000);
    const again = await server.loginByPhone(m.mobile);
    expect((await server.call(account.getInfo, { companyId: chief.companyId }, { token: again })).code).toBe(0);
  });

  it('update validation messages and a department of no unit', async () => {
    const m = await someMember(3);
    const long = await server.call(org.memberUpdate, updateOf(m, { realName: '名'.repeat(17) }), {
      token: chief.token,
    });
    expect(long).toMatchObject({ code: 400, msg: '长度不超过16个字符' });
    const mail = await server.call(org.memberUpdate, updateOf(m, { email: 'nope' }), { token: chief.token });
    expect(mail).toMatchObject({ code: 400, msg: '请输入正确的邮箱地址' });
    const dep = await server.call(org.memberUpdate, updateOf(m, { departmentId: 999_999 }), { token: chief.token });
    expect(dep.code).toBe(404);
  });
});

describe('change-super-admin', () => {
  it('only the current chief administrator may hand the role over', async () => {
    for (const s of [admin, keeper, member]) {
      const res = await server.call(org.changeSuperAdmin, { userId: s.userId }, { token: s.token });
      expect(res).toMatchObject({ code: 1003, msg: '只有当前超级管理员可以转交超级管理员' });
    }
    const toSelf = await server.call(org.changeSuperAdmin, { userId: chief.userId }, { token: chief.token });
    expect(toSelf).toMatchObject({ code: 400, msg: '请选择本单位其他未停用的成员' });
    const otherMembers = await membersOf(server, await otherUnitId(server));
    const foreign = await server.call(
      org.changeSuperAdmin,
      { userId: otherMembers[1]!.userId },
      { token: chief.token },
    );
    expect(foreign.code).toBe(404);
    expect((await detail(chief.userId)).role).toBe(0);
  });

  it('refuses a disabled member as the new chief administrator', async () => {
    const m = await detail(await join(newMember()));
    await server.call(org.memberUpdate, updateOf(m, { disabled: true }), { token: chief.token });
    const res = await server.call(org.changeSuperAdmin, { userId: m.userId }, { token: chief.token });
    expect(res).toMatchObject({ code: 400, msg: '请选择本单位其他未停用的成员' });
    expect((await detail(chief.userId)).role).toBe(0);
  });

  it('hands the role to an active member; the old chief becomes an administrator; exactly one chief', async () => {
    const res = await server.call(org.changeSuperAdmin, { userId: keeper.userId }, { token: chief.token });
    expect(res.code).toBe(0);
    expect((await detail(keeper.userId)).role).toBe(0);
    expect((await detail(chief.userId)).role).toBe(1);
    const chiefs = await server.deps.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, chief.companyId), eq(memberships.role, 0)));
    expect(chiefs).toHaveLength(1);
    // The old chief lost the right to hand it over; the new one has it and gives it back.
    const again = await server.call(org.changeSuperAdmin, { userId: member.userId }, { token: chief.token });
    expect(again.code).toBe(1003);
    const back = await server.call(org.changeSuperAdmin, { userId: chief.userId }, { token: keeper.token });
    expect(back.code).toBe(0);
    expect((await detail(chief.userId)).role).toBe(0);
    expect((await detail(keeper.userId)).role).toBe(1);
  });

  it('two hand-overs at once leave exactly one chief administrator', async () => {
    const [a, b] = await Promise.all([
      server.call(org.changeSuperAdmin, { userId: member.userId }, { token: chief.token }),
      server.call(org.changeSuperAdmin, { userId: admin.userId }, { token: chief.token }),
    ]);
    expect([a.code, b.code].filter((c) => c === 0)).toHaveLength(1);
    const chiefs = await server.deps.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, chief.companyId), eq(memberships.role, 0)));
    expect(chiefs).toHaveLength(1);
    expect([member.userId, admin.userId]).toContain(chiefs[0]!.userId);
  });
});
