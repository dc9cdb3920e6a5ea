import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { statementOutcomes } from '../../../../contract/cost-transfer';
import { costOrders } from './cost';
import { at } from './columns';

/**
 * Bank transfers (contract/cost-transfer.ts): an order whose buyer chose 对公转账 has one row here, with the
 * remittance code the buyer writes in the transfer's note (the order's trade number at the 'bank' channel). The buyer
 * uploads the bank receipt (a file of the unit); the platform confirms the transfer by review or by a bank statement
 * line of the same code and amount, either way through the one payment path (its notification id is the code's, so a
 * transfer is applied once). The order's pay state (5 not reviewed, 6 review failed, 7 status check) is the state.
 */
export const costBankTransfers = pgTable(
  'cost_bank_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => costOrders.id),
    remittanceCode: text('remittance_code').notNull(),
    createdAt: at('created_at').notNull(),
    /** The latest bank receipt the buyer uploaded (a file of the unit) and when. */
    receiptFileId: text('receipt_file_id'),
    receiptName: text('receipt_name'),
    submittedBy: integer('submitted_by'),
    submittedAt: at('submitted_at'),
    /** The platform's last decision: when, and the reason of a rejection (cleared by a new receipt). */
    reviewedAt: at('reviewed_at'),
    rejectReason: text('reject_reason'),
    /** How the money was confirmed: 'review' or 'statement'; null until then. */
    confirmedBy: text('confirmed_by'),
    /** The trade was closed with its order (cancelled or past its deadline). */
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('cost_bank_transfers_order_key').on(t.orderId),
    uniqueIndex('cost_bank_transfers_code_key').on(t.remittanceCode),
    index('cost_bank_transfers_submitted_idx').on(t.submittedAt),
    check('cost_bank_transfers_confirmed_check', sql`${t.confirmedBy} in ('review', 'statement')`),
  ],
);

/**
 * Every line of the bank statements the platform uploaded, kept with what became of it (contract statementOutcomes):
 * the order it paid, or why not. A line is stored and matched once: `fingerprint` is its cells with its occurrence
 * among identical lines of its file, so the same statement (or an overlapping one) uploaded again adds nothing.
 */
export const costStatementLines = pgTable(
  'cost_statement_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fingerprint: text('fingerprint').notNull(),
    /** The booking day as the statement gives it; null when its date cell is missing or unreadable. */
    bookedOn: date('booked_on', { mode: 'string' }),
    /** Null when the amount cell is not a positive amount of yuan. */
    amountFen: integer('amount_fen'),
    payer: text('payer'),
    note: text('note').notNull(),
    remittanceCode: text('remittance_code'),
    /** The order whose code the line carries (paid by it only when the outcome is 'applied'). */
    orderId: integer('order_id').references(() => costOrders.id),
    outcome: text('outcome', { enum: statementOutcomes }).notNull(),
    importedAt: at('imported_at').notNull(),
  },
  (t) => [
    uniqueIndex('cost_statement_lines_fingerprint_key').on(t.fingerprint),
    index('cost_statement_lines_imported_idx').on(t.importedAt.desc(), t.id.desc()),
    check('cost_statement_lines_amount_check', sql`${t.amountFen} is null or ${t.amountFen} > 0`),
    check(
      'cost_statement_lines_outcome_check',
      sql.raw(`outcome in (${statementOutcomes.map((o) => `'${o}'`).join(', ')})`),
    ),
  ],
);
