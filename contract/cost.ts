import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { refundSchema } from './cost-refund';
import { BANK_CHANNEL, transferSchema } from './cost-transfer';
import { page, pathId } from './paging';

export * from './cost-refund';
export * from './cost-transfer';
export * from './cost-sim';

/**
 * The cost center (spec sections 2-4): the catalogue of services and packages, orders with their order and pay states,
 * and the sandbox payment channel's cashier. Money is integer fen everywhere; a tax rate is in basis points (600 =
 * 6 %). The order state machine is server/src/modules/cost/order-machine.ts.
 */

/** Service types of spec section 3 (sub types of 1: the seal kinds, as device types 1-4). */
export const serviceTypes = {
  seal: 1,
  fileWatermark: 2,
  eSignature: 3,
  liveStreaming: 4,
  sealEngraving: 5,
  certification: 98,
  authSignalling: 9,
  /** SMS reminder packages: spec section 3 names no type for them, so they take one outside its range. */
  smsReminder: 99,
} as const;
export const serviceTypeValues = [1, 2, 3, 4, 5, 98, 9, 99] as const;

/** Package types: 1 on demand, 2 monthly/yearly, 3 one-time buyout. */
export const packageTypes = { onDemand: 1, period: 2, buyout: 3 } as const;
export const packageTypeValues = [1, 2, 3] as const;

/** Order state (spec section 4): 0 initial, 1 allocated, 2 confirmed, 3 shipped, 4 completed, 5 cancelled. */
export const orderStates = { initial: 0, allocated: 1, confirmed: 2, shipped: 3, completed: 4, cancelled: 5 } as const;
export const orderStateValues = [0, 1, 2, 3, 4, 5] as const;
export type OrderState = (typeof orderStateValues)[number];

/**
 * Pay state (spec section 4): 0 to pay, 1 paid, 2 refunding, 3 refunded, 4 cancelled, 5 not reviewed (a bank
 * transfer waits for review), 6 review failed, 7 status check.
 */
export const payStates = {
  toPay: 0,
  paid: 1,
  refunding: 2,
  refunded: 3,
  cancelled: 4,
  notReviewed: 5,
  reviewFailed: 6,
  statusCheck: 7,
} as const;
export const payStateValues = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type PayState = (typeof payStateValues)[number];

/** An unpaid order closes itself this long after it was placed. */
export const ORDER_PAY_MINUTES = 30;
/** At most this many service periods in one order. */
export const MAX_ORDER_QUANTITY = 10;

/** What the sandbox cashier can make its channel do (each one a case a real channel may produce). */
export const sandboxScenarios = [
  'pay',
  'fail',
  'cancel',
  'paidNotNotified',
  'notifiedThrice',
  'notifiedLate',
  'closedThenPaid',
  'wrongAmount',
  'badSignature',
] as const;
export type SandboxScenario = (typeof sandboxScenarios)[number];

/** What applying a payment notification came to (shown by the cashier, kept with each notification). */
export const notifyOutcomes = [
  'applied',
  'alreadyPaid',
  'amountMismatch',
  'refundedAfterClose',
  'failed',
  'unknownOrder',
  'badSignature',
  'notNotified',
  'pending',
] as const;
export type NotifyOutcome = (typeof notifyOutcomes)[number];

const id = z.int();
const fen = z.int();

export const productSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  serviceType: z.int(),
  subType: z.nullable(z.int()),
  packageType: z.int(),
  priceFen: fen,
  /** Basis points: 600 is 6 %. */
  taxRateBp: z.int(),
  /** The service period one unit buys (months); null for on-demand packages. */
  months: z.nullable(z.int()),
  description: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const orderItemSchema = z.object({
  productId: id,
  productName: z.string(),
  serviceType: z.int(),
  subType: z.nullable(z.int()),
  packageType: z.int(),
  /** The price when the order was placed (later catalogue changes do not touch it). */
  unitPriceFen: fen,
  taxRateBp: z.int(),
  quantity: z.int(),
  months: z.nullable(z.int()),
  deviceId: z.nullable(z.string()),
  amountFen: fen,
  /** The device's service end after this item was fulfilled. */
  serviceEndAfter: z.nullable(z.string()),
});

