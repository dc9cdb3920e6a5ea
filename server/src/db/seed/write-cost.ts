import type { Db } from '../client';
import { costProducts } from '../schema';

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
].map((p, i) => ({ ...p, taxRateBp: SERVICE_TAX, sort: i }));

/** Seeds the catalogue; products that exist (by code) are left as they are. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.insert(costProducts).values(demoCatalogue).onConflictDoNothing();
}
