import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every reminder SMS a unit's members were sent (an approver reminded of an application), with what paid for it:
 * 'free' counts against the unit's free-SMS-reminders quota, 'package' took one from an SMS package the unit bought,
 * 'none' was not sent (both used up; the in-app message still went).
 */
export const smsReminders = pgTable(
  'sms_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    /** What the reminder was about (the application's number). */
    subject: text('subject').notNull(),
    billedTo: text('billed_to').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /**
     * What the SMS gateway made of it (contract/cost.ts smsDeliveries): 'pending' until the reminder committed and the
     * gateway answered, then 'sent' or why not; null when none was sent ('none').
     */
    delivery: text('delivery'),
    /** The gateway's own error code of a failed send, for the operator. */
    vendorCode: text('vendor_code'),
  },
  (t) => [index('sms_reminders_company_idx').on(t.companyId, t.sentAt)],
);
