import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Document work (comparison now; detection, issuing and OCR later) queued in the database and run by a leased queue
 * (lib/leased-queue.ts): exactly once across nodes, one CPU-heavy job at a time per node, a dead node's job taken
 * over once its lease ran out. Each kind keeps its own record (e.g. compare_records.job_id) and reads the job's state,
 * progress and failure from here. Ids of units and members are plain columns like the other document tables.
 */
export const docJobs = pgTable(
  'doc_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    /** Who asked: they alone get the job's progress events. */
    userId: integer('user_id').notNull(),
    /** What runs it (modules/doc-jobs: a registered kind, e.g. 'compare'). */
    kind: text('kind').notNull(),
    /** The kind's own input, e.g. { recordId }. */
    input: jsonb('input').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** 0-100, and the steps behind it (pages read and compared of all). */
    progress: smallint('progress').notNull().default(0),
    stepsDone: integer('steps_done').notNull().default(0),
    stepsTotal: integer('steps_total').notNull().default(0),
    /** Why it failed: a message reference (contract/error-texts.ts), shown in the reader's language. */
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('doc_jobs_state_idx').on(t.state),
    check('doc_jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);
