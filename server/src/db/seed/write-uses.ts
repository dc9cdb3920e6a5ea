import { and, asc, eq, sql } from 'drizzle-orm';
import { outsideOfficeHours } from '../../lib/local-time';
import { authorizationRows, empowerNoOf } from '../../modules/authorization';
import type { Db } from '../client';
import {
  applications,
  authorizationEvents,
  type authorizations,
  devices,
  memberships,
  useRecordMarks,
  useRecordStats,
  useRecords,
} from '../schema';

/*
 * Twelve months of authorisations and use records for a unit, deterministic for a given `now`:
 * - every device's year is cut into slots, one authorisation each, granted by a keeper or administrator to a member;
 *   past ones ended in every way (used up, closed, cancelled, expired, reviewed), and the devices from `openFrom` up
 *   to `openDevices` hold an open one now (not activated, awaiting use, in use, temporarily ended);
 * - an approved (COMPLETED) application is granted by the authorisation of its own slot, which starts after the
 *   approval: its device, its applicant, its use count, reason and file type; only those approved in the last
 *   `AWAITING_DAYS` still wait for their grant, on a device then left without an open authorisation (so the keeper
 *   can grant them on /sealManage/authorizationDown);
 * - the networked uses of each authorisation fall inside its period, mostly in office hours; the department is the
 *   member's; privileged, trial, offline and add-ink uses fill the rest (about a quarter) without authorisation;
 * - every record has one or two photos, rows marked `generated` (drawn from the record on first fetch);
 * - the unit's use_record_stats row is written at the end, and each member's mark of the uses under their own
 *   authorisations they have seen (the seeded authorisations are read too: 待我使用 counts only what comes after);
 * Idempotent: a unit that has use records is left as it is.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const YEAR = 365 * DAY;
/** Applications approved this recently are left waiting for their grant. */
export const AWAITING_DAYS = 4;
/** Grants on one device are at least this far apart (a slot shorter than that would have no room for its uses). */
const MIN_GAP = DAY / 2;
/** Networked uses per slot of direct grants, on average. */
const USES_PER_SLOT = 18;

