import { anomaly, device as deviceContract } from '../../../../contract';
import { DEMO_UNIT } from '../../db/seed/demo-accounts';
import type { Deps } from '../../deps';
import { boundDevice, type DeviceContext } from '../../caller/device';
import { AppError } from '../../lib/app-error';
import { dayStart, localDay } from '../../lib/local-time';
import type { SessionContext } from '../../caller/sessions';
import { act, grant } from '../authorization';
import { acknowledgeCommand, deviceStatus, fetchCommands, isReportedLost, reportOperation } from '../device';
import { assertPermission } from '../../caller/grants';
import { devicePhoto, renderUsePhoto, reportUse } from '../use-record';
import { SIMULATED_LOSS, simulatorRepo } from './repository';

/*
 * The smart-seal simulator (demo mode; SIMULATOR_RATE). It stands in for the demo unit's devices: they go online and
 * offline, lose battery (and get it replaced), and stamp under the unit's activated authorisations, each stamp with
 * its photo; now and then something abnormal happens (a privileged stamp, an offline stamp reported late, a device
 * reported lost and locked that is then stamped with, a use outside office hours, a stamp of a device without a
 * camera, a burst of uses on one device, a stamp far outside the fence of an authorisation granted with one, which
 * locks it: every rule of the anomaly centre has its match). When the activated authorisations
 * run low, a member activates one waiting for them, or a seal keeper grants a new one that its member activates.
 *
 * Every change goes through the services the real calls use (the device gateway's reportUse, devicePhoto,
 * deviceStatus and reportOperation; the authorisation service's grant and act, after the permission check the route
 * would make): the simulator writes nothing itself, so its records, photos and events are like any others.
 *
 * Its online devices also obey the console's commands (fetched and acknowledged through the gateway's command calls):
 * a trial stamp makes a use of type 2 with its photo, unless the device is reported lost and locked, which refuses
 * every stamp; lock, unlock, settings and firmware checks are confirmed.
 */

export const stepKinds = [
  'stamp',
  'status',
  'privileged',
  'offline',
  'lost',
  'outsideHours',
  'noPhoto',
  'burst',
  'outsideFence',
  'commands',
] as const;
export type StepKind = (typeof stepKinds)[number];

export interface StepResult {
  kind: StepKind;
  deviceId: string | null;
  useRecordId: number | null;
  /** Why nothing happened, when nothing did. */
  skipped?: string;
}

/** The stamping devices: the demo unit's SD00002-SD00200 (SD00001 is the README's walkthrough, SD00201+ tests'). */
const POOL_SKIP = 1;
const POOL_SIZE = 199;
/** Fewer activated authorisations than this, and the simulator activates or grants one before stamping. */
const MIN_ACTIVE = 6;
/** A device the simulator reported lost is unlocked (privilege password) after this long. */
const LOCKED_MS = 10 * 60_000;
const MINUTE = 60_000;
/** How often the simulated devices fetch their commands. */
const COMMAND_POLL_MS = 2_000;

const random = {
  int: (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1)),
  pick: <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!,
  chance: (p: number) => Math.random() < p,
  /** The items in a random order (Fisher-Yates). */
  shuffle: <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  },
};

interface Context {
  deps: Deps;
  companyId: number;
  now: Date;
  pool: Awaited<ReturnType<typeof simulatorRepo.pool>>;
}

/** What a member's session would carry: the services check role and permissions from the database as for anyone. */
function sessionOf(companyId: number, userId: number): SessionContext {
  return { sessionId: 0, kind: 'staff', userId, sysAccountId: null, companyId, expiresAt: new Date(8.64e15) };
}

async function bound(ctx: Context, deviceId: string): Promise<DeviceContext> {
  const dev = await boundDevice(ctx.deps, deviceId);
  if (!dev || dev.companyId !== ctx.companyId) throw new Error(`simulator: device ${deviceId} is not the unit's`);
  return dev;
}

function jitter(value: number | null, spread: number): number | undefined {
  return value === null ? undefined : Math.round((value + (Math.random() - 0.5) * spread) * 1e6) / 1e6;
}

