/**
 * Member invitations: adding a member by phone reveals nothing about the phone (same answer, no account name shown)
 * and adds nobody until the invitee accepts; expiry, resend, revoke and decline; an invitation is its unit's and its
 * invitee's only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, invitation, org, type RequestOf } from '../../contract';
import { memberInvitations, memberships } from '../../server/src/db/schema';
import { DAY, startTestServer, type TestServer } from './helpers';
import { freshPhone, membersOf } from './org-fixtures';
import { ADMIN, CHIEF, loginStaff, MEMBER, staffSession, type StaffSession } from './staff';

const OTHER_UNIT = '远山贸易有限公司';

let server: TestServer;
let chief: StaffSession;
let otherChief: StaffSession;
let member: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  member = await staffSession(server, MEMBER);
  otherChief = await staffSession(server, '13900000000', OTHER_UNIT);
});
afterAll(async () => {
  await server?.close();
});

const invitee = (mobile: string, over: Partial<RequestOf<typeof org.memberAdd>> = {}) => ({
  realName: '受邀人',
  mobile,
  role: 3 as const,
  departmentId: null,
  ...over,
});

let ipCount = 0;
async function loginFresh(mobile: string): Promise<string> {
  ipCount += 1;
  return server.loginByPhone(mobile, `10.88.0.${ipCount}`);
}

async function unitIdsOf(token: string): Promise<number[]> {
  return (await server.call(account.listUnitsByUser, {}, { token })).data.map((u) => u.companyId);
}

describe('inviting by phone', () => {
  it('answers alike for a phone with an account and one without; shows no account name; adds nobody', async () => {
    const membersBefore = await membersOf(server, otherChief.companyId);
    const known = await server.call(org.memberAdd, invitee(ADMIN, { realName: '新来的' }), { token: otherChief.token });
    const unknownPhone = freshPhone();
    const unknown = await server.call(org.memberAdd, invitee(unknownPhone), { token: otherChief.token });
    expect(known.code).toBe(0);
    expect(unknown.code).toBe(0);
    expect(Object.keys(known.data)).toEqual(Object.keys(unknown.data));
    expect(known.msg).toBe(unknown.msg);
    // The pending list shows what the administrator entered, never the account's own name or log-in name.
    const list = await server.call(invitation.invitationList, {}, { token: otherChief.token });
    const shown = list.data.list.find((i) => i.id === known.data.invitationId)!;
    expect(shown).toMatchObject({ realName: '新来的', mobile: ADMIN, role: 3, expired: false });
    expect(JSON.stringify(list.data)).not.toMatch(/lina|李娜/);
    // Nobody joined.
    expect(await membersOf(server, otherChief.companyId)).toHaveLength(membersBefore.length);
    // The invitee got an SMS naming the unit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sms.outbox.notices(unknownPhone)[0]?.code).toBe(OTHER_UNIT);
  });

  it('the invitee sees the invitation after logging in and becomes a member only by accepting', async () => {
    const phone = freshPhone();
    const sent = await server.call(org.memberAdd, invitee(phone, { role: 2 }), { token: chief.token });
    const token = await loginFresh(phone);
    expect(await unitIdsOf(token)).toEqual([]);
    const mine = await server.call(invitation.myInvitations, {}, { token });
    expect(mine.data).toEqual([
      expect.objectContaining({ id: sent.data.invitationId, unitName: '演示科技有限公司', role: 2 }),
    ]);
    const accepted = await server.call(invitation.invitationAccept, { id: sent.data.invitationId }, { token });
    expect(accepted).toMatchObject({ code: 0, data: { companyId: chief.companyId } });
    expect(await unitIdsOf(token)).toEqual([chief.companyId]);
    const me = (await server.call(account.currentUser, {}, { token })).data.user;
    expect((await membersOf(server, chief.companyId)).find((m) => m.userId === me.userId)).toMatchObject({ role: 2 });
    // Accepted once: gone from both lists, a second accept finds nothing.
    expect((await server.call(invitation.myInvitations, {}, { token })).data).toEqual([]);
    const again = await server.call(invitation.invitationAccept, { id: sent.data.invitationId }, { token });
    expect(again.code).toBe(404);
    const pending = await server.call(invitation.invitationList, {}, { token: chief.token });
    expect(pending.data.list.some((i) => i.id === sent.data.invitationId)).toBe(false);
  });

  it('declining or a revoked invitation leaves no membership', async () => {
    const phone = freshPhone();
    const first = await server.call(org.memberAdd, invitee(phone), { token: chief.token });
    const token = await loginFresh(phone);
    expect((await server.call(invitation.invitationDecline, { id: first.data.invitationId }, { token })).code).toBe(0);
    const second = await server.call(org.memberAdd, invitee(phone), { token: chief.token });
    expect(second.code).toBe(0);
    const revoked = await server.call(
      invitation.invitationRevoke,
      { id: second.data.invitationId },
      { token: chief.token },
    );
    expect(revoked.code).toBe(0);
    expect((await server.call(invitation.invitationAccept, { id: second.data.invitationId }, { token })).code).toBe(
      404,
    );
    expect(await unitIdsOf(token)).toEqual([]);
  });

  it('one pending invitation per phone and unit; a member is refused as before', async () => {
    const phone = freshPhone();
    expect((await server.call(org.memberAdd, invitee(phone), { token: chief.token })).code).toBe(0);
    const twice = await server.call(org.memberAdd, invitee(phone), { token: chief.token });
    expect(twice).toMatchObject({ code: 409, msg: '已向该手机号发出邀请，可在待接受的邀请中重新发送' });
    const existing = await server.call(org.memberAdd, invitee(MEMBER), { token: chief.token });
    expect(existing).toMatchObject({ code: 409, msg: '该手机号已是本单位成员' });
  });
});

describe('isolation', () => {
  it("nobody accepts or declines another person's invitation; another unit neither sees, resends nor revokes it", async () => {
    const phone = freshPhone();
    const sent = await server.call(org.memberAdd, invitee(phone), { token: chief.token });
    const id = sent.data.invitationId;
    const stranger = await loginStaff(server, ADMIN);
    for (const call of [invitation.invitationAccept, invitation.invitationDecline]) {
      expect((await server.call(call, { id }, { token: stranger })).code).toBe(404);
    }
    for (const call of [invitation.invitationResend, invitation.invitationRevoke]) {
      expect((await server.call(call, { id }, { token: otherChief.token })).code).toBe(404);
    }
    const theirs = await server.call(invitation.invitationList, {}, { token: otherChief.token });
    expect(theirs.data.list.some((i) => i.id === id)).toBe(false);
    // A plain member may not see or manage invitations.
    expect((await server.call(invitation.invitationList, {}, { token: member.token })).code).toBe(1003);
    const [row] = await server.deps.db.select().from(memberInvitations).where(eq(memberInvitations.id, id));
    expect(row!.state).toBe('pending');
    const joined = await server.deps.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, chief.companyId), eq(memberships.userId, row!.userId)));
    expect(joined).toEqual([]);
  });
});

describe('expiry and resend', () => {
  it('an invitation expires after seven days; a resend renews it, at most once a minute', async () => {
    const phone = freshPhone();
    const sent = await server.call(org.memberAdd, invitee(phone), { token: chief.token });
    const id = sent.data.invitationId;
    const tooSoon = await server.call(invitation.invitationResend, { id }, { token: chief.token });
    expect(tooSoon.code).toBe(429);
    server.clock.advance(7 * DAY + 1000);
    chief = await staffSession(server, CHIEF);
    const token = await loginFresh(phone);
    expect((await server.call(invitation.myInvitations, {}, { token })).data).toEqual([]);
    const late = await server.call(invitation.invitationAccept, { id }, { token });
    expect(late).toMatchObject({ code: 400, msg: '邀请已过期，请联系单位管理员重新发送' });
    const listed = await server.call(invitation.invitationList, {}, { token: chief.token });
    expect(listed.data.list.find((i) => i.id === id)?.expired).toBe(true);
    expect((await server.call(invitation.invitationResend, { id }, { token: chief.token })).code).toBe(0);
    expect((await server.call(invitation.invitationAccept, { id }, { token })).code).toBe(0);
    expect(await unitIdsOf(token)).toEqual([chief.companyId]);
  });
});