export const orderSummarySchema = z.object({
  id,
  orderNo: z.string(),
  title: z.string(),
  state: z.int(),
  payState: z.int(),
  amountFen: fen,
  paidFen: fen,
  refundedFen: fen,
  channel: z.string(),
  createdByName: z.nullable(z.string()),
  createdAt: z.string(),
  deadline: z.string(),
  paidAt: z.nullable(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = z.object({
  ...orderSummarySchema.shape,
  closedAt: z.nullable(z.string()),
  /** What the payer scans to pay it, for a QR-code channel (WeChat Pay's code_url, Alipay's qr_code); null otherwise. */
  payCodeUrl: z.nullable(z.string()),
  items: z.array(orderItemSchema),
  /** Whether the buyer may still pay (and cancel) it. */
  payable: z.boolean(),
  /** What a refund may still ask for: paid − refunded − what live invoices hold; 0 unless paid (pay state 1). */
  refundableFen: fen,
  /** Its refund requests, newest first. */
  refunds: z.array(refundSchema),
  /** The bank transfer, when its buyer chose to pay by one. */
  transfer: z.nullable(transferSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const productList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/product/list',
  access: 'unit',
  summary: 'The catalogue: services and packages on sale, by service type',
  request: z.object({ serviceType: z.optional(z.pipe(z.coerce.number(), z.int())) }),
  response: z.array(productSchema),
});

/** The channels that take a payment online (the payer scans or clicks); bank transfer is not one of them. */
export const onlinePayChannels = ['wechat', 'alipay', 'sandbox'] as const;
export type OnlinePayChannel = (typeof onlinePayChannels)[number];

export const payChannelList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/pay-channel/list',
  access: 'unit',
  permission: 'cost:pay',
  summary:
    "This server's online payment channels, the default first (WeChat Pay, Alipay, then the demo's sandbox); empty: orders are paid by bank transfer",
  request: z.object({}),
  response: z.array(z.enum(onlinePayChannels)),
});

export const orderCreate = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/order/create',
  access: 'unit',
  permission: 'cost:pay',
  summary:
    'Place an order for `quantity` periods of a product; a seal-service renewal names the device (`deviceId`). The price is copied into the order. `channel` is where it is paid: the online channel asked for (one of payChannelList) or else the first, or `bank` (a transfer) on a server without one',
  request: z.object({
    productId: id,
    quantity: z.int().check(z.minimum(1), z.maximum(MAX_ORDER_QUANTITY)),
    deviceId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
    /** One of this server's online channels (payChannelList); absent: the first of them. */
    channel: z.optional(z.enum(onlinePayChannels)),
  }),
  response: z.object({ id, orderNo: z.string(), channel: z.string() }),
});

/** The order list's filters (also those of its export, type 1): pay state and order number. */
export const orderListFilters = {
  payState: z.optional(z.pipe(z.coerce.number(), z.int())),
  keyword: z.optional(z.string().check(z.maxLength(32))),
};

export const orderList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/order/list',
  access: 'unit',
  permission: 'cost:pay',
  summary: "The chosen unit's orders, newest first; filters: pay state, order number",
  request: z.object({ ...page, ...orderListFilters }),
  response: z.object({ list: z.array(orderSummarySchema), total: z.int() }),
});

export const orderDetail = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/order/:id/detail',
  access: 'unit',
  permission: 'cost:pay',
  summary: 'One order of the chosen unit with its items',
  request: z.object({ id: pathId }),
  response: orderDetailSchema,
});

export const orderCancel = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/order/cancel',
  access: 'unit',
  permission: 'cost:pay',
  summary: 'Cancel an unpaid order (its payment is closed at the channel first; a payment already made is applied)',
  request: z.object({ id }),
  response: orderDetailSchema,
});

export const orderSync = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/order/sync',
  access: 'unit',
  permission: 'cost:pay',
  summary: 'Ask the payment channel for the state of an unpaid order and apply a payment it reports',
  request: z.object({ id }),
  response: orderDetailSchema,
});

export const sandboxPay = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/sandbox/pay',
  access: 'unit',
  permission: 'cost:pay',
  summary:
    "Demo mode: the sandbox channel's cashier acts out a scenario on an order; its signed notifications take the path a real channel's do",
  request: z.object({ id, scenario: z.enum(sandboxScenarios) }),
  response: z.object({ outcome: z.enum(notifyOutcomes), order: orderDetailSchema }),
});

/** Where payment channels post their notifications (outside the signed request protocol: the channel signs). */
export const PAY_NOTIFY_URL = '/api/pay/notify/:channel';

/** The payment channels a server may have (server/src/modules/cost/channels/): the online ones and bank transfer. */
export const paymentChannelNames = [...onlinePayChannels, BANK_CHANNEL] as const;

/**
 * What the unit owns (mypackage): one holding per product bought, as its paid orders left it. A period product is
 * serving until 30 days before its end, then expiring, then stopped; a product of units (uses, pieces) is used up
 * when none is left.
 */
export const holdingStates = ['serving', 'expiring', 'stopped', 'usedUp'] as const;

/** A holding with auto-renew on gets its unpaid renewal order this many days before its period ends. */
export const AUTO_RENEW_DAYS = 7;
export type HoldingState = (typeof holdingStates)[number];
/** A period holding is expiring this many days before its end (as a device's service). */
export const HOLDING_EXPIRING_DAYS = 30;

export function holdingStateOf(
  holding: { endsAt: string | Date | null; units: number; usedUnits: number },
  now: Date,
): HoldingState {
  if (holding.endsAt !== null) {
    const left = new Date(holding.endsAt).getTime() - now.getTime();
    if (left <= 0) return 'stopped';
    return left <= HOLDING_EXPIRING_DAYS * 86_400_000 ? 'expiring' : 'serving';
  }
  return holding.units > 0 && holding.usedUnits >= holding.units ? 'usedUp' : 'serving';
}

