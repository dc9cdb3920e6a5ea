import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The password lock-out of names that belong to no account, per side ('staff' or 'system'): wrong tries on an unknown
 * name count and lock exactly like those on an account (whose count lives on its own row), so the lock-out cannot tell
 * a known name from an unknown one. New names are bounded by the per-address throttle.
 */
export const unknownNameLockouts = pgTable(
  'unknown_name_lockouts',
  {
    side: text('side').notNull(),
    name: text('name').notNull(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.side, t.name] })],
);
