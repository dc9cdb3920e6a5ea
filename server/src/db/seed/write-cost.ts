import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { localDayCompact } from '../../lib/local-time';
import { localMonth } from '../../lib/local-time';
import { costHoldings, costOrderItems, costOrders, costProducts, deviceSims, devices, sandboxTrades } from '../schema';

type Product = typeof costProducts.$inferInsert;

/** 6 % VAT on services, in basis points. */
const SERVICE_TAX = 600;

/**
 * The demo catalogue: the seal services by seal kind (service type 1, sub types 1-4) in the three package types, and
 * one product of each other service type of spec section 3. Prices in fen.
 */
export const demoCatalogue: Product[] = [
  {
    code: 'SEAL-SMART-YEAR',
    name: '智能印章服务（年付）',
    serviceType: 1,
    subType: 1,
    packageType: 2,
    priceFen: 36_000,
    months: 12,
    description: '一台智能印章一年的联网用印、审批与授权服务，含物联网卡流量',
  },
  {
    code: 'SEAL-SMART-MONTH',
    name: '智能印章服务（月付）',
    serviceType: 1,
    subType: 1,
    packageType: 2,
    priceFen: 3_500,
    months: 1,
    description: '一台智能印章一个月的联网用印、审批与授权服务，含物联网卡流量',
  },
  {
    code: 'SEAL-SMART-BUYOUT',
    name: '智能印章服务（一次买断）',
    serviceType: 1,
    subType: 1,
    packageType: 3,
    priceFen: 198_000,
    months: 120,
    description: '一次付清，十年服务',
  },
  {
    code: 'SEAL-SMART-E-YEAR',
    name: '智能电子印章服务（年付）',
    serviceType: 1,
    subType: 2,
    packageType: 2,
    priceFen: 48_000,
    months: 12,
    description: '一台智能电子印章一年的服务',
  },
  {
    code: 'SEAL-SMART-E-MONTH',
    name: '智能电子印章服务（月付）',
    serviceType: 1,
    subType: 2,
    packageType: 2,
    priceFen: 4_500,
    months: 1,
    description: '一台智能电子印章一个月的服务',
  },
  {
    code: 'SEAL-ORDINARY-YEAR',
    name: '普通印章管理服务（年付）',
    serviceType: 1,
    subType: 3,
    packageType: 2,
    priceFen: 12_000,
    months: 12,
    description: '单位普通印章的登记与用印管理',
  },
  {
    code: 'WATERMARK-PER-FILE',
    name: '文件水印检测（按次）',
    serviceType: 2,
    subType: 1,
    packageType: 1,
    priceFen: 200,
    months: null,
    description: '每检测一份文件计一次',
  },
  {
    code: 'FILE-AUTH-PER-FILE',
    name: '文件鉴真（按次）',
    serviceType: 2,
    subType: 2,
    packageType: 1,
    priceFen: 500,
    months: null,
    description: '每鉴定一份文件计一次',
  },
  {
    code: 'ESIGN-YEAR',
    name: '电子签名（年付）',
    serviceType: 3,
    subType: null,
    packageType: 2,
    priceFen: 99_900,
    months: 12,
    description: '不限次数的电子签名',
  },
  {
    code: 'LIVE-MONTH',
    name: '直播服务（月付）',
    serviceType: 4,
    subType: null,
    packageType: 2,
    priceFen: 29_900,
    months: 1,
    description: '用印现场直播',
  },
  {
    code: 'ENGRAVING',
    name: '印章刻制',
    serviceType: 5,
    subType: null,
    packageType: 3,
    priceFen: 15_000,
    months: null,
    description: '公安备案印章刻制一枚',
  },
  {
    code: 'CERTIFICATION',
    name: '企业认证',
    serviceType: 98,
    subType: null,
    packageType: 3,
    priceFen: 30_000,
    months: null,
    description: '企业实名认证一次',
  },
  {
    code: 'AUTH-SIGNAL-YEAR',
    name: '认证信令（年付）',
    serviceType: 9,
    subType: null,
    packageType: 2,
    priceFen: 20_000,
    months: 12,
    description: '设备认证信令服务',
  },
  {
    code: 'SEAL-ORDINARY-E-YEAR',
    name: '普通电子印章管理服务（年付）',
    serviceType: 1,
    subType: 4,
    packageType: 2,
    priceFen: 9_600,
    months: 12,
    description: '单位普通电子印章的登记与用印管理',
  },
  {
    code: 'CERT-RENEW-YEAR',
    name: '单位数字证书更新（一年）',
    serviceType: 98,
    subType: null,
    packageType: 2,
    priceFen: 50_000,
    months: 12,
    description: '续期单位的数字证书一年，电子签章与文件签名继续有效',
  },
  {
    code: 'SMS-REMIND-500',
    name: '短信提醒包（500条）',
    serviceType: 99,
    subType: null,
    packageType: 1,
    priceFen: 2_500,
    months: null,
    description: '免费短信提醒用完后，催办等提醒短信从短信包中扣除，每份 500 条',
  },
].map((p, i) => ({ ...p, taxRateBp: SERVICE_TAX, sort: i }));

/** Seeds the catalogue; products that exist (by code) are left as they are. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.insert(costProducts).values(demoCatalogue).onConflictDoNothing();
}

const DAY = 86_400_000;

/**
 * A few orders of the demo unit's chief administrator, so the order list has history: a year's renewal of a smart
 * seal paid 40 days ago and a monthly one left unpaid until it closed itself. Their sandbox trades are kept as the
 * channel would hold them. Idempotent by order number (for a given seeding day).
 */
