import {
  authorization,
  device as deviceContract,
  geofence,
  resultCodes,
  type MessageKey,
  type MessageTextKey,
  type ParsedRequestOf,
  type Role,
} from '../../../../contract';
import { seesUnitRows } from '../../access/policy';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import type { DomainEvents } from '../../events';
import { AppError, refuse } from '../../lib/app-error';
import { dayEnd, dayStart, localDay, localDayCompact } from '../../lib/local-time';
import type { SessionContext } from '../../caller/sessions';
import { applicationRows } from '../apply';
import { deviceRows } from '../device';
import { grantsOf } from '../../caller/grants';
import { messageRows, messageTextsOf } from '../message';
import { assertQuota } from '../quota';
import { addEvent, eventTransaction } from '../realtime';
import { authorizationRepo, type AuthFilter, type AuthRow } from './repository';
import {
  actionsFor,
  decide,
  effectiveState,
  isOpen,
  type Action,
  type Actor,
  type AuthSnapshot,
  type AuthState,
  type Circumstances,
  type EndReason,
  type EventKind,
} from './state-machine';

/*
 * Authorisation rules; the states and who may do what live in state-machine.ts (pure):
 * - a grant names an active member of the unit and a device of the unit; 1-500 uses (contract) within the unit's
 *   maxSingleAuthUses quota; validTo after validFrom (default now) and in the future; at most 90 days;
 * - a device has at most one open authorisation (0, 3, 4, 5): an expired one is written back first, then the
 *   partial unique index decides between two concurrent grants;
 * - expiry is derived from validTo at read time and written back lazily (lists, counters, every action);
 * - administrators and seal keepers (roles 0-2, `rowRoles` of the access matrix) see and act on the unit's
 *   authorisations; a member sees their own, and another's answers 1003;
 * - the authorised member hears of every change someone else makes in the message centre (type 'authorization') and
 *   sees it unread until they look.
 */

const DAY_MS = 86_400_000;
const ADD = 'authorization:add';
const CLOSE = 'authorization:close';
const ACTIVATE = 'authorization:activate';

/** The title (contract/message-texts.ts) of what the authorised member hears of each change; others tell nothing. */
const eventTitles: Partial<Record<EventKind, MessageTextKey>> = {
  granted: 'm.auth.granted.title',
  userChanged: 'm.auth.userChanged.title',
  closed: 'm.auth.closed.title',
  cancelled: 'm.auth.cancelled.title',
  tmpFinished: 'm.auth.tmpFinished.title',
  reActivated: 'm.auth.reActivated.title',
  photographLocked: 'm.auth.photographLocked.title',
  photographUnlocked: 'm.auth.photographUnlocked.title',
  fenceLocked: 'm.auth.fenceLocked.title',
  fenceUnlocked: 'm.auth.fenceUnlocked.title',
};

export interface Caller {
  companyId: number;
  userId: number;
  role: Role;
  actor: Extract<Actor, { kind: 'staff' }>;
}

export async function callerOf(deps: Deps, session: SessionContext): Promise<Caller> {
  const grants = await grantsOf(deps, session);
  const userId = session.userId!;
  return {
    companyId: session.companyId!,
    userId,
    role: grants.role ?? 3,
    actor: {
      kind: 'staff',
      userId,
      canAdd: grants.codes.has(ADD),
      canClose: grants.codes.has(CLOSE),
      canActivate: grants.codes.has(ACTIVATE),
    },
  };
}

/** Whether the caller sees and acts on the unit's authorisations (else only their own): the policy's STAFF. */
function seesUnit(caller: Caller): boolean {
  return seesUnitRows(caller.role);
}

function snapshotOf(row: AuthRow): AuthSnapshot {
  return {
    state: row.state as AuthState,
    userId: row.userId,
    useCount: row.useCount,
    usedCount: row.usedCount,
    validFrom: row.validFrom.getTime(),
    validTo: row.validTo.getTime(),
    photographLocked: row.photographLocked,
    fenceLocked: row.fenceLocked,
    endReason: row.endReason as EndReason | null,
  };
}

