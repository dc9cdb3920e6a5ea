import type { cost, ParsedRequestOf } from '../../../../contract';
import {
  ORDER_PAY_MINUTES,
  onlinePayChannels,
  serviceTypes,
  type OnlinePayChannel,
  type OrderDetail,
} from '../../../../contract/cost';
import { hasServicePeriod } from '../../../../contract/device';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { localDayCompact } from '../../lib/local-time';
import { deviceRows } from '../device';
import { isPayable } from './order-machine';
import { bankOf, channels, closeOrder, onlineChannelOf, syncWithChannel } from './payments';
import { refundsOfOrder } from './refunds';
import { costRepo, type OrderRow, type ProductRow } from './repository';
import { openTransfer, transferDeadline, transferOfOrder } from './transfers';

/*
 * The unit's orders: the catalogue's price is copied into the order when it is placed; a seal-service renewal names
 * a device of the unit of the product's sub type (the seal kind); the order gets a readable number (DD, the local
 * day, a running number) and a trade at the payment channel, and closes itself ORDER_PAY_MINUTES later unless paid
 * (TRANSFER_PAY_DAYS when the server has no online channel and the order is paid by bank transfer from the start).
 */

export async function products(deps: Deps, serviceType: number | undefined) {
  return costRepo.products(deps.db, serviceType);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function summaryOf(order: OrderRow, createdByName: string | null) {
  return {
    id: order.id,
    orderNo: order.orderNo,
    title: order.title,
    state: order.state,
    payState: order.payState,
    amountFen: order.amountFen,
    paidFen: order.paidFen,
    refundedFen: order.refundedFen,
    channel: order.channel,
    createdByName,
    createdAt: order.createdAt.toISOString(),
    deadline: order.deadline.toISOString(),
    paidAt: iso(order.paidAt),
  };
}

export async function list(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof cost.orderList>) {
  const { list, total } = await costRepo.page(
    deps.db,
    session.companyId!,
    { payState: input.payState, keyword: input.keyword?.trim() || undefined },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: list.map((r) => summaryOf(r.order, r.createdByName)), total };
}

async function found(deps: Deps, session: SessionContext, id: number) {
  const row = await costRepo.byId(deps.db, session.companyId!, id);
  if (!row) throw refuse.notFound();
  return row;
}

export async function detail(deps: Deps, session: SessionContext, id: number): Promise<OrderDetail> {
  const { order, createdByName } = await found(deps, session, id);
  const [items, refunds, transfer] = await Promise.all([
    costRepo.items(deps.db, order.id),
    refundsOfOrder(deps, order),
    transferOfOrder(deps, order),
  ]);
  return {
    ...summaryOf(order, createdByName),
    closedAt: iso(order.closedAt),
    payCodeUrl: order.payCodeUrl,
    payable: isPayable(order) && order.deadline > deps.now(),
    ...refunds,
    transfer,
    items: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      serviceType: i.serviceType,
      subType: i.subType,
      packageType: i.packageType,
      unitPriceFen: i.unitPriceFen,
      taxRateBp: i.taxRateBp,
      quantity: i.quantity,
      months: i.months,
      deviceId: i.deviceId,
      amountFen: i.amountFen,
      serviceEndAfter: iso(i.serviceEndAfter),
    })),
  };
}

/** Whether the product renews one device's service (smart seals: the sub type is the device type). */
function renewsDevice(product: { serviceType: number; subType: number | null }): boolean {
  return product.serviceType === serviceTypes.seal && product.subType !== null && hasServicePeriod(product.subType);
}

/** This server's online channels in their order (payments.ts registers them: WeChat Pay, Alipay, the sandbox). */
export function payChannels(deps: Deps): OnlinePayChannel[] {
  return [...channels(deps).keys()].filter((name): name is OnlinePayChannel =>
    (onlinePayChannels as readonly string[]).includes(name),
  );
}

/**
 * The online channel an order is paid through: the one the buyer asked for, which this server must have, else the
 * first (onlineChannelOf); none: the order is paid by bank transfer.
 */
function chosenChannel(deps: Deps, asked: OnlinePayChannel | undefined) {
  if (!asked) return onlineChannelOf(deps);
  if (!payChannels(deps).includes(asked)) throw refuse.badRequest('e.payChannelNotOffered');
  return channels(deps).get(asked);
}

