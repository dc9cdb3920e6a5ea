/**
 * Test data of the organisation tests: direct writes for what the tests arrange (quotas, fixtures of a unit), file
 * bytes of each kind, and the ids of the demo and the other unit.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { file as fileContract, type unit } from '../../contract';
import type { UnitFixture } from './access-fixtures';
import { createContentFixture } from './content-fixtures';
import { createInvoiceFixture } from './invoice-fixtures';
import {
  applicationNotifications,
  applicationSteps,
  applications,
  approvalTemplates,
  authorizations,
  certifications,
  costHoldings,
  costOrders,
  costProducts,
  displays,
  exportJobs,
  fencePlaces,
  companies,
  departments,
  devices,
  files,
  fileTypes,
  memberships,
  partnerApplies,
  quotaApplications,
  sandboxTrades,
  users,
  watermarkIssuances,
} from '../../server/src/db/schema';
import { complaints, dictionaries } from '../../server/src/db/schema/registry';
import { compareRecords } from '../../server/src/db/schema/compare';
import { costBankTransfers } from '../../server/src/db/schema/cost-transfers';
import { anomalyAlerts } from '../../server/src/db/schema/anomaly';
import { memberInvitations } from '../../server/src/db/schema/invitation';
import { DEMO_UNIT, OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';
import { licencePng } from '../../server/src/db/seed/licence-png';
import { setLimit } from '../../server/src/modules/quota/service';
import { useRecordRepo } from '../../server/src/modules/use-record/repository';
import type { TestServer } from './helpers';

export const PNG = licencePng(5);
/** The fixture PNG declaring another size in its header: what a decompression bomb looks like from outside. */
export function pngDeclaring(width: number, height: number): Buffer {
  const bomb = Buffer.from(PNG);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  return bomb;
}
/** A JPEG as far as its header goes (JFIF, then a 16 x 16 frame header); uploads read the picture's size there. */
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x10, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
]);
/** JPEG's first bytes and then text: no image decoder reads it. */
export const DAMAGED_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF test body')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const CREDIT_CODE = '91310000MA1FL0A001';

export async function unitIdOf(server: TestServer, name: string): Promise<number> {
  const [row] = await server.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`no unit ${name}`);
  return row.id;
}

export const demoUnitId = (server: TestServer) => unitIdOf(server, DEMO_UNIT);
export const otherUnitId = (server: TestServer) => unitIdOf(server, OTHER_UNIT);

export async function setQuota(server: TestServer, companyId: number, item: unit.QuotaItem, limit: number) {
  await setLimit(server.deps.db, companyId, item, limit);
}

/** Uploads a file as the session's user; expects success. */
export async function uploadFile(
  server: TestServer,
  token: string,
  data: Buffer = PNG,
  filename = 'licence.png',
  purpose: 'licence' | 'attachment' | 'photo' = 'licence',
): Promise<string> {
  const res = await server.call(fileContract.fileUpload, { purpose }, { token, file: { filename, data } });
  expect(res.code, res.msg).toBe(0);
  return res.data.fileId;
}

