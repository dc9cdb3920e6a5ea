import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { costOrders, costStatementLines } from '../../db/schema';

export type StatementLineRow = typeof costStatementLines.$inferSelect;
export type NewStatementLine = typeof costStatementLines.$inferInsert;

/** The stored bank statement lines (schema/cost-transfers.ts); the platform's alone, so no unit scope. */
export const statementLineRepo = {
  /** The stored lines among `fingerprints`, by fingerprint, with their order's number. */
  async byFingerprints(db: Db, fingerprints: readonly string[]) {
    if (fingerprints.length === 0) return new Map<string, { line: StatementLineRow; orderNo: string | null }>();
    const rows = await db
      .select({ line: costStatementLines, orderNo: costOrders.orderNo })
      .from(costStatementLines)
      .leftJoin(costOrders, eq(costOrders.id, costStatementLines.orderId))
      .where(inArray(costStatementLines.fingerprint, [...fingerprints]));
    return new Map(rows.map((r) => [r.line.fingerprint, r]));
  },
  /** Stores a line unless one of its fingerprint is stored already (a concurrent upload of the same statement). */
  async insert(db: Db, values: NewStatementLine): Promise<void> {
    await db.insert(costStatementLines).values(values).onConflictDoNothing();
  },
  async page(db: Db, matched: 'matched' | 'unmatched' | undefined, offset: number, limit: number) {
    const conditions: SQL[] = [];
    if (matched === 'matched') conditions.push(eq(costStatementLines.outcome, 'applied'));
    if (matched === 'unmatched') conditions.push(ne(costStatementLines.outcome, 'applied'));
    const where = and(...conditions);
    const list = await db
      .select({ line: costStatementLines, orderNo: costOrders.orderNo })
      .from(costStatementLines)
      .leftJoin(costOrders, eq(costOrders.id, costStatementLines.orderId))
      .where(where)
      .orderBy(desc(costStatementLines.importedAt), desc(costStatementLines.id))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(costStatementLines).where(where);
    return { list, total: total?.n ?? 0 };
  },
};