function generator(seed: number) {
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

type Rand = ReturnType<typeof generator>;
type UseValues = typeof useRecords.$inferInsert;
/** An authorisation as planned: its id and number (made from the id) are given when it is written. */
type AuthValues = Omit<typeof authorizations.$inferInsert, 'id' | 'empowerNo'>;

/** A local office-hours time inside [from, to), now and then (5 %) outside them. */
function stampTime(rand: Rand, from: number, to: number): Date {
  const t = from + Math.floor(rand.next() * Math.max(1, to - from));
  if (rand.next() < 0.05) return new Date(t);
  const at = new Date(t);
  if (!outsideOfficeHours(at)) return at;
  // Move it into 08:00-20:00 local (UTC 00:00-12:00) of the same UTC day, keeping it before `to` when possible.
  const dayStart = Math.floor(t / DAY) * DAY;
  const moved = dayStart + rand.int(0, 11 * 3_600_000);
  return new Date(moved < to && moved >= from ? moved : t);
}

interface Options {
  companyId: number;
  /** How many use records to write. */
  total: number;
  now: Date;
  seed: number;
  /** Devices (in id order) from index `openFrom` to index `openDevices` (exclusive) hold an open authorisation now. */
  openDevices: number;
  /** The devices before this index are left free: the README's walk-through grants on the first one. */
  openFrom: number;
}

type EventValues = Omit<typeof authorizationEvents.$inferInsert, 'authorizationId'>;

/** An approved application without an authorisation, as its grant takes it over. */
interface Approved {
  id: number;
  applyNo: string | null;
  deviceId: string;
  applicantId: number;
  useCount: number;
  reason: string;
  fileType: string | null;
  /** When its last approver approved it. */
  approvedAt: number;
}

/** One authorisation's period of a device's year (until the next one's start), with the networked uses it gets. */
interface Slot {
  from: number;
  to: number;
  share: number;
  openNow: boolean;
  /** The approved application it grants; none for a direct grant. */
  app?: Approved;
}

interface Person {
  userId: number;
  role: number;
  departmentId: number | null;
}

interface Device {
  deviceId: string;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
}

/** Everything one device's year needs, written at once. */
interface DevicePlan {
  auths: AuthValues[];
  events: Array<{ auth: number; event: EventValues }>;
  /** Networked uses (by authorisation index: they carry its id and number when written) and the others (auth -1). */
  uses: Array<{ auth: number; use: UseValues }>;
}

interface Context {
  o: Options;
  rand: Rand;
  now: number;
  start: number;
  people: Person[];
  grantors: Person[];
}

function placeOf(c: Context, dev: Device) {
  const jitter = (v: number | null) => (v === null ? null : Math.round((v + (c.rand.next() - 0.5) * 0.01) * 1e6) / 1e6);
  return { latitude: jitter(dev.latitude), longitude: jitter(dev.longitude), address: dev.address };
}

function photoCount(c: Context): number {
  return c.rand.next() < 0.4 ? 2 : 1;
}

/** A use without authorisation: privileged, trial, offline or add ink, anywhere in the year. */
function otherUse(c: Context, dev: Device, useType?: 1 | 2 | 3 | 6): UseValues {
  const type = useType ?? c.rand.pick([1, 1, 2, 2, 2, 3, 3, 6] as const);
  const usedAt = stampTime(c.rand, c.start, c.now);
  const kinds: Record<number, string> = { 1: 'privileged', 3: 'offline' };
  const exceptionKind = kinds[type] ?? null;
  return {
    companyId: c.o.companyId,
    deviceId: dev.deviceId,
    useType: type,
    usedAt,
    ...placeOf(c, dev),
    exception: exceptionKind !== null,
    exceptionKind,
    photoCount: photoCount(c),
    createdAt: usedAt,
  };
}

interface Outcome {
  state: number;
  endReason: string | null;
  used: number;
  useCount: number;
}

/** How a slot's authorisation ends (or stands, for the open one of now), given the uses it may take. */
function outcomeOf(c: Context, share: number, openNow: boolean): Outcome {
  const rand = c.rand;
  if (openNow) {
    const state = rand.pick([0, 0, 3, 4, 5]);
    if (state === 3 || state === 4 || (state === 0 && share === 0)) {
      return { state: state === 0 ? 4 : state, endReason: null, used: 0, useCount: rand.int(1, 20) };
    }
    return { state, endReason: null, used: share, useCount: share + rand.int(1, 10) };
  }
  const roll = rand.next();
  if (share === 0 || roll < 0.05) return { state: 2, endReason: 'cancelled', used: 0, useCount: rand.int(1, 10) };
  const reviewed = rand.next() < 0.25;
  if (roll < 0.75) return { state: reviewed ? 6 : 2, endReason: 'exhausted', used: share, useCount: share };
  const spare = Math.min(500, share + rand.int(1, 10));
  if (roll < 0.88) {
    return {
      state: reviewed ? 6 : 2,
      endReason: rand.pick(['closed', 'closedByDevice']),
      used: share,
      useCount: spare,
    };
  }
  return { state: reviewed ? 6 : 1, endReason: null, used: share, useCount: spare };
}

/**
 * How the grant of an approved application ends (or stands): its use count is the application's, its uses at most
 * that; used up, closed or expired when the uses stopped short, cancelled when it got none.
 */
function grantOutcomeOf(c: Context, share: number, useCount: number, openNow: boolean): Outcome {
  const rand = c.rand;
  if (openNow) {
    const state = rand.pick([0, 0, 3, 4, 5]);
    const used = Math.min(share, useCount - 1);
    if (state === 3 || state === 4 || (state === 0 && used === 0)) {
      return { state: state === 0 ? 4 : state, endReason: null, used: 0, useCount };
    }
    return { state, endReason: null, used, useCount };
  }
  if (share === 0) return { state: 2, endReason: 'cancelled', used: 0, useCount };
  const reviewed = rand.next() < 0.25;
  if (share >= useCount) return { state: reviewed ? 6 : 2, endReason: 'exhausted', used: useCount, useCount };
  if (rand.next() < 0.6) {
    return { state: reviewed ? 6 : 2, endReason: rand.pick(['closed', 'closedByDevice']), used: share, useCount };
  }
  return { state: reviewed ? 6 : 1, endReason: null, used: share, useCount };
}

/** The timeline of a seeded authorisation. */
function eventsOf(c: Context, a: AuthValues, granterId: number): EventValues[] {
  const base = { companyId: c.o.companyId };
  const events: EventValues[] = [{ ...base, kind: 'granted', actorId: granterId, at: a.createdAt! }];
  if (a.activatedAt) events.push({ ...base, kind: 'activated', actorId: a.userId, at: a.activatedAt });
  const endKinds: Record<string, string> = { cancelled: 'cancelled', closed: 'closed', closedByDevice: 'closed' };
  const endKind = a.endReason ? endKinds[a.endReason] : undefined;
  if (endKind) events.push({ ...base, kind: endKind, actorId: granterId, at: a.endedAt! });
  const expired = a.state === 1 || (a.state === 6 && a.endReason === null);
  if (expired) events.push({ ...base, kind: 'expired', at: a.validTo });
  if (a.state === 5) events.push({ ...base, kind: 'tmpFinished', actorId: a.userId, at: new Date(c.now - 3_600_000) });
  if (a.state === 6) {
    const at = new Date(Math.min(c.now, Math.max(a.endedAt?.getTime() ?? 0, a.validTo.getTime()) + DAY));
    events.push({ ...base, kind: 'audited', actorId: granterId, detail: '已核对用印照片', at });
  }
  return events;
}

/** One slot of a device's year: its authorisation, timeline and networked uses, added to `plan`. */
function planSlot(c: Context, dev: Device, plan: DevicePlan, slot: Slot) {
  const rand = c.rand;
  const { app } = slot;
  const member = app ? c.people.find((p) => p.userId === app.applicantId)! : rand.pick(c.people);
  // Someone else grants an application (the applicant may be a keeper or an administrator too).
  const others = c.grantors.filter((g) => g.userId !== member.userId);
  const grantor = rand.pick(app && others.length > 0 ? others : c.grantors);
  const out = app ? grantOutcomeOf(c, slot.share, app.useCount, slot.openNow) : outcomeOf(c, slot.share, slot.openNow);
  // An open one started at most a month ago (periods are at most 90 days; slotsOf keeps an open grant of an
  // application that recent); an ended one ended before now and before the device's next grant.
  const createdAt = new Date(slot.openNow && !app ? Math.max(slot.from, c.now - 30 * DAY) : slot.from);
  const expired = out.state === 1 || (out.state === 6 && out.endReason === null);
  const latest = expired ? c.now - 3_600_000 : Number.MAX_SAFE_INTEGER;
  const validTo = new Date(
    slot.openNow ? c.now + rand.int(1, 20) * DAY : Math.min(slot.to, slot.from + 90 * DAY - 1, latest),
  );
  const activated = out.state !== 3 && out.endReason !== 'cancelled';
  const useFrom = createdAt.getTime() + 2 * 3_600_000;
  const useTo = Math.max(useFrom + 1, Math.min(slot.to, c.now, validTo.getTime()) - 3_600_000);
  let endedAt: Date | null = null;
  if (out.state === 1) endedAt = validTo;
  else if (out.endReason === 'cancelled') endedAt = new Date(createdAt.getTime() + DAY / 2);
  else if (out.state === 2 || out.state === 6) endedAt = new Date(useTo);
  const auth: AuthValues = {
    companyId: c.o.companyId,
    deviceId: dev.deviceId,
    userId: member.userId,
    applyId: app?.id ?? null,
    applyNo: app?.applyNo ?? null,
    reason: app
      ? app.reason || null
      : rand.pick(['合同盖章', '财务报销', '人事证明', '对外公函', '投标文件', '发票盖章']),
    fileType: app ? app.fileType : rand.pick(['合同', '发票', '公函', '证明', '报表']),
    useCount: out.useCount,
    usedCount: out.used,
    validFrom: createdAt,
    validTo,
    state: out.state,
    endReason: out.endReason,
    photographLocked: rand.next() < 0.05,
    grantedById: grantor.userId,
    createdAt,
    activatedAt: activated ? new Date(createdAt.getTime() + 3_600_000) : null,
    endedAt,
    auditRemark: out.state === 6 ? '已核对用印照片' : null,
    unread: false,
  };
  const index = plan.auths.push(auth) - 1;
  for (const event of eventsOf(c, auth, grantor.userId)) plan.events.push({ auth: index, event });
  const times: number[] = [];
  for (let u = 0; u < out.used; u++) times.push(stampTime(rand, useFrom, useTo).getTime());
  times.sort((a, b) => a - b);
  for (const t of times) {
    const usedAt = new Date(t);
    const late = outsideOfficeHours(usedAt);
    plan.uses.push({
      auth: index,
      use: {
        companyId: c.o.companyId,
        deviceId: dev.deviceId,
        userId: member.userId,
        departmentId: member.departmentId,
        useType: 0,
        usedAt,
        ...placeOf(c, dev),
        exception: late,
        exceptionKind: late ? 'outsideHours' : null,
        photoCount: auth.photographLocked ? 0 : photoCount(c),
        createdAt: usedAt,
      },
    });
  }
  return out.used;
}

/**
 * The grants of a device's approved applications, in approval order: each some minutes to a day and a half after its
 * approval and at least MIN_GAP after the previous grant; the recent ones (and one that would not fit before now)
 * wait, and so do those after it.
 */
function grantsOf(c: Context, approved: readonly Approved[]): Array<{ from: number; app: Approved }> {
  const grants: Array<{ from: number; app: Approved }> = [];
  let previous = -Infinity;
  for (const app of approved) {
    if (app.approvedAt > c.now - AWAITING_DAYS * DAY) break;
    const from = Math.max(app.approvedAt + c.rand.int(10, 36 * 60) * MINUTE, previous + MIN_GAP);
    if (from > c.now - DAY) break;
    grants.push({ from, app });
    previous = from;
  }
  return grants;
}

/**
 * A device's year as slots: the grants of its approved applications, which take their uses first (mostly all the
 * application asked for), and direct grants evenly spread (none within MIN_GAP of an application's), which share
 * the rest by length. The device's last slot is the open one now when `open` and no application waits for a grant.
 */
function slotsOf(c: Context, networked: number, open: boolean, approved: readonly Approved[]): Slot[] {
  const rand = c.rand;
  const grants = grantsOf(c, approved);
  const openNow = open && grants.length === approved.length;
  let budget = networked;
  const slots: Slot[] = grants.map(({ from, app }) => {
    const wanted = rand.next() < 0.05 ? 0 : rand.next() < 0.7 ? app.useCount : rand.int(1, app.useCount);
    const share = Math.min(wanted, budget);
    budget -= share;
    return { from, to: 0, share, openNow: false, app };
  });
  const direct =
    grants.length > 0 ? Math.ceil(budget / USES_PER_SLOT) : Math.max(1, Math.ceil(networked / USES_PER_SLOT));
  for (let s = 0; s < direct; s++) {
    const from = c.start + Math.floor((s * YEAR) / direct);
    if (grants.every((g) => Math.abs(g.from - from) >= MIN_GAP)) slots.push({ from, to: 0, share: 0, openNow: false });
  }
  slots.sort((a, b) => a.from - b.from);
  const last = slots[slots.length - 1]!;
  // An open authorisation started within the last month: after an older grant comes a direct one.
  if (openNow && last.app && last.from < c.now - 30 * DAY) {
    slots.push({ from: Math.max(last.from + MIN_GAP, c.now - rand.int(1, 30) * DAY), to: 0, share: 0, openNow: false });
  }
  slots.forEach((slot, i) => (slot.to = slots[i + 1]?.from ?? c.now));
  slots[slots.length - 1]!.openNow = openNow;
  const shared = slots.filter((slot) => !slot.app);
  let span = shared.reduce((sum, slot) => sum + (slot.to - slot.from), 0);
  for (const [i, slot] of shared.entries()) {
    const length = slot.to - slot.from;
    const fair = span > 0 ? ((budget * length) / span) * (0.6 + rand.next() * 0.8) : 0;
    slot.share = i === shared.length - 1 ? budget : Math.min(budget, Math.round(fair));
    budget -= slot.share;
    span -= length;
  }
  return slots;
}

/** One device's year: `target` records, three quarters networked under authorisations. */
function planDevice(c: Context, dev: Device, target: number, open: boolean, approved: readonly Approved[]): DevicePlan {
  const plan: DevicePlan = { auths: [], events: [], uses: [] };
  const networked = Math.round(target * 0.75);
  for (let k = 0; k < target - networked; k++) plan.uses.push({ auth: -1, use: otherUse(c, dev) });
  let left = networked;
  for (const slot of slotsOf(c, networked, open, approved)) left -= planSlot(c, dev, plan, slot);
  // What the slots did not use (cancelled or not yet activated ones) is recorded as trial stamps: the total is exact.
  for (let k = 0; k < left; k++) plan.uses.push({ auth: -1, use: otherUse(c, dev, 2) });
  return plan;
}

/** The unit's approved applications without an authorisation, by device, in approval order. */
async function approvedByDevice(db: Db, companyId: number, people: Person[]): Promise<Map<string, Approved[]>> {
  const rows = await db
    .select({
      id: applications.id,
      applyNo: applications.applyNo,
      deviceId: applications.deviceId,
      applicantId: applications.applicantId,
      useCount: applications.useCount,
      reason: applications.reason,
      fileType: applications.fileType,
      approvedAt: applications.updatedAt,
    })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.draft, false),
        eq(applications.state, 'COMPLETED'),
        sql`not exists (select 1 from authorizations a where a.apply_id = "applications"."id")`,
      ),
    )
    .orderBy(asc(applications.updatedAt), asc(applications.id));
  const active = new Set(people.map((p) => p.userId));
  const byDevice = new Map<string, Approved[]>();
  for (const r of rows) {
    // Only what a grant could take over: a device, a count, an applicant still active in the unit.
    if (r.deviceId === null || r.useCount === null || !active.has(r.applicantId)) continue;
    const list = byDevice.get(r.deviceId) ?? [];
    list.push({ ...r, deviceId: r.deviceId, useCount: r.useCount, approvedAt: r.approvedAt.getTime() });
    byDevice.set(r.deviceId, list);
  }
  return byDevice;
}

