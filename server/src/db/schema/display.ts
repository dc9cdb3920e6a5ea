import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './core';
import { at } from './columns';

/**
 * Display links: a wall display (/display) shows one unit's wall without a staff session. Only the SHA-256 of the
 * token is kept (the token is shown once); a revoked or expired link opens nothing.
 */
export const displays = pgTable(
  'displays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull(),
    /** Null: never expires. */
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    lastSeenAt: at('last_seen_at'),
    lastSeenIp: text('last_seen_ip'),
  },
  (t) => [uniqueIndex('displays_token_hash').on(t.tokenHash), index('displays_company').on(t.companyId, t.id)],
);
