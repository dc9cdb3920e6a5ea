import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { approvalTemplates, devices, memberships } from '../schema';

/**
 * The file types the seeded templates list (the units' file-type catalogues hold them all). The sets are disjoint and
 * a device's templates take consecutive sets, so no two templates of a device list one file type (the template rule).
 */
export const fileTypeSets = [
  ['合同', '协议'],
  ['财务报表', '付款申请', '发票'],
  ['人事证明', '劳动合同'],
  ['公函', '通知'],
  ['招投标文件'],
];
const templateNames = ['常规用印审批', '合同用印审批', '财务用印审批', '人事用印审批', '加急用印审批'];

/**
 * Approval templates of the unit's first `deviceCount` devices: one or two each, approved in order by one to three of
 * the unit's administrators and seal keepers (never a member of role 3). The first device's template
 * ('常规用印审批', file types 合同 and 协议) is approved by `leadApproverId` alone when given (the demo's walkthrough:
 * a member applies on it, the seal keeper approves). Idempotent: a unit that has templates is left as it is.
 */
export async function seedTemplates(
  db: Db,
  companyId: number,
  deviceCount: number,
  now: Date,
  leadApproverId?: number,
): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(approvalTemplates)
    .where(eq(approvalTemplates.companyId, companyId));
  if ((existing?.n ?? 0) > 0) return;
  const approvers = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(eq(memberships.companyId, companyId), inArray(memberships.role, [0, 1, 2]), eq(memberships.disabled, false)),
    )
    .orderBy(asc(memberships.role), asc(memberships.userId));
  if (approvers.length === 0) return;
  const targets = await db
    .select({ deviceId: devices.deviceId })
    .from(devices)
    .where(eq(devices.companyId, companyId))
    .orderBy(asc(devices.deviceId))
    .limit(deviceCount);
  const rows: Array<typeof approvalTemplates.$inferInsert> = [];
  for (const [i, target] of targets.entries()) {
    for (let k = 0; k < 1 + (i % 2); k += 1) {
      const n = 1 + ((i + k) % Math.min(3, approvers.length));
      const ids =
        i === 0 && k === 0 && leadApproverId !== undefined
          ? [leadApproverId]
          : Array.from({ length: n }, (_, j) => approvers[(i + k + j) % approvers.length]!.userId);
      rows.push({
        companyId,
        deviceId: target.deviceId,
        name: templateNames[(i + k) % templateNames.length]!,
        approverIds: [...new Set(ids)],
        fileTypes: fileTypeSets[(i + k) % fileTypeSets.length]!,
        useCountLimit: (i + k) % 3 === 0 ? null : 5 * (1 + ((i + k) % 4)),
        createdAt: new Date(now.getTime() - (i + 1) * 3_600_000),
      });
    }
  }
  if (rows.length > 0) await db.insert(approvalTemplates).values(rows);
}