export async function seedDemoOrders(db: Db, companyId: number, chiefId: number, now: Date): Promise<void> {
  const product = async (code: string) => (await db.select().from(costProducts).where(eq(costProducts.code, code)))[0];
  const [yearly, monthly, ordinary, certificate, watermark] = await Promise.all(
    ['SEAL-SMART-YEAR', 'SEAL-SMART-MONTH', 'SEAL-ORDINARY-YEAR', 'CERT-RENEW-YEAR', 'WATERMARK-PER-FILE'].map(product),
  );
  if (!yearly || !monthly || !ordinary || !certificate || !watermark) return;
  // The ordinary seals' year ends in about 25 days (expiring), the certificate's in about 8 months.
  const orders = [
    { n: 1, product: yearly, deviceId: 'SD00010', daysAgo: 40, paid: true, quantity: 1 },
    { n: 2, product: monthly, deviceId: 'SD00011', daysAgo: 12, paid: false, quantity: 1 },
    { n: 3, product: ordinary, deviceId: null, daysAgo: 340, paid: true, quantity: 1 },
    { n: 4, product: certificate, deviceId: null, daysAgo: 120, paid: true, quantity: 1 },
    { n: 5, product: watermark, deviceId: null, daysAgo: 20, paid: true, quantity: 10 },
  ];
  for (const { n, ...o } of orders) {
    const createdAt = new Date(now.getTime() - o.daysAgo * DAY);
    // The running numbers of the seed start at 900001, apart from the sequence's.
    const no = `DD${localDayCompact(createdAt)}${900_000 + n}`;
    const deadline = new Date(createdAt.getTime() + 30 * 60_000);
    const tradeNo = `SB-DEMO-${no}`;
    const title = o.deviceId ? `${o.product.name}（${o.deviceId}）` : o.product.name;
    const amountFen = o.product.priceFen * o.quantity;
    const paidAt = o.paid ? new Date(createdAt.getTime() + 60_000) : null;
    const [row] = await db
      .insert(costOrders)
      .values({
        companyId,
        orderNo: no,
        title,
        state: o.paid ? 4 : 5,
        payState: o.paid ? 1 : 4,
        amountFen,
        paidFen: o.paid ? amountFen : 0,
        channel: 'sandbox',
        tradeNo,
        createdBy: chiefId,
        createdAt,
        deadline,
        paidAt,
        closedAt: o.paid ? null : deadline,
      })
      .onConflictDoNothing()
      .returning({ id: costOrders.id });
    if (!row) continue;
    await db.insert(costOrderItems).values({
      orderId: row.id,
      productId: o.product.id,
      productName: o.product.name,
      serviceType: o.product.serviceType,
      subType: o.product.subType,
      packageType: o.product.packageType,
      unitPriceFen: o.product.priceFen,
      taxRateBp: o.product.taxRateBp,
      quantity: o.quantity,
      months: o.product.months,
      deviceId: o.deviceId,
      amountFen,
    });
    if (paidAt && !o.deviceId) await seedHolding(db, companyId, o.product, o.quantity, paidAt);
    await db.insert(sandboxTrades).values({
      tradeNo,
      orderNo: no,
      amountFen,
      status: o.paid ? 'paid' : 'closed',
      paidFen: o.paid ? amountFen : 0,
      createdAt,
      paidAt,
    });
  }
}

/** What a paid demo order without a device left the unit (as the payment's fulfilment would). */
async function seedHolding(
  db: Db,
  companyId: number,
  product: typeof costProducts.$inferSelect,
  quantity: number,
  paidAt: Date,
): Promise<void> {
  const endsAt = product.months === null ? null : new Date(paidAt);
  endsAt?.setMonth(endsAt.getMonth() + product.months!);
  await db
    .insert(costHoldings)
    .values({
      companyId,
      productId: product.id,
      startsAt: paidAt,
      endsAt,
      units: product.months === null ? quantity : 0,
      usedUnits: product.months === null ? Math.min(quantity, 3) : 0,
      autoRenew: product.code === 'CERT-RENEW-YEAR',
      updatedAt: paidAt,
    })
    .onConflictDoNothing();
}

/** A month's data allowance of a seal's SIM card (30 MB, in KB). */
const SIM_FLOW_LIMIT_KB = 30 * 1024;

/**
 * A SIM card in each of the unit's networked seals: a card whose device's service has ended is stopped, one never paid
 * is a test card, a few are silent (no data for months) or cancelled, the rest normal; data used this month varies.
 * Seeding again leaves the cards there are as they are (the seed runs at every start).
 */
export async function seedSims(db: Db, companyId: number, now: Date): Promise<void> {
  const rows = await db
    .select({ deviceId: devices.deviceId, serviceEnd: devices.serviceEndTime })
    .from(devices)
    .where(and(eq(devices.companyId, companyId), eq(devices.isGprs, true)))
    .orderBy(asc(devices.deviceId));
  const stateOf = (i: number, end: Date | null) => {
    if (!end) return 'test' as const;
    if (end <= now) return 'stop' as const;
    if (i % 11 === 5) return 'silent' as const;
    if (i % 17 === 9) return 'cancel' as const;
    return 'normal' as const;
  };
  if (rows.length === 0) return;
  await db
    .insert(deviceSims)
    .values(
      rows.map((d, i) => {
        const cardState = stateOf(i, d.serviceEnd);
        return {
          deviceId: d.deviceId,
          iccid: `898604${String(10_000_000_000_000 + i * 7_919).padStart(14, '0')}`,
          cardState,
          flowUsedKb: cardState === 'normal' ? (i * 2_741) % SIM_FLOW_LIMIT_KB : 0,
          flowLimitKb: SIM_FLOW_LIMIT_KB,
          // The data used is this month's: the monthly reset has nothing to start on a seeded card.
          flowMonth: localMonth(now),
          paidUntil: d.serviceEnd,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoNothing();
}