export function toAuthorization(row: AuthRow, now: Date): authorization.Authorization {
  const state = effectiveState(snapshotOf(row), now.getTime());
  return {
    id: row.id,
    empowerNo: row.empowerNo,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    userId: row.userId,
    userName: row.userName,
    departmentName: row.departmentName,
    applyId: row.applyId,
    applyNo: row.applyNo,
    fileType: row.fileType,
    reason: row.reason,
    useCount: row.useCount,
    usedCount: row.usedCount,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    state,
    endReason: row.endReason as EndReason | null,
    photographLocked: row.photographLocked,
    fence: row.fence ? { fence: row.fence, lockOnBreach: row.fenceLock } : null,
    fenceLocked: row.fenceLocked,
    grantedById: row.grantedById,
    grantedByName: row.grantedByName,
    createdAt: row.createdAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    endedAt: state === 1 && row.endedAt === null ? row.validTo.toISOString() : (row.endedAt?.toISOString() ?? null),
    auditRemark: row.auditRemark,
    unread: row.unread,
  };
}

/**
 * An authorisation's number, the one format of granted and seeded ones: 'EP', the local day of the grant, the row id
 * zero-padded to 6 digits - built like an application's number (applyNoOf), unique by construction and safe in the
 * export-pdf/{empowerNo} path.
 */
export function empowerNoOf(grantedAt: Date, id: number): string {
  return `EP${localDayCompact(grantedAt)}${String(id).padStart(6, '0')}`;
}

async function notify(db: Db, companyId: number, userId: number, event: EventKind, row: AuthRow, at: Date) {
  const title = eventTitles[event];
  if (!title) return;
  await messageRows.insert(
    db,
    { companyId, userId },
    {
      type: 'authorization',
      ...messageTextsOf(title, 'm.auth.content', [row.empowerNo, row.deviceName, row.useCount, localDay(row.validTo)]),
      createdAt: at,
      target: { kind: 'authorization', id: row.id },
    },
  );
}

/** The unit event of a grant or change (contract/realtime.ts): for the staff and the authorised member. */
function announce(db: Db, row: AuthRow, state: AuthState): void {
  addEvent(db, row.companyId, {
    type: 'authorization',
    to: { staffAnd: row.userId },
    authorization: {
      id: row.id,
      empowerNo: row.empowerNo,
      deviceId: row.deviceId,
      userId: row.userId,
      state,
      usedCount: row.usedCount,
      useCount: row.useCount,
    },
  });
}

/** The member to authorise: another unit's user (or nobody) is not found; a disabled member is refused. */
async function assertGrantee(db: Db, companyId: number, userId: number) {
  const member = await authorizationRepo.member(db, companyId, userId);
  if (!member) throw refuse.notFound();
  if (member.disabled) throw refuse.badRequest('e.authUserInvalid');
  return member;
}

function assertPeriod(from: Date, to: Date, now: Date): void {
  if (to.getTime() <= from.getTime() || to.getTime() <= now.getTime()) throw refuse.badRequest('e.authValidToPast');
  if (to.getTime() - from.getTime() > authorization.MAX_AUTH_DAYS * DAY_MS) {
    throw refuse.badRequest('e.authValidityTooLong', authorization.MAX_AUTH_DAYS);
  }
}

interface GrantValues {
  deviceId: string;
  userId: number;
  useCount: number;
  validFrom?: string | undefined;
  validTo: string;
  reason: string | null;
  applyId?: number | null;
  applyNo?: string | null;
  fileType?: string | null;
  fence?: geofence.AuthFence | undefined;
}

/**
 * Grants an authorisation inside `db` (a transaction): checks the device, member, count quota and period, writes the
 * expiry of the device's stale open authorisation, refuses while another is open. Used by `auth` and by
 * apply-authorization.
 */
