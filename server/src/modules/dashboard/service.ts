import { dashboard, type ParsedRequestOf } from '../../../../contract';
import { shared } from '../../db/coalesce';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { dayStart, localDay } from '../../lib/local-time';
import type { SessionContext } from '../../caller/sessions';
import { deviceRows } from '../device';
import { signedFileUrl } from '../file';
import { headId as realtimeHead, latestAlerts, viewerOf, type Viewer } from '../realtime';
import { alertOfUse, exactTotal, liveUseOf, photoFile, useRecordRows } from '../use-record';
import { dashboardRepo } from './repository';

/*
 * Dashboard calls(contract/dashboard.ts). Device numbers are the unit's for everyone in it; use numbers
 * follow the use-record list's rule (the access policy's STAFF): administrators and seal keepers
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

/** How long a use-times answer is kept: the 12-month trend reads a year of uses. */
const USE_TIMES_KEEP_MS: Record<dashboard.UseTimesRange, number> = { '7d': 15_000, '30d': 15_000, '12m': 60_000 };
const MAX_KEPT = 500;
const keptOf = new WeakMap<Deps, Map<string, { until: number; value: Promise<unknown> }>>();

/** A read kept for `ms` (by the deps' clock) and shared by everyone asking meanwhile; a failed read is not kept. */
function remembered<T>(deps: Deps, key: string, ms: number, read: () => Promise<T>): Promise<T> {
  let kept = keptOf.get(deps);
  if (!kept) keptOf.set(deps, (kept = new Map()));
  const now = deps.now().getTime();
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  kept.delete(key);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  const value = read();
  kept.set(key, { until: now + ms, value });
  value.catch(() => kept.delete(key));
  return value;
}

export async function orgDeviceMap(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  // The head first: a device event after it may already show in the list, and lays over it harmlessly (full state).
  const headId = await realtimeHead(deps, companyId);
  // Wall displays of a unit asking at once share one read (it starts after they all asked).
  const rows = await shared(deps.db, `org-device-map:${companyId}`, () =>
    dashboardRepo.devicePoints(deps.db, companyId),
  );
  const list = rows.map(({ address, ...r }) => ({
    ...r,
    deviceType: r.deviceType as 1 | 2 | 3 | 4,
    province: dashboard.provinceOf(address),
  }));
  return { list, total: list.length, headId };
}

export async function homePageMap(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  const counting = await countingOf(deps, session);
  const uses = { from: todayStart(deps.now()), userId: counting.userId };
  const rows = await dashboardRepo.provinceCounts(deps.db, companyId, uses);
  const types = await dashboardRepo.deviceTypeCounts(deps.db, companyId);
  const byProvince = new Map(rows.map((r) => [r.province, r]));
  return {
    scope: counting.scope,
    provinces: dashboard.provinces.flatMap((province) => {
      const r = byProvince.get(province);
      return r ? [{ province, total: r.total, online: r.online, locked: r.locked, todayUses: r.uses }] : [];
    }),
    deviceTypes: types.map((t) => ({ deviceType: t.deviceType as 1 | 2 | 3 | 4, count: t.n })),
    total: rows.reduce((n, r) => n + r.total, 0),
    unlocated: byProvince.get(null)?.total ?? 0,
  };
}

/**
 * The head numbers of a unit: counted for one member (`userId`) or for the unit. The use numbers come from the
 * use-record list's exact counts, which count only the records added since their last look: the staff's numbers
 * follow every stamp (counters.ts), and counting a month of a busy unit's records afresh each time would hold the
 * embedded database's one connection for a tenth of a second every few seconds.
 */
export async function headNumbers(deps: Deps, companyId: number, counting: Counting): Promise<dashboard.HeadStatisNum> {
  const now = deps.now();
  const { userId } = counting;
  const today = todayStart(now);
  const [devices, monthUses, todayUses, todayExceptions, open, pending] = await Promise.all([
    dashboardRepo.deviceCounts(deps.db, companyId),
    exactTotal(deps, companyId, { from: monthStart(now), userId }),
    exactTotal(deps, companyId, { from: today, userId }),
    exactTotal(deps, companyId, { from: today, userId, exception: true }),
    dashboardRepo.openAuthorizations(deps.db, companyId, now, userId),
    dashboardRepo.pendingApplications(deps.db, companyId, userId),
  ]);
  return {
    scope: counting.scope,
    totalDevices: devices.total,
    onlineDevices: devices.online,
    lockedDevices: devices.locked,
    lowBatteryDevices: devices.lowBattery,
    todayUses,
    todayExceptions,
    monthUses,
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
  if (input.deviceId !== undefined && !(await deviceRows.byDeviceId(deps.db, companyId, input.deviceId))) {
    throw refuse.notFound();
  }
  const counting = await countingOf(deps, session);
  const { unit, keys } = periodKeys(input.range, deps.now());
  const from = dayStart(unit === 'day' ? keys[0]! : `${keys[0]}-01`);
  const filter = { from, userId: counting.userId, deviceId: input.deviceId };
  // A trend moves slowly (live uses come as events): an answer is kept a little, and shared meanwhile.
  const key = `use-times:${companyId}:${counting.userId ?? 'unit'}:${input.range}:${input.deviceId ?? ''}`;
  const g = await remembered(deps, key, USE_TIMES_KEEP_MS[input.range], () =>
    dashboardRepo.useTimes(deps.db, companyId, filter, dashboard.TOP_N),
  );
  const byKey = new Map<string, { count: number; exceptions: number }>();
  for (const d of g.perDay) {
    const day = new Date(d.day * DAY_MS).toISOString().slice(0, 10);
    const k = unit === 'day' ? day : day.slice(0, 7);
    const entry = byKey.get(k) ?? { count: 0, exceptions: 0 };
    entry.count += d.n;
    entry.exceptions += d.exceptions;
    byKey.set(k, entry);
  }
  const series = keys.map((k) => ({
    key: k,
    count: byKey.get(k)?.count ?? 0,
    exceptions: byKey.get(k)?.exceptions ?? 0,
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
      departmentName: d.departmentName,
      count: d.n,
    })),
  };
}

