import { randomBytes } from 'node:crypto';
import type { z } from 'zod/mini';
import {
  authorization,
  device as deviceContract,
  useRecord,
  type ParsedRequestOf,
  type ResponseOf,
} from '../../../../contract';
import { seesUnitRows } from '../../access/policy';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { DeviceContext } from '../../caller/device';
import { UseNotes } from '../../events';
import { refuse } from '../../lib/app-error';
import { sharedResponse } from '../../lib/shared-response';
import { dayEnd, dayStart, outsideOfficeHours } from '../../lib/local-time';
import type { UploadedPart } from '../../lib/uploaded-part';
import type { SessionContext } from '../../caller/sessions';
import {
  applyIn,
  assertFilterIds,
  authorizationRows,
  type Caller,
  callerOf,
  openAuthorizationOf,
  toAuthorization,
  type AuthRow,
} from '../authorization';
import { deviceRows, isReportedLost } from '../device';
import { fileRows, sniffType, tempUrl } from '../file';
import { addEvent, eventTransaction } from '../realtime';
import { exactTotal } from './count-cache';
import { photoEvents, stampEvents } from './live';
import { renderUsePhoto } from './photo-render';
import { checkFilterIds, listPage } from './list-cache';
import { statsOf } from './shared-reads';
import { useRecordRepo, type ListPosition, type UseFilter, type UseRow } from './repository';

/*
 * Use records:
 * - the device reports each stamp (access 'device'); a networked use (0) needs the device's activated open
 *   authorisation (4 or 0) with uses left and goes through the authorisation state machine (the last use ends it as
 *   'exhausted'); privileged (1) and offline (3) uses are recorded as exceptions, trial (2) and add-ink (6) as they
 *   are; any use outside 08:00-20:00 local time, and any use of a device reported lost, is an exception too;
 * - the record keeps the member's department at the time of use;
 * - administrators and seal keepers see the unit's records, a member their own (the same rowRoles as authorisations);
 * - photos: the device's, the phone's (for the caller's own open authorisation: attached to its latest use, or kept
 *   for the next one), and the seed's, rendered from their record on first fetch and then kept as a file.
 */

type UseType = useRecord.UseType;
type ExceptionKind = (typeof useRecord.exceptionKinds)[number];

/** Whether the caller sees the unit's records (the policy's STAFF), else only their own. */
export function seesUnit(caller: Caller): boolean {
  return seesUnitRows(caller.role);
}

export function toUseRecord(row: UseRow): useRecord.UseRecord {
  return {
    id: row.id,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    authorizationId: row.authorizationId,
    empowerNo: row.empowerNo,
    userId: row.userId,
    userName: row.userName,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    useType: row.useType as UseType,
    usedAt: row.usedAt.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    exception: row.exception,
    exceptionKind: row.exceptionKind as ExceptionKind | null,
    photoCount: row.photoCount,
  };
}

export type UseListInput = Omit<ParsedRequestOf<typeof useRecord.useRecordList>, 'pageNum' | 'pageSize' | 'cursor'>;

/** The list position a cursor names (contract: useRecordCursor), and the cursor after a row. */
function positionOf(cursor: string): ListPosition {
  const [usedAt, id] = cursor.split('.').map(Number) as [number, number];
  return { usedAt: new Date(usedAt), id };
}
function cursorAfter(row: UseRow): string {
  return `${row.usedAt.getTime()}.${row.id}`;
}

/** The list's filter for a caller (exports use the same): a member's own records only. */
export function recordFilterOf(caller: Caller, input: UseListInput): UseFilter {
  return {
    deviceId: input.deviceId,
    userId: seesUnit(caller) ? input.userId : caller.userId,
    departmentId: input.departmentId,
    useType: input.useType,
    from: input.dateFrom ? dayStart(input.dateFrom) : undefined,
    to: input.dateTo ? dayEnd(input.dateTo) : undefined,
    exception: input.exception,
  };
}

/** Filter ids of another unit are not found (asking about them). */
export async function assertUseFilterIds(db: Db, caller: Caller, input: UseListInput): Promise<void> {
  await assertFilterIds(db, caller.companyId, input);
  if (
    input.departmentId !== undefined &&
    !(await useRecordRepo.hasDepartment(db, caller.companyId, input.departmentId))
  )
    throw refuse.notFound();
}

