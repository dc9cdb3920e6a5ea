import { count, eq } from 'drizzle-orm';
import { fileTypes } from '../schema';
import type { Db } from '../client';
import { fileTypeSets } from './write-templates';

const remarks: Record<string, string> = {
  合同: '各类业务合同',
  协议: '合作协议、保密协议等',
  财务报表: '月度、季度及年度报表',
  发票: '增值税发票及收据',
};

/**
 * The unit's file-type catalogue: every name the seeded templates list, plus a spare one no template lists.
 * Idempotent: a unit that has file types is left as it is.
 */
export async function seedFileTypes(db: Db, companyId: number, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(fileTypes).where(eq(fileTypes.companyId, companyId));
  if ((existing?.n ?? 0) > 0) return;
  const names = [...new Set(fileTypeSets.flat()), '其他'];
  await db
    .insert(fileTypes)
    .values(
      names.map((name, i) => ({
        companyId,
        name,
        remark: remarks[name] ?? null,
        createdAt: new Date(now.getTime() - (names.length - i) * 86_400_000 - 400 * 86_400_000),
      })),
    )
    .onConflictDoNothing();
}
