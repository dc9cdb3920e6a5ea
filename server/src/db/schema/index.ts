import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    fullName: text('full_name'),
    socialCreditCode: text('social_credit_code'),
    address: text('address'),
    parentId: integer('parent_id'),
    certified: boolean('certified').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('companies_name_key').on(t.name), index('companies_parent_idx').on(t.parentId)],
);

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  mobile: text('mobile').notNull().unique(),
  realName: text('real_name').notNull(),
  userName: text('user_name').unique(),
  passwordHash: text('password_hash'),
  /** True while the password is the one an administrator set; the console then forces a change. */
  passwordInitial: boolean('password_initial').notNull().default(true),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    role: smallint('role').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_user_company_key').on(t.userId, t.companyId),
    index('memberships_company_idx').on(t.companyId),
  ],
);

export const sysAccounts = pgTable('sys_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  realName: text('real_name').notNull(),
  mobile: text('mobile').notNull(),
  orgId: integer('org_id').notNull(),
  orgName: text('org_name').notNull(),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['staff', 'system'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    sysAccountId: integer('sys_account_id').references(() => sysAccounts.id),
    companyId: integer('company_id').references(() => companies.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt.desc()),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt.desc()),
  ],
);

/** Signatures seen inside the time window: a replay is refused on every node, and across restarts. */
export const seenSignatures = pgTable(
  'seen_signatures',
  {
    signatureHash: text('signature_hash').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('seen_signatures_seen_idx').on(t.seenAt)],
);
