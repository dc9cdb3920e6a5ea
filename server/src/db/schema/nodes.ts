import { bigserial, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * What several server nodes on one PostgreSQL share beyond the domain tables (DESIGN section 2: nothing in a node's
 * memory may be the only copy of anything).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * socket.io's PostgreSQL adapter (@socket.io/postgres-adapter, its default table name): a broadcast too large for
 * one NOTIFY (8,000 bytes) travels here and the notification carries its id; the adapter deletes rows after 30 s.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/**
 * Failed password log-ins per client address (modules/auth/address-throttle.ts), so the address limit holds across
 * nodes and restarts; rows older than the window are deleted when the address tries again.
 */
export const loginAddressFailures = pgTable(
  'login_address_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_address_failures_ip_idx').on(t.ip, t.at)],
);
