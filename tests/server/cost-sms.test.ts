/**
 * Reminder SMS through the contract: an applicant's reminder sends the approver one, paid by the unit's free quota
 * (which the quota then counts as used), then by a bought SMS package, and with both used up none is sent; the
 * unit sees each one and what is left (its calls take no id: they read the session's unit only).
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, cost, device } from '../../contract';
import { SMS_PER_PACKAGE } from '../../contract/cost';
import { approvalTemplates, devices, smsReminders } from '../../server/src/db/schema';
import { SmsSendError } from '../../server/src/lib/sms';
import { setLimit } from '../../server/src/modules/quota/service';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
let applicationId: number;
const DEVICE = 'SMS-REMIND-1';

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  const bound = await server.call(
    device.deviceBind,
    { deviceId: DEVICE, name: '提醒章', model: 'V5', deviceType: 1 },
    { token: chief.token },
  );
  expect(bound.code, bound.msg).toBe(0);
  await server.deps.db
    .update(devices)
    .set({ serviceEndTime: new Date(server.clock.now().getTime() + 365 * 86_400_000) })
    .where(eq(devices.deviceId, DEVICE));
  await server.deps.db.insert(approvalTemplates).values({
    companyId: chief.companyId,
    deviceId: DEVICE,
    name: '提醒模板',
    approverIds: [keeper.userId],
    fileTypes: ['合同'],
  });
  const saved = await server.call(
    apply.applySave,
    { deviceId: DEVICE, fileType: '合同', copies: 1, useCount: 1, reason: '催办短信' },
    { token: member.token },
  );
  expect(saved.code, saved.msg).toBe(0);
  applicationId = saved.data.id;
});
afterAll(async () => {
  await server?.close();
});

/** The applicant reminds the approver (a minute after the last notice). */
async function remind() {
  server.clock.advance(61_000);
  const res = await server.call(apply.applyRenotify, { id: applicationId }, { token: member.token });
  expect(res.code, res.msg).toBe(0);
}

async function summary(who: StaffSession = chief) {
  const res = await server.call(cost.smsSummary, {}, { token: who.token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function latest() {
  const res = await server.call(cost.smsReminderList, { pageSize: 1 }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  return res.data.list[0]!;
}

describe('reminder SMS', () => {
  it('a reminder sends the approver one, counted against the free quota', async () => {
    const before = await summary();
    expect(before.freeLimit).toBe(1000);
    await remind();
    const after = await summary();
    expect(after.freeUsed).toBe(before.freeUsed + 1);
    expect(await latest()).toMatchObject({ billedTo: 'free', userName: '王强' });
  });

  it('with the free quota used up, takes from a bought package, then sends none', async () => {
    const { freeUsed } = await summary();
    await setLimit(server.deps.db, chief.companyId, 'freeSmsReminders', freeUsed);
    await remind();
    expect(await latest()).toMatchObject({ billedTo: 'none', delivery: null });

    const products = await server.call(cost.productList, { serviceType: 99 }, { token: chief.token });
    const pack = products.data.find((p) => p.code === 'SMS-REMIND-500')!;
    const placed = await server.call(cost.orderCreate, { productId: pack.id, quantity: 1 }, { token: chief.token });
    expect(placed.code, placed.msg).toBe(0);
    const paid = await server.call(cost.sandboxPay, { id: placed.data.id, scenario: 'pay' }, { token: chief.token });
    expect(paid.data.outcome).toBe('applied');
    expect(await summary()).toMatchObject({ packageUnits: SMS_PER_PACKAGE, packageLeft: SMS_PER_PACKAGE, freeUsed });

    await remind();
    expect((await latest()).billedTo).toBe('package');
    expect(await summary()).toMatchObject({ packageLeft: SMS_PER_PACKAGE - 1, freeUsed });
    const filtered = await server.call(cost.smsReminderList, { billedTo: 'none' }, { token: chief.token });
    expect(filtered.data.list.every((r) => r.billedTo === 'none')).toBe(true);
    expect(filtered.data.total).toBeGreaterThan(0);
  });

  it('sends each one through the SMS gateway and shows what came of it', async () => {
    const notices = () => server.sms.outbox.notices(KEEPER).length;
    const before = notices();
    await remind();
    await expect.poll(async () => (await latest()).delivery).toBe('sent');
    expect(notices()).toBe(before + 1);
    expect(server.sms.outbox.notices(KEEPER)[0]!.code).toBe((await latest()).subject);

    // The gateway's flow control refuses: the record says so, the reminder itself went through.
    const gateway = server.deps.sms;
    server.deps.sms = {
      name: 'refusing',
      sendCode: gateway.sendCode.bind(gateway),
      sendNotice: () => Promise.reject(new SmsSendError('phoneLimited', 'isv.BUSINESS_LIMIT_CONTROL', false, 'limit')),
    };
    try {
      await remind();
      await expect.poll(async () => (await latest()).delivery).toBe('phoneLimited');
      const [row] = await server.deps.db
        .select({ vendorCode: smsReminders.vendorCode })
        .from(smsReminders)
        .orderBy(desc(smsReminders.id))
        .limit(1);
      expect(row!.vendorCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
    } finally {
      server.deps.sms = gateway;
    }
  });

  it('a member without the payment permission sees none of them', async () => {
    expect((await server.call(cost.smsReminderList, {}, { token: member.token })).code).not.toBe(0);
    expect((await server.call(cost.smsSummary, {}, { token: member.token })).code).not.toBe(0);
  });
});