/** The device's picture of a stamp, uploaded as the device would. */
async function photograph(ctx: Context, dev: DeviceContext, useRecordId: number, usedAt: Date) {
  const data = renderUsePhoto({
    useRecordId,
    seq: 0,
    deviceId: dev.deviceId,
    usedAt,
    latitude: dev.latitude,
    longitude: dev.longitude,
  });
  await devicePhoto(ctx.deps, dev, { useRecordId, file: { filename: 'photo.png', mimetype: 'image/png', data } });
}

/** A stamp where the device is (a little jitter), or at `at`. */
async function stamp(
  ctx: Context,
  dev: DeviceContext,
  useType: 0 | 1 | 2 | 3,
  usedAt: Date,
  at?: { latitude: number; longitude: number },
) {
  const result = await reportUse(ctx.deps, dev, {
    useType,
    usedAt: usedAt.toISOString(),
    latitude: at?.latitude ?? jitter(dev.latitude, 0.002),
    longitude: at?.longitude ?? jitter(dev.longitude, 0.002),
  });
  if (result.photograph) await photograph(ctx, dev, result.useRecordId, usedAt);
  return result.useRecordId;
}

/** Battery down a little; at 5 % or less it is replaced (an operation record) and full again. */
async function drain(ctx: Context, dev: DeviceContext, online: boolean) {
  if (dev.battery === null) return deviceStatus(ctx.deps, dev, { online });
  const battery = Math.max(0, dev.battery - random.int(0, 2));
  if (battery > 5) return deviceStatus(ctx.deps, dev, { online, battery });
  await reportOperation(ctx.deps, dev, {
    operationType: deviceContract.operationTypes.replaceBattery,
    detail: '更换电池',
  });
  return deviceStatus(ctx.deps, dev, { online, battery: 100 });
}

async function ensureOnline(ctx: Context, dev: DeviceContext) {
  if (!dev.online) await deviceStatus(ctx.deps, dev, { online: true });
}

/** A member activates one authorisation waiting for them (as the button of 待我使用 would). */
async function activate(ctx: Context, auth: { id: number; userId: number }): Promise<boolean> {
  const session = sessionOf(ctx.companyId, auth.userId);
  try {
    await assertPermission(ctx.deps, session, 'authorization:activate');
    await act(ctx.deps, session, 'active', { id: auth.id });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false; // e.g. the device wants a fingerprint the member has not enrolled
    throw error;
  }
}

/** Where the simulator's fenced grants allow stamping: this far around the device, which stamps 5 km away. */
const FENCE_RADIUS = 800;
const OUTSIDE_OFFSET = 0.05;

/**
 * A seal keeper grants a free pool device to a member (with a fingerprint where the device checks one); `fenced`: with
 * a circle around the device's position that locks the authorisation on a stamp outside.
 */
async function grantOne(
  ctx: Context,
  busy: ReadonlySet<string>,
  fenced = false,
): Promise<{ id: number; userId: number; deviceId: string } | null> {
  const free = ctx.pool.filter(
    (d) => !busy.has(d.deviceId) && (!fenced || (d.latitude !== null && d.longitude !== null)),
  );
  if (free.length === 0) return null;
  const dev = random.pick(free);
  const members = await simulatorRepo.members(ctx.deps.db, ctx.companyId);
  const granters = [2, 1, 0].map((role) => members.filter((m) => m.role === role)).find((list) => list.length > 0);
  const needsPrint = deviceContract.hasAbility(dev, 'fingerprint');
  const grantees = members.filter((m) => m.fingerprint || !needsPrint);
  if (!granters || grantees.length === 0) return null;
  const granter = sessionOf(ctx.companyId, random.pick(granters).userId);
  const userId = random.pick(grantees).userId;
  await assertPermission(ctx.deps, granter, 'authorization:add');
  const granted = await grant(ctx.deps, granter, {
    deviceId: dev.deviceId,
    userId,
    useCount: random.int(5, 30),
    validTo: new Date(ctx.now.getTime() + random.int(3, 14) * 86_400_000).toISOString(),
    reason: random.pick(['合同签署', '公函盖章', '财务报销单据', '人事证明', '采购订单']),
    ...(fenced
      ? {
          fence: {
            fence: { kind: 'circle', center: { lat: dev.latitude!, lng: dev.longitude! }, radius: FENCE_RADIUS },
            lockOnBreach: true,
          },
        }
      : {}),
  });
  return { id: granted.id, userId, deviceId: dev.deviceId };
}