async function writePlan(db: Db, plan: DevicePlan, records: UseValues[]): Promise<void> {
  // Numbered as the service numbers a grant (empowerNoOf), from ids taken before the rows are written.
  const ids = await authorizationRows.nextIds(db, plan.auths.length);
  const numbers = plan.auths.map((a, k) => empowerNoOf(a.createdAt!, ids[k]!));
  const auths = plan.auths.map((a, k) => ({ ...a, id: ids[k]!, empowerNo: numbers[k]! }));
  for (let i = 0; i < auths.length; i += 500) await authorizationRows.insertWithIds(db, auths.slice(i, i + 500));
  const events = plan.events.map((e) => ({ ...e.event, authorizationId: ids[e.auth]! }));
  for (let i = 0; i < events.length; i += 1000) await db.insert(authorizationEvents).values(events.slice(i, i + 1000));
  for (const u of plan.uses) {
    records.push(u.auth < 0 ? u.use : { ...u.use, authorizationId: ids[u.auth]!, empowerNo: numbers[u.auth]! });
  }
}

/** Seeds the unit's use records once; true when it wrote them (the caller then vacuums, outside the transaction). */
export async function seedUses(db: Db, o: Options): Promise<boolean> {
  const [existing] = await db
    .select({ id: useRecords.id })
    .from(useRecords)
    .where(eq(useRecords.companyId, o.companyId))
    .limit(1);
  if (existing || o.total <= 0) return false;
  const deviceRows: Device[] = await db
    .select({
      deviceId: devices.deviceId,
      latitude: devices.latitude,
      longitude: devices.longitude,
      address: devices.address,
    })
    .from(devices)
    .where(eq(devices.companyId, o.companyId))
    .orderBy(asc(devices.deviceId));
  const people: Person[] = await db
    .select({ userId: memberships.userId, role: memberships.role, departmentId: memberships.departmentId })
    .from(memberships)
    .where(and(eq(memberships.companyId, o.companyId), eq(memberships.disabled, false)))
    .orderBy(asc(memberships.userId));
  const grantors = people.filter((p) => p.role <= 2);
  if (deviceRows.length === 0 || people.length === 0 || grantors.length === 0) return false;

  const t0 = Date.now();
  // A bulk load is faster without the secondary indexes: they are dropped here and built again at the end.
  const rebuild = o.total >= 20_000 ? await dropIndexes(db, ['use_records', 'use_photos']) : [];
  const now = o.now.getTime();
  const c: Context = { o, rand: generator(o.seed), now, start: now - YEAR, people, grantors };
  const approved = await approvedByDevice(db, o.companyId, people);
  const perDevice = Math.max(1, Math.round(o.total / deviceRows.length));
  let written = 0;
  const records: UseValues[] = [];
  for (const [index, dev] of deviceRows.entries()) {
    const rest = o.total - written;
    const target = index === deviceRows.length - 1 ? rest : Math.min(perDevice, rest);
    if (target <= 0) break;
    const plan = planDevice(
      c,
      dev,
      target,
      index >= o.openFrom && index < o.openDevices,
      approved.get(dev.deviceId) ?? [],
    );
    await writePlan(db, plan, records);
    written += target;
    if (records.length >= 5000) await insertRecords(db, records.splice(0, records.length));
  }
  for (let i = 0; i < records.length; i += 5000) await insertRecords(db, records.slice(i, i + 5000));
  if (process.env.SEED_DEBUG) console.log(`seedUses ${o.companyId}: records written at ${Date.now() - t0} ms`);
  // One or two generated photos per record, drawn from it on first fetch.
  await db.execute(sql`
    insert into use_photos (company_id, use_record_id, authorization_id, device_id, source, generated, seq, taken_at)
    select r.company_id, r.id, r.authorization_id, r.device_id, 'device', true, s.seq, r.used_at + (s.seq * interval '2 seconds')
    from use_records r cross join lateral generate_series(0, r.photo_count - 1) as s(seq)
    where r.company_id = ${o.companyId}`);
  const total = sql`(select count(*) from use_records where company_id = ${o.companyId})`;
  const maxId = sql`(select coalesce(max(id), 0) from use_records)`;
  await db
    .insert(useRecordStats)
    .values({ companyId: o.companyId, total, maxId })
    .onConflictDoUpdate({
      target: useRecordStats.companyId,
      set: { total, maxId, version: sql`${useRecordStats.version} + 1` },
    });
  const [last] = await db
    .select({ id: sql<number>`coalesce(max(${useRecords.id}), 0)` })
    .from(useRecords)
    .where(eq(useRecords.companyId, o.companyId));
  await db
    .insert(useRecordMarks)
    .values(people.map((p) => ({ companyId: o.companyId, userId: p.userId, authSeenId: last!.id })))
    .onConflictDoUpdate({
      target: [useRecordMarks.companyId, useRecordMarks.userId],
      set: { authSeenId: sql`excluded.auth_seen_id` },
    });
  for (const definition of rebuild) await db.execute(sql.raw(definition));
  if (process.env.SEED_DEBUG) console.log(`seedUses ${o.companyId}: done at ${Date.now() - t0} ms`);
  return true;
}

