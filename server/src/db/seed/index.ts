import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { companies, memberships, sysAccounts, users } from '../schema';
import { hashPassword } from '../../lib/crypto';
import { DEMO_STAFF_PASSWORD, DEMO_SUBSIDIARIES, DEMO_UNIT, OTHER_UNIT, SYSADMIN, demoStaff } from './demo-accounts';
import { demoOrganisation, otherOrganisation, seedOrganisations } from './demo-org';
import { seedDevices } from './write-devices';
import { seedFingerprints } from './write-fingerprints';
import { seedMenus } from './write-menus';
import { seedApplications } from './write-applications';
import { seedFileTypes } from './write-file-types';
import { seedTemplates } from './write-templates';
import { seedMessages, type SeedMembership } from './write-messages';
import { seedCertification, seedDepartments, seedMembers, seedPartnerApply, seedUnitInfo } from './write-org';
import { seedUses } from './write-uses';
import { seedAnomalies } from './write-anomaly';
import { seedFences } from './write-geofence';
import { seedQuotaApplications } from './write-platform';
import { seedCatalogue, seedDemoOrders, seedSims } from './write-cost';
import { seedPayers } from './write-invoice';
import { seedVersionHistory } from './write-versions';
import { seedContent } from './write-content';
import { seedDemoComparison } from './write-compare';
import { seedComplaints, seedDictionary, seedSysDepartments } from './write-registry';
import { seedSysRoles } from './write-sys-roles';

/** The seal keeper who alone approves the first demo device's template (13800000002, 王强). */
const DEMO_KEEPER_MOBILE = '13800000002';
const DEMO_APPLICATIONS = 600;
const DEMO_DEVICES = 300;

/** A demo unit, found by its credit code (unique, and kept when an administrator renames the unit). */
async function ensureUnit(db: Db, name: string, parentId: number | null, creditCode: string): Promise<number> {
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.socialCreditCode, creditCode))
    .limit(1);
  if (found[0]) return found[0].id;
  const [row] = await db
    .insert(companies)
    .values({ name, fullName: name, parentId, socialCreditCode: creditCode, certState: 2 })
    .returning({ id: companies.id });
  return row!.id;
}

/**
 * Reference data every installation needs, production included: the menus with their role grants (without them
 * everyone would land on /403) and the product's version history. Idempotent.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedMenus(tx);
    await seedVersionHistory(tx);
    await seedDictionary(tx);
  });
}

/**
 * Seeds the reference data, then the demo organisation and its messages. Idempotent: rows that exist are left as they
 * are (users may have changed them).
 */
export interface SeedOptions {
  /** Use records of the demo unit (env SEED_USE_RECORDS, default 100,000; 1,000,000 for the benchmark). */
  useRecords?: number;
  /** Devices of the demo unit (env SEED_DEVICES, default 300; 10,000 for the wall-display benchmark). */
  devices?: number;
}

