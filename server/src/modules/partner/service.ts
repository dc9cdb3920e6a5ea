import { resultCodes, type ParsedRequestOf, type ResponseOf, type unit } from '../../../../contract';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { unitAdministrators } from '../certification';
import { messageRows, messageTextsOf } from '../message';
import { partnerRepo, type PartnerRow } from './repository';

/*
 * Partner (agent) applications: a unit applies (state 0), the system side passes (1) or rejects (2) it. One open
 * application per unit (a partial unique index backs the check); a passed unit does not apply again, a rejected one
 * may. Only a passed application gets a device delivery time. datarule/v1/refresh rebuilds data_rules from the passed
 * applications: each partner unit sees its direct subsidiaries.
 */

function toApply({ apply, companyName }: PartnerRow): ResponseOf<typeof unit.partnerApplyDetail> {
  return {
    id: apply.id,
    companyId: apply.companyId,
    companyName,
    contactName: apply.contactName,
    contactPhone: apply.contactPhone,
    region: apply.region,
    remark: apply.remark,
    state: apply.state as 0 | 1 | 2,
    reviewRemark: apply.reviewRemark,
    deliveryTime: apply.deliveryTime,
    createdAt: apply.createdAt.toISOString(),
  };
}

/** The unit a session reads: its own for staff, every unit (null) for the system side. */
function scopeOf(session: SessionContext): number | null {
  if (session.kind === 'system') return null;
  if (session.companyId === null) throw new AppError(resultCodes.unitRequired, 'e.unitRequired');
  return session.companyId;
}

type SaveInput = ParsedRequestOf<typeof unit.partnerApplySave>;

export async function save(deps: Deps, session: SessionContext, input: SaveInput) {
  const companyId = session.companyId!;
  const standing = await partnerRepo.standing(deps.db, companyId);
  if (standing) throw refuse.conflict(standing.state === 1 ? 'e.partnerPassed' : 'e.partnerOpen');
  try {
    const id = await partnerRepo.insert(deps.db, {
      companyId,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      region: input.region,
      remark: input.remark ?? null,
      state: 0,
      createdAt: deps.now(),
    });
    return { id };
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse.conflict('e.partnerOpen');
    throw error;
  }
}

type ListInput = ParsedRequestOf<typeof unit.partnerApplyList>;

export async function list(deps: Deps, session: SessionContext, input: ListInput) {
  const { rows, total } = await partnerRepo.page(
    deps.db,
    scopeOf(session),
    input.state,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map(toApply), total };
}

export async function detail(deps: Deps, session: SessionContext, id: number) {
  const row = await partnerRepo.byId(deps.db, scopeOf(session), id);
  if (!row) throw refuse.notFound();
  return toApply(row);
}

type ReviewInput = ParsedRequestOf<typeof unit.partnerApplyUpdate>;

/** Reviews a waiting application; the unit's administrators get a message with the result (and the remark). */
export async function review(deps: Deps, input: ReviewInput) {
  const found = await partnerRepo.byId(deps.db, null, input.id);
  if (!found) throw refuse.notFound();
  const remark = input.reviewRemark ?? null;
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await partnerRepo.review(tx, input.id, input.state, remark, at))) throw refuse.conflict('e.partnerReviewed');
    const unitName = found.companyName ?? '';
    const texts =
      input.state === 1
        ? messageTextsOf('m.partner.passed.title', 'm.partner.passed.content', [unitName])
        : messageTextsOf(
            'm.partner.rejected.title',
            remark ? 'm.partner.rejected.content' : 'm.partner.rejectedNoReason.content',
            [unitName, remark ?? ''],
          );
    const companyId = found.apply.companyId;
    for (const userId of await unitAdministrators(tx, companyId)) {
      await messageRows.insert(tx, { companyId, userId }, { type: 'system', ...texts, createdAt: at });
    }
  });
  return null;
}

export async function setDeliveryTime(deps: Deps, id: number, deliveryTime: string) {
  if (Number.isNaN(Date.parse(`${deliveryTime}T00:00:00Z`))) throw refuse.badRequest('v.invalid');
  const found = await partnerRepo.byId(deps.db, null, id);
  if (!found) throw refuse.notFound();
  if (!(await partnerRepo.setDeliveryTime(deps.db, id, deliveryTime))) throw refuse.badRequest('e.partnerNotPassed');
  return null;
}

export async function refreshRules(deps: Deps) {
  return { rules: await deps.db.transaction((tx) => partnerRepo.rebuildRules(tx)) };
}
