import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { quotaApplications, quotas, users } from '../schema';

const DAY = 86_400_000;

/**
 * Quota applications for the system side's reviews: the demo unit's chief administrator asked for more seals a year
 * ago (passed: what was granted is the unit's own limit the device seed set) and now for more members (waiting); the
 * other unit's chief waits for more templates per device. Only on a first seed (the table is empty). Run after the
 * devices.
 */
export async function seedQuotaApplications(
  db: Db,
  units: { demoId: number; otherId: number },
  chiefs: { demo: string; other: string },
  now: Date,
): Promise<void> {
  if ((await db.select({ id: quotaApplications.id }).from(quotaApplications).limit(1)).length) return;
  const idOf = async (mobile: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1))[0]?.id;
  const demoChief = await idOf(chiefs.demo);
  const otherChief = await idOf(chiefs.other);
  if (demoChief === undefined || otherChief === undefined) return;
  const [seals] = await db
    .select({ limit: quotas.limit })
    .from(quotas)
    .where(and(eq(quotas.companyId, units.demoId), eq(quotas.item, 'bindableSeals')));
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  await db.insert(quotaApplications).values([
    {
      companyId: units.demoId,
      applicantId: demoChief,
      item: 'bindableSeals',
      currentLimit: 50,
      requestedLimit: seals?.limit ?? 500,
      reason: '集团下属门店统一接入智能印章，需绑定约300台设备',
      state: 'COMPLETED',
      infoState: 'PASS',
      createdAt: at(380),
      reviewedAt: at(379),
    },
    {
      companyId: units.demoId,
      applicantId: demoChief,
      item: 'usersPerUnit',
      currentLimit: 200,
      requestedLimit: 500,
      reason: '新设华南分部，预计新增成员约200人',
      createdAt: at(1),
    },
    {
      companyId: units.otherId,
      applicantId: otherChief,
      item: 'maxTemplatesPerDevice',
      currentLimit: 10,
      requestedLimit: 20,
      reason: '合同、报关、财务等文件分开审批，每台设备需要更多审批模板',
      createdAt: at(2),
    },
  ]);
}