/** The activated authorisations of the pool, topped up to MIN_ACTIVE first (one activation or grant per step). */
async function activeAuthorizations(ctx: Context) {
  const ids = ctx.pool.map((d) => d.deviceId);
  const open = await simulatorRepo.openAuthorizations(ctx.deps.db, ctx.companyId, ids, ctx.now);
  // One its fence locked refuses every stamp until an administrator unlocks it.
  const active = open.filter((a) => (a.state === 0 || a.state === 4) && !a.fenceLocked);
  if (active.length >= MIN_ACTIVE) return active;
  const waiting = open.filter((a) => a.state === 3 && a.validFrom <= ctx.now);
  for (const auth of waiting.slice(0, 3)) {
    if (await activate(ctx, auth)) return [...active, { ...auth, state: 4 }];
  }
  const granted = await grantOne(ctx, new Set(open.map((a) => a.deviceId)));
  if (granted && (await activate(ctx, granted))) return [...active, { ...granted, state: 4, validFrom: ctx.now }];
  return active;
}

/** Unlocks (privilege password) what the simulator reported lost a while ago. */
async function unlockOld(ctx: Context) {
  const locked = await simulatorRepo.lockedBySimulator(
    ctx.deps.db,
    ctx.companyId,
    new Date(ctx.now.getTime() - LOCKED_MS),
  );
  for (const deviceId of locked) {
    await reportOperation(ctx.deps, await bound(ctx, deviceId), {
      operationType: deviceContract.operationTypes.privilegePassword,
      detail: '模拟：使用特权密码开锁',
    });
  }
}

/** A pool device (of `candidates`) that is not reported lost: a locked seal refuses every stamp. */
async function unlockedDevice(ctx: Context, candidates: readonly { deviceId: string }[] = ctx.pool) {
  for (const candidate of random.shuffle([...candidates])) {
    if (!(await isReportedLost(ctx.deps.db, ctx.companyId, candidate.deviceId))) return bound(ctx, candidate.deviceId);
  }
  return null;
}

async function freeDevice(ctx: Context): Promise<DeviceContext | null> {
  const open = await simulatorRepo.openAuthorizations(
    ctx.deps.db,
    ctx.companyId,
    ctx.pool.map((d) => d.deviceId),
    ctx.now,
  );
  const busy = new Set(open.map((a) => a.deviceId));
  return unlockedDevice(
    ctx,
    ctx.pool.filter((d) => !busy.has(d.deviceId)),
  );
}

const skipped = (kind: StepKind, why: string): StepResult => ({
  kind,
  deviceId: null,
  useRecordId: null,
  skipped: why,
});

