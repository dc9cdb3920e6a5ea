import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { quotaApplyStates, quotaInfoStates } from '../../../../contract/platform';
import { quotaItems } from '../../../../contract/unit';

/*
 * A unit's application for a higher limit of one quota item (spec section 4): `state` RUNNING while the platform
 * reviews it, COMPLETED once decided; `info_state` INITIAL, then PASS or REJECT (with `reject_reason`). One open
 * application per unit and item. The foreign keys to companies and users are declared by the platform_sql
 * migration.
 */
export const quotaApplications = pgTable(
  'quota_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    applicantId: integer('applicant_id').notNull(),
    item: text('item', { enum: quotaItems }).notNull(),
    currentLimit: integer('current_limit').notNull(),
    requestedLimit: integer('requested_limit').notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: quotaApplyStates }).notNull().default('RUNNING'),
    infoState: text('info_state', { enum: quotaInfoStates }).notNull().default('INITIAL'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('quota_applications_company_idx').on(t.companyId, t.createdAt.desc()),
    index('quota_applications_state_idx').on(t.state, t.createdAt.desc()),
    uniqueIndex('quota_applications_open_key')
      .on(t.companyId, t.item)
      .where(sql`${t.state} = 'RUNNING'`),
    check(
      'quota_applications_states_check',
      sql`(${t.state} = 'RUNNING' and ${t.infoState} = 'INITIAL') or (${t.state} = 'COMPLETED' and ${t.infoState} in ('PASS', 'REJECT'))`,
    ),
  ],
);