export async function list(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof useRecord.useRecordList>,
) {
  const caller = await callerOf(deps, session);
  // The unit's stats row first (shared by concurrent requests, read after they arrived): its list version says
  // whether the filter's ids and the page remembered from earlier requests are current (list-cache.ts).
  const stats = await statsOf(deps, caller.companyId);
  const asked = JSON.stringify([caller.companyId, input.deviceId, input.userId, input.departmentId]);
  await checkFilterIds(deps, asked, stats, () => assertUseFilterIds(deps.db, caller, input));
  const filter = recordFilterOf(caller, input);
  const start = input.cursor ? positionOf(input.cursor) : (input.pageNum - 1) * input.pageSize;
  const [rows, total] = await Promise.all([
    listPage(deps, caller.companyId, filter, start, input.pageSize, stats),
    exactTotal(deps, caller.companyId, filter, stats),
  ]);
  return listResponse(rows, total, input.pageSize);
}

type UseRecordPage = ResponseOf<typeof useRecord.useRecordList>;

const responses = new WeakMap<UseRow[], { total: number; response: UseRecordPage }>();

/**
 * The response for a page and its total. Requests that got the same page (shared or remembered) and total get the
 * same response object, frozen, which the reply serialises once for all of them (http/shared-serializer.ts).
 */
function listResponse(rows: UseRow[], total: number, pageSize: number): UseRecordPage {
  const known = responses.get(rows);
  if (known?.total === total) return known.response;
  const last = rows.length === pageSize ? rows[rows.length - 1] : undefined;
  const response = sharedResponse({ list: rows.map(toUseRecord), total, nextCursor: last ? cursorAfter(last) : null });
  responses.set(rows, { total, response });
  return response;
}

/** The use record, visible to the caller: another unit's is not found, another member's refused (1003). */
async function visibleRecord(deps: Deps, caller: Caller, id: number): Promise<UseRow> {
  const row = await useRecordRepo.byId(deps.db, caller.companyId, id);
  if (!row) throw refuse.notFound();
  if (row.userId !== caller.userId && !seesUnit(caller)) throw refuse.forbidden();
  return row;
}

/** The file of a photo; a generated one is rendered from its record now and kept. */
export async function photoFile(
  deps: Deps,
  photo: { id: number; companyId: number; fileId: string | null; seq: number },
  record: UseRow,
) {
  if (photo.fileId) return photo.fileId;
  const data = renderUsePhoto({
    useRecordId: record.id,
    seq: photo.seq,
    deviceId: record.deviceId,
    usedAt: record.usedAt,
    latitude: record.latitude,
    longitude: record.longitude,
  });
  const fileId = await storePhoto(
    deps,
    photo.companyId,
    null,
    `use-${record.id}-${photo.seq + 1}.png`,
    data,
    'image/png',
  );
  if (await useRecordRepo.setPhotoFile(deps.db, photo.companyId, photo.id, fileId)) return fileId;
  // Another request rendered it first: theirs is kept.
  return (await useRecordRepo.photoFileOf(deps.db, photo.companyId, photo.id)) ?? fileId;
}

/** Stores photo bytes as a file of the unit (purpose 'photo'). */
async function storePhoto(
  deps: Deps,
  companyId: number,
  uploaderId: number | null,
  name: string,
  data: Buffer,
  contentType: string,
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const storageKey = randomBytes(16).toString('hex');
  await deps.storage.put(storageKey, data);
  await fileRows.insert(deps.db, {
    id,
    companyId,
    uploaderId,
    name,
    size: data.length,
    contentType,
    purpose: 'photo',
    storageKey,
    createdAt: deps.now(),
  });
  return id;
}

export async function photosOf(deps: Deps, session: SessionContext, record: UseRow) {
  const photos = await useRecordRepo.photos(deps.db, record.companyId, [record.id]);
  const out: Array<z.infer<typeof useRecord.usePhotoSchema>> = [];
  for (const p of photos) {
    const fileId = await photoFile(deps, p, record);
    out.push({
      fileId,
      source: p.source,
      takenAt: p.takenAt.toISOString(),
      tmpUrl: (await tempUrl(deps, session, fileId)).tmpUrl,
    });
  }
  return out;
}