export const holdingSchema = z.object({
  id,
  productId: id,
  productName: z.string(),
  serviceType: z.int(),
  subType: z.nullable(z.int()),
  packageType: z.int(),
  startsAt: z.string(),
  /** The end of the paid period; null for a product without one (units, or a one-time buyout). */
  endsAt: z.nullable(z.string()),
  units: z.int(),
  usedUnits: z.int(),
  leftUnits: z.int(),
  state: z.enum(holdingStates),
  autoRenew: z.boolean(),
});
export type Holding = z.infer<typeof holdingSchema>;

export const holdingList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/holding/list',
  access: 'unit',
  permission: 'cost:pay',
  summary:
    'What the chosen unit owns of the catalogue: periods with their end, units with what is left; filter: service type',
  request: z.object({ serviceType: z.optional(z.pipe(z.coerce.number(), z.int())) }),
  response: z.array(holdingSchema),
});

export const holdingAutoRenew = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/holding/auto-renew',
  access: 'unit',
  permission: 'cost:pay',
  summary: 'Turn renewing a period holding before its end on or off',
  request: z.object({ id, autoRenew: z.boolean() }),
  response: holdingSchema,
});

/** What paid for a reminder SMS: the free quota, a bought SMS package, or nothing (not sent). */
/** Reminder SMS one piece of an SMS package gives (the catalogue's SMS packages are sold in pieces of this many). */
export const SMS_PER_PACKAGE = 500;

export const smsBilledTo = ['free', 'package', 'none'] as const;
export type SmsBilledTo = (typeof smsBilledTo)[number];

export const smsSummary = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/sms/summary',
  access: 'unit',
  permission: 'cost:pay',
  summary: "The chosen unit's reminder SMS: the free quota and what is used of it, and what is left of bought packages",
  request: z.object({}),
  response: z.object({ freeLimit: z.int(), freeUsed: z.int(), packageUnits: z.int(), packageLeft: z.int() }),
});

/**
 * What the SMS gateway made of a reminder: still on its way, sent, or why not (the phone gets too many messages, the
 * number cannot receive them, the service was unavailable). A reminder paid by nothing ('none') has none.
 */
export const smsDeliveries = ['pending', 'sent', 'phoneLimited', 'phoneInvalid', 'unavailable'] as const;
export type SmsDelivery = (typeof smsDeliveries)[number];

export const smsReminderSchema = z.object({
  id,
  userName: z.nullable(z.string()),
  subject: z.string(),
  billedTo: z.enum(smsBilledTo),
  sentAt: z.string(),
  delivery: z.nullable(z.enum(smsDeliveries)),
});
export type SmsReminder = z.infer<typeof smsReminderSchema>;

export const smsReminderList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/sms/list',
  access: 'unit',
  permission: 'cost:pay',
  summary: "Every reminder SMS of the chosen unit's members, newest first; filter: what paid for it",
  request: z.object({ ...page, billedTo: z.optional(z.enum(smsBilledTo)) }),
  response: z.object({ list: z.array(smsReminderSchema), total: z.int() }),
});

// The system side: every unit's orders, revenue by month, the catalogue's editing.

export const platformOrderSchema = z.object({ ...orderSummarySchema.shape, companyName: z.string() });
export type PlatformOrder = z.infer<typeof platformOrderSchema>;

export const platformOrderList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/platform/order/list',
  access: 'system',
  summary: "Every unit's orders, newest first (system side); filters: pay state, channel, order number or unit name",
  request: z.object({
    ...page,
    payState: z.optional(z.pipe(z.coerce.number(), z.int())),
    channel: z.optional(z.string().check(z.maxLength(16))),
    keyword: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({ list: z.array(platformOrderSchema), total: z.int() }),
});

export const revenueMonthSchema = z.object({
  /** The local month, YYYY-MM. */
  month: z.string(),
  orders: z.int(),
  paidFen: fen,
  refundedFen: fen,
  /** Paid through the sandbox channel (demo money), not counted in the revenue. */
  sandboxPaidFen: fen,
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

export const platformRevenue = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/platform/revenue',
  access: 'system',
  summary: 'Revenue by local month of payment, the last 12 months, newest first; sandbox payments apart',
  request: z.object({}),
  response: z.array(revenueMonthSchema),
});

export const adminProductSchema = z.object({ ...productSchema.shape, onSale: z.boolean() });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const platformProductList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/platform/product/list',
  access: 'system',
  summary: 'The whole catalogue, on sale or not (system side)',
  request: z.object({}),
  response: z.array(adminProductSchema),
});

export const platformProductUpdate = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'cost/v1/platform/product/update',
  access: 'system',
  permission: 'cost:catalogue',
  summary:
    "Change a product's price (fen), tax rate (basis points) and whether it is on sale; orders placed keep theirs",
  request: z.object({
    id,
    priceFen: z.int().check(z.minimum(0), z.maximum(100_000_000)),
    taxRateBp: z.int().check(z.minimum(0), z.maximum(10_000)),
    onSale: z.boolean(),
  }),
  response: adminProductSchema,
});
