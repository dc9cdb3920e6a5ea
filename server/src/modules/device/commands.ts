import { device, deviceCommand, type ParsedRequestOf } from '../../../../contract';
import type { DeviceContext } from '../../caller/device';
import { assertPermission } from '../../caller/grants';
import type { SessionContext } from '../../caller/sessions';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { addEvent } from '../realtime';
import { commandRepo, type CommandRow } from './command-repository';
import { isReportedLost } from './live';
import { deviceRecordRepo, deviceRepo, type DeviceRow } from './repository';
import { withLiveEvents } from './service';

/*
 * The command queue of a device (contract/device-command.ts):
 * - one open command of a kind per device (checked under the device's row lock, so two orders cannot both pass);
 * - a command to an offline device waits for it until its expiry (the answer says the device is offline);
 * - locking records the report of loss (operation 4) at once: from then on the device counts as lost and locked and
 *   its uses are exceptions, whether or not it has fetched the command yet; the device's unlock confirmation records
 *   the unlocking (operation 5); a firmware check the device confirms records what it reported (operation 6);
 * - settings are only the fields the model allows; the device's confirmation makes them the confirmed ones;
 * - each change of a command is an event for the unit, so the console follows its progress live.
 */

type Kind = deviceCommand.CommandKind;

/** A command as the contract shows it: an open one past its expiry is expired. */
export function toCommand(row: CommandRow, now: Date): deviceCommand.DeviceCommand {
  const expired = deviceCommand.isOpenCommand(row.state) && row.expiresAt <= now;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    deviceId: row.deviceId,
    kind: row.kind,
    state: expired ? 'expired' : row.state,
    reason: row.reason,
    settings: (row.settings as deviceCommand.DeviceSettings | null) ?? null,
    useRecordId: row.useRecordId,
    operatorName: row.operatorName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    finishedAt: iso(row.finishedAt),
  };
}

function announce(tx: Db, row: CommandRow): void {
  addEvent(tx, row.companyId, {
    type: 'command',
    to: 'unit',
    command: { id: row.id, deviceId: row.deviceId, kind: row.kind, state: row.state, useRecordId: row.useRecordId },
  });
}

async function found(db: Db, companyId: number, deviceId: string): Promise<DeviceRow> {
  const row = await deviceRepo.byDeviceId(db, companyId, deviceId);
  if (!row) throw refuse.notFound();
  return row;
}

/** What each kind needs of the device before it is queued (inside the device's lock). */
async function assertOrderable(tx: Db, companyId: number, row: DeviceRow, kind: Kind): Promise<void> {
  const locked = await isReportedLost(tx, companyId, row.deviceId);
  if ((kind === 'lock' || kind === 'unlock') && !device.hasAbility(row, 'remoteLock')) {
    throw refuse.badRequest('e.remoteLockUnsupported');
  }
  if (kind === 'lock' && locked) throw refuse.conflict('e.deviceLocked');
  if (kind === 'unlock' && !locked) throw refuse.conflict('e.deviceNotLocked');
  if (kind === 'trialStamp' && locked) throw refuse.conflict('e.trialWhileLocked');
}

async function order(
  deps: Deps,
  session: SessionContext,
  deviceId: string,
  kind: Kind,
  settings: deviceCommand.DeviceSettings | null,
): Promise<deviceCommand.OrderedCommand> {
  const companyId = session.companyId!;
  const now = deps.now();
  return withLiveEvents(deps, { companyId, deviceId }, async (tx) => {
    if (!(await deviceRepo.lock(tx, companyId, deviceId))) throw refuse.notFound();
    const dev = await found(tx, companyId, deviceId);
    await assertOrderable(tx, companyId, dev, kind);
    if (await commandRepo.openOfKind(tx, companyId, deviceId, kind, now)) throw refuse.conflict('e.commandOpen');
    const operatorName = await commandRepo.userName(tx, session.userId!);
    const row = await commandRepo.insert(tx, {
      companyId,
      deviceId,
      kind,
      settings,
      operatorName,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deviceCommand.COMMAND_TTL_MS),
    });
    if (kind === 'lock') {
      await deviceRecordRepo.addOperation(tx, {
        companyId,
        deviceId,
        operationType: device.operationTypes.reportLostAndLock,
        operatorName,
        detail: '远程挂失锁定',
        createdAt: now,
      });
    }
    announce(tx, row);
    return { command: toCommand(row, now), offline: !dev.online };
  });
}

/** A plain command; a trial stamp is for the staff (the policy), the others change the device (device:edit). */
export async function send(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof deviceCommand.deviceCommandSend>,
) {
  if (input.kind !== 'trialStamp') await assertPermission(deps, session, 'device:edit');
  return order(deps, session, input.deviceId, input.kind, null);
}

