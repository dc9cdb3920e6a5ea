import { z } from 'zod/mini';
import { isValidCreditCode } from './credit-code';
import { endpoint } from './endpoint';
import { ref } from './error-texts';
import { page, pathId } from './paging';
import { optionalText, requiredText } from './validation';
// Its schemas name these texts: they come with it.
import './invoice-error-texts';

/**
 * Invoices of the cost center (spec sections 2-3): the unit's payers (who the invoice is made out to) and invoice
 * requests on paid orders. Money is integer fen. An invoice never asks for more than an order's invoiceable amount
 * (paid − refunded − what other live invoices of it hold), and copies its payer when submitted: editing the payer
 * later does not change an invoice.
 */

const id = z.int();
const fen = z.int();

/** Payer type (spec section 3): 1 enterprise, 2 individual. */
export const payerTypes = { enterprise: 1, individual: 2 } as const;
export const payerTypeValues = [1, 2] as const;

/** Invoice type (spec section 3): 1 electronic ordinary, 2 VAT ordinary, 3 VAT special, 4 electronic special. */
export const invoiceTypeValues = [1, 2, 3, 4] as const;
/** The special VAT types: only an enterprise payer of a certified unit may ask for them. */
export const SPECIAL_INVOICE_TYPES: readonly number[] = [3, 4];

/**
 * Invoice status (spec section 3): 4 issuing (waiting for the platform), 1 issued, 2 accepted (the buyer confirmed
 * it). The spec lists no state for a request withdrawn by the buyer or refused by the platform: 3, the gap in its
 * numbers, is withdrawn; 5 rejected (with the platform's reason); 6 reversed (the platform issued a red invoice
 * cancelling it, with a reason; its orders may be invoiced again).
 */
export const invoiceStatuses = { issued: 1, accepted: 2, cancelled: 3, issuing: 4, rejected: 5, reversed: 6 } as const;
export const invoiceStatusValues = [4, 1, 2, 3, 5, 6] as const;
/**
 * Statuses whose invoices hold their orders' amounts (waiting, issued, accepted): what they hold is neither invoiced
 * again nor refunded. A red reversal (6) gives it back.
 */
export const LIVE_INVOICE_STATUSES: readonly number[] = [4, 1, 2];

/** A unit keeps at most this many payers; an invoice covers at most this many orders. */
export const MAX_PAYERS = 20;
export const MAX_INVOICE_ORDERS = 50;

export const payerSchema = z.object({
  id,
  payerType: z.int(),
  title: z.string(),
  taxNumber: z.nullable(z.string()),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  bankName: z.nullable(z.string()),
  bankAccount: z.nullable(z.string()),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type Payer = z.infer<typeof payerSchema>;

/** An enterprise's tax number is its unified social credit code, checked to its last character. */
const payerFields = z
  .object({
    payerType: z.union([z.literal(1), z.literal(2)]),
    title: requiredText(1, 100),
    taxNumber: optionalText(18),
    address: optionalText(120),
    phone: optionalText(20),
    bankName: optionalText(60),
    bankAccount: optionalText(32),
    isDefault: z.boolean(),
  })
  .check(
    z.refine((v) => v.payerType !== payerTypes.enterprise || v.taxNumber !== undefined, {
      message: ref('v.required'),
      path: ['taxNumber'],
    }),
    z.refine((v) => v.taxNumber === undefined || isValidCreditCode(v.taxNumber), {
      message: ref('v.taxNumber'),
      path: ['taxNumber'],
    }),
  );
/** The payer form's rules (shared by add and update). */
export const payerForm = payerFields;

export const payerList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'invoice/v1/payer/list',
  access: 'unit',
  permission: 'invoice:apply',
  summary: "The chosen unit's payers, the default first",
  request: z.object({}),
  response: z.array(payerSchema),
});