let counter = 0;
/** A phone no account has: 170 + 8 digits, unique in this run. */
export function freshPhone(): string {
  counter += 1;
  return `170${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
}

async function addMember(server: TestServer, companyId: number, role: number, disabled: boolean) {
  const db = server.deps.db;
  const mobile = freshPhone();
  const [user] = await db.insert(users).values({ mobile, realName: '测试成员' }).returning({ id: users.id });
  await db.insert(memberships).values({ userId: user!.id, companyId, role, realName: '测试成员', disabled });
  return { userId: user!.id, mobile };
}

/**
 * Fresh ids of one unit for one access-matrix case: an empty subsidiary, a leaf department and another one, an active
 * member and a disabled one, an unused file (with its bytes), a certification and a partner application. The unit is
 * left 'rejected' and without an open partner application, so an apply would be accepted. For the applications: a
 * seal keeper, a device on a running service with a template, a file type no template lists, and for `actorId` (the
 * caller; the uploader when absent) an application of theirs, one waiting for their approval, a draft and an
 * attachment.
 */
/** A pending invitation of a fresh account into the unit, sent an hour ago (so it may be resent). */
async function addInvitation(server: TestServer, companyId: number, invitedBy: number): Promise<number> {
  const db = server.deps.db;
  const [invitee] = await db
    .insert(users)
    .values({ mobile: freshPhone(), realName: '矩阵受邀人' })
    .returning({ id: users.id });
  const sentAt = new Date(server.clock.now().getTime() - 3_600_000);
  const [row] = await db
    .insert(memberInvitations)
    .values({
      companyId,
      userId: invitee!.id,
      role: 3,
      realName: '矩阵受邀人',
      invitedBy,
      sentAt,
      expiresAt: new Date(sentAt.getTime() + 7 * 86_400_000),
    })
    .returning({ id: memberInvitations.id });
  return row!.id;
}

export async function createFixture(
  server: TestServer,
  companyId: number,
  uploaderId: number,
  actorId: number = uploaderId,
): Promise<UnitFixture> {
  const db = server.deps.db;
  const tag = randomBytes(4).toString('hex');
  const [unitRow] = await db.select().from(companies).where(eq(companies.id, companyId));
  const [subsidiary] = await db
    .insert(companies)
    .values({ name: `矩阵下级单位-${tag}`, parentId: companyId })
    .returning({ id: companies.id });
  const [parentDepartment] = await db
    .insert(departments)
    .values({ companyId, name: `矩阵上级-${tag}`, sort: 90 })
    .returning({ id: departments.id });
  const [department] = await db
    .insert(departments)
    .values({ companyId, name: `矩阵部门-${tag}`, sort: 91 })
    .returning({ id: departments.id });
  const member = await addMember(server, companyId, 3, false);
  const disabled = await addMember(server, companyId, 3, true);
  const fileId = randomBytes(16).toString('hex');
  const storageKey = randomBytes(16).toString('hex');
  await server.deps.storage.put(storageKey, PNG);
  await db.insert(files).values({
    id: fileId,
    companyId,
    uploaderId,
    name: '矩阵.png',
    size: PNG.length,
    contentType: 'image/png',
    purpose: 'licence',
    storageKey,
  });
  const licenceId = randomBytes(16).toString('hex');
  await db.insert(files).values({
    id: licenceId,
    companyId,
    uploaderId,
    name: '执照.png',
    size: PNG.length,
    contentType: 'image/png',
    purpose: 'licence',
    storageKey,
  });
  const [certification] = await db
    .insert(certifications)
    .values({
      companyId,
      state: 3,
      companyFullName: unitRow!.name,
      socialCreditCode: CREDIT_CODE,
      legalPerson: '张三',
      licenceFileId: licenceId,
      rejectReason: '照片不清晰',
    })
    .returning({ id: certifications.id });
  await db.update(companies).set({ certState: 3 }).where(eq(companies.id, companyId));
  // Closed applications only: a new one would be accepted.
  await db
    .update(partnerApplies)
    .set({ state: 2 })
    .where(and(eq(partnerApplies.companyId, companyId), eq(partnerApplies.state, 0)));
  const [apply] = await db
    .insert(partnerApplies)
    .values({ companyId, contactName: '联系人', contactPhone: '13800138000', region: '上海', state: 0 })
    .returning({ id: partnerApplies.id });
  await db.update(partnerApplies).set({ state: 2 }).where(eq(partnerApplies.id, apply!.id));
  const deviceId = `MX-${tag}`;
  await db.insert(devices).values({
    companyId,
    deviceId,
    name: '矩阵设备',
    model: 'V5',
    deviceType: 1,
    isBluetooth: true,
    isGprs: true,
    gprsProtocol: 'MQTT',
  });
  const approver = await addMember(server, companyId, 2, false);
  const now = server.clock.now();
  await db
    .update(devices)
    .set({ serviceEndTime: new Date(now.getTime() + 365 * 86_400_000) })
    .where(eq(devices.deviceId, deviceId));
  const [template] = await db
    .insert(approvalTemplates)
    .values({ companyId, deviceId, name: '矩阵模板', approverIds: [approver.userId], fileTypes: ['合同'] })
    .returning({ id: approvalTemplates.id });
  const [type] = await db
    .insert(fileTypes)
    .values({ companyId, name: `矩阵类型-${tag}` })
    .returning({ id: fileTypes.id });
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const waiting = async (applicantId: number, approverId: number) => {
    const [row] = await db
      .insert(applications)
      .values({
        companyId,
        applyNo: `SQMX${tag}${applicantId}`,
        state: 'WAITING',
        applicantId,
        deviceId,
        deviceName: '矩阵设备',
        templateId: template!.id,
        templateName: '矩阵模板',
        fileType: '合同',
        copies: 1,
        useCount: 1,
        reason: '矩阵用印',
        currentApproverId: approverId,
        totalSteps: 1,
        applicantUnread: true,
        submittedAt: hourAgo,
        updatedAt: hourAgo,
      })
      .returning({ id: applications.id });
    await db.insert(applicationSteps).values({ applicationId: row!.id, seq: 1, approverId, notifiedAt: hourAgo });
    await db
      .insert(applicationNotifications)
      .values({ applicationId: row!.id, kind: 'submitted', recipientId: approverId, at: hourAgo });
    return row!.id;
  };
  const applicationId = await waiting(actorId, approver.userId);
  const approvalId = await waiting(member.userId, actorId);
  const [draft] = await db
    .insert(applications)
    .values({
      companyId,
      draft: true,
      applicantId: actorId,
      deviceId,
      deviceName: '矩阵设备',
      fileType: '合同',
      copies: 1,
      useCount: 1,
      reason: '矩阵草稿',
    })
    .returning({ id: applications.id });
  const attachmentId = randomBytes(16).toString('hex');
  await db.insert(files).values({
    id: attachmentId,
    companyId,
    uploaderId: actorId,
    name: '附件.png',
    size: PNG.length,
    contentType: 'image/png',
    purpose: 'attachment',
    storageKey,
  });
  // One open application per unit and item: an earlier fixture's is decided first.
  await db
    .update(quotaApplications)
    .set({ state: 'COMPLETED', infoState: 'REJECT', rejectReason: '矩阵', reviewedAt: new Date() })
    .where(
      and(
        eq(quotaApplications.companyId, companyId),
        eq(quotaApplications.item, 'freeStorageMb'),
        eq(quotaApplications.state, 'RUNNING'),
      ),
    );
  const [quotaApplication] = await db
    .insert(quotaApplications)
    .values({
      companyId,
      applicantId: actorId,
      item: 'freeStorageMb',
      currentLimit: 1024,
      requestedLimit: 2048,
      reason: '矩阵',
    })
    .returning({ id: quotaApplications.id });
  const auth = await addAuthorizations(server, companyId, uploaderId, member.userId, deviceId, tag);
  const [category] = await db.select({ id: dictionaries.id }).from(dictionaries).where(eq(dictionaries.code, 'advice'));
  const [complaint] = await db
    .insert(complaints)
    .values({ companyId, userId: actorId, categoryId: category!.id, content: '矩阵投诉建议' })
    .returning({ id: complaints.id });
  const second = await addMember(server, companyId, 3, false);
  const anomalyAlertId = await addAnomalyAlert(server, companyId, deviceId);
  const orderId = await addOrder(server, companyId, uploaderId, tag);
  const bankOrderId = await addBankOrder(server, companyId, uploaderId, tag);
  const [comparison] = await db
    .insert(compareRecords)
    .values({
      companyId,
      userId: uploaderId,
      type: 1,
      oldFileId: fileId,
      newFileId: fileId,
      oldName: '矩阵.png',
      newName: '矩阵.png',
      pageChanges: 0,
      textChanges: 0,
      visualChanges: 0,
      seals: 0,
      elapsedMs: 1,
      result: { oldPages: [], newPages: [], pairs: [], changes: [], seals: [] },
    })
    .returning({ id: compareRecords.id });
  const holdingId = await addHolding(server, companyId);
  const watermarkBatchId = await addIssuing(server, companyId, uploaderId, [member.userId, second.userId], fileId);
  // A unit holds at most MAX_DISPLAYS live links: an earlier fixture's is revoked first.
  await db
    .update(displays)
    .set({ revokedAt: new Date() })
    .where(and(eq(displays.companyId, companyId), isNull(displays.revokedAt)));
  const [display] = await db
    .insert(displays)
    .values({ companyId, name: '矩阵显示屏', tokenHash: `matrix-${tag}`, createdAt: server.clock.now() })
    .returning({ id: displays.id });
  const invitationId = await addInvitation(server, companyId, uploaderId);
  // A unit keeps at most MAX_PLACES saved places: an earlier fixture's goes first.
  await db.delete(fencePlaces).where(and(eq(fencePlaces.companyId, companyId), like(fencePlaces.name, '矩阵地点-%')));
  const [place] = await db
    .insert(fencePlaces)
    .values({
      companyId,
      name: `矩阵地点-${tag}`,
      fence: { kind: 'circle', center: { lat: 31.2, lng: 121.5 }, radius: 500 },
    })
    .returning({ id: fencePlaces.id });
  return {
    invitationId,
    placeId: place!.id,
    displayId: display!.id,
    companyId,
    unitName: unitRow!.name,
    subsidiaryId: subsidiary!.id,
    departmentId: department!.id,
    parentDepartmentId: parentDepartment!.id,
    userId: member.userId,
    disabledPhone: disabled.mobile,
    newPhone: freshPhone(),
    fileId,
    certificationId: certification!.id,
    partnerApplyId: apply!.id,
    quotaApplicationId: quotaApplication!.id,
    deviceId,
    approverId: approver.userId,
    templateId: template!.id,
    fileTypeId: type!.id,
    actorId,
    applicationId,
    approvalId,
    draftId: draft!.id,
    attachmentId,
    complaintId: complaint!.id,
    anomalyAlertId,
    otherUserId: second.userId,
    orderId,
    bankOrderId,
    compareRecordId: comparison!.id,
    watermarkBatchId,
    holdingId,
    ...auth,
    ...(await createContentFixture(db, companyId)),
    ...(await createInvoiceFixture(db, companyId, uploaderId, tag)),
  };
}

/** An open alert of the unit's device (on a use record number no other alert of the unit has). */
async function addAnomalyAlert(server: TestServer, companyId: number, deviceId: string): Promise<number> {
  const at = server.clock.now();
  const [row] = await server.deps.db
    .insert(anomalyAlerts)
    .values({
      companyId,
      useRecordId: randomBytes(3).readUIntBE(0, 3),
      rule: 'privileged',
      severity: 'high',
      deviceId,
      deviceName: '矩阵设备',
      usedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: anomalyAlerts.id });
  return row!.id;
}

/** An issuing of the unit: one copy (the fixture's file) to each recipient, under one batch id. */
async function addIssuing(
  server: TestServer,
  companyId: number,
  issuerId: number,
  recipientIds: number[],
  fileId: string,
): Promise<string> {
  const batchId = randomBytes(8).toString('hex');
  await server.deps.db.insert(watermarkIssuances).values(
    recipientIds.map((recipientId) => ({
      companyId,
      issuanceId: randomBytes(6).toString('hex'),
      recipientId,
      issuerId,
      documentName: '矩阵.png',
      sourceFileId: fileId,
      copyFileId: fileId,
      copyHash: randomBytes(32).toString('hex'),
      keyVersion: 1,
      batchId,
    })),
  );
  return batchId;
}

/** An unpaid order of the unit with its open trade at the sandbox channel. */
async function addOrder(server: TestServer, companyId: number, createdBy: number, tag: string): Promise<number> {
  const now = server.clock.now();
  const orderNo = `DDM${tag}`;
  const tradeNo = `SBM${tag}`;
  await server.deps.db
    .insert(sandboxTrades)
    .values({ tradeNo, orderNo, amountFen: 100, status: 'open', createdAt: now });
  const [order] = await server.deps.db
    .insert(costOrders)
    .values({
      companyId,
      orderNo,
      title: '矩阵订单',
      amountFen: 100,
      channel: 'sandbox',
      tradeNo,
      createdBy,
      createdAt: now,
      deadline: new Date(now.getTime() + 30 * 60_000),
    })
    .returning({ id: costOrders.id });
  return order!.id;
}

/** An unpaid order paid by bank transfer: chosen, its remittance code given, no receipt handed in. */
async function addBankOrder(server: TestServer, companyId: number, createdBy: number, tag: string): Promise<number> {
  const now = server.clock.now();
  const code = `HK${randomBytes(4).toString('hex').toUpperCase()}`;
  const [order] = await server.deps.db
    .insert(costOrders)
    .values({
      companyId,
      orderNo: `DDB${tag}`,
      title: '矩阵转账订单',
      amountFen: 100,
      channel: 'bank',
      tradeNo: code,
      createdBy,
      createdAt: now,
      deadline: new Date(now.getTime() + 7 * 86_400_000),
    })
    .returning({ id: costOrders.id });
  await server.deps.db
    .insert(costBankTransfers)
    .values({ companyId, orderId: order!.id, remittanceCode: code, createdAt: now });
  return order!.id;
}

/** A year of electronic signatures the unit owns (a product of the seeded catalogue no demo unit holds). */
async function addHolding(server: TestServer, companyId: number): Promise<number> {
  const now = server.clock.now();
  const [product] = await server.deps.db
    .select({ id: costProducts.id })
    .from(costProducts)
    .where(eq(costProducts.code, 'ESIGN-YEAR'));
  const [holding] = await server.deps.db
    .insert(costHoldings)
    .values({
      companyId,
      productId: product!.id,
      startsAt: now,
      endsAt: new Date(now.getTime() + 86_400_000),
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: [costHoldings.companyId, costHoldings.productId], set: { updatedAt: now } })
    .returning({ id: costHoldings.id });
  return holding!.id;
}

async function addDevice(server: TestServer, companyId: number, deviceId: string) {
  await server.deps.db.insert(devices).values({
    companyId,
    deviceId,
    name: '矩阵设备',
    model: 'V5',
    deviceType: 1,
    isBluetooth: true,
    isGprs: true,
    gprsProtocol: 'MQTT',
  });
}

/**
 * The authorisations of a matrix fixture, all for `userId` and granted by `grantedById`: one not activated on the
 * fixture's device, one temporarily ended, one in use (photographs locked, one use recorded) and one used up on two
 * more devices, a device without any, and a finished export of the grantor.
 */
async function addAuthorizations(
  server: TestServer,
  companyId: number,
  grantedById: number,
  userId: number,
  deviceId: string,
  tag: string,
) {
  const db = server.deps.db;
  const now = server.clock.now();
  const validFrom = new Date(now.getTime() - 86_400_000);
  const validTo = new Date(now.getTime() + 30 * 86_400_000);
  const pausedDeviceId = `MP-${tag}`;
  const usedDeviceId = `MA-${tag}`;
  const freeDeviceId = `MF-${tag}`;
  for (const id of [pausedDeviceId, usedDeviceId, freeDeviceId]) await addDevice(server, companyId, id);
  const base = { companyId, userId, grantedById, validFrom, validTo, reason: '矩阵授权', useCount: 5 };
  const insert = async (values: Partial<typeof authorizations.$inferInsert> & { deviceId: string; state: number }) => {
    const [row] = await db
      .insert(authorizations)
      .values({ ...base, empowerNo: `EPM${randomBytes(6).toString('hex')}`, ...values })
      .returning({ id: authorizations.id, empowerNo: authorizations.empowerNo });
    return row!;
  };
  const open = await insert({ deviceId, state: 3 });
  // Paused, and locked by its fence after a stamp outside it.
  const paused = await insert({
    deviceId: pausedDeviceId,
    state: 5,
    usedCount: 1,
    activatedAt: validFrom,
    fence: { kind: 'circle', center: { lat: 31.2, lng: 121.5 }, radius: 500 },
    fenceLock: true,
    fenceLocked: true,
  });
  const active = await insert({
    deviceId: usedDeviceId,
    state: 0,
    usedCount: 1,
    activatedAt: validFrom,
    photographLocked: true,
  });
  const ended = await insert({
    deviceId: usedDeviceId,
    state: 2,
    usedCount: 5,
    endReason: 'exhausted',
    endedAt: now,
  });
  const useId = await useRecordRepo.insert(db, {
    companyId,
    deviceId: usedDeviceId,
    authorizationId: active.id,
    empowerNo: active.empowerNo,
    userId,
    useType: 0,
    usedAt: now,
    address: '矩阵地址',
  });
  const [completed] = await db
    .insert(applications)
    .values({
      companyId,
      applyNo: `SQMC${tag}`,
      state: 'COMPLETED',
      applicantId: userId,
      deviceId: freeDeviceId,
      deviceName: '矩阵设备',
      fileType: '合同',
      copies: 1,
      useCount: 3,
      reason: '矩阵用印',
      totalSteps: 1,
      approvedSteps: 1,
      submittedAt: now,
    })
    .returning({ id: applications.id });
  const [job] = await db
    .insert(exportJobs)
    .values({ companyId, userId: grantedById, role: 0, exportType: 3, state: 'done', progress: 100 })
    .returning({ id: exportJobs.id });
  return {
    freeDeviceId,
    authorizationId: open.id,
    pausedAuthorizationId: paused.id,
    activeAuthorizationId: active.id,
    endedAuthorizationId: ended.id,
    endedEmpowerNo: ended.empowerNo,
    activeEmpowerNo: active.empowerNo,
    useRecordId: useId,
    exportJobId: job!.id,
    completedApplicationId: completed!.id,
  };
}

/** The membership rows of a unit, as a comparable snapshot. */
export async function membersOf(server: TestServer, companyId: number) {
  return server.deps.db.select().from(memberships).where(eq(memberships.companyId, companyId)).orderBy(memberships.id);
}