export async function detail(deps: Deps, session: SessionContext, id: number) {
  const caller = await callerOf(deps, session);
  const row = await visibleRecord(deps, caller, id);
  const auth = row.authorizationId
    ? await authorizationRows.byId(deps.db, caller.companyId, row.authorizationId)
    : undefined;
  return {
    ...toUseRecord(row),
    photos: await photosOf(deps, session, row),
    authorization: auth ? toAuthorization(auth, deps.now()) : null,
  };
}

export async function findByConfId(deps: Deps, session: SessionContext, confId: number) {
  const caller = await callerOf(deps, session);
  const auth = await authorizationRows.byId(deps.db, caller.companyId, confId);
  if (!auth) throw refuse.notFound();
  if (auth.userId !== caller.userId && !seesUnit(caller)) throw refuse.forbidden();
  return (await useRecordRepo.ofAuthorization(deps.db, caller.companyId, confId)).map(toUseRecord);
}

// The device gateway.

function exceptionOf(useType: UseType, usedAt: Date, lost: boolean): ExceptionKind | null {
  if (useType === 1) return 'privileged';
  if (useType === 3) return 'offline';
  if (lost) return 'lostLocked';
  if (useType === 0 && outsideOfficeHours(usedAt)) return 'outsideHours';
  return null;
}

export async function reportUse(
  deps: Deps,
  dev: DeviceContext,
  input: ParsedRequestOf<typeof useRecord.deviceReportUse>,
) {
  const companyId = dev.companyId;
  const usedAt = new Date(input.usedAt);
  const photoAbility = deviceContract.hasAbility(dev, 'photo');
  // The use, its alert and the member's notice go to the unit's event log with the use (contract/realtime.ts).
  // Other modules judge the use (events.ts 'useRecorded'), inside the same transaction.
  const announce = async (
    tx: Db,
    id: number,
    remaining: number | null,
    photographed: boolean,
    lost: boolean,
    fenced: AuthRow | undefined,
  ) => {
    const row = (await useRecordRepo.byId(tx, companyId, id))!;
    for (const draft of stampEvents(row, remaining)) addEvent(tx, companyId, draft);
    const fencedBy = fenced?.fence ? { authorizationId: fenced.id, fence: fenced.fence } : null;
    const use = { ...row, lost, photographed: photographed || row.photoCount > 0, fencedBy };
    await deps.events.emit('useRecorded', { tx, companyId, now: deps.now(), use, notes });
  };
  // Read before the transaction opens (on the embedded database an open transaction holds the one connection); a
  // stamp that races its device's loss report or a rule change by milliseconds could fall on either side anyway.
  const notes = new UseNotes();
  const [lost] = await Promise.all([
    isReportedLost(deps.db, companyId, dev.deviceId),
    deps.events.emit('useArriving', { db: deps.db, companyId, deviceId: dev.deviceId, notes }),
  ]);
  return eventTransaction(deps, async (tx) => {
    const kind = exceptionOf(input.useType, usedAt, lost);
    const base = {
      companyId,
      deviceId: dev.deviceId,
      useType: input.useType,
      usedAt,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      address: input.address ?? dev.address ?? null,
      exception: kind !== null,
      exceptionKind: kind,
      createdAt: deps.now(),
    };
    if (input.useType !== 0) {
      const id = await useRecordRepo.insert(tx, base);
      // An offline or privileged stamp names no authorisation: the device's open one, if fenced, judges where it was.
      const stamp = input.useType === useRecord.useTypes.privileged || input.useType === useRecord.useTypes.offline;
      const open = stamp ? await openAuthorizationOf(tx, companyId, dev.deviceId, deps.now()) : undefined;
      await announce(tx, id, null, photoAbility, lost, open);
      return { useRecordId: id, remaining: null, photograph: photoAbility };
    }
    const auth = await openAuthorizationOf(tx, companyId, dev.deviceId, deps.now());
    if (!auth) throw refuse.badRequest('e.useNoAuthorization');
    const { row } = await applyIn(deps, tx, auth, { kind: 'use' }, { kind: 'device' }, { actorId: null });
    const member = await authorizationRows.member(tx, companyId, auth.userId);
    const id = await useRecordRepo.insert(tx, {
      ...base,
      authorizationId: auth.id,
      empowerNo: auth.empowerNo,
      userId: auth.userId,
      departmentId: member?.departmentId ?? null,
    });
    // Phone photos taken before this use belong to it.
    const attached = await useRecordRepo.attachWaiting(tx, companyId, auth.id, id, 0);
    if (attached > 0) await useRecordRepo.addPhotoCount(tx, companyId, id, attached);
    const photograph = photoAbility && !row.photographLocked;
    await announce(tx, id, row.useCount - row.usedCount, photograph, lost, auth);
    return { useRecordId: id, remaining: row.useCount - row.usedCount, photograph };
  });
}

