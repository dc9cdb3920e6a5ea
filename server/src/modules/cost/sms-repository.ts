import { and, asc, count, desc, eq, gt, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { SmsDelivery } from '../../../../contract/cost';
import type { Db } from '../../db/client';
import { costHoldings, costProducts, memberships, smsReminders, users } from '../../db/schema';

const smsProducts = eq(costProducts.serviceType, 99);

/** The name the reminded member has in the unit (correlated, as the order's buyer). */
const userName = sql<
  string | null
>`(select m.real_name from ${memberships} m where m.user_id = "sms_reminders"."user_id" and m.company_id = "sms_reminders"."company_id")`;

/** Reminder SMS and the SMS packages they draw on (schema/cost-sms.ts, schema/cost-holdings.ts), bound to the unit. */
export const smsRepo = {
  async insert(db: Db, values: typeof smsReminders.$inferInsert): Promise<number> {
    const [row] = await db.insert(smsReminders).values(values).returning({ id: smsReminders.id });
    return row!.id;
  },
  /** The reminders still waiting for the gateway among `ids`, with the phone of their recipient. */
  async pending(db: Db, ids: number[]): Promise<Array<{ id: number; mobile: string }>> {
    if (ids.length === 0) return [];
    return db
      .select({ id: smsReminders.id, mobile: users.mobile })
      .from(smsReminders)
      .innerJoin(users, eq(users.id, smsReminders.userId))
      .where(and(inArray(smsReminders.id, ids), eq(smsReminders.delivery, 'pending')));
  },
  async setDelivery(db: Db, id: number, delivery: SmsDelivery, vendorCode: string | null): Promise<void> {
    await db.update(smsReminders).set({ delivery, vendorCode }).where(eq(smsReminders.id, id));
  },
  async freeUsed(db: Db, companyId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(smsReminders)
      .where(and(eq(smsReminders.companyId, companyId), eq(smsReminders.billedTo, 'free')));
    return row?.n ?? 0;
  },
  /** Takes one SMS from the unit's oldest SMS package with some left; false when none has. */
  async takeFromPackage(db: Db, companyId: number, now: Date): Promise<boolean> {
    const [found] = await db
      .select({ id: costHoldings.id })
      .from(costHoldings)
      .innerJoin(costProducts, eq(costProducts.id, costHoldings.productId))
      .where(and(eq(costHoldings.companyId, companyId), smsProducts, gt(costHoldings.units, costHoldings.usedUnits)))
      .orderBy(asc(costHoldings.id))
      .limit(1)
      .for('update', { of: costHoldings });
    if (!found) return false;
    await db
      .update(costHoldings)
      .set({ usedUnits: sql`${costHoldings.usedUnits} + 1`, updatedAt: now })
      .where(eq(costHoldings.id, found.id));
    return true;
  },
  async packageTotals(db: Db, companyId: number): Promise<{ units: number; used: number }> {
    const [row] = await db
      .select({ units: sum(costHoldings.units), used: sum(costHoldings.usedUnits) })
      .from(costHoldings)
      .innerJoin(costProducts, eq(costProducts.id, costHoldings.productId))
      .where(and(eq(costHoldings.companyId, companyId), smsProducts));
    return { units: Number(row?.units ?? 0), used: Number(row?.used ?? 0) };
  },
  async page(db: Db, companyId: number, billedTo: string | undefined, offset: number, limit: number) {
    const conditions: SQL[] = [eq(smsReminders.companyId, companyId)];
    if (billedTo) conditions.push(eq(smsReminders.billedTo, billedTo));
    const where = and(...conditions);
    const [list, [total]] = await Promise.all([
      db
        .select({ row: smsReminders, userName })
        .from(smsReminders)
        .where(where)
        .orderBy(desc(smsReminders.sentAt), desc(smsReminders.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(smsReminders).where(where),
    ]);
    return { list, total: total!.n };
  },
};
