import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizations,
  applicationNotifications,
  applications,
  applicationSteps,
  approvalTemplates,
  certifications,
  companies,
  departments,
  devices,
  files,
  fileTypes,
  memberships,
  menus,
  messages,
  partnerApplies,
  roleGrants,
  systems,
  usePhotos,
  useRecords,
  users,
  versions,
} from '../../server/src/db/schema';
import { migrationsDirOf } from '../../server/src/db/client';
import { seedDemo } from '../../server/src/db/seed';
import { AWAITING_DAYS } from '../../server/src/db/seed/write-uses';
import { DEMO_UNIT, OTHER_UNIT } from '../../server/src/db/seed/demo-accounts';
import { rootDir, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function counts() {
  const db = server.deps.db;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    systems: await n(systems),
    menus: await n(menus),
    grants: await n(roleGrants),
    messages: await n(messages),
    versions: await n(versions),
    users: await n(users),
    memberships: await n(memberships),
    departments: await n(departments),
    certifications: await n(certifications),
    files: await n(files),
    partnerApplies: await n(partnerApplies),
    fileTypes: await n(fileTypes),
    templates: await n(approvalTemplates),
    applications: await n(applications),
    steps: await n(applicationSteps),
    notifications: await n(applicationNotifications),
    authorizations: await n(authorizations),
    useRecords: await n(useRecords),
    usePhotos: await n(usePhotos),
  };
}

async function unitOf(name: string) {
  const [row] = await server.deps.db.select().from(companies).where(eq(companies.name, name));
  return row!;
}