/**
 * Inserts records with one statement of column arrays (unnest): far less work per row than a VALUES list of
 * parameters, on PGlite and PostgreSQL alike.
 */
async function insertRecords(db: Db, rows: UseValues[]): Promise<void> {
  const col = <T>(pick: (r: UseValues) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    insert into use_records (company_id, device_id, authorization_id, empower_no, user_id, department_id, use_type,
      used_at, latitude, longitude, address, exception, exception_kind, photo_count, created_at)
    select * from unnest(
      ${col((r) => r.companyId)}::int[], ${col((r) => r.deviceId)}::text[], ${col((r) => r.authorizationId ?? null)}::int[],
      ${col((r) => r.empowerNo ?? null)}::text[], ${col((r) => r.userId ?? null)}::int[],
      ${col((r) => r.departmentId ?? null)}::int[], ${col((r) => r.useType)}::smallint[],
      ${col((r) => (r.usedAt as Date).toISOString())}::timestamptz[], ${col((r) => r.latitude ?? null)}::float8[],
      ${col((r) => r.longitude ?? null)}::float8[], ${col((r) => r.address ?? null)}::text[],
      ${col((r) => r.exception ?? false)}::bool[], ${col((r) => r.exceptionKind ?? null)}::text[],
      ${col((r) => r.photoCount ?? 0)}::smallint[], ${col((r) => ((r.createdAt ?? r.usedAt) as Date).toISOString())}::timestamptz[]
    )`);
}

/** Drops the tables' indexes other than primary keys and returns their definitions. */
async function dropIndexes(db: Db, tables: string[]): Promise<string[]> {
  const result = await db.execute<{ name: string; definition: string }>(sql`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    where t.relname in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )}) and not x.indisprimary`);
  const rows = (result as unknown as { rows: Array<{ name: string; definition: string }> }).rows;
  for (const r of rows) await db.execute(sql.raw(`drop index if exists "${r.name}"`));
  return rows.map((r) => r.definition);
}
