import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contentAudiences, contentKinds, contentStates } from '../../../../contract/content';
import { at } from './columns';

/*
 * The content sections (contract/content.ts): items the platform publishes to units. Unit and user ids are kept
 * without foreign keys to the core tables, so this file does not import the schema index that re-exports it.
 */

/** Files of the content sections (covers, images, attachments, videos): the platform's, not a unit's. */
export const contentFiles = pgTable('content_files', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  contentType: text('content_type').notNull(),
  storageKey: text('storage_key').notNull(),
  uploaderId: integer('uploader_id'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One content item. Visible to a unit while published, inside [publish_from, publish_until) and when the audience
 * holds it: 'all' units, units of the server's 'edition', or the listed 'units'.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: contentKinds }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    coverFileId: text('cover_file_id').references(() => contentFiles.id),
    body: text('body').notNull().default(''),
    /** The English version an English console reads; each empty field falls back to the Chinese one. */
    titleEn: text('title_en').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishFrom: at('publish_from'),
    publishUntil: at('publish_until'),
    /** Projects and games: sign-up closes at this time (null: open while published). */
    signupDeadline: at('signup_deadline'),
    audience: text('audience', { enum: contentAudiences }).notNull().default('all'),
    audienceEdition: text('audience_edition'),
    audienceUnitIds: integer('audience_unit_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    state: text('state', { enum: contentStates }).notNull().default('draft'),
    pinned: boolean('pinned').notNull().default(false),
    /** Raised by every save; content_versions keeps each. */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    publishedAt: at('published_at'),
  },
  (t) => [
    index('content_items_kind_idx').on(t.kind, t.state, t.pinned.desc(), t.publishedAt.desc(), t.id.desc()),
    check('content_items_state_check', sql`${t.state} in ('draft', 'published', 'withdrawn')`),
  ],
);

/** Every saved version of an item (its editable fields as they were saved). */
export const contentVersions = pgTable(
  'content_versions',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: at('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.version] })],
);

/** An item's attachments in order, with how often each was downloaded. */
export const contentAttachments = pgTable(
  'content_attachments',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => contentFiles.id),
    seq: smallint('seq').notNull(),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.fileId] })],
);

/** Which member of which unit opened which item (the menu's unread dot). */
export const contentReads = pgTable(
  'content_reads',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.itemId] })],
);

/** A unit's sign-up for a project or game: one per unit and item. */
export const contentSignups = pgTable(
  'content_signups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    /** The unit's name when it signed up (the platform's list shows it). */
    companyName: text('company_name').notNull(),
    userId: integer('user_id').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_signups_unit_key').on(t.itemId, t.companyId),
    index('content_signups_company_idx').on(t.companyId),
  ],
);
