import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { containing } from '../../db/like';
import { companies, costOrders, invoiceOrders, invoicePayers, invoices, memberships } from '../../db/schema';
import { LIVE_INVOICE_STATUSES } from '../../../../contract/invoice';

export type PayerRow = typeof invoicePayers.$inferSelect;
export type PayerValues = Omit<typeof invoicePayers.$inferInsert, 'id' | 'companyId'>;
export type InvoiceRow = typeof invoices.$inferSelect;

/** The name the requester has in the invoice's unit (written out with its table, see the cost repository). */
const createdByName = sql<
  string | null
>`(select m.real_name from ${memberships} m where m.user_id = "invoices"."created_by" and m.company_id = "invoices"."company_id")`;

/** Every query is bound to the session's unit: another unit's payer or invoice is not found. */
export const payerRepo = {
  async list(db: Db, companyId: number): Promise<PayerRow[]> {
    return db
      .select()
      .from(invoicePayers)
      .where(eq(invoicePayers.companyId, companyId))
      .orderBy(desc(invoicePayers.isDefault), desc(invoicePayers.updatedAt), desc(invoicePayers.id));
  },
  async byId(db: Db, companyId: number, id: number): Promise<PayerRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select()
      .from(invoicePayers)
      .where(and(eq(invoicePayers.companyId, companyId), eq(invoicePayers.id, id)))
      .limit(1);
    return rows[0];
  },
  async count(db: Db, companyId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(invoicePayers).where(eq(invoicePayers.companyId, companyId));
    return row?.n ?? 0;
  },
  async insert(db: Db, companyId: number, values: PayerValues): Promise<number> {
    const [row] = await db
      .insert(invoicePayers)
      .values({ ...values, companyId })
      .returning({ id: invoicePayers.id });
    return row!.id;
  },
  async update(db: Db, companyId: number, id: number, values: PayerValues): Promise<void> {
    await db
      .update(invoicePayers)
      .set(values)
      .where(and(eq(invoicePayers.companyId, companyId), eq(invoicePayers.id, id)));
  },
  /** Takes the default mark from every payer of the unit but `exceptId`. */
  async clearDefault(db: Db, companyId: number, exceptId?: number): Promise<void> {
    const conditions: SQL[] = [eq(invoicePayers.companyId, companyId), eq(invoicePayers.isDefault, true)];
    if (exceptId !== undefined) conditions.push(ne(invoicePayers.id, exceptId));
    await db
      .update(invoicePayers)
      .set({ isDefault: false })
      .where(and(...conditions));
  },
  async setDefault(db: Db, id: number): Promise<void> {
    await db.update(invoicePayers).set({ isDefault: true }).where(eq(invoicePayers.id, id));
  },
  async remove(db: Db, companyId: number, id: number): Promise<PayerRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .delete(invoicePayers)
      .where(and(eq(invoicePayers.companyId, companyId), eq(invoicePayers.id, id)))
      .returning();
    return rows[0];
  },
  /** Orders payer changes of one unit (the one-default rule) one after the other. */
  async lockUnit(db: Db, companyId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${PAYER_LOCK_SPACE}, ${companyId})`);
  },
};

/** The advisory-lock key space of a unit's payers (the second key is the unit's id). */
const PAYER_LOCK_SPACE = 0x1f0;

export const invoiceRepo = {
  /** Per order among `orderIds`: what live invoices hold of it. */
  async heldByOrder(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ orderId: invoiceOrders.orderId, held: sum(invoiceOrders.amountFen).mapWith(Number) })
      .from(invoiceOrders)
      .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
      .where(and(inArray(invoiceOrders.orderId, [...orderIds]), inArray(invoices.status, [...LIVE_INVOICE_STATUSES])))
      .groupBy(invoiceOrders.orderId);
    return new Map(rows.map((r) => [r.orderId, r.held]));
  },
  async nextNumber(db: Db): Promise<number> {
    const result = await db.execute(sql`select nextval('invoice_numbers')::int as n`);
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  },
  async insert(db: Db, values: typeof invoices.$inferInsert): Promise<number> {
    const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
    return row!.id;
  },
  async insertLines(db: Db, lines: Array<typeof invoiceOrders.$inferInsert>): Promise<void> {
    await db.insert(invoiceOrders).values(lines);
  },
  async page(db: Db, companyId: number, filter: InvoiceFilter, offset: number, limit: number) {
    const where = and(eq(invoices.companyId, companyId), ...filterConditions(filter));
    const [list, [total]] = await Promise.all([
      db
        .select({ invoice: invoices, createdByName })
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(invoices).where(where),
    ]);
    return { list, total: total!.n };
  },
  async byId(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select({ invoice: invoices, createdByName })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
      .limit(1);
    return rows[0];
  },
  async lines(db: Db, invoiceId: number) {
    return db
      .select({
        orderId: invoiceOrders.orderId,
        orderNo: costOrders.orderNo,
        title: costOrders.title,
        amountFen: invoiceOrders.amountFen,
      })
      .from(invoiceOrders)
      .innerJoin(costOrders, eq(costOrders.id, invoiceOrders.orderId))
      .where(eq(invoiceOrders.invoiceId, invoiceId))
      .orderBy(invoiceOrders.id);
  },
  /**
   * Moves an invoice from `from` to `values.status` only if it is still in `from` (and of `companyId` when given: the
   * platform's calls give none); true when this call did.
   */
  async move(
    db: Db,
    companyId: number | null,
    id: number,
    from: number,
    values: Partial<typeof invoices.$inferInsert>,
  ): Promise<boolean> {
    if (!fitsInt4(id)) return false;
    const conditions: SQL[] = [eq(invoices.id, id), eq(invoices.status, from)];
    if (companyId !== null) conditions.push(eq(invoices.companyId, companyId));
    const rows = await db
      .update(invoices)
      .set(values)
      .where(and(...conditions))
      .returning({ id: invoices.id });
    return rows.length === 1;
  },
  /** The live request that issues a reversed invoice again, if any. */
  async reissuedBy(db: Db, id: number): Promise<number | null> {
    const rows = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.reissueOf, id), inArray(invoices.status, [...LIVE_INVOICE_STATUSES])))
      .limit(1);
    return rows[0]?.id ?? null;
  },
  /** The platform's view: any unit's invoice. */
  async anyById(db: Db, id: number): Promise<InvoiceRow | undefined> {
    if (!fitsInt4(id)) return undefined;
    const rows = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
    return rows[0];
  },
  /** Every unit's requests, waiting ones first, then newest; the keyword matches number, title or unit name. */
  async issuingPage(db: Db, filter: InvoiceFilter, offset: number, limit: number) {
    const conditions = filterConditions(filter, true);
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [list, [total]] = await Promise.all([
      db
        .select({ invoice: invoices, unitName: companies.name })
        .from(invoices)
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .where(where)
        .orderBy(asc(sql`${invoices.status} <> 4`), desc(invoices.createdAt), desc(invoices.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(invoices).innerJoin(companies, eq(companies.id, invoices.companyId)).where(where),
    ]);
    return { list, total: total!.n };
  },
};

export interface InvoiceFilter {
  status?: number | undefined;
  invoiceType?: number | undefined;
  keyword?: string | undefined;
}

function filterConditions(filter: InvoiceFilter, withUnitName = false): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(invoices.status, filter.status));
  if (filter.invoiceType !== undefined) conditions.push(eq(invoices.invoiceType, filter.invoiceType));
  if (filter.keyword) {
    const pattern = containing(filter.keyword);
    const matches = [ilike(invoices.invoiceNo, pattern), ilike(invoices.title, pattern)];
    if (withUnitName) matches.push(ilike(companies.name, pattern));
    conditions.push(or(...matches)!);
  }
  return conditions;
}
