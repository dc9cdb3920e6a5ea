import type { ParsedRequestOf, platform } from '../../../../contract';
import { revokeSessionsOfUnit } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { dayStart, localDay } from '../../lib/local-time';
import { certificationsWaiting } from '../certification';
import { openComplaintCount } from '../complaint';
import { QUOTA_DEFAULTS, quotaApplicationsWaiting } from '../quota';
import { platformRepo } from './repository';

/*
 * The platform's own view (system side): figures for its home, every unit with its standing, and switching a unit
 * off and on. A disabled unit's sessions end in the same transaction, its members are refused when they choose it
 * again ('该单位已停用'), and its devices are refused by the gateway (caller/device.ts).
 */

export async function overview(deps: Deps) {
  const [units, devices, usesToday, certifications, quotaApplications, partners, complaints] = await Promise.all([
    platformRepo.unitCounts(deps.db),
    platformRepo.deviceCounts(deps.db),
    platformRepo.usesSince(deps.db, dayStart(localDay(deps.now()))),
    certificationsWaiting(deps),
    quotaApplicationsWaiting(deps),
    platformRepo.partnersWaiting(deps.db),
    openComplaintCount(deps),
  ]);
  return {
    units: units.units,
    certifiedUnits: units.certified,
    disabledUnits: units.disabled,
    devices: devices.devices,
    devicesOnline: devices.online,
    usesToday,
    waiting: { certifications, quotaApplications, partners, complaints },
  };
}

type UnitListInput = ParsedRequestOf<typeof platform.unitList>;

export async function unitList(deps: Deps, input: UnitListInput) {
  const { rows, total } = await platformRepo.unitPage(
    deps.db,
    {
      keyword: input.keyword,
      certState: input.certState,
      disabled: input.standing === undefined ? undefined : input.standing === 'disabled',
    },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return {
    list: rows.map((r) => ({
      ...r,
      certState: r.certState as 0 | 1 | 2 | 3,
      memberLimit: r.memberLimit ?? QUOTA_DEFAULTS.usersPerUnit,
      deviceLimit: r.deviceLimit ?? QUOTA_DEFAULTS.bindableSeals,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}

export async function setUnitDisabled(deps: Deps, companyId: number, disabled: boolean) {
  await deps.db.transaction(async (tx) => {
    if (!(await platformRepo.setDisabled(tx, companyId, disabled))) throw refuse.notFound();
    if (disabled) await revokeSessionsOfUnit(tx, deps, companyId, 'unit-disabled');
  });
  return null;
}
