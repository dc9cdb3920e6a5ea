import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/*
 * The system side's registries: the data dictionary, the platform's departments, complaints and advice. The foreign
 * keys to the core tables (companies, users, files, sys_accounts) are declared by the custom migration registry_sql.
 */

/** Dictionary types (parent_id null) and their entries; codes are unique among the types and within a type. */
export const dictionaries = pgTable(
  'dictionaries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => dictionaries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dictionaries_type_code_key')
      .on(t.code)
      .where(sql`${t.parentId} is null`),
    uniqueIndex('dictionaries_entry_code_key').on(t.parentId, t.code),
  ],
);

/** The platform's own departments, a tree; system accounts belong to one (sys_accounts.department_id). */
export const sysDepartments = pgTable(
  'sys_departments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => sysDepartments.id),
    name: text('name').notNull(),
    leader: text('leader'),
    phone: text('phone'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sys_departments_parent_idx').on(t.parentId)],
);

/** A member's complaint or advice to the platform. */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    /** A dictionary entry of type complaint_category: the dictionary refuses to delete it while in use. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => dictionaries.id),
    content: text('content').notNull(),
    state: text('state', { enum: ['pending', 'processing', 'resolved'] })
      .notNull()
      .default('pending'),
    assigneeId: integer('assignee_id'),
    reply: text('reply'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('complaints_owner_idx').on(t.companyId, t.userId, t.createdAt.desc()),
    index('complaints_category_idx').on(t.categoryId),
    check('complaints_state_check', sql`${t.state} in ('pending', 'processing', 'resolved')`),
  ],
);

/** A complaint's screenshots: files of its unit the submitter uploaded. */
export const complaintFiles = pgTable(
  'complaint_files',
  {
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    seq: smallint('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.fileId] }), index('complaint_files_file_idx').on(t.fileId)],
);

/** The progress of a complaint: submitted, assigned, replied, resolved, with who acted. */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['submitted', 'assigned', 'replied', 'resolved'] }).notNull(),
    actorName: text('actor_name').notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('complaint_events_complaint_idx').on(t.complaintId, t.at, t.id)],
);
