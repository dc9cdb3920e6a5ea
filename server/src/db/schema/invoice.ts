import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { costOrders } from './cost';
import { at } from './columns';

/*
 * Invoices of the cost center. Money is integer fen. Every query is bound to the session's unit (company_id); the
 * platform's issuing reads across units.
 */

/** Who a unit's invoices are made out to: payer type 1 enterprise, 2 individual; at most one default per unit. */
export const invoicePayers = pgTable(
  'invoice_payers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    payerType: smallint('payer_type').notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number'),
    address: text('address'),
    phone: text('phone'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    isDefault: boolean('is_default').notNull().default(false),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('invoice_payers_company_idx').on(t.companyId),
    uniqueIndex('invoice_payers_one_default')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
    check('invoice_payers_type_check', sql`${t.payerType} between 1 and 2`),
  ],
);

/** Feeds the readable invoice request numbers (FP + local day + this number). */
export const invoiceNumbers = pgSequence('invoice_numbers', { startWith: 1 });

/**
 * Invoice requests: the payer's fields as they were when submitted, the type (1-4) and status (4 issuing, 1 issued,
 * 2 accepted, 3 cancelled, 5 rejected, 6 reversed by a red invoice), with the time of each step.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    invoiceType: smallint('invoice_type').notNull(),
    status: smallint('status').notNull().default(4),
    amountFen: integer('amount_fen').notNull(),
    payerType: smallint('payer_type').notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number'),
    address: text('address'),
    phone: text('phone'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    email: text('email'),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    issuedAt: at('issued_at'),
    acceptedAt: at('accepted_at'),
    cancelledAt: at('cancelled_at'),
    /** The platform's refusal (status 5) and its reason. */
    rejectedAt: at('rejected_at'),
    rejectReason: text('reject_reason'),
    /** The number the issuer gave the invoice, and its document (a file of the unit), once issued. */
    issuedNo: text('issued_no'),
    documentFileId: text('document_file_id'),
    /** The platform's red reversal (status 6): when, why, the red invoice's number and document. */
    reversedAt: at('reversed_at'),
    reverseReason: text('reverse_reason'),
    redNo: text('red_no'),
    redDocumentFileId: text('red_document_file_id'),
    /** The reversed invoice this request issues again, if any. */
    reissueOf: integer('reissue_of'),
  },
  (t) => [
    uniqueIndex('invoices_invoice_no_key').on(t.invoiceNo),
    index('invoices_company_idx').on(t.companyId, t.createdAt),
    check('invoices_type_check', sql`${t.invoiceType} between 1 and 4`),
    check('invoices_status_check', sql`${t.status} between 1 and 6`),
    check('invoices_amount_check', sql`${t.amountFen} > 0`),
  ],
);

/** What of each order an invoice holds. */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => costOrders.id),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [
    index('invoice_orders_invoice_idx').on(t.invoiceId),
    index('invoice_orders_order_idx').on(t.orderId),
    check('invoice_orders_amount_check', sql`${t.amountFen} > 0`),
  ],
);