export async function grantIn(deps: Deps, db: Db, caller: Caller, values: GrantValues) {
  const { companyId } = caller;
  const now = deps.now();
  if (!(await deviceRows.lock(db, companyId, values.deviceId, 'share'))) throw refuse.notFound();
  await assertGrantee(db, companyId, values.userId);
  await assertQuota(db, companyId, 'maxSingleAuthUses', values.useCount);
  const validFrom = values.validFrom ? new Date(values.validFrom) : now;
  const validTo = new Date(values.validTo);
  assertPeriod(validFrom, validTo, now);
  if (await openAuthorizationOf(db, companyId, values.deviceId, now)) throw refuse.conflict('e.authDeviceBusy');
  const id = (await authorizationRepo.nextIds(db, 1))[0]!;
  const empowerNo = empowerNoOf(now, id);
  await authorizationRepo.insertWithIds(db, [
    {
      id,
      companyId,
      empowerNo,
      deviceId: values.deviceId,
      userId: values.userId,
      applyId: values.applyId ?? null,
      applyNo: values.applyNo ?? null,
      fileType: values.fileType ?? null,
      reason: values.reason,
      useCount: values.useCount,
      validFrom,
      validTo,
      state: 3,
      grantedById: caller.userId,
      createdAt: now,
      unread: values.userId !== caller.userId,
      fence: values.fence?.fence ?? null,
      fenceLock: values.fence?.lockOnBreach ?? false,
    },
  ]);
  await authorizationRepo.insertEvent(db, {
    companyId,
    authorizationId: id,
    kind: 'granted',
    actorId: caller.userId,
    actorName: await nameOf(db, companyId, caller.userId),
    detail: `${values.useCount}`,
    at: now,
  });
  const row = (await authorizationRepo.byId(db, companyId, id))!;
  if (values.userId !== caller.userId) await notify(db, companyId, values.userId, 'granted', row, now);
  announce(db, row, 3);
  return { id, empowerNo };
}

async function nameOf(db: Db, companyId: number, userId: number): Promise<string | null> {
  return (await authorizationRepo.member(db, companyId, userId))?.name ?? null;
}

/** Runs a grant, mapping the open-per-device index's refusal (two grants at once) to its message. */
export async function withBusyDevice<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse.conflict('e.authDeviceBusy');
    throw error;
  }
}

export async function grant(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof authorization.authAuth>,
) {
  const caller = await callerOf(deps, session);
  return withBusyDevice(() =>
    eventTransaction(deps, (tx) =>
      grantIn(deps, tx, caller, {
        deviceId: input.deviceId,
        userId: input.userId,
        useCount: input.useCount,
        validFrom: input.validFrom,
        validTo: input.validTo,
        reason: input.reason,
        fence: input.fence,
      }),
    ),
  );
}

/**
 * Grants what an approved (COMPLETED) application asked for: its device, its applicant, its use count, its reason
 * and file type; one authorisation per application (checked under the application's row lock; a unique index too).
 */
export async function grantForApplication(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof authorization.authApplyAuthorization>,
) {
  const caller = await callerOf(deps, session);
  return withBusyDevice(() =>
    eventTransaction(deps, async (tx) => {
      const application = await applicationRows.lock(tx, caller.companyId, input.applyId);
      if (!application) throw refuse.notFound();
      if (application.state !== 'COMPLETED') throw refuse.badRequest('e.applyNotCompleted');
      if (await authorizationRepo.byApplyId(tx, caller.companyId, application.id))
        throw refuse.conflict('e.applyAuthorized');
      if (!application.deviceId || !application.useCount) throw refuse.badRequest('e.applyNotCompleted');
      return grantIn(deps, tx, caller, {
        deviceId: application.deviceId,
        userId: application.applicantId,
        useCount: application.useCount,
        validFrom: input.validFrom,
        validTo: input.validTo,
        reason: application.reason || null,
        applyId: application.id,
        applyNo: application.applyNo,
        fileType: application.fileType,
        fence: input.fence,
      });
    }),
  );
}

/** The authorisation, visible to the caller: another unit's is not found, another member's refused (1003). */
async function visible(deps: Deps, db: Db, caller: Caller, id: number): Promise<AuthRow> {
  const row = await authorizationRepo.byId(db, caller.companyId, id);
  if (!row) throw refuse.notFound();
  if (row.userId !== caller.userId && !seesUnit(caller)) throw refuse.forbidden();
  return row;
}