export async function list(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof deviceCommand.deviceCommandList>,
) {
  const companyId = session.companyId!;
  await found(deps.db, companyId, input.deviceId);
  const now = deps.now();
  const rows = await commandRepo.latest(deps.db, companyId, input.deviceId, input.kind);
  return { list: rows.map((r) => toCommand(r, now)), locked: await isReportedLost(deps.db, companyId, input.deviceId) };
}

export async function settings(deps: Deps, session: SessionContext, deviceId: string) {
  const companyId = session.companyId!;
  const dev = await found(deps.db, companyId, deviceId);
  const fields = deviceCommand.settingFieldsOf(dev.model);
  const now = deps.now();
  const saved = ((await commandRepo.lastDoneSettings(deps.db, companyId, deviceId)) ??
    {}) as deviceCommand.DeviceSettings;
  const confirmed: deviceCommand.DeviceSettings = {};
  for (const field of fields) {
    const value = saved[field] ?? (field === 'alarmNumber' ? '' : deviceCommand.defaultSettings[field]);
    Object.assign(confirmed, { [field]: value });
  }
  const pending = await commandRepo.openOfKind(deps.db, companyId, deviceId, 'applySettings', now);
  return { fields, confirmed, pending: pending ? toCommand(pending, now) : null };
}

/** New parameters: only the model's fields, at least one of them. */
export async function applySettings(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof deviceCommand.deviceSettingsApply>,
) {
  const { deviceId, ...values } = input;
  const dev = await found(deps.db, session.companyId!, deviceId);
  const allowed = deviceCommand.settingFieldsOf(dev.model);
  const given = (Object.keys(values) as deviceCommand.SettingField[]).filter((k) => values[k] !== undefined);
  if (given.some((k) => !allowed.includes(k))) throw refuse.badRequest('e.settingsUnsupported');
  if (given.length === 0) throw refuse.badRequest('e.settingsEmpty');
  return order(deps, session, deviceId, 'applySettings', Object.fromEntries(given.map((k) => [k, values[k]])));
}

/** The gateway: the device takes its open commands (pending ones become delivered). */
export async function fetchCommands(deps: Deps, dev: DeviceContext) {
  const now = deps.now();
  return withLiveEvents(deps, dev, async (tx) => {
    const rows = await commandRepo.open(tx, dev.companyId, dev.deviceId, now);
    const list: deviceCommand.DeviceCommand[] = [];
    for (const row of rows) {
      if (row.state === 'pending') {
        const delivered = await commandRepo.update(tx, row.id, { state: 'delivered', deliveredAt: now });
        announce(tx, delivered);
        list.push(toCommand(delivered, now));
      } else list.push(toCommand(row, now));
    }
    return { list };
  });
}

/** The operation record a confirmed command leaves, if any. */
function recordOf(row: CommandRow, reason: string | null): { type: device.OperationType; detail: string } | null {
  if (row.kind === 'unlock') return { type: device.operationTypes.privilegePassword, detail: '远程解锁' };
  if (row.kind === 'firmwareCheck') {
    return { type: device.operationTypes.firmwareUpgrade, detail: reason ? `固件检查：${reason}` : '固件检查' };
  }
  return null;
}

/** The gateway: the device acknowledges one of its open commands, done or failed with its reason. */
export async function acknowledge(
  deps: Deps,
  dev: DeviceContext,
  input: ParsedRequestOf<typeof deviceCommand.gatewayCommandAck>,
) {
  const now = deps.now();
  await withLiveEvents(deps, dev, async (tx) => {
    const row = await commandRepo.lockOne(tx, dev.companyId, dev.deviceId, input.id);
    if (!row) throw refuse.notFound();
    if (!deviceCommand.isOpenCommand(row.state) || row.expiresAt <= now) throw refuse.conflict('e.commandClosed');
    const reason = input.reason || null;
    const updated = await commandRepo.update(tx, row.id, {
      state: input.ok ? 'done' : 'failed',
      reason,
      useRecordId: input.ok && row.kind === 'trialStamp' ? (input.useRecordId ?? null) : null,
      deliveredAt: row.deliveredAt ?? now,
      finishedAt: now,
    });
    const record = input.ok ? recordOf(row, reason) : null;
    if (record) {
      await deviceRecordRepo.addOperation(tx, {
        companyId: dev.companyId,
        deviceId: dev.deviceId,
        operationType: record.type,
        operatorName: row.operatorName,
        detail: record.detail,
        createdAt: now,
      });
    }
    announce(tx, updated);
  });
  return null;
}