describe('demo seed', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts();
    expect(before.systems).toBe(2);
    expect(before.menus).toBeGreaterThan(80);
    // 6 demo staff in 9 memberships, 25 messages each (the organisation's other members get none), and one message
    // per notification of the seeded applications.
    expect(before.notifications).toBeGreaterThan(600);
    expect(before.messages).toBe(9 * 25 + before.notifications);
    await seedDemo(server.deps.db);
    expect(await counts()).toEqual(before);
  });

  it('finds a renamed demo unit by its credit code: seeding again adds no unit', async () => {
    const db = server.deps.db;
    const demo = await unitOf(DEMO_UNIT);
    await db.update(companies).set({ name: '演示科技（已改名）有限公司' }).where(eq(companies.id, demo.id));
    try {
      const before = await counts();
      await seedDemo(db);
      expect(await counts()).toEqual(before);
      expect(await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_UNIT))).toEqual([]);
    } finally {
      await db.update(companies).set({ name: DEMO_UNIT }).where(eq(companies.id, demo.id));
    }
  });

  it('gives the demo unit 9 departments and 60 members across the four roles, certified', async () => {
    const demo = await unitOf(DEMO_UNIT);
    const db = server.deps.db;
    const deps = await db.select().from(departments).where(eq(departments.companyId, demo.id));
    expect(deps.map((d) => d.name).sort()).toEqual(
      ['总经办', '行政部', '财务部', '法务部', '人力资源部', '市场部', '品牌推广组', '渠道拓展组', '技术部'].sort(),
    );
    const members = await db.select().from(memberships).where(eq(memberships.companyId, demo.id));
    expect(members).toHaveLength(60);
    const byRole = [0, 1, 2, 3].map((r) => members.filter((m) => m.role === r).length);
    expect(byRole).toEqual([1, 3, 7, 49]);
    expect(members.every((m) => m.departmentId !== null)).toBe(true);
    expect(demo.certState).toBe(2);
    const [cert] = await db.select().from(certifications).where(eq(certifications.companyId, demo.id));
    expect(cert).toMatchObject({ state: 2, legalPerson: '张伟' });
    const [licence] = await db.select().from(files).where(eq(files.id, cert!.licenceFileId));
    expect(licence).toMatchObject({ contentType: 'image/png', purpose: 'licence', companyId: demo.id });
    const bytes = await server.deps.storage.get(licence!.storageKey);
    expect(bytes?.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes?.length).toBe(licence!.size);
  });

  it('gives the demo unit twelve months of authorisations in every state and use records with photos', async () => {
    const db = server.deps.db;
    const demo = await unitOf('演示科技有限公司');
    const records = (await db.select({ n: count() }).from(useRecords).where(eq(useRecords.companyId, demo.id)))[0]!;
    // The test template is seeded at 3,000 (tests/server/global-setup.ts); SEED_USE_RECORDS scales it.
    expect(records.n).toBe(3000);
    const states = await db
      .selectDistinct({ state: authorizations.state })
      .from(authorizations)
      .where(eq(authorizations.companyId, demo.id));
    expect(states.map((s) => s.state).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const [photos] = await db.select({ n: count() }).from(usePhotos).where(eq(usePhotos.companyId, demo.id));
    expect(photos!.n).toBeGreaterThanOrEqual(records.n * 0.9);
    // Every authorisation's used count is the number of its networked records.
    const mismatched = await db.execute(sql`
      select a.id from authorizations a
      left join use_records r on r.authorization_id = a.id
      group by a.id having a.used_count <> count(r.id)`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
    // Like the seeded authorisations (all read), the uses under them count as seen by their members.
    const [newest] = await db
      .select({ id: max(useRecords.id) })
      .from(useRecords)
      .where(eq(useRecords.companyId, demo.id));
    const marks = await db.execute(sql`
      select m.user_id from memberships m
      left join use_record_marks k on k.company_id = m.company_id and k.user_id = m.user_id
      where m.company_id = ${demo.id} and not m.disabled and coalesce(k.auth_seen_id, 0) < ${newest!.id}`);
    expect((marks as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it("grants each approved application by an authorisation of its own, but the last days' ones", async () => {
    const db = server.deps.db;
    const demo = await unitOf(DEMO_UNIT);
    const rows = await db
      .select({ app: applications, auth: authorizations })
      .from(applications)
      .leftJoin(authorizations, eq(authorizations.applyId, applications.id))
      .where(and(eq(applications.companyId, demo.id), eq(applications.state, 'COMPLETED')));
    const granted = rows.flatMap(({ app, auth }) => (auth ? [{ app, auth }] : []));
    const waiting = rows.filter((r) => r.auth === null).map((r) => r.app);
    expect(rows.length).toBeGreaterThan(300);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThanOrEqual(10);
    for (const { app, auth } of granted) {
      // What the application asked for, granted by someone else after the approval.
      expect(auth).toMatchObject({
        companyId: demo.id,
        deviceId: app.deviceId,
        userId: app.applicantId,
        applyNo: app.applyNo,
        useCount: app.useCount,
        fileType: app.fileType,
        reason: app.reason,
      });
      expect(auth.usedCount).toBeLessThanOrEqual(app.useCount!);
      expect(auth.grantedById).not.toBe(app.applicantId);
      expect(auth.createdAt.getTime()).toBeGreaterThan(app.updatedAt.getTime());
      expect(auth.validFrom.getTime()).toBe(auth.createdAt.getTime());
      if (auth.activatedAt) expect(auth.activatedAt.getTime()).toBeGreaterThan(auth.createdAt.getTime());
    }
    // Each use of a granted application falls after its approval, by its applicant.
    const early = await db.execute(sql`
      select r.id from use_records r
      join authorizations a on a.id = r.authorization_id
      join applications p on p.id = a.apply_id
      where r.used_at <= p.updated_at or r.user_id <> p.applicant_id`);
    expect((early as unknown as { rows: unknown[] }).rows).toEqual([]);
    // The waiting ones are the last days' (the seed's now is about the newest submission), on devices free to grant.
    const [newest] = await db
      .select({ at: max(applications.submittedAt) })
      .from(applications)
      .where(eq(applications.companyId, demo.id));
    for (const app of waiting) {
      expect(app.updatedAt.getTime()).toBeGreaterThan(newest!.at!.getTime() - (AWAITING_DAYS + 1) * 86_400_000);
    }
    const open = await db
      .select({ deviceId: authorizations.deviceId })
      .from(authorizations)
      .where(
        and(
          inArray(
            authorizations.deviceId,
            waiting.map((a) => a.deviceId!),
          ),
          inArray(authorizations.state, [0, 3, 4, 5]),
        ),
      );
    expect(open).toEqual([]);
  });

  it('gives the other unit its own smaller organisation', async () => {
    const other = await unitOf(OTHER_UNIT);
    const db = server.deps.db;
    const deps = await db.select().from(departments).where(eq(departments.companyId, other.id));
    expect(deps.map((d) => d.name).sort()).toEqual(['业务部', '总经理室', '财务部'].sort());
    const members = await db.select().from(memberships).where(eq(memberships.companyId, other.id));
    expect(members).toHaveLength(10);
    expect(members.filter((m) => m.role === 0)).toHaveLength(1);
    // No demo member phone collides with the demo accounts.
    const phones = await db.select({ mobile: users.mobile }).from(users);
    expect(new Set(phones.map((p) => p.mobile)).size).toBe(phones.length);
  });

  it('gives the first demo device a template approved by the seal keeper alone, for 合同, on a running service', async () => {
    const db = server.deps.db;
    const demo = await unitOf(DEMO_UNIT);
    const [first] = await db
      .select()
      .from(devices)
      .where(eq(devices.companyId, demo.id))
      .orderBy(asc(devices.deviceId))
      .limit(1);
    expect(first!.serviceEndTime!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    const templates = await db
      .select()
      .from(approvalTemplates)
      .where(and(eq(approvalTemplates.companyId, demo.id), eq(approvalTemplates.deviceId, first!.deviceId)));
    const [keeper] = await db.select().from(users).where(eq(users.mobile, '13800000002'));
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatchObject({ name: '常规用印审批', approverIds: [keeper!.id] });
    expect(templates[0]!.fileTypes).toContain('合同');
    // No seeded template names a member of role 3, and every file type a template lists is in its unit's catalogue.
    const all = await db.select().from(approvalTemplates);
    const roles = await db.select().from(memberships);
    const catalogue = await db.select().from(fileTypes);
    for (const t of all) {
      for (const id of t.approverIds) {
        expect(roles.find((m) => m.userId === id && m.companyId === t.companyId)?.role).toBeLessThan(3);
      }
      for (const name of t.fileTypes) {
        expect(catalogue.some((f) => f.companyId === t.companyId && f.name === name)).toBe(true);
      }
    }
  });

  it('gives the demo unit about 600 applications of the last year in every state, with drafts', async () => {
    const db = server.deps.db;
    const demo = await unitOf(DEMO_UNIT);
    const rows = await db.select().from(applications).where(eq(applications.companyId, demo.id));
    const submitted = rows.filter((r) => !r.draft);
    expect(submitted.length).toBeGreaterThan(550);
    expect(rows.filter((r) => r.draft).length).toBeGreaterThan(0);
    const kinds = new Set(submitted.map((r) => `${r.state}/${r.outcome ?? ''}`));
    expect([...kinds].sort()).toEqual(
      ['COMPLETED/', 'RUNNING/', 'TERMINATED/rejected', 'TERMINATED/revoked', 'WAITING/'].sort(),
    );
    expect(new Set(submitted.map((r) => r.applicantId)).size).toBeGreaterThan(5);
    const yearAgo = Date.now() - 367 * 86_400_000;
    expect(submitted.every((r) => r.submittedAt!.getTime() > yearAgo && r.submittedAt!.getTime() <= Date.now())).toBe(
      true,
    );
    expect(submitted.every((r) => /^SQ\d{8}\d{6}$/.test(r.applyNo ?? ''))).toBe(true);
    // The counters repeat what the steps say.
    const steps = await db.select().from(applicationSteps);
    for (const r of submitted) {
      const own = steps.filter((s) => s.applicationId === r.id).sort((a, b) => a.seq - b.seq);
      expect(own).toHaveLength(r.totalSteps);
      expect(own.filter((s) => s.result === 'approved')).toHaveLength(r.approvedSteps);
      const open = r.state === 'WAITING' || r.state === 'RUNNING';
      expect(r.currentApproverId).toBe(open ? own.find((s) => s.result === null)!.approverId : null);
      expect(own.some((s) => s.approverId === r.applicantId)).toBe(false);
    }
  });

  it('links every seeded application message to its application, as the migration links older messages', async () => {
    const db = server.deps.db;
    const linked = await db
      .select({
        content: messages.content,
        companyId: messages.companyId,
        targetKind: messages.targetKind,
        applyNo: applications.applyNo,
        applicationCompany: applications.companyId,
      })
      .from(messages)
      .leftJoin(applications, eq(applications.id, messages.targetId))
      // The message centre's own demo notices name no application; those of the seeded applications do.
      .where(and(eq(messages.type, 'approval'), sql`${messages.content} ~ 'SQ[0-9]{14}'`));
    expect(linked.length).toBeGreaterThan(600);
    for (const m of linked) {
      expect(m.targetKind).toBe('application');
      expect(m.applicationCompany).toBe(m.companyId);
      expect(m.content).toContain(`（${m.applyNo}，`);
    }
    const before = await db
      .select({ id: messages.id, kind: messages.targetKind, target: messages.targetId })
      .from(messages)
      .orderBy(asc(messages.id));
    // Messages written before targets existed: the migration's updates find their application or authorisation.
    await db.update(messages).set({ targetKind: null, targetId: null });
    const migration = readFileSync(path.join(migrationsDirOf(rootDir), '0007_message_targets.sql'), 'utf8');
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await db.execute(sql.raw(statement));
    const after = await db
      .select({ id: messages.id, kind: messages.targetKind, target: messages.targetId })
      .from(messages)
      .orderBy(asc(messages.id));
    expect(after).toEqual(before);
  });
});
