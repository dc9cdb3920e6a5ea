import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { costProducts } from './cost';
import { at } from './columns';

/**
 * What a unit owns of the catalogue (its packages), one row per unit and product: a paid order of a product that
 * renews no device adds to it in the payment's transaction. A period product moves `ends_at` forward (from the later
 * of the current end and the payment); a product without a period adds `units` (uses, pieces) that use counts down.
 */
export const costHoldings = pgTable(
  'cost_holdings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => costProducts.id),
    startsAt: at('starts_at').notNull(),
    /** The end of the paid period; null for products without one. */
    endsAt: at('ends_at'),
    units: integer('units').notNull().default(0),
    usedUnits: integer('used_units').notNull().default(0),
    /** The unit's wish to renew the period before it ends. */
    autoRenew: boolean('auto_renew').notNull().default(false),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('cost_holdings_company_product_key').on(t.companyId, t.productId),
    check('cost_holdings_units_check', sql`${t.units} >= 0 and ${t.usedUnits} >= 0`),
  ],
);