async function circumstancesOf(deps: Deps, db: Db, row: AuthRow): Promise<Circumstances> {
  const dev = await deviceRows.byDeviceId(db, row.companyId, row.deviceId);
  const member = await authorizationRepo.member(db, row.companyId, row.userId);
  const abilities = { abilityPermsList: dev?.abilityPermsList ?? [] };
  return {
    now: deps.now().getTime(),
    fingerprintMissing: deviceContract.hasAbility(abilities, 'fingerprint') && !member?.fingerprintEnrolledAt,
    photoAbility: deviceContract.hasAbility(abilities, 'photo'),
  };
}

/** What changes in the row when the machine moves it from `before` to `after`. */
function changesOf(before: AuthSnapshot, after: AuthSnapshot, event: EventKind, actor: Actor, now: Date) {
  const values: Parameters<typeof authorizationRepo.update>[4] = {
    state: after.state,
    endReason: after.endReason,
    usedCount: after.usedCount,
    photographLocked: after.photographLocked,
    fenceLocked: after.fenceLocked,
    userId: after.userId,
  };
  if (event === 'activated') values.activatedAt = now;
  if ((after.state === 2 || after.state === 1) && before.state !== after.state) values.endedAt = now;
  // The member sees what someone else changed as unread until they look; what they did themselves they have seen.
  if (actor.kind === 'staff') values.unread = actor.userId !== after.userId;
  return values;
}

/**
 * Applies one action to a row inside `db`: writes the expiry first when the period has passed, asks the machine,
 * writes the result at the version read (or the caller's `version`), the timeline event and the member's message.
 */
export async function applyIn(
  deps: Deps,
  db: Db,
  row: AuthRow,
  action: Action,
  actor: Actor,
  options: { version?: number | undefined; actorId?: number | null; detail?: string | null } = {},
): Promise<{ row: AuthRow; state: AuthState }> {
  const now = deps.now();
  if (options.version !== undefined && options.version !== row.version) throw refuse.conflict('e.authStale');
  if (isOpen(row.state as AuthState) && row.validTo.getTime() <= now.getTime()) {
    await authorizationRepo.expireDue(db, row.companyId, now, { id: row.id });
    row = (await authorizationRepo.byId(db, row.companyId, row.id))!;
  }
  const before = snapshotOf(row);
  const decision = decide(before, action, actor, await circumstancesOf(deps, db, row));
  if (!decision.ok) {
    const code = decision.forbidden ? resultCodes.forbidden : resultCodes.badRequest;
    throw new AppError(code, decision.reason satisfies MessageKey);
  }
  const values = changesOf(before, decision.next, decision.event, actor, now);
  if (action.kind === 'audit' && options.detail !== undefined) values.auditRemark = options.detail;
  if (!(await authorizationRepo.update(db, row.companyId, row.id, row.version, values)))
    throw refuse.conflict('e.authStale');
  const actorId = options.actorId ?? (actor.kind === 'staff' ? actor.userId : null);
  // A use is on the timeline as its use record (authorizationRepo.events), not as an event of its own.
  if (decision.event !== 'used')
    await authorizationRepo.insertEvent(db, {
      companyId: row.companyId,
      authorizationId: row.id,
      kind: decision.event,
      actorId,
      actorName: actorId === null ? null : await nameOf(db, row.companyId, actorId),
      // A change of member names the new one (the timeline and the evidence report show it as it is).
      detail: options.detail ?? (action.kind === 'changeUser' ? await nameOf(db, row.companyId, action.userId) : null),
      at: now,
    });
  const after = (await authorizationRepo.byId(db, row.companyId, row.id))!;
  const told = decision.next.userId;
  if (actorId !== told) await notify(db, row.companyId, told, decision.event, after, now);
  announce(db, after, decision.next.state);
  return { row: after, state: decision.next.state };
}

type SimpleAction = 'active' | 'reActive' | 'tmpFinish' | 'close' | 'cancel' | 'unlockFence';

export async function act(
  deps: Deps,
  session: SessionContext,
  kind: SimpleAction,
  input: { id: number; version?: number | undefined },
) {
  const caller = await callerOf(deps, session);
  return eventTransaction(deps, async (tx) => {
    const row = await visible(deps, tx, caller, input.id);
    const { state } = await applyIn(deps, tx, row, { kind } as Action, caller.actor, { version: input.version });
    return { state };
  });
}

