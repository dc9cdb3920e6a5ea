import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './core';
import { at } from './columns';

/*
 * The command queue of a unit's devices (contract/device-command.ts): what the console ordered, waiting for the device
 * (pending), fetched by it (delivered) and acknowledged (done, or failed with the device's reason). Expiry is read
 * from `expires_at`: an open command past it counts as expired without being rewritten.
 */

export const deviceCommands = pgTable(
  'device_commands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    deviceId: text('device_id').notNull(),
    kind: text('kind', { enum: ['trialStamp', 'lock', 'unlock', 'applySettings', 'firmwareCheck'] }).notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    /** The parameters an applySettings command carries. */
    settings: jsonb('settings').$type<Record<string, string | number>>(),
    reason: text('reason'),
    useRecordId: integer('use_record_id'),
    operatorName: text('operator_name'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    deliveredAt: at('delivered_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('device_commands_device_idx').on(t.companyId, t.deviceId, t.id.desc()),
    check('device_commands_state_check', sql`${t.state} in ('pending', 'delivered', 'done', 'failed')`),
  ],
);
