import { and, count, eq, inArray } from 'drizzle-orm';
import { device } from '../../../../contract';
import type { Db } from '../client';
import { deviceOperations, deviceReplacements, devices, memberships, quotas } from '../schema';
import { seedCities } from './cities';

const DAY = 86_400_000;

/** A small deterministic generator (mulberry32), so every seeding gives the same devices. */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/** The seal type each model is sold as (the electronic ones are the E1 key and the P1 pad). */
function typeOf(model: device.DeviceModel, i: number): device.DeviceType {
  if (model === 'E1') return i % 2 === 0 ? 4 : 2;
  if (model === 'P1') return 3;
  return i % 5 === 0 ? 2 : 1;
}

function serviceDays(i: number, drawn: number): number {
  return i === 0 ? Math.max(365, drawn) : drawn;
}

const sealNames = ['公章', '合同专用章', '财务专用章', '人事章', '发票专用章', '法人章'];
const operationDetails: Record<device.OperationType, string> = {
  0: '安装印章印面',
  1: '更换印章印面',
  2: '注销印章',
  3: '更换电池',
  4: '设备挂失并锁定',
  5: '使用特权密码开锁',
  6: '固件升级',
  7: '添加印油',
};

/**
 * Devices of a unit: `total` devices of every model and type across the cities, with real coordinates jittered a few
 * kilometres, some keepers (members of role 2), a service end spread from already expired to two years ahead, and
 * operation records and a few replacement records. Idempotent: a unit that has devices is left as it is.
 */
export async function seedDevices(
  db: Db,
  companyId: number,
  prefix: string,
  total: number,
  now: Date,
  seed: number,
): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(devices).where(eq(devices.companyId, companyId));
  if ((existing?.n ?? 0) > 0) return;
  // Room for the seeded devices and a few more.
  if (total > 40) {
    await db
      .insert(quotas)
      .values({ companyId, item: 'bindableSeals', limit: total + 200 })
      .onConflictDoNothing();
  }
  const keepers = await db
    .select({ userId: memberships.userId, realName: memberships.realName })
    .from(memberships)
    .where(
      and(eq(memberships.companyId, companyId), inArray(memberships.role, [1, 2]), eq(memberships.disabled, false)),
    );
  const rand = generator(seed);
  const rows: Array<typeof devices.$inferInsert> = [];
  const operations: Array<typeof deviceOperations.$inferInsert> = [];
  for (let i = 0; i < total; i += 1) {
    const model = device.deviceModels[i % device.deviceModels.length]!;
    const deviceType = typeOf(model, Math.floor(i / device.deviceModels.length));
    const profile = device.modelProfile(model);
    const city = seedCities[i % seedCities.length]!;
    const district = rand.pick(city.districts);
    const deviceId = `${prefix}${String(i + 1).padStart(5, '0')}`;
    const boundAt = new Date(now.getTime() - rand.int(20, 720) * DAY);
    const hasService = device.hasServicePeriod(deviceType);
    const keeper = keepers.length > 0 && i % 3 !== 0 ? keepers[i % keepers.length]! : null;
    rows.push({
      companyId,
      deviceId,
      name: `${city.name}${rand.pick(sealNames)}-${String(i + 1).padStart(3, '0')}`,
      model,
      deviceType,
      isBluetooth: profile.isBluetooth,
      isGprs: profile.isGprs,
      gprsProtocol: profile.gprsProtocol,
      connectMode: profile.isGprs && i % 2 === 0 ? 'gprs' : 'bluetooth',
      // Expired, expiring within 30 days, and long-valid ones; the first device (the demo's application walkthrough
      // uses it) keeps a year at least.
      serviceEndTime: hasService ? new Date(now.getTime() + serviceDays(i, rand.int(-60, 730)) * DAY) : null,
      abilityPermsList: i % 7 === 0 ? [] : profile.abilities,
      latitude: Math.round((city.lat + (rand.next() - 0.5) * 0.08) * 1e6) / 1e6,
      longitude: Math.round((city.lng + (rand.next() - 0.5) * 0.08) * 1e6) / 1e6,
      address: `${city.province}${city.name}市${district}`.replace(/(北京|上海|天津|重庆)市\1市/, '$1市'),
      online: deviceType !== 3 && rand.next() < 0.6,
      battery: deviceType === 3 ? null : rand.int(5, 100),
      firmware: `${model.replace(/[()]/g, '')}-${rand.int(1, 3)}.${rand.int(0, 9)}.${rand.int(0, 20)}`,
      keeperId: keeper?.userId ?? null,
      boundAt,
    });
    const opCount = rand.int(0, 6);
    let previous: device.OperationType | null = null;
    for (let k = 0; k < opCount; k += 1) {
      const drawn = (k === 0 ? 0 : rand.int(1, 7)) as device.OperationType;
      // A device reported lost is unlocked by privileged password before anything else is done to it.
      const operationType: device.OperationType =
        previous === device.operationTypes.reportLostAndLock ? device.operationTypes.privilegePassword : drawn;
      previous = operationType;
      const at = boundAt.getTime() + ((k + 1) * (now.getTime() - boundAt.getTime())) / (opCount + 1);
      operations.push({
        companyId,
        deviceId,
        operationType,
        operatorName: keeper?.realName ?? '系统',
        detail: operationDetails[operationType],
        createdAt: new Date(at),
      });
    }
  }
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insert(devices)
      .values(rows.slice(start, start + 100))
      .onConflictDoNothing();
  }
  for (let start = 0; start < operations.length; start += 200) {
    await db.insert(deviceOperations).values(operations.slice(start, start + 200));
  }
  const replaced = Math.max(2, Math.floor(total / 25));
  const replacements: Array<typeof deviceReplacements.$inferInsert> = [];
  for (let r = 0; r < replaced; r += 1) {
    const current = rows[(r * 7) % rows.length]!;
    replacements.push({
      companyId,
      oldDeviceId: `${prefix}R${String(r + 1).padStart(4, '0')}`,
      newDeviceId: current.deviceId,
      deviceName: current.name,
      reason: rand.pick(['设备故障', '电池鼓包', '设备丢失', '升级换代']),
      operatorName: '系统',
      createdAt: new Date(current.boundAt!.getTime()),
    });
  }
  await db.insert(deviceReplacements).values(replacements);
}