export async function create(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof cost.orderCreate>) {
  const companyId = session.companyId!;
  const product = await costRepo.productOnSale(deps.db, input.productId);
  if (!product) throw refuse.badRequest('e.orderProductUnknown');
  const deviceId = await renewedDevice(deps, companyId, product, input.deviceId);
  const buyer = { companyId, userId: session.userId! };
  return (await placeOrder(deps, buyer, product, input.quantity, deviceId, { channel: input.channel }))!;
}

/** The device a seal-service product renews (of the unit, of the product's seal kind); null for other products. */
async function renewedDevice(
  deps: Deps,
  companyId: number,
  product: ProductRow,
  given: string | undefined,
): Promise<string | null> {
  let deviceId: string | null = null;
  if (renewsDevice(product)) {
    if (!given) throw refuse.badRequest('e.orderDeviceRequired');
    const device = await deviceRows.byDeviceId(deps.db, companyId, given);
    if (!device) throw refuse.notFound();
    if (device.deviceType !== product.subType) throw refuse.badRequest('e.orderDeviceNotApplicable');
    deviceId = device.deviceId;
  } else if (given) {
    throw refuse.badRequest('e.orderDeviceNotApplicable');
  }
  return deviceId;
}

/**
 * Places an unpaid order of `quantity` periods of `product` for `buyer`, through the online channel asked for (else
 * the first, else bank transfer: chosenChannel). An auto-renewal names its holding's period (`renewal.key`) and is
 * payable until that period ends; undefined when that period already has its order.
 */
export async function placeOrder(
  deps: Deps,
  buyer: { companyId: number; userId: number },
  product: ProductRow,
  quantity: number,
  deviceId: string | null,
  how: { channel?: OnlinePayChannel | undefined; renewal?: { key: string; payBy: Date } } = {},
): Promise<{ id: number; orderNo: string; channel: string } | undefined> {
  const { companyId } = buyer;
  const { renewal } = how;
  const online = chosenChannel(deps, how.channel);
  const channel = online ?? bankOf(deps);
  const now = deps.now();
  const amountFen = product.priceFen * quantity;
  const title = deviceId ? `${product.name}（${deviceId}）` : product.name;
  const deadline =
    renewal?.payBy ?? (online ? new Date(now.getTime() + ORDER_PAY_MINUTES * 60_000) : transferDeadline(now));
  const orderNo = `DD${localDayCompact(now)}${String(await costRepo.nextOrderNumber(deps.db)).padStart(6, '0')}`;
  // The trade is opened before anything is kept: an online channel may take seconds to answer, and no transaction
  // waits on it (on the embedded database one open transaction holds every other call). A refusal keeps nothing; a
  // trade whose order then failed to be written is never shown to anyone and expires at the channel.
  const trade = await channel.create(deps.db, { orderNo, amountFen, title, deadline }, now);
  return deps.db.transaction(async (tx) => {
    const id = await costRepo.insertOrder(tx, {
      companyId,
      orderNo,
      title,
      amountFen,
      channel: channel.name,
      createdBy: buyer.userId,
      createdAt: now,
      deadline,
      renewalKey: renewal?.key ?? null,
    });
    if (id === undefined) return undefined;
    await costRepo.insertItem(tx, {
      orderId: id,
      productId: product.id,
      productName: product.name,
      serviceType: product.serviceType,
      subType: product.subType,
      packageType: product.packageType,
      unitPriceFen: product.priceFen,
      taxRateBp: product.taxRateBp,
      quantity,
      months: product.months === null ? null : product.months * quantity,
      deviceId,
      amountFen,
    });
    await costRepo.setTrade(tx, id, trade);
    if (!online) await openTransfer(tx, { id, companyId }, trade.tradeNo, now);
    return { id, orderNo, channel: channel.name };
  });
}

/** The buyer cancels an unpaid order; a payment the channel took meanwhile is applied and the cancel refused. */
export async function cancel(deps: Deps, session: SessionContext, id: number): Promise<OrderDetail> {
  const { order } = await found(deps, session, id);
  if (!isPayable(order)) throw refuse.badRequest('e.orderNotCancellable');
  if (!(await closeOrder(deps, order))) {
    const now = await found(deps, session, id);
    throw refuse.badRequest(now.order.payState === 1 ? 'e.orderAlreadyPaid' : 'e.orderNotCancellable');
  }
  return detail(deps, session, id);
}

/** Asks the channel about an unpaid order (the buyer's 'I have paid'). */
export async function sync(deps: Deps, session: SessionContext, id: number): Promise<OrderDetail> {
  const { order } = await found(deps, session, id);
  if (order.payState === 0) await syncWithChannel(deps, order);
  return detail(deps, session, id);
}