// The live feeds' start: what happened before the screen opened, from the database.

/**
 * The latest stampings the viewer sees (the events' rule: the unit's for staff, a member's own) with their photos,
 * and the latest alerts (for the staff, as the 'alert' events): the event log's, plus exceptional uses older than
 * what it holds. Identical concurrent asks (wall displays of one viewer) share one read.
 */
export async function recent(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof dashboard.dashboardRecent>,
) {
  const companyId = session.companyId!;
  const viewer = await viewerOf(deps, session);
  const key = `dashboard-recent:${companyId}:${viewer.userId}:${viewer.staff}:${input.limit}`;
  return shared(deps.db, key, async () => ({
    stampings: await recentStampings(deps, companyId, viewer, input.limit),
    alerts: await recentAlerts(deps, companyId, viewer, input.limit),
  }));
}

/**
 * Draws the photos the live feeds open with: a fresh demo's seeded photos are drawn on first view, which would keep
 * the first dashboard of each unit waiting for them.
 */
export async function warmRecentPhotos(deps: Deps): Promise<void> {
  for (const companyId of await dashboardRepo.unitIds(deps.db)) {
    await recentStampings(deps, companyId, { userId: 0, staff: true, codes: new Set() }, dashboard.RECENT_LIMIT);
  }
}

async function recentStampings(deps: Deps, companyId: number, viewer: Viewer, limit: number) {
  // The use-record list's first page: its index gives the newest rows of the unit (or of the member) at once.
  const rows = await useRecordRows.page(
    deps.db,
    companyId,
    { userId: viewer.staff ? undefined : viewer.userId },
    0,
    limit,
  );
  const photos = await useRecordRows.photos(
    deps.db,
    companyId,
    rows.map((r) => r.id),
  );
  const out: dashboard.RecentStamping[] = [];
  for (const row of rows) {
    const list = [];
    for (const photo of photos) {
      if (photo.useRecordId !== row.id) continue;
      // A seeded photo is drawn now, once, and kept as a file.
      const fileId = await photoFile(deps, photo, row);
      list.push({
        useRecordId: row.id,
        deviceId: row.deviceId,
        deviceName: row.deviceName,
        userName: row.userName,
        address: row.address,
        source: photo.source,
        fileId,
        takenAt: photo.takenAt.toISOString(),
        url: signedFileUrl(deps, companyId, fileId),
      });
    }
    out.push({ use: liveUseOf(row, null), photos: list });
  }
  return out;
}

async function recentAlerts(deps: Deps, companyId: number, viewer: Viewer, limit: number) {
  // Every alert goes to the staff only (use-record/live.ts, device/live.ts): a member's walk of the log would find none.
  if (!viewer.staff) return [];
  const logged: dashboard.RecentAlert[] = await latestAlerts(deps, companyId, viewer, limit);
  // Exceptional uses the log no longer holds (pruned, or from before it) come from their records.
  const exceptional = await useRecordRows.page(deps.db, companyId, { exception: true }, 0, limit);
  const inLog = new Set(logged.map((a) => a.alert.useRecordId));
  const fromUses = exceptional.flatMap((row) => {
    const alert = inLog.has(row.id) ? null : alertOfUse(row);
    return alert ? [{ eventId: null, at: row.usedAt.toISOString(), alert }] : [];
  });
  return [...logged, ...fromUses].sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

// The layout.

/**
 * A stored layout as the user sees it: normalised, so one saved with holes or under older size limits heals; one
 * stored under an older widget registry that no longer parses (or shows nothing) falls back to the default.
 */
function storedLayouts(value: unknown): dashboard.DashboardLayouts | null {
  const parsed = dashboard.dashboardLayoutsSchema.safeParse(value);
  if (!parsed.success || parsed.data.lg.length === 0) return null;
  const layouts = dashboard.normaliseLayouts(parsed.data);
  return dashboard.layoutProblem(layouts) === null ? layouts : null;
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
  const layouts = dashboard.normaliseLayouts(input.layouts);
  await dashboardRepo.saveLayout(deps.db, session.companyId!, session.userId!, layouts, deps.now());
  return layoutOf(deps, session);
}

export async function resetLayout(deps: Deps, session: SessionContext) {
  await dashboardRepo.deleteLayout(deps.db, session.companyId!, session.userId!);
  return defaultLayout();
}
