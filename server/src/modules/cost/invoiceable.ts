import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { costOrders } from '../../db/schema';

/*
 * What invoicing needs of a unit's orders: those paid (pay state 1) and what was paid and refunded of them. An order
 * with a refund under way (pay state 2) or refunded is not invoiced.
 */

const paidColumns = {
  orderId: costOrders.id,
  orderNo: costOrders.orderNo,
  title: costOrders.title,
  paidFen: costOrders.paidFen,
  refundedFen: costOrders.refundedFen,
  paidAt: costOrders.paidAt,
};

export type PaidOrder = {
  orderId: number;
  orderNo: string;
  title: string;
  paidFen: number;
  refundedFen: number;
  paidAt: Date | null;
};

export const paidOrders = {
  /** The unit's paid orders, newest payment first. */
  async ofUnit(db: Db, companyId: number): Promise<PaidOrder[]> {
    return db
      .select(paidColumns)
      .from(costOrders)
      .where(and(eq(costOrders.companyId, companyId), eq(costOrders.payState, 1), gt(costOrders.paidFen, 0)))
      .orderBy(desc(costOrders.paidAt), desc(costOrders.id));
  },
  /**
   * The unit's paid orders among `ids`, locked until the transaction ends: two invoice requests on one order are
   * counted one after the other. Another unit's or an unpaid order is simply absent.
   */
  async lock(db: Db, companyId: number, ids: readonly number[]): Promise<PaidOrder[]> {
    const valid = ids.filter(fitsInt4);
    if (valid.length === 0) return [];
    return db
      .select(paidColumns)
      .from(costOrders)
      .where(and(eq(costOrders.companyId, companyId), eq(costOrders.payState, 1), inArray(costOrders.id, valid)))
      .orderBy(costOrders.id)
      .for('update');
  },
};
