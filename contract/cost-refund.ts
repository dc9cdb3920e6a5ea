import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { requiredText } from './validation';
import { page } from './paging';

/**
 * Refunds of paid orders: a unit administrator asks for (part of) what was paid back, with a reason; the platform
 * approves, and the money goes back through the order's payment channel, or rejects with a reason. While a request
 * waits the order is refunding (pay state 2) and takes no other; a unit never asks for more than the order's
 * refundable amount: paid − refunded − what live invoices hold of it.
 */

/**
 * Refund status: 1 waiting for the platform, 5 approved and being sent through the payment channel, 2 refunded,
 * 3 rejected, 4 refused by the payment channel.
 */
export const refundStatuses = { waiting: 1, refunded: 2, rejected: 3, channelFailed: 4, sending: 5 } as const;
export const refundStatusValues = [1, 5, 2, 3, 4] as const;

export const REFUND_REASON_MAX = 200;

export const refundSchema = z.object({
  id: z.int(),
  orderId: z.int(),
  amountFen: z.int(),
  reason: z.string(),
  status: z.int(),
  requestedByName: z.nullable(z.string()),
  requestedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  rejectReason: z.nullable(z.string()),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundRequest = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/refund/request',
  access: 'unit',
  permission: 'cost:pay',
  summary:
    "A unit administrator asks for `amountFen` of a paid order back (at most its refundable amount); the order waits in pay state 2 for the platform's decision",
  request: z.object({
    orderId: z.int(),
    amountFen: z.int().check(z.minimum(1), z.maximum(100_000_000)),
    reason: requiredText(1, REFUND_REASON_MAX),
  }),
  response: refundSchema,
});

export const platformRefundSchema = z.object({
  ...refundSchema.shape,
  orderNo: z.string(),
  orderTitle: z.string(),
  paidFen: z.int(),
  refundedFen: z.int(),
  channel: z.string(),
  companyName: z.string(),
});
export type PlatformRefund = z.infer<typeof platformRefundSchema>;

export const platformRefundList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/platform/refund/list',
  access: 'system',
  summary:
    "Every unit's refund requests (system side), waiting ones first, then newest; filters: status, order number or unit name",
  request: z.object({
    ...page,
    status: z.optional(z.pipe(z.coerce.number(), z.int())),
    keyword: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({ list: z.array(platformRefundSchema), total: z.int() }),
});

export const platformRefundApprove = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/platform/refund/approve',
  access: 'system',
  summary:
    "Approve a waiting refund: it is marked sending (5), the channel sends the money back, and then the order's pay state follows (1 partly, 3 wholly refunded) and the unit's holding shrinks by the refunded share; refused by the channel, the order is paid again. A refund whose channel did not answer stays sending and is sent again with the same refund number by the server's sweep",
  request: z.object({ id: z.int() }),
  response: platformRefundSchema,
});

export const platformRefundReject = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/platform/refund/reject',
  access: 'system',
  summary: 'Reject a waiting refund with a reason; the order is paid again (pay state 1)',
  request: z.object({ id: z.int(), reason: requiredText(1, REFUND_REASON_MAX) }),
  response: platformRefundSchema,
});
