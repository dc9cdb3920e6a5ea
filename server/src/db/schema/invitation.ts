import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, departments, users } from './core';
import { at, createdAt } from './columns';

/**
 * Member invitations: an administrator invites a phone into the unit; the membership exists only once the invitee
 * accepts (after logging in). The invitee's account is found or created at invitation time without telling the
 * inviter which, so an invitation reveals nothing about the phone. At most one pending invitation per unit and person.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The role, name and details the membership gets on acceptance. */
    role: smallint('role').notNull(),
    realName: text('real_name').notNull(),
    /** A department deleted meanwhile leaves the invitee without one. */
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    email: text('email'),
    idCard: text('id_card'),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** When the SMS was last sent (a resend renews the expiry). */
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** pending, accepted, declined or revoked. */
    state: text('state').notNull().default('pending'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('member_invitations_one_pending_key')
      .on(t.companyId, t.userId)
      .where(sql`${t.state} = 'pending'`),
    index('member_invitations_user_idx').on(t.userId),
  ],
);
