import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Document comparisons: one row per comparison of two versions, with its counts for the list and its full result
 * (pages, changes, seals) for the detail. Ids of units, members and files are plain columns like the other document
 * tables; every read is scoped by company_id in the repository.
 */
export const compareRecords = pgTable(
  'compare_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    /** 0 before stamping, 1 after stamping, 2 independent (spec section 3). */
    type: smallint('type').notNull(),
    oldFileId: text('old_file_id').notNull(),
    newFileId: text('new_file_id').notNull(),
    oldName: text('old_name').notNull(),
    newName: text('new_name').notNull(),
    pageChanges: integer('page_changes').notNull(),
    textChanges: integer('text_changes').notNull(),
    visualChanges: integer('visual_changes').notNull(),
    seals: integer('seals').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    /** { oldPages, newPages, pairs, changes, seals } as contract/compare.ts's detail describes them. */
    result: jsonb('result').notNull(),
    /** Type 1: where the user expected the seal, { page, box } as contract/compare.ts's expectedAreaSchema; null unmarked. */
    expectedArea: jsonb('expected_area'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The job that makes the result (doc_jobs): running, done or failed; null for a record made before jobs. */
    jobId: integer('job_id'),
  },
  (t) => [index('compare_records_created_idx').on(t.companyId, t.createdAt.desc(), t.id)],
);