function seedScale(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got '${raw}'`);
  return n;
}

/** The seed scale: SEED_USE_RECORDS, else 100,000. */
export function seedUseRecordsSetting(env: NodeJS.ProcessEnv = process.env): number {
  return seedScale(env, 'SEED_USE_RECORDS', 100_000);
}

/** The demo unit's devices: SEED_DEVICES, else 300 (no fewer: tests and the demo walkthrough use SD00001-SD00300). */
export function seedDevicesSetting(env: NodeJS.ProcessEnv = process.env): number {
  return seedScale(env, 'SEED_DEVICES', DEMO_DEVICES, 300);
}

export async function seedDemo(db: Db, now: Date = new Date(), options: SeedOptions = {}): Promise<void> {
  await seedReference(db);
  const [demoId, otherId] = await db.transaction(async (tx) => {
    const seeded: SeedMembership[] = [];
    const demoId = await ensureUnit(tx, DEMO_UNIT, null, '91310000MA1FL0A001');
    const unitIds: Record<string, number> = {
      [DEMO_UNIT]: demoId,
      [DEMO_SUBSIDIARIES[0]]: await ensureUnit(tx, DEMO_SUBSIDIARIES[0], demoId, '91110000MA1FL0B002'),
      [DEMO_SUBSIDIARIES[1]]: await ensureUnit(tx, DEMO_SUBSIDIARIES[1], demoId, '91440300MA1FL0C003'),
      [OTHER_UNIT]: await ensureUnit(tx, OTHER_UNIT, null, '91330000MA2HY0D004'),
    };
    const departmentIds = new Map<string, Map<string, number>>();
    for (const org of seedOrganisations) {
      const companyId = unitIds[org.unit]!;
      await seedUnitInfo(tx, companyId, org);
      departmentIds.set(org.unit, await seedDepartments(tx, companyId, org));
    }
    const staffHash = await hashPassword(DEMO_STAFF_PASSWORD);
    for (const person of demoStaff) {
      await tx
        .insert(users)
        .values({
          mobile: person.mobile,
          realName: person.realName,
          userName: person.userName ?? null,
          passwordHash: person.userName ? staffHash : null,
          passwordInitial: person.initialPassword === true,
        })
        .onConflictDoNothing();
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, person.mobile));
      for (const m of person.units) {
        const org = seedOrganisations.find((o) => o.unit === m.unit);
        const department = org ? departmentIds.get(m.unit)?.get(org.staffDepartments[person.mobile] ?? '') : undefined;
        await tx
          .insert(memberships)
          .values({
            userId: user!.id,
            companyId: unitIds[m.unit]!,
            role: m.role,
            realName: person.realName,
            departmentId: department ?? null,
          })
          .onConflictDoNothing();
        seeded.push({ userId: user!.id, companyId: unitIds[m.unit]!, role: m.role });
      }
    }
    for (const org of seedOrganisations) {
      await seedMembers(tx, unitIds[org.unit]!, org, departmentIds.get(org.unit)!, now);
    }
    for (const [name, companyId] of Object.entries(unitIds)) {
      const legalPerson = name === OTHER_UNIT ? otherOrganisation.legalPerson : demoOrganisation.legalPerson;
      // The Shenzhen subsidiary's certification waits for the platform's review (the system side's demo).
      await seedCertification(tx, companyId, name, legalPerson, now, name === DEMO_SUBSIDIARIES[1] ? 1 : 2);
    }
    await seedPartnerApply(tx, unitIds[OTHER_UNIT]!, otherOrganisation, now);
    // Seal devices: about 300 across thirty cities for the demo unit, a few for the other unit.
    await seedDevices(tx, demoId, 'SD', options.devices ?? seedDevicesSetting(), now, 5);
    await seedDevices(tx, unitIds[OTHER_UNIT]!, 'YS', 20, now, 11);
    // File types and templates (the first demo device's one is approved by the seal keeper alone).
    for (const companyId of Object.values(unitIds)) await seedFileTypes(tx, companyId, now);
    const [keeper] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_KEEPER_MOBILE));
    await seedTemplates(tx, demoId, 60, now, keeper?.id);
    await seedFingerprints(
      tx,
      demoId,
      demoStaff.map((p) => p.mobile),
      now,
    );
    await seedTemplates(tx, unitIds[OTHER_UNIT]!, 4, now);
    await seedQuotaApplications(
      tx,
      { demoId, otherId: unitIds[OTHER_UNIT]! },
      { demo: '13800000000', other: '13900000000' },
      now,
    );
    await tx
      .insert(sysAccounts)
      .values({
        username: SYSADMIN.username,
        passwordHash: await hashPassword(SYSADMIN.password),
        realName: '系统管理员',
        mobile: '13700000000',
        orgId: 1,
        orgName: '平台运营中心',
      })
      .onConflictDoNothing();
    await seedSysDepartments(tx, SYSADMIN.username);
    await seedSysRoles(tx, SYSADMIN.username);
    await seedComplaints(tx, demoId, '13800000003', SYSADMIN.username, now);
    await seedMessages(tx, seeded, now);
    // After the members' demo messages: an application's messages would otherwise count as theirs.
    await seedApplications(tx, demoId, DEMO_APPLICATIONS, now, 17);
    await seedApplications(tx, unitIds[OTHER_UNIT]!, 20, now, 23);
    await seedContent(tx, demoId, now);
    await seedCatalogue(tx);
    const [chief] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, demoStaff[0]!.mobile));
    if (chief) await seedDemoOrders(tx, demoId, chief.id, now);
    if (chief) await seedDemoComparison(tx, demoId, chief.id, now);
    await seedSims(tx, demoId, now);
    await seedPayers(tx, demoId, DEMO_UNIT, now);
    return [demoId, unitIds[OTHER_UNIT]!];
  });
  // Twelve months of authorisations and use records. SD00001 holds no open authorisation (the README's walk-through
  // has 刘洋 apply on it and 王强 grant the approved application), nor do SD00201 on (free for tests and demos).
  const useRecordCount = options.useRecords ?? seedUseRecordsSetting();
  const wrote = await db.transaction((tx) =>
    seedUses(tx, { companyId: demoId, total: useRecordCount, now, seed: 17, openFrom: 1, openDevices: 200 }),
  );
  const wroteOther = await db.transaction((tx) =>
    seedUses(tx, {
      companyId: otherId,
      total: Math.min(2000, Math.ceil(useRecordCount / 50)),
      now,
      seed: 23,
      openFrom: 0,
      openDevices: 10,
    }),
  );
  await db.transaction((tx) => seedAnomalies(tx, demoId, now));
  await db.transaction((tx) => seedFences(tx, demoId));
  // After the bulk load: planner statistics (the small tables too, or it misjudges the name lookups) and the
  // visibility map, so the list's index-only scans read no table pages (PGlite has no autovacuum).
  if (wrote || wroteOther) await db.execute(sql`vacuum (analyze)`);
}
