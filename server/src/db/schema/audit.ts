import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The audit log (modules/audit): one hash chain per unit and one for the system side. A record's hash covers the
 * previous record's hash and its own canonical JSON; the chain's head is signed at every append and every 100th
 * record leaves a signed checkpoint. The custom migration `audit_sql` makes audit_log and audit_checkpoints refuse
 * UPDATE, DELETE and TRUNCATE.
 */

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'system' or 'unit:<companyId>'. */
    chain: text('chain').notNull(),
    /** Position in the chain, from 1 (not hashed: the previous hash fixes the order). */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['operate', 'login'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    side: text('side', { enum: ['staff', 'system', 'public'] }).notNull(),
    companyId: integer('company_id'),
    userId: integer('user_id'),
    sysAccountId: integer('sys_account_id'),
    /** `<service>/<path>` of the contract record. */
    call: text('call').notNull(),
    /** The ids the call named or created (request fields named id or …Id(s)), never secrets. */
    targets: jsonb('targets').$type<Record<string, string | number | Array<string | number>>>().notNull(),
    resultCode: integer('result_code').notNull(),
    /** The refusal's message reference (e.g. 'e.badCredentials'), null on success. */
    reason: text('reason'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** Log-ins: the masked phone or the user name tried, and the method. */
    identity: text('identity'),
    method: text('method'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_log_chain_seq_key').on(t.chain, t.seq),
    index('audit_log_kind_at_idx').on(t.kind, t.at),
    index('audit_log_company_at_idx').on(t.companyId, t.at),
  ],
);

/** The last record of each chain, signed; its row lock serialises the chain's appends across nodes. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: text('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  /** Ed25519 signature (base64) of the head's canonical JSON; null before the first record. */
  signature: text('signature'),
  keyId: text('key_id'),
});

export const auditCheckpoints = pgTable(
  'audit_checkpoints',
  {
    chain: text('chain').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    signature: text('signature').notNull(),
    keyId: text('key_id').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.seq] })],
);