export async function audit(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof authorization.authAudit>,
) {
  const caller = await callerOf(deps, session);
  return eventTransaction(deps, async (tx) => {
    const row = await visible(deps, tx, caller, input.id);
    const { state } = await applyIn(deps, tx, row, { kind: 'audit' }, caller.actor, {
      version: input.version,
      detail: input.remark?.trim() || null,
    });
    return { state };
  });
}

export async function photograph(
  deps: Deps,
  session: SessionContext,
  lock: boolean,
  input: { id: number; version?: number | undefined },
) {
  const caller = await callerOf(deps, session);
  await eventTransaction(deps, async (tx) => {
    const row = await visible(deps, tx, caller, input.id);
    await applyIn(deps, tx, row, { kind: lock ? 'lockPhotograph' : 'unlockPhotograph' }, caller.actor, {
      version: input.version,
    });
  });
  return null;
}

export async function changeUser(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof authorization.authChangeUser>,
) {
  const caller = await callerOf(deps, session);
  await eventTransaction(deps, async (tx) => {
    const row = await visible(deps, tx, caller, input.id);
    await assertGrantee(tx, caller.companyId, input.userId);
    await applyIn(deps, tx, row, { kind: 'changeUser', userId: input.userId }, caller.actor, {
      version: input.version,
    });
  });
  return null;
}

/** The device's open authorisation, if any; one whose period has passed is expired first: it no longer holds it. */
export async function openAuthorizationOf(db: Db, companyId: number, deviceId: string, now: Date) {
  await authorizationRepo.expireDue(db, companyId, now, { deviceId });
  return authorizationRepo.openOfDevice(db, companyId, deviceId);
}

/** An open authorisation holds its device: unbinding it is refused (else it would point at a device gone). */
export async function refuseUnbindWithOpenAuthorization(event: DomainEvents['deviceUnbinding']): Promise<void> {
  const open = await openAuthorizationOf(event.tx, event.companyId, event.deviceId, event.now);
  if (open) throw refuse.badRequest('e.deviceUnbindOpenAuthorization', open.empowerNo);
}

export async function closeByDevice(deps: Deps, session: SessionContext, deviceId: string) {
  const caller = await callerOf(deps, session);
  return eventTransaction(deps, async (tx) => {
    if (!(await deviceRows.byDeviceId(tx, caller.companyId, deviceId))) throw refuse.notFound();
    const row = await openAuthorizationOf(tx, caller.companyId, deviceId, deps.now());
    if (!row) return { closed: false };
    await applyIn(deps, tx, row, { kind: 'closeByDevice' }, caller.actor);
    return { closed: true };
  });
}

export async function existNotClose(deps: Deps, session: SessionContext, deviceId: string) {
  const companyId = session.companyId!;
  if (!(await deviceRows.byDeviceId(deps.db, companyId, deviceId))) throw refuse.notFound();
  const row = await openAuthorizationOf(deps.db, companyId, deviceId, deps.now());
  return { exists: row !== undefined, authorization: row ? toAuthorization(row, deps.now()) : null };
}

function filterOf(input: { state?: number | undefined; keyword?: string | undefined }): AuthFilter {
  return { state: input.state, keyword: input.keyword?.trim() || undefined };
}

export type AuthListInput = ParsedRequestOf<typeof authorization.authList>;

/** The list's filter for a caller: a member's own rows only (the export uses the same). */
export function listFilterOf(caller: Caller, input: Omit<AuthListInput, 'pageNum' | 'pageSize'>): AuthFilter {
  return {
    ...filterOf(input),
    deviceId: input.deviceId,
    userId: seesUnit(caller) ? input.userId : caller.userId,
    from: input.dateFrom ? dayStart(input.dateFrom) : undefined,
    to: input.dateTo ? dayEnd(input.dateTo) : undefined,
  };
}

