import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './core';
import { at } from './columns';

/*
 * The anomaly centre (modules/anomaly): a unit's rules and working hours (a kind never edited keeps its contract
 * default, so a unit has no rows until an administrator saves), the alerts its use records opened (one per record and
 * rule) and each alert's timeline. Every query is bound to the session's unit.
 */

export const anomalyRules = pgTable(
  'anomaly_rules',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    severity: text('severity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);

/** Working hours in local time ('HH:mm'), ISO weekdays and holiday days ('YYYY-MM-DD'). */
export const anomalySchedules = pgTable('anomaly_schedules', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  workDays: jsonb('work_days').$type<number[]>().notNull(),
  dayFrom: text('day_from').notNull(),
  dayTo: text('day_to').notNull(),
  holidays: jsonb('holidays').$type<string[]>().notNull(),
});

/** The facts of the use are copied in: the alert reads as it was raised even when the device is renamed later. */
export const anomalyAlerts = pgTable(
  'anomaly_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    useRecordId: integer('use_record_id').notNull(),
    rule: text('rule').notNull(),
    severity: text('severity').notNull(),
    state: text('state').notNull().default('open'),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    address: text('address'),
    usedAt: at('used_at').notNull(),
    assigneeId: integer('assignee_id'),
    assigneeName: text('assignee_name'),
    /** The note of the resolution or dismissal. */
    note: text('note'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('anomaly_alerts_record_rule_key').on(t.companyId, t.useRecordId, t.rule),
    index('anomaly_alerts_company_created_idx').on(t.companyId, t.createdAt),
    index('anomaly_alerts_company_state_idx').on(t.companyId, t.state),
    check('anomaly_alerts_state_check', sql`${t.state} in ('open', 'acknowledged', 'resolved', 'dismissed')`),
  ],
);

export const anomalyAlertEvents = pgTable(
  'anomaly_alert_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => anomalyAlerts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    text: text('text'),
    at: at('at').notNull(),
  },
  (t) => [index('anomaly_alert_events_alert_idx').on(t.alertId, t.id)],
);
