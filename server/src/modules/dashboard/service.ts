import { dashboard, type ParsedRequestOf } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { dayStart, localDay } from '../../lib/local-time';
import type { SessionContext } from '../auth/sessions';
import { deviceRepo } from '../device/repository';
import { viewerOf } from '../realtime/service';
import { dashboardRepo } from './repository';

/*
 * Dashboard calls (issue 7; contract/dashboard.ts). Device numbers are the unit's for everyone in it; use numbers
 * follow the use-record list's rule (the access matrix's rowRoles of a use record): administrators and seal keepers
 * count the unit's uses, a member their own. Days and months are local (UTC+8).
 */

type Scope = (typeof dashboard.statScopes)[number];

interface Counting {
  scope: Scope;
  /** Whose uses, authorisations and applications count: undefined for the unit's. */
  userId: number | undefined;
}

async function countingOf(deps: Deps, session: SessionContext): Promise<Counting> {
  const viewer = await viewerOf(deps, session);
  return viewer.staff ? { scope: 'unit', userId: undefined } : { scope: 'own', userId: viewer.userId };
}

const DAY_MS = 86_400_000;

function todayStart(now: Date): Date {
  return dayStart(localDay(now));
}

function monthStart(now: Date): Date {
  return dayStart(`${localDay(now).slice(0, 7)}-01`);
}

export async function orgDeviceMap(deps: Deps, session: SessionContext) {
  const rows = await dashboardRepo.devicePoints(deps.db, session.companyId!);
  const list = rows.map((r) => ({
    deviceId: r.deviceId,
    name: r.name,
    deviceType: r.deviceType as 1 | 2 | 3 | 4,
    latitude: r.latitude,
    longitude: r.longitude,
    province: dashboard.provinceOf(r.address),
    online: r.online,
    battery: r.battery,
    locked: r.locked,
  }));
  return { list, total: list.length };
}

export async function homePageMap(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  const counting = await countingOf(deps, session);
  const [points, uses] = await Promise.all([
    dashboardRepo.devicePoints(deps.db, companyId),
    dashboardRepo.usesPerDevice(deps.db, companyId, { from: todayStart(deps.now()), userId: counting.userId }),
  ]);
  const usesOf = new Map(uses.map((u) => [u.deviceId, u.n]));
  const perProvince = new Map<
    dashboard.Province,
    { total: number; online: number; locked: number; todayUses: number }
  >();
  const perType = new Map<number, number>();
  let unlocated = 0;
  for (const p of points) {
    perType.set(p.deviceType, (perType.get(p.deviceType) ?? 0) + 1);
    const province = dashboard.provinceOf(p.address);
    if (!province) {
      unlocated += 1;
      continue;
    }
    const entry = perProvince.get(province) ?? { total: 0, online: 0, locked: 0, todayUses: 0 };
    entry.total += 1;
    if (p.online) entry.online += 1;
    if (p.locked) entry.locked += 1;
    entry.todayUses += usesOf.get(p.deviceId) ?? 0;
    perProvince.set(province, entry);
  }
  return {
    scope: counting.scope,
    provinces: dashboard.provinces.flatMap((province) => {
      const entry = perProvince.get(province);
      return entry ? [{ province, ...entry }] : [];
    }),
    deviceTypes: [...perType.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([deviceType, n]) => ({ deviceType: deviceType as 1 | 2 | 3 | 4, count: n })),
    total: points.length,
    unlocated,
  };
}

/** The head numbers of a unit: counted for one member (`userId`) or for the unit. */
export async function headNumbers(deps: Deps, companyId: number, counting: Counting): Promise<dashboard.HeadStatisNum> {
  const now = deps.now();
  const [devices, uses, open, pending] = await Promise.all([
    dashboardRepo.deviceCounts(deps.db, companyId),
    dashboardRepo.useCounts(deps.db, companyId, { from: monthStart(now), userId: counting.userId }, todayStart(now)),
    dashboardRepo.openAuthorizations(deps.db, companyId, now, counting.userId),
    dashboardRepo.pendingApplications(deps.db, companyId, counting.userId),
  ]);
  return {
    scope: counting.scope,
    totalDevices: devices.total,
    onlineDevices: devices.online,
    lockedDevices: devices.locked,
    lowBatteryDevices: devices.lowBattery,
    todayUses: uses.today,
    todayExceptions: uses.todayExceptions,
    monthUses: uses.total,
    openAuthorizations: open,
    pendingApplications: pending,
  };
}

