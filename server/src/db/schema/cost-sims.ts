import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The SIM cards of networked smart seals (spec section 3 card state; section 9 data flow, kept in KB and shown / 1024
 * as MB). A card belongs to the device it sits in (by the hardware's id, whatever unit the device is bound to now);
 * the unit reads it through its bound device. Renewing the device's service renews the card: it is paid until the
 * same end and a stopped, silent or test card becomes normal (a cancelled card stays cancelled).
 */
export const deviceSims = pgTable(
  'device_sims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deviceId: text('device_id').notNull(),
    iccid: text('iccid').notNull(),
    cardState: text('card_state', { enum: ['test', 'silent', 'normal', 'stop', 'cancel'] }).notNull(),
    /** Data used in the current month and the month's allowance, in KB. */
    flowUsedKb: integer('flow_used_kb').notNull().default(0),
    flowLimitKb: integer('flow_limit_kb').notNull(),
    /**
     * The local (Asia/Shanghai) month 'YYYY-MM' that flowUsedKb counts; null until the cost sweep first sees the card
     * (it then counts the current month). The sweep starts each new month at 0 and keeps the one before.
     */
    flowMonth: text('flow_month'),
    /** The data used in the month before flowMonth, in KB (0: the card was not counted then); null before any reset. */
    lastMonthFlowKb: integer('last_month_flow_kb'),
    /** The card's paid period ends with the device's service (null: never paid, a test card). */
    paidUntil: at('paid_until'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('device_sims_device_key').on(t.deviceId),
    uniqueIndex('device_sims_iccid_key').on(t.iccid),
    check('device_sims_flow_check', sql`${t.flowUsedKb} >= 0 and ${t.flowLimitKb} > 0`),
  ],
);