function photoTypeOf(file: UploadedPart): 'image/jpeg' | 'image/png' {
  const type = sniffType(file.data);
  if (type !== 'image/jpeg' && type !== 'image/png') throw refuse.badRequest('e.photoType');
  return type;
}

export async function devicePhoto(
  deps: Deps,
  dev: DeviceContext,
  input: ParsedRequestOf<typeof useRecord.devicePhoto> & { file: UploadedPart },
) {
  const companyId = dev.companyId;
  const record = await useRecordRepo.byId(deps.db, companyId, input.useRecordId);
  if (!record || record.deviceId !== dev.deviceId) throw refuse.notFound();
  if (record.authorizationId) {
    const auth = await authorizationRows.byId(deps.db, companyId, record.authorizationId);
    if (auth?.photographLocked) throw refuse.badRequest('e.photoLocked');
  }
  const type = photoTypeOf(input.file);
  const fileId = await storePhoto(
    deps,
    companyId,
    null,
    `device-${record.id}.${type === 'image/png' ? 'png' : 'jpg'}`,
    input.file.data,
    type,
  );
  await eventTransaction(deps, async (tx) => {
    const seq = (await useRecordRepo.addPhotoCount(tx, companyId, record.id, 1)) - 1;
    const takenAt = deps.now();
    await useRecordRepo.insertPhoto(tx, {
      companyId,
      useRecordId: record.id,
      authorizationId: record.authorizationId,
      deviceId: dev.deviceId,
      source: 'device',
      fileId,
      seq,
      takenAt,
    });
    const facts = { ...record, useRecordId: record.id, source: 'device' as const, fileId, takenAt };
    for (const draft of photoEvents(facts)) addEvent(tx, companyId, draft);
  });
  return { fileId };
}

// Phone photos.

export async function phoneSave(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof useRecord.useImageSave> & { file: UploadedPart },
) {
  const caller = await callerOf(deps, session);
  const auth = await authorizationRows.byEmpowerNo(deps.db, caller.companyId, input.empowerNo);
  if (!auth) throw refuse.notFound();
  const now = deps.now();
  const open = authorization.OPEN_AUTH_STATES.includes(auth.state as authorization.AuthState) && auth.validTo > now;
  if (auth.userId !== caller.userId || !open) throw refuse.badRequest('e.phonePhotoNoAuth');
  const type = photoTypeOf(input.file);
  const fileId = await storePhoto(
    deps,
    caller.companyId,
    caller.userId,
    `phone-${auth.empowerNo}.${type === 'image/png' ? 'png' : 'jpg'}`,
    input.file.data,
    type,
  );
  const useRecordId = await eventTransaction(deps, async (tx) => {
    const latest = await useRecordRepo.latestOfAuthorization(tx, caller.companyId, auth.id);
    const seq = latest ? (await useRecordRepo.addPhotoCount(tx, caller.companyId, latest.id, 1)) - 1 : 0;
    await useRecordRepo.insertPhoto(tx, {
      companyId: caller.companyId,
      useRecordId: latest?.id ?? null,
      authorizationId: auth.id,
      deviceId: auth.deviceId,
      source: 'phone',
      fileId,
      seq,
      takenAt: now,
    });
    const place = await deviceRows.byDeviceId(tx, caller.companyId, auth.deviceId);
    const facts = {
      useRecordId: latest?.id ?? null,
      deviceId: auth.deviceId,
      deviceName: auth.deviceName,
      userId: auth.userId,
      userName: auth.userName,
      address: place?.address ?? null,
      source: 'phone' as const,
      fileId,
      takenAt: now,
    };
    for (const draft of photoEvents(facts)) addEvent(tx, caller.companyId, draft);
    return latest?.id ?? null;
  });
  return { fileId, useRecordId };
}

