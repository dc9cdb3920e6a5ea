import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { costOrders } from './cost';
import { at } from './columns';

/**
 * Refund requests of paid orders (contract/cost-refund.ts): a unit administrator asks, the platform approves (the
 * money goes back through the order's payment channel) or rejects. Status 1 waiting, 5 approved and being sent (the
 * channel is called outside any transaction; `decided_at` is when it was approved), 2 refunded, 3 rejected, 4 the
 * channel refused. At most one request per order is open (waiting or sending) at a time (the order is then in pay
 * state 2, refunding).
 */
export const costRefunds = pgTable(
  'cost_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => costOrders.id),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    requestedBy: integer('requested_by').notNull(),
    requestedAt: at('requested_at').notNull(),
    decidedAt: at('decided_at'),
    /** The platform's reason for a rejection. */
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('cost_refunds_order_idx').on(t.orderId),
    index('cost_refunds_status_idx').on(t.status, t.requestedAt),
    index('cost_refunds_sending_idx')
      .on(t.decidedAt)
      .where(sql`${t.status} = 5`),
    uniqueIndex('cost_refunds_one_waiting')
      .on(t.orderId)
      .where(sql`${t.status} in (1, 5)`),
    check('cost_refunds_amount_check', sql`${t.amountFen} > 0`),
    check('cost_refunds_status_check', sql`${t.status} between 1 and 5`),
  ],
);