/** Filtering by a device or a member is asking about it: another unit's answers not found. */
export async function assertFilterIds(
  db: Db,
  companyId: number,
  input: { deviceId?: string | undefined; userId?: number | undefined },
): Promise<void> {
  if (input.deviceId !== undefined && !(await deviceRows.byDeviceId(db, companyId, input.deviceId))) {
    throw refuse.notFound();
  }
  if (input.userId !== undefined && !(await authorizationRepo.member(db, companyId, input.userId)))
    throw refuse.notFound();
}

export async function list(deps: Deps, session: SessionContext, input: AuthListInput) {
  const caller = await callerOf(deps, session);
  const now = deps.now();
  await assertFilterIds(deps.db, caller.companyId, input);
  await authorizationRepo.expireDue(deps.db, caller.companyId, now);
  const { rows, total } = await authorizationRepo.page(
    deps.db,
    caller.companyId,
    listFilterOf(caller, input),
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map((r) => toAuthorization(r, now)), total };
}

export async function deviceList(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof authorization.authDeviceList>,
) {
  const caller = await callerOf(deps, session);
  const now = deps.now();
  if (!(await deviceRows.byDeviceId(deps.db, caller.companyId, input.deviceId))) throw refuse.notFound();
  await authorizationRepo.expireDue(deps.db, caller.companyId, now, { deviceId: input.deviceId });
  const { rows, total } = await authorizationRepo.page(
    deps.db,
    caller.companyId,
    { deviceId: input.deviceId, userId: seesUnit(caller) ? undefined : caller.userId },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map((r) => toAuthorization(r, now)), total };
}

export async function ownUseList(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof authorization.authOwnUseList>,
) {
  const companyId = session.companyId!;
  if (input.userId !== session.userId) throw refuse.notFound();
  const now = deps.now();
  await authorizationRepo.expireDue(deps.db, companyId, now);
  const filter: AuthFilter =
    input.state === undefined ? { userId: input.userId, openOnly: true } : { userId: input.userId, state: input.state };
  const { rows, total } = await authorizationRepo.page(
    deps.db,
    companyId,
    filter,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  const { actor } = await callerOf(deps, session);
  const list = [];
  for (const row of rows) {
    const actions = actionsFor(snapshotOf(row), actor, await circumstancesOf(deps, deps.db, row));
    list.push({ ...toAuthorization(row, now), actions, version: row.version });
  }
  return { list, total };
}

export async function detail(deps: Deps, session: SessionContext, id: number) {
  const caller = await callerOf(deps, session);
  const now = deps.now();
  let row = await visible(deps, deps.db, caller, id);
  if (isOpen(row.state as AuthState) && row.validTo.getTime() <= now.getTime()) {
    await authorizationRepo.expireDue(deps.db, caller.companyId, now, { id });
    row = (await authorizationRepo.byId(deps.db, caller.companyId, id))!;
  }
  if (row.userId === caller.userId && row.unread) await authorizationRepo.markRead(deps.db, caller.companyId, id);
  const events = await authorizationRepo.events(deps.db, caller.companyId, id);
  const base = toAuthorization(row, now);
  return {
    ...base,
    unread: row.userId === caller.userId ? false : row.unread,
    remaining: row.useCount - row.usedCount,
    timeline: events.map((e) => ({
      kind: e.kind as EventKind,
      actorName: e.actorName,
      detail: e.detail,
      at: e.at.toISOString(),
    })),
    actions: actionsFor(snapshotOf(row), caller.actor, await circumstancesOf(deps, deps.db, row)),
    version: row.version,
  };
}

export async function fingerprintExists(deps: Deps, session: SessionContext, userId: number) {
  const member = await authorizationRepo.member(deps.db, session.companyId!, userId);
  if (!member) throw refuse.notFound();
  return { exists: member.fingerprintEnrolledAt !== null };
}

export async function countUnread(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  const userId = session.userId!;
  const now = deps.now();
  await authorizationRepo.expireDue(deps.db, companyId, now);
  return {
    authorAll: await authorizationRepo.countUnread(deps.db, companyId, userId),
    using: await authorizationRepo.count(deps.db, companyId, { userId, openOnly: true, unreadOnly: true }),
  };
}

export async function clearUnread(deps: Deps, session: SessionContext) {
  await authorizationRepo.clearUnread(deps.db, session.companyId!, session.userId!);
  return null;
}
