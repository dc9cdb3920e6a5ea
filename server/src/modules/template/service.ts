import { apply, roles, template, type ParsedRequestOf } from '../../../../contract';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { DomainEvents } from '../../events';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { deviceRows } from '../device';
import { assertFileTypesExist } from '../file-type';
import { codesOfRole } from '../../caller/grants';
import { assertQuota, lockQuota } from '../quota';
import { templateRepo, type TemplateRow } from './repository';

/*
 * Approval template rules:
 * - a template belongs to a device of the unit; a device holds at most maxTemplatesPerDevice templates (checked under
 *   the quota's lock);
 * - approvers are members of the unit, in order, distinct (contract); a user who is no member of the unit is not
 *   found, a disabled member is refused with 'e.approverInvalid', a member whose role lacks the 'apply:approve'
 *   permission (by default roles 0-2) with 'e.approverNoPermission';
 * - file types come from the unit's catalogue (file-type module); another name is refused with 'e.fileTypeUnknown';
 * - two templates of one device never list the same file type ('e.templateFileTypeOverlap', checked with the device
 *   row locked), so an application's template is unambiguous (contract `templateFor`, the apply form's choice too);
 * - unbinding a device removes its templates (device service).
 */

/** Names of the approvers in order; a member who left the unit since keeps their account name. */
async function approversOf(db: Db, companyId: number, ids: readonly number[]) {
  const members = new Map((await templateRepo.membersAmong(db, companyId, ids)).map((m) => [m.userId, m]));
  return ids.map((userId) => {
    const m = members.get(userId);
    return { userId, realName: m ? (m.realName ?? m.accountName) : '' };
  });
}

async function toTemplate(db: Db, companyId: number, row: TemplateRow): Promise<template.Template> {
  return {
    id: row.id,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    name: row.name,
    approvers: await approversOf(db, companyId, row.approverIds),
    fileTypes: row.fileTypes,
    useCountLimit: row.useCountLimit,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every approver must be an active member of the unit whose role may approve applications. */
async function assertApprovers(
  db: Db,
  companyId: number,
  ids: readonly number[],
  approving: ReadonlySet<number>,
): Promise<void> {
  const members = await templateRepo.membersAmong(db, companyId, ids);
  if (members.length !== ids.length) throw refuse.notFound();
  if (members.some((m) => m.disabled)) throw refuse.badRequest('e.approverInvalid');
  for (const id of ids) {
    const m = members.find((x) => x.userId === id)!;
    if (!approving.has(m.role)) throw refuse.badRequest('e.approverNoPermission', m.realName ?? m.accountName);
  }
}

/** Refuses file types another template of the device lists already, naming the first shared one and that template. */
async function assertNoOverlap(
  db: Db,
  companyId: number,
  deviceId: string,
  fileTypes: readonly string[],
  exceptId?: number,
): Promise<void> {
  for (const other of await templateRepo.othersOfDevice(db, companyId, deviceId, exceptId)) {
    const [shared] = template.sharedFileTypes(fileTypes, other.fileTypes);
    if (shared !== undefined) throw refuse.badRequest('e.templateFileTypeOverlap', shared, other.name);
  }
}

/** The permission an approver's role must hold (the approve call's own code). */
const APPROVE_PERMISSION = apply.applyApprove.permission!;

/** The roles whose grants hold the approve permission (read before a transaction: the grants are cached). */
async function approvingRoles(deps: Deps): Promise<ReadonlySet<number>> {
  const out = new Set<number>();
  for (const role of Object.values(roles)) if ((await codesOfRole(deps, role)).has(APPROVE_PERMISSION)) out.add(role);
  return out;
}

export async function list(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof template.templateList>) {
  const companyId = session.companyId!;
  // Filtering by a device is asking about it: another unit's device is not found.
  if (input.deviceId !== undefined && !(await deviceRows.byDeviceId(deps.db, companyId, input.deviceId))) {
    throw refuse.notFound();
  }
  const { rows, total } = await templateRepo.page(
    deps.db,
    companyId,
    input.deviceId,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  const out: template.Template[] = [];
  for (const row of rows) out.push(await toTemplate(deps.db, companyId, row));
  return { list: out, total };
}

export async function detail(deps: Deps, session: SessionContext, id: number) {
  const companyId = session.companyId!;
  const row = await templateRepo.byId(deps.db, companyId, id);
  if (!row) throw refuse.notFound();
  return toTemplate(deps.db, companyId, row);
}

export async function add(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof template.templateAdd>) {
  const companyId = session.companyId!;
  const approving = await approvingRoles(deps);
  const id = await deps.db.transaction(async (tx) => {
    // The device row's lock orders the overlap checks of two changes to its templates (and an unbind).
    if (!(await deviceRows.lock(tx, companyId, input.deviceId))) throw refuse.notFound();
    await assertApprovers(tx, companyId, input.approverIds, approving);
    await assertFileTypesExist(tx, companyId, input.fileTypes);
    await lockQuota(tx, companyId, 'maxTemplatesPerDevice');
    const used = await templateRepo.countOfDevice(tx, companyId, input.deviceId);
    await assertQuota(tx, companyId, 'maxTemplatesPerDevice', used + 1);
    await assertNoOverlap(tx, companyId, input.deviceId, input.fileTypes);
    return templateRepo.insert(tx, {
      companyId,
      deviceId: input.deviceId,
      name: input.name,
      approverIds: input.approverIds,
      fileTypes: input.fileTypes,
      useCountLimit: input.useCountLimit,
      createdAt: deps.now(),
    });
  });
  return { id };
}

export async function update(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof template.templateUpdate>,
) {
  const companyId = session.companyId!;
  const approving = await approvingRoles(deps);
  await deps.db.transaction(async (tx) => {
    const current = await templateRepo.byId(tx, companyId, input.id);
    if (!current) throw refuse.notFound();
    await deviceRows.lock(tx, companyId, current.deviceId);
    await assertApprovers(tx, companyId, input.approverIds, approving);
    await assertFileTypesExist(tx, companyId, input.fileTypes);
    await assertNoOverlap(tx, companyId, current.deviceId, input.fileTypes, input.id);
    await templateRepo.update(tx, companyId, input.id, {
      name: input.name,
      approverIds: input.approverIds,
      fileTypes: input.fileTypes,
      useCountLimit: input.useCountLimit,
    });
  });
  return null;
}

export async function remove(deps: Deps, session: SessionContext, id: number) {
  if (!(await templateRepo.remove(deps.db, session.companyId!, id))) throw refuse.notFound();
  return null;
}

/** A device's approval templates go with it when it is unbound. */
export async function removeTemplatesOfDevice(event: DomainEvents['deviceUnbinding']): Promise<void> {
  await templateRepo.removeOfDevice(event.tx, event.companyId, event.deviceId);
}
