import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

/*
 * The cost center. Money is integer fen; tax rates are basis points. The unit and user columns carry no foreign key
 * yet (./core can give them one); every query is bound to the session's unit.
 */

/** The catalogue: services (spec section 3 types and sub types) and packages (types 1-3) on sale. */
export const costProducts = pgTable(
  'cost_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    serviceType: smallint('service_type').notNull(),
    subType: smallint('sub_type'),
    packageType: smallint('package_type').notNull(),
    priceFen: integer('price_fen').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** The service period one unit buys; null for on-demand packages. */
    months: integer('months'),
    description: text('description').notNull().default(''),
    onSale: boolean('on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cost_products_code_key').on(t.code),
    check('cost_products_price_check', sql`${t.priceFen} >= 0`),
    check('cost_products_tax_check', sql`${t.taxRateBp} between 0 and 10000`),
    check('cost_products_package_check', sql`${t.packageType} between 1 and 3`),
  ],
);

/** Feeds the readable order numbers (DD + local day + this number). */
export const costOrderNumbers = pgSequence('cost_order_numbers', { startWith: 1 });

/** Orders: order state 0-5 and pay state 0-7 (spec section 4), moved only by modules/cost/order-machine.ts. */
export const costOrders = pgTable(
  'cost_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    orderNo: text('order_no').notNull(),
    title: text('title').notNull(),
    state: smallint('state').notNull().default(0),
    payState: smallint('pay_state').notNull().default(0),
    amountFen: integer('amount_fen').notNull(),
    paidFen: integer('paid_fen').notNull().default(0),
    refundedFen: integer('refunded_fen').notNull().default(0),
    refundingFen: integer('refunding_fen').notNull().default(0),
    /** The payment channel ('sandbox', ...) and its trade number. */
    channel: text('channel').notNull(),
    tradeNo: text('trade_no'),
    /** What the payer scans to pay a QR-code channel's trade (WeChat Pay's code_url); null for other channels. */
    payCodeUrl: text('pay_code_url'),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    /** An unpaid order closes itself at this time. */
    deadline: at('deadline').notNull(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    /**
     * An auto-renewal order's holding and the period end it renews (`<holding id>:<ends_at ISO>`): one order per
     * holding and period, however often and on however many nodes the sweep runs.
     */
    renewalKey: text('renewal_key'),
  },
  (t) => [
    uniqueIndex('cost_orders_order_no_key').on(t.orderNo),
    uniqueIndex('cost_orders_renewal_key').on(t.renewalKey),
    index('cost_orders_company_idx').on(t.companyId, t.createdAt),
    index('cost_orders_unpaid_idx')
      .on(t.deadline)
      .where(sql`${t.payState} = 0`),
    check('cost_orders_state_check', sql`${t.state} between 0 and 5`),
    check('cost_orders_pay_state_check', sql`${t.payState} between 0 and 7`),
    check(
      'cost_orders_money_check',
      sql`${t.amountFen} >= 0 and ${t.refundedFen} + ${t.refundingFen} <= ${t.paidFen} and ${t.refundedFen} >= 0`,
    ),
  ],
);

/** What an order bought, as it was when it was placed (price and tax copied from the catalogue). */
export const costOrderItems = pgTable(
  'cost_order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => costOrders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => costProducts.id),
    productName: text('product_name').notNull(),
    serviceType: smallint('service_type').notNull(),
    subType: smallint('sub_type'),
    packageType: smallint('package_type').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    quantity: integer('quantity').notNull(),
    months: integer('months'),
    deviceId: text('device_id'),
    amountFen: integer('amount_fen').notNull(),
    /** The device's service end once the item was fulfilled (with the payment, in its transaction). */
    serviceEndAfter: at('service_end_after'),
  },
  (t) => [index('cost_order_items_order_idx').on(t.orderId)],
);

/**
 * Every verified payment notification, once per channel and notification id: a replayed one finds its row and
 * changes nothing. `outcome` is what applying it came to.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    notifyId: text('notify_id').notNull(),
    orderNo: text('order_no').notNull(),
    tradeNo: text('trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [uniqueIndex('payment_notifications_key').on(t.channel, t.notifyId)],
);

/**
 * The sandbox channel's own books (what a real provider keeps on its side): its trades and their status. Kept in the
 * database so that it answers the same after a restart and on every node.
 */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tradeNo: text('trade_no').notNull(),
    orderNo: text('order_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** open, paid, failed, closed, refunded */
    status: text('status').notNull(),
    paidFen: integer('paid_fen').notNull().default(0),
    refundedFen: integer('refunded_fen').notNull().default(0),
    /** The refund numbers already sent back: a refund sent again under one of them changes nothing. */
    refundNos: text('refund_nos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [uniqueIndex('sandbox_trades_trade_no_key').on(t.tradeNo)],
);