export async function phoneList(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof useRecord.phonePhotoList>,
) {
  const caller = await callerOf(deps, session);
  await assertFilterIds(deps.db, caller.companyId, input);
  const { rows, total } = await useRecordRepo.phonePage(
    deps.db,
    caller.companyId,
    input.deviceId,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  const list = [];
  for (const r of rows) {
    const fileId = r.fileId ?? '';
    list.push({
      fileId,
      source: 'phone' as const,
      takenAt: r.takenAt.toISOString(),
      tmpUrl: fileId ? (await tempUrl(deps, session, fileId)).tmpUrl : '',
      useRecordId: r.useRecordId,
      empowerNo: r.empowerNo,
      deviceName: r.deviceName,
      userName: r.userName,
    });
  }
  return { list, total };
}

export async function operateList(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof useRecord.operateRecordList>,
) {
  const companyId = session.companyId!;
  if (input.deviceId !== undefined && !(await deviceRows.byDeviceId(deps.db, companyId, input.deviceId)))
    throw refuse.notFound();
  const { rows, total } = await useRecordRepo.operations(
    deps.db,
    companyId,
    {
      deviceId: input.deviceId,
      operationType: input.operationType,
      ...(input.dateFrom ? { from: dayStart(input.dateFrom) } : {}),
      ...(input.dateTo ? { to: dayEnd(input.dateTo) } : {}),
    },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}

const useTypeLabels: Record<UseType, string> = {
  0: '联网用印',
  1: '特权用印',
  2: '试盖章',
  3: '离线用印',
  6: '加印油',
};

export async function monthStatistics(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof useRecord.useMonthStatistics>,
) {
  const caller = await callerOf(deps, session);
  await assertFilterIds(deps.db, caller.companyId, input);
  const first = `${input.month}-01`;
  const [y, m] = input.month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  const filter: UseFilter = {
    deviceId: input.deviceId,
    userId: seesUnit(caller) ? undefined : caller.userId,
    from: dayStart(first),
    to: dayStart(next),
  };
  const g = await useRecordRepo.monthGroups(deps.db, caller.companyId, filter);
  const perDayMap = new Map(g.perDay.map((d) => [d.day, d.n]));
  const perDay: Array<{ day: string; count: number }> = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t < Date.parse(`${next}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    perDay.push({ day, count: perDayMap.get(day) ?? 0 });
  }
  return {
    total: perDay.reduce((sum, d) => sum + d.count, 0),
    exceptions: g.exceptions,
    perDay,
    perDevice: g.perDevice.map((d) => ({ key: d.key, label: d.label, count: d.n })),
    perDepartment: g.perDepartment.map((d) => ({ key: String(d.key), label: d.label, count: d.n })),
    perUseType: g.perUseType.map((t) => ({
      key: t.key as UseType,
      label: useTypeLabels[t.key as UseType] ?? String(t.key),
      count: t.n,
    })),
  };
}

export async function countUnread(deps: Deps, session: SessionContext) {
  const caller = await callerOf(deps, session);
  const marks = await useRecordRepo.marks(deps.db, caller.companyId, caller.userId);
  return {
    exception: await useRecordRepo.countExceptionsAfter(
      deps.db,
      caller.companyId,
      marks.exceptionSeenId,
      seesUnit(caller) ? undefined : caller.userId,
    ),
    auth: await useRecordRepo.countOwnAfter(deps.db, caller.companyId, caller.userId, marks.authSeenId),
  };
}

export async function clearUnread(deps: Deps, session: SessionContext, which: 'exception' | 'auth') {
  const companyId = session.companyId!;
  const { maxId } = await useRecordRepo.stats(deps.db, companyId);
  await useRecordRepo.setMark(
    deps.db,
    companyId,
    session.userId!,
    which === 'exception' ? { exceptionSeenId: maxId } : { authSeenId: maxId },
  );
  return null;
}