async function run(ctx: Context, kind: StepKind): Promise<StepResult> {
  const done = (dev: DeviceContext, useRecordId: number | null = null): StepResult => ({
    kind,
    deviceId: dev.deviceId,
    useRecordId,
  });
  switch (kind) {
    case 'stamp':
    case 'outsideHours': {
      const active = await activeAuthorizations(ctx);
      if (active.length === 0) return skipped(kind, 'no activated authorisation');
      const dev = await bound(ctx, random.pick(active).deviceId);
      if (await isReportedLost(ctx.deps.db, ctx.companyId, dev.deviceId)) return skipped(kind, 'device locked');
      await ensureOnline(ctx, dev);
      // Now, after any grant or activation this step made; outside office hours: a stamp of last night between 22:00
      // and 23:30 that the device reports now.
      const usedAt =
        kind === 'stamp'
          ? ctx.deps.now()
          : new Date(dayStart(localDay(ctx.now)).getTime() - 2 * 60 * MINUTE + random.int(0, 90) * MINUTE);
      const useRecordId = await stamp(ctx, dev, 0, usedAt);
      if (random.chance(0.5)) await drain(ctx, await bound(ctx, dev.deviceId), true);
      return done(dev, useRecordId);
    }
    case 'status': {
      const any = await simulatorRepo.anyDevice(ctx.deps.db, ctx.companyId);
      if (!any) return skipped(kind, 'no device');
      const dev = await bound(ctx, any.deviceId);
      if (dev.battery !== null && random.chance(0.5)) await drain(ctx, dev, dev.online);
      else await deviceStatus(ctx.deps, dev, { online: !dev.online });
      return done(dev);
    }
    case 'privileged': {
      const dev = await unlockedDevice(ctx);
      if (!dev) return skipped(kind, 'every device locked');
      await ensureOnline(ctx, dev);
      return done(dev, await stamp(ctx, dev, 1, ctx.now));
    }
    case 'offline': {
      // A stamp made while the device had no connection, reported once it is back.
      const dev = await unlockedDevice(ctx);
      if (!dev) return skipped(kind, 'every device locked');
      return done(dev, await stamp(ctx, dev, 3, new Date(ctx.now.getTime() - random.int(5, 60) * MINUTE)));
    }
    case 'noPhoto': {
      // A privileged stamp of a device that takes no photos (a stamp the anomaly centre sees without one).
      for (const d of random.shuffle([...ctx.pool])) {
        const dev = await bound(ctx, d.deviceId);
        if (deviceContract.hasAbility(dev, 'photo')) continue;
        await ensureOnline(ctx, dev);
        return done(dev, await stamp(ctx, dev, 1, ctx.now));
      }
      return skipped(kind, 'no device without a camera');
    }
    case 'burst': {
      // Someone tries a seal again and again, then stamps: more uses in an hour than the device's history explains.
      const dev = await unlockedDevice(ctx);
      if (!dev) return skipped(kind, 'every device locked');
      await ensureOnline(ctx, dev);
      for (let i = 0; i < anomaly.FREQUENCY_FLOOR; i++) await stamp(ctx, dev, 2, ctx.now);
      return done(dev, await stamp(ctx, dev, 1, ctx.now));
    }
    case 'outsideFence': {
      // A fenced grant, activated, and its seal carried 5 km away: the stamp is outside and locks the authorisation.
      const ids = ctx.pool.map((d) => d.deviceId);
      const open = await simulatorRepo.openAuthorizations(ctx.deps.db, ctx.companyId, ids, ctx.now);
      const granted = await grantOne(ctx, new Set(open.map((a) => a.deviceId)), true);
      if (!granted || !(await activate(ctx, granted))) return skipped(kind, 'no fenced grant activated');
      const dev = await bound(ctx, granted.deviceId);
      if (await isReportedLost(ctx.deps.db, ctx.companyId, dev.deviceId)) return skipped(kind, 'device locked');
      await ensureOnline(ctx, dev);
      const at = { latitude: dev.latitude! + OUTSIDE_OFFSET, longitude: dev.longitude! };
      // Stamped now, after the grant and activation of this step, so the authorisation's timeline reads in order.
      return done(dev, await stamp(ctx, dev, 0, ctx.deps.now(), at));
    }
    case 'lost': {
      const dev = await freeDevice(ctx);
      if (!dev) return skipped(kind, 'no free device');
      await reportOperation(ctx.deps, dev, {
        operationType: deviceContract.operationTypes.reportLostAndLock,
        detail: SIMULATED_LOSS,
      });
      // Someone tries the lost seal: a trial stamp, recorded as stamped while lost and locked.
      return done(dev, await stamp(ctx, dev, 2, ctx.now));
    }
    case 'commands': {
      const deviceIds = await simulatorRepo.withOpenCommands(ctx.deps.db, ctx.companyId, ctx.now);
      if (deviceIds.length === 0) return skipped(kind, 'no open command');
      let first: StepResult | null = null;
      for (const deviceId of deviceIds) {
        const dev = await bound(ctx, deviceId);
        const useRecordId = await obeyCommands(ctx, dev);
        first ??= done(dev, useRecordId);
      }
      return first!;
    }
  }
}

