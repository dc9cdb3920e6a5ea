import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/*
 * Document security. Ids of units, members and files are plain columns without foreign keys yet (./core can give them
 * one); every read and write is scoped by company_id in the repository.
 */

/** A unit's invisible-watermark keys, by version; read by the server only, never sent to a client. */
export const watermarkKeys = pgTable(
  'watermark_keys',
  {
    companyId: integer('company_id').notNull(),
    version: smallint('version').notNull(),
    /** 32 random bytes, hex. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.version] })],
);

/** One watermarked copy issued to one recipient: the registry a detection reads. */
export const watermarkIssuances = pgTable(
  'watermark_issuances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    /** The random 48-bit id the mark carries, 12 hex digits. */
    issuanceId: text('issuance_id').notNull(),
    recipientId: integer('recipient_id').notNull(),
    issuerId: integer('issuer_id').notNull(),
    documentName: text('document_name').notNull(),
    sourceFileId: text('source_file_id').notNull(),
    copyFileId: text('copy_file_id').notNull(),
    /** SHA-256 of the copy's bytes: an exact copy is recognised without decoding. */
    copyHash: text('copy_hash').notNull(),
    keyVersion: smallint('key_version').notNull(),
    /**
     * The issuing this copy came from: every copy of one upload to its recipients shares it (a ZIP downloads them
     * together). Rows issued before it existed are grouped by a data migration.
     */
    batchId: text('batch_id'),
    /**
     * issue: issued to recipients on the watermark page; download: marked automatically for the member who downloaded
     * an application attachment or an evidence report (issuer and recipient are then that member).
     */
    origin: text('origin').notNull().default('issue'),
    /**
     * A download copy's mark version (modules/watermark/download-copy.ts): the same member's next download of the same
     * file reuses the copy while it matches. Null for issued copies.
     */
    markVersion: text('mark_version'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('watermark_issuances_id_idx').on(t.companyId, t.issuanceId),
    index('watermark_issuances_batch_idx').on(t.companyId, t.batchId),
    index('watermark_issuances_hash_idx').on(t.companyId, t.copyHash),
    index('watermark_issuances_created_idx').on(t.companyId, t.createdAt),
    index('watermark_issuances_download_idx').on(t.companyId, t.sourceFileId, t.recipientId),
  ],
);

/** One detection of a suspect file and what it found. */
export const watermarkDetections = pgTable(
  'watermark_detections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    fileName: text('file_name').notNull(),
    /** hash, metadata, blind; null: no mark found. */
    method: text('method'),
    issuanceRowId: integer('issuance_row_id'),
    confidence: real('confidence').notNull().default(0),
    elapsedMs: integer('elapsed_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('watermark_detections_created_idx').on(t.companyId, t.createdAt.desc(), t.id)],
);

/**
 * A unit's watermark rule: the visible text's template, opacity and angle, and whether downloads of application
 * attachments and of evidence reports are marked for the member downloading (one row per unit; none: the defaults).
 */
export const watermarkRules = pgTable('watermark_rules', {
  companyId: integer('company_id').primaryKey(),
  textTemplate: text('text_template').notNull(),
  opacity: smallint('opacity').notNull(),
  angle: smallint('angle').notNull(),
  markAttachments: boolean('mark_attachments').notNull().default(false),
  markEvidence: boolean('mark_evidence').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