/** The unit's head numbers as the staff see them (what a 'counters' event carries). */
export function unitHeadNumbers(deps: Deps, companyId: number): Promise<dashboard.HeadStatisNum> {
  return headNumbers(deps, companyId, { scope: 'unit', userId: undefined });
}

export async function headStatisNum(deps: Deps, session: SessionContext) {
  return headNumbers(deps, session.companyId!, await countingOf(deps, session));
}

/** The keys of a range, oldest first: local days, or local months. */
function periodKeys(range: dashboard.UseTimesRange, now: Date): { unit: 'day' | 'month'; keys: string[] } {
  if (range === '12m') {
    const [y, m] = localDay(now).split('-').map(Number) as [number, number];
    const keys = Array.from({ length: 12 }, (_, k) => {
      const at = new Date(Date.UTC(y, m - 1 - (11 - k), 1));
      return at.toISOString().slice(0, 7);
    });
    return { unit: 'month', keys };
  }
  const days = range === '7d' ? 7 : 30;
  const today = Date.parse(`${localDay(now)}T00:00:00Z`);
  const keys = Array.from({ length: days }, (_, k) =>
    new Date(today - (days - 1 - k) * DAY_MS).toISOString().slice(0, 10),
  );
  return { unit: 'day', keys };
}

export async function deviceUseTimes(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof dashboard.deviceUseTimes>,
) {
  const companyId = session.companyId!;
  if (input.deviceId !== undefined && !(await deviceRepo.byDeviceId(deps.db, companyId, input.deviceId))) {
    throw refuse.notFound();
  }
  const counting = await countingOf(deps, session);
  const { unit, keys } = periodKeys(input.range, deps.now());
  const from = dayStart(unit === 'day' ? keys[0]! : `${keys[0]}-01`);
  const g = await dashboardRepo.useTimes(
    deps.db,
    companyId,
    { from, userId: counting.userId, deviceId: input.deviceId },
    unit,
    dashboard.TOP_N,
  );
  const byKey = new Map(g.series.map((s) => [s.key, s]));
  const series = keys.map((key) => ({
    key,
    count: byKey.get(key)?.n ?? 0,
    exceptions: byKey.get(key)?.exceptions ?? 0,
  }));
  return {
    scope: counting.scope,
    range: input.range,
    total: series.reduce((sum, s) => sum + s.count, 0),
    exceptions: series.reduce((sum, s) => sum + s.exceptions, 0),
    series,
    perUseType: g.perUseType.map((t) => ({ useType: t.useType as 0 | 1 | 2 | 3 | 6, count: t.n })),
    topDevices: g.topDevices.map((d) => ({ deviceId: d.deviceId, deviceName: d.deviceName, count: d.n })),
    topDepartments: g.topDepartments.map((d) => ({
      departmentId: d.departmentId,
      departmentName: d.departmentName ?? '未分配部门',
      count: d.n,
    })),
  };
}

// The layout.

function storedLayouts(value: unknown): dashboard.DashboardLayouts | null {
  const parsed = dashboard.dashboardLayoutsSchema.safeParse(value);
  // A layout stored under an older widget registry that no longer passes falls back to the default.
  return parsed.success && dashboard.layoutProblem(parsed.data) === null ? parsed.data : null;
}

const defaultLayout = () => ({ layouts: dashboard.defaultDashboardLayouts, isDefault: true, updatedAt: null });

export async function layoutOf(deps: Deps, session: SessionContext) {
  const row = await dashboardRepo.layout(deps.db, session.companyId!, session.userId!);
  const layouts = row ? storedLayouts(row.layouts) : null;
  if (!row || !layouts) return defaultLayout();
  return { layouts, isDefault: false, updatedAt: row.updatedAt.toISOString() };
}

export async function saveLayout(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof dashboard.dashboardLayoutSave>,
) {
  const problem = dashboard.layoutProblem(input.layouts);
  if (problem) throw refuse.badRequest(problem);
  await dashboardRepo.saveLayout(deps.db, session.companyId!, session.userId!, input.layouts, deps.now());
  return layoutOf(deps, session);
}

export async function resetLayout(deps: Deps, session: SessionContext) {
  await dashboardRepo.deleteLayout(deps.db, session.companyId!, session.userId!);
  return defaultLayout();
}