/** What the device answers a firmware check with: its version is the newest. */
const firmwareAnswer = (dev: DeviceContext) => `已是最新版本 ${dev.firmware ?? 'V1.0.0'}`;

/**
 * The device fetches its open commands and carries them out in order, acknowledging each. Returns the use record of
 * the last trial stamp it made, if any.
 */
async function obeyCommands(ctx: Context, dev: DeviceContext): Promise<number | null> {
  const { list } = await fetchCommands(ctx.deps, dev);
  let useRecordId: number | null = null;
  for (const command of list) {
    const ack = (ok: boolean, extra: { reason?: string; useRecordId?: number } = {}) =>
      acknowledgeCommand(ctx.deps, dev, { id: command.id, ok, ...extra });
    switch (command.kind) {
      case 'trialStamp':
        if (await isReportedLost(ctx.deps.db, ctx.companyId, dev.deviceId)) {
          await ack(false, { reason: '设备已锁定，拒绝盖章' });
        } else {
          useRecordId = await stamp(ctx, dev, 2, ctx.deps.now());
          await ack(true, { useRecordId });
        }
        break;
      case 'firmwareCheck':
        await ack(true, { reason: firmwareAnswer(dev) });
        break;
      default:
        await ack(true);
    }
  }
  return useRecordId;
}

function drawKind(): StepKind {
  const r = Math.random();
  if (r < 0.5) return 'stamp';
  if (r < 0.85) return 'status';
  return random.pick(['privileged', 'offline', 'lost', 'outsideHours', 'noPhoto', 'burst', 'outsideFence'] as const);
}

const unitOf = new WeakMap<Deps, number>();

/** One move of the simulator (`kind`, else drawn: half stamps, a third status changes, the rest abnormal). */
export async function simulateStep(deps: Deps, kind: StepKind = drawKind()): Promise<StepResult> {
  let companyId = unitOf.get(deps);
  if (companyId === undefined) {
    companyId = await simulatorRepo.unitId(deps.db, DEMO_UNIT);
    if (companyId === undefined) return skipped(kind, 'no demo unit');
    unitOf.set(deps, companyId);
  }
  const ctx: Context = {
    deps,
    companyId,
    now: deps.now(),
    pool: await simulatorRepo.pool(deps.db, companyId, POOL_SKIP, POOL_SIZE),
  };
  await unlockOld(ctx);
  return run(ctx, kind);
}

/**
 * Runs the simulator: about `stampsPerMinute` stamps a minute (a move every 30 s / rate, half of them stamps), and
 * the devices' commands every COMMAND_POLL_MS.
 * Returns the stop, which waits for a move under way.
 */
export function startSimulator(deps: Deps, stampsPerMinute: number, log: (line: string) => void): () => Promise<void> {
  const interval = 30_000 / stampsPerMinute;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(tick, interval * (0.5 + Math.random()));
    timer.unref();
  };
  const tick = () => {
    running = simulateStep(deps)
      .catch((error: unknown) => {
        // A refusal (say, the keeper closed the authorisation just now) is part of life; anything else is reported.
        if (!(error instanceof AppError)) log(`simulator: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  schedule();
  // The devices fetch the console's commands more often than they stamp, so a command is carried out within seconds.
  let obeying: Promise<unknown> = Promise.resolve();
  const commandPoll = setInterval(() => {
    obeying = obeying.then(() =>
      simulateStep(deps, 'commands').catch((error: unknown) => {
        if (!(error instanceof AppError)) log(`simulator: ${error instanceof Error ? error.message : String(error)}`);
      }),
    );
  }, COMMAND_POLL_MS);
  commandPoll.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(commandPoll);
    await Promise.all([running, obeying]);
  };
}