export const payerAdd = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'invoice/v1/payer/add',
  access: 'unit',
  permission: 'invoice:apply',
  summary: `Add a payer (at most ${MAX_PAYERS}); the unit's first payer, or one marked default, becomes the default`,
  request: payerFields,
  response: z.object({ id }),
});

export const payerUpdate = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'invoice/v1/payer/update',
  access: 'unit',
  permission: 'invoice:apply',
  summary: 'Change a payer; invoices already submitted keep the payer they were submitted with',
  request: z.object({ id, ...payerFields.shape }),
  response: z.null(),
});

export const payerDelete = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'invoice/v1/payer/delete',
  access: 'unit',
  permission: 'invoice:apply',
  summary: 'Delete a payer; when it was the default, the most recently changed other payer becomes the default',
  request: z.object({ id }),
  response: z.null(),
});

/** A paid order of the unit and what of it may still be invoiced. */
export const invoiceableOrderSchema = z.object({
  orderId: id,
  orderNo: z.string(),
  title: z.string(),
  paidFen: fen,
  refundedFen: fen,
  /** paid − refunded − held by live invoices (issuing, issued, accepted). */
  invoiceableFen: fen,
  paidAt: z.nullable(z.string()),
});
export type InvoiceableOrder = z.infer<typeof invoiceableOrderSchema>;

export const invoiceSummarySchema = z.object({
  id,
  invoiceNo: z.string(),
  invoiceType: z.int(),
  status: z.int(),
  amountFen: fen,
  payerType: z.int(),
  title: z.string(),
  taxNumber: z.nullable(z.string()),
  createdByName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceDetailSchema = z.object({
  ...invoiceSummarySchema.shape,
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  bankName: z.nullable(z.string()),
  bankAccount: z.nullable(z.string()),
  email: z.nullable(z.string()),
  remark: z.nullable(z.string()),
  orders: z.array(z.object({ orderId: id, orderNo: z.string(), title: z.string(), amountFen: fen })),
  /** What happened to the request, oldest first. */
  timeline: z.array(z.object({ status: z.int(), at: z.string() })),
  /** The platform's reason when it rejected the request. */
  rejectReason: z.nullable(z.string()),
  /** The issuer's number of the issued invoice. */
  issuedNo: z.nullable(z.string()),
  /** Whether the buyer may still withdraw it (while it waits to be issued). */
  cancellable: z.boolean(),
  /** Whether the issued invoice's document can be downloaded. */
  hasDocument: z.boolean(),
  /** The red reversal: the platform's reason, the red invoice's number, whether its document can be downloaded. */
  reverseReason: z.nullable(z.string()),
  redNo: z.nullable(z.string()),
  hasRedDocument: z.boolean(),
  /** The reversed invoice this request issues again, and the live request that issues this one again. */
  reissueOf: z.nullable(id),
  reissuedBy: z.nullable(id),
  /** Whether the buyer may ask for it again (reversed, and not asked for again yet). */
  reissuable: z.boolean(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceableOrders = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'invoice/v1/orders',
  access: 'unit',
  permission: 'invoice:apply',
  summary: "The chosen unit's paid orders with something left to invoice, newest payment first",
  request: z.object({}),
  response: z.array(invoiceableOrderSchema),
});

export const invoiceApply = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'invoice/v1/apply',
  access: 'unit',
  permission: 'invoice:apply',
  summary:
    "Ask for an invoice of the chosen paid orders' invoiceable amounts, made out to a payer of the unit (copied into the invoice); special VAT types need an enterprise payer and a certified unit",
  request: z.object({
    payerId: id,
    invoiceType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    orderIds: z.array(id).check(
      z.minLength(1, ref('v.invoiceOrdersRequired')),
      z.maxLength(MAX_INVOICE_ORDERS),
      z.refine((ids) => new Set(ids).size === ids.length),
    ),
    email: optionalText(60),
    remark: optionalText(200),
  }),
  response: z.object({ id, invoiceNo: z.string() }),
});

export const invoiceList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'invoice/v1/list',
  access: 'unit',
  permission: 'invoice:apply',
  summary: "The chosen unit's invoice requests, newest first; filters: status, type, invoice number or title",
  request: z.object({
    ...page,
    status: z.optional(z.pipe(z.coerce.number(), z.int())),
    invoiceType: z.optional(z.pipe(z.coerce.number(), z.int())),
    keyword: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({ list: z.array(invoiceSummarySchema), total: z.int() }),
});

export const invoiceDetail = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'invoice/v1/:id/detail',
  access: 'unit',
  permission: 'invoice:apply',
  summary: 'One invoice request of the chosen unit with its orders and status timeline',
  request: z.object({ id: pathId }),
  response: invoiceDetailSchema,
});

