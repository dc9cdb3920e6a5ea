import type { Db } from '../client';
import { invoicePayers } from '../schema';

/**
 * The demo unit's payers: its enterprise title (the default; a tax number whose check character is right) and one
 * individual. Seeded once: a unit that has payers keeps them.
 */
export async function seedPayers(db: Db, companyId: number, unitName: string, now: Date): Promise<void> {
  const [existing] = await db.select({ id: invoicePayers.id }).from(invoicePayers).limit(1);
  if (existing) return;
  await db.insert(invoicePayers).values([
    {
      companyId,
      payerType: 1,
      title: unitName,
      taxNumber: '91310000MA1FL0A00F',
      address: '上海市浦东新区张江高科技园区科苑路88号',
      phone: '021-58880000',
      bankName: '招商银行上海张江支行',
      bankAccount: '121909876510001',
      isDefault: true,
      updatedAt: now,
    },
    { companyId, payerType: 2, title: '张伟', isDefault: false, updatedAt: now },
  ]);
}
