import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { page } from './paging';
import { requiredText } from './validation';

/**
 * Bank transfer (对公转账), a payment channel of its own: the buyer of an unpaid order chooses it and sees the edition's
 * bank details (contract/sellers.ts) and a remittance code to write in the transfer's note; uploads the bank receipt
 * (a JPEG, PNG or PDF through file-manage) and the order waits in pay state 5 (not reviewed). The platform reviews:
 * approve → paid and fulfilled, as any channel's payment; check with the bank first → 7 (status check); reject with a
 * reason → 6 (review failed), and the buyer may upload again. A bank statement (CSV) the platform uploads confirms
 * waiting transfers whose code and amount match a line; any other line is listed and changes nothing.
 */

/** The channel's name on orders. */
export const BANK_CHANNEL = 'bank';
/** A remittance code: HK and eight characters that cannot be misread (no 0/O, 1/I). */
export const REMITTANCE_CODE_PATTERN = /HK[2-9A-HJ-NP-Z]{8}/;
/** An order paid by bank transfer closes itself this many days after the buyer chose it, unless paid. */
export const TRANSFER_PAY_DAYS = 7;
export const TRANSFER_REJECT_MAX = 200;
/** The largest statement accepted at once (characters of CSV). */
export const STATEMENT_MAX_CHARS = 200_000;

export const payeeSchema = z.object({
  companyName: z.string(),
  bank: z.object({ name: z.string(), number: z.string(), account: z.string() }),
});

export const receiptSchema = z.object({ fileId: z.string(), name: z.string(), url: z.string() });

/** An order's transfer as its buyer sees it. */
export const transferSchema = z.object({
  remittanceCode: z.string(),
  amountFen: z.int(),
  payee: payeeSchema,
  receipt: z.nullable(receiptSchema),
  submittedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  rejectReason: z.nullable(z.string()),
  /** How the money was confirmed: by the platform's review or a bank statement line. */
  confirmedBy: z.nullable(z.enum(['review', 'statement'])),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferChoose = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/transfer/choose',
  access: 'unit',
  permission: 'cost:pay',
  summary:
    'Pay an unpaid order by bank transfer: its online trade is closed (a payment made meanwhile is applied instead) and it gets a remittance code; the order then waits TRANSFER_PAY_DAYS days. Choosing again answers the same transfer',
  request: z.object({ id: z.int() }),
  response: transferSchema,
});

export const transferReceipt = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/transfer/receipt',
  access: 'unit',
  permission: 'cost:pay',
  summary:
    'Hand in the bank receipt (a file of the unit uploaded through file-manage) of an order paid by transfer: the order waits for review (pay state 5). Again after a rejection (6)',
  request: z.object({ id: z.int(), fileId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: transferSchema,
});

export const platformTransferSchema = z.object({
  ...transferSchema.shape,
  orderId: z.int(),
  orderNo: z.string(),
  title: z.string(),
  companyName: z.string(),
  payState: z.int(),
  state: z.int(),
  createdAt: z.string(),
});
export type PlatformTransfer = z.infer<typeof platformTransferSchema>;

export const platformTransferList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/platform/transfer/list',
  access: 'system',
  summary:
    "Every unit's bank transfers (system side), receipts handed in first, then newest; filters: the order's pay state, order number, remittance code or unit name",
  request: z.object({
    ...page,
    payState: z.optional(z.pipe(z.coerce.number(), z.int())),
    keyword: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({ list: z.array(platformTransferSchema), total: z.int() }),
});

const byOrder = z.object({ id: z.int() });

export const platformTransferApprove = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/platform/transfer/approve',
  access: 'system',
  summary:
    'Confirm a transfer under review (pay state 5 or 7): the order is paid and fulfilled once, like any payment, and its buyer is told',
  request: byOrder,
  response: platformTransferSchema,
});

export const platformTransferCheck = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/platform/transfer/check',
  access: 'system',
  summary: 'Mark a transfer under review as being checked with the bank (pay state 5 → 7)',
  request: byOrder,
  response: platformTransferSchema,
});

export const platformTransferReject = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/platform/transfer/reject',
  access: 'system',
  summary: 'Reject a transfer under review with a reason the buyer is told (pay state 6); the buyer may hand in again',
  request: z.object({ id: z.int(), reason: requiredText(1, TRANSFER_REJECT_MAX) }),
  response: platformTransferSchema,
});

/** What became of one statement line. */
export const statementOutcomes = [
  'applied',
  'alreadyPaid',
  'amountMismatch',
  'unknownCode',
  'notWaiting',
  'noCode',
  'badAmount',
] as const;
export type StatementOutcome = (typeof statementOutcomes)[number];

export const statementLineSchema = z.object({
  /** The line's number in the file (the header is line 1). */
  line: z.int(),
  remittanceCode: z.nullable(z.string()),
  amountFen: z.nullable(z.int()),
  orderNo: z.nullable(z.string()),
  outcome: z.enum(statementOutcomes),
  /** The line was stored by an earlier upload: not matched again, `outcome` is what it came to then. */
  repeated: z.boolean(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const platformStatementImport = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/platform/transfer/statement',
  access: 'system',
  summary:
    'Match a bank statement (CSV text with a header naming 金额 and 附言, 摘要 or 备注 columns; 日期 and 付款人 or 对方户名 are kept when present) against waiting transfers by remittance code and amount: a match is paid like an approval; every other line is listed and changes nothing. Every line is stored once: a line uploaded before (the same statement again, or an overlapping one) is neither stored nor matched again',
  request: z.object({ csv: z.string().check(z.minLength(1), z.maxLength(STATEMENT_MAX_CHARS)) }),
  response: z.object({ applied: z.int(), lines: z.array(statementLineSchema) }),
});

/** A stored bank statement line (system side): is it matched (paid its order), or why not. */
export const statementMatchFilters = ['matched', 'unmatched'] as const;

export const storedStatementLineSchema = z.object({
  id: z.int(),
  /** YYYY-MM-DD; null when the statement gave no readable day. */
  bookedOn: z.nullable(z.string()),
  amountFen: z.nullable(z.int()),
  payer: z.nullable(z.string()),
  note: z.string(),
  remittanceCode: z.nullable(z.string()),
  /** The order whose code the line carries (paid by this line only when the outcome is 'applied'). */
  orderNo: z.nullable(z.string()),
  outcome: z.enum(statementOutcomes),
  importedAt: z.string(),
});
export type StoredStatementLine = z.infer<typeof storedStatementLineSchema>;

export const platformStatementLineList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/platform/transfer/statement/lines',
  access: 'system',
  summary:
    "Every bank statement line uploaded (system side), newest upload first; filter: matched (it paid its order) or unmatched (no code, unknown code, amount differs, already paid, …)",
  request: z.object({ ...page, matched: z.optional(z.enum(statementMatchFilters)) }),
  response: z.object({ list: z.array(storedStatementLineSchema), total: z.int() }),
});