export const invoiceCancel = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'invoice/v1/cancel',
  access: 'unit',
  permission: 'invoice:apply',
  summary: 'Withdraw an invoice request that waits to be issued; its orders become invoiceable again',
  request: z.object({ id }),
  response: invoiceDetailSchema,
});

export const invoiceAccept = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'invoice/v1/accept',
  access: 'unit',
  permission: 'invoice:apply',
  summary: 'The buyer confirms it received an issued invoice (status 1 issued → 2 accepted)',
  request: z.object({ id }),
  response: invoiceDetailSchema,
});

export const invoiceDocument = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'invoice/v1/:id/document',
  access: 'unit',
  permission: 'invoice:apply',
  summary:
    "A signed, short-lived link to an issued invoice's document (PDF), or with kind 'red' to its red reversal's; empty while it has none",
  request: z.object({ id: pathId, kind: z.optional(z.enum(['blue', 'red'])) }),
  response: z.object({ tmpUrl: z.string() }),
});

/** An invoice request as the platform sees it: with the unit that asked. */
export const issuingRowSchema = z.object({ ...invoiceSummarySchema.shape, companyId: id, unitName: z.string() });
export type IssuingRow = z.infer<typeof issuingRowSchema>;

export const issuingList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'invoice/v1/issuing/list',
  access: 'system',
  permission: 'invoice:issue',
  summary:
    "The system side: every unit's invoice requests, waiting ones first; filters: status, type, number, title or unit",
  request: z.object({
    ...page,
    status: z.optional(z.pipe(z.coerce.number(), z.int())),
    invoiceType: z.optional(z.pipe(z.coerce.number(), z.int())),
    keyword: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({ list: z.array(issuingRowSchema), total: z.int() }),
});

export const issuingIssue = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'invoice/v1/issuing/issue',
  access: 'system',
  permission: 'invoice:issue',
  summary:
    'The system side issues a waiting invoice request through the invoice issuer (in demo mode the sandbox issuer, whose document is marked as a sample); the requester gets a message',
  request: z.object({ id }),
  response: z.object({ issuedNo: z.string() }),
});

export const issuingReject = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'invoice/v1/issuing/reject',
  access: 'system',
  permission: 'invoice:issue',
  summary: 'The system side rejects a waiting invoice request with a reason; its orders become invoiceable again',
  request: z.object({ id, reason: requiredText(1, 200) }),
  response: z.null(),
});

export const issuingReverse = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'invoice/v1/issuing/reverse',
  access: 'system',
  permission: 'invoice:issue',
  summary:
    'The system side reverses an issued or accepted invoice with a red invoice (红冲) and a reason; its orders become invoiceable again and the requester gets a message',
  request: z.object({ id, reason: requiredText(1, 200) }),
  response: z.object({ redNo: z.string() }),
});

export const invoiceReissue = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'invoice/v1/reissue',
  access: 'unit',
  permission: 'invoice:apply',
  summary:
    'Ask again for a reversed invoice: a new request of the same type and title over what is still invoiceable of its orders',
  request: z.object({ id }),
  response: z.object({ id, invoiceNo: z.string() }),
});
