import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { certifications, companies, departments, files, memberships, partnerApplies, users } from '../schema';
import { demoLicenceBytes, demoLicences } from './demo-files';
import type { SeedOrganisation } from './demo-org';

const DAY = 86_400_000;

async function ensureDepartment(db: Db, companyId: number, parentId: number | null, name: string, sort: number) {
  const parent = parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId);
  const found = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), parent, eq(departments.name, name)))
    .limit(1);
  if (found[0]) return found[0].id;
  const [row] = await db
    .insert(departments)
    .values({ companyId, parentId, name, sort })
    .returning({ id: departments.id });
  return row!.id;
}

/** The unit's department tree; returns the ids by name. */
export async function seedDepartments(db: Db, companyId: number, org: SeedOrganisation): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, top] of org.departments.entries()) {
    const id = await ensureDepartment(db, companyId, null, top.name, i + 1);
    ids.set(top.name, id);
    for (const [j, child] of (top.children ?? []).entries()) {
      ids.set(child, await ensureDepartment(db, companyId, id, child, j + 1));
    }
  }
  return ids;
}

/** The unit's contact details, where none are set yet. */
export async function seedUnitInfo(db: Db, companyId: number, org: SeedOrganisation): Promise<void> {
  await db
    .update(companies)
    .set(org.unitInfo)
    .where(and(eq(companies.id, companyId), isNull(companies.contactName)));
}

/** The organisation's members (accounts without passwords: they log in by SMS code), joined over the past years. */
export async function seedMembers(
  db: Db,
  companyId: number,
  org: SeedOrganisation,
  departmentIds: Map<string, number>,
  now: Date,
): Promise<void> {
  for (const [i, m] of org.members.entries()) {
    await db.insert(users).values({ mobile: m.mobile, realName: m.realName }).onConflictDoNothing();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, m.mobile));
    await db
      .insert(memberships)
      .values({
        userId: user!.id,
        companyId,
        role: m.role,
        realName: m.realName,
        departmentId: departmentIds.get(m.department) ?? null,
        email: m.email ?? null,
        createdAt: new Date(now.getTime() - (700 - i * 11) * DAY),
      })
      .onConflictDoNothing();
  }
}

/** A passed certification with its licence scan, for a unit that has none yet. */
export async function seedCertification(
  db: Db,
  companyId: number,
  unitName: string,
  legalPerson: string,
  now: Date,
  /** 2 certified (reviewed two days after it was submitted); 1 submitted yesterday, waiting for the platform. */
  state: 1 | 2 = 2,
): Promise<void> {
  const licence = demoLicences.find((l) => l.unit === unitName);
  if (!licence) return;
  const existing = await db
    .select({ id: certifications.id })
    .from(certifications)
    .where(eq(certifications.companyId, companyId))
    .limit(1);
  if (existing[0]) return;
  const [unit] = await db.select().from(companies).where(eq(companies.id, companyId));
  const fileId = randomBytes(16).toString('hex');
  const submittedAt = new Date(now.getTime() - (state === 2 ? 400 : 1) * DAY);
  await db.insert(files).values({
    id: fileId,
    companyId,
    uploaderId: null,
    name: '营业执照.png',
    size: demoLicenceBytes(licence.variant).length,
    contentType: 'image/png',
    purpose: 'licence',
    storageKey: licence.storageKey,
    createdAt: submittedAt,
  });
  await db.insert(certifications).values({
    companyId,
    state,
    companyFullName: unit!.fullName ?? unit!.name,
    socialCreditCode: unit!.socialCreditCode ?? '',
    legalPerson,
    address: unit!.address,
    licenceFileId: fileId,
    submittedAt,
    reviewedAt: state === 2 ? new Date(submittedAt.getTime() + 2 * DAY) : null,
  });
  await db.update(companies).set({ certState: state }).where(eq(companies.id, companyId));
}

/** An application to become a partner, under review, for a unit that never applied. */
export async function seedPartnerApply(db: Db, companyId: number, org: SeedOrganisation, now: Date): Promise<void> {
  const existing = await db
    .select({ id: partnerApplies.id })
    .from(partnerApplies)
    .where(eq(partnerApplies.companyId, companyId))
    .limit(1);
  if (existing[0]) return;
  await db.insert(partnerApplies).values({
    companyId,
    contactName: org.unitInfo.contactName,
    contactPhone: org.unitInfo.contactPhone,
    region: '浙江省杭州市',
    remark: '希望成为华东地区的智能印章渠道合作伙伴',
    state: 0,
    createdAt: new Date(now.getTime() - 3 * DAY),
  });
}
