import { messageTextOf, type MessageTextKey, type ParsedRequestOf, type platform } from '../../../../contract';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../lib/app-error';
import { resultCodes } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import { messageRows } from '../message';
import { applicationRepo, quotaRepo, type QuotaApplicationRow } from './repository';
import { limitOf } from './service';

/*
 * Quota applications (spec section 4): a unit's administrator asks for a higher limit of one item (state RUNNING,
 * info INITIAL); the platform passes it (COMPLETED/PASS: the limit is set in the same transaction, so it applies at
 * once) or rejects it with a reason (COMPLETED/REJECT). The applicant gets a message either way. One open
 * application per unit and item (a partial unique index backs the check).
 */

function toApplication(row: QuotaApplicationRow): platform.QuotaApplication {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    applicantName: row.applicantName,
    item: row.item,
    currentLimit: row.currentLimit,
    requestedLimit: row.requestedLimit,
    reason: row.reason,
    state: row.state,
    infoState: row.infoState,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

type ApplyInput = ParsedRequestOf<typeof platform.quotaApply>;

export async function apply(deps: Deps, session: SessionContext, input: ApplyInput) {
  const companyId = session.companyId!;
  const current = await limitOf(deps.db, companyId, input.item);
  if (input.requestedLimit <= current) throw refuse.badRequest('e.quotaApplyNotMore', current);
  try {
    const id = await applicationRepo.insert(deps.db, {
      companyId,
      applicantId: session.userId!,
      item: input.item,
      currentLimit: current,
      requestedLimit: input.requestedLimit,
      reason: input.reason,
      createdAt: deps.now(),
    });
    return { id };
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse.conflict('e.quotaApplyOpen');
    throw error;
  }
}

type ListInput = ParsedRequestOf<typeof platform.quotaApplyList>;

/** A unit session lists its unit's applications, the system side every unit's. */
export async function list(deps: Deps, session: SessionContext, input: ListInput) {
  if (session.kind !== 'system' && session.companyId === null) {
    throw new AppError(resultCodes.unitRequired, 'e.unitRequired');
  }
  const { rows, total } = await applicationRepo.page(
    deps.db,
    {
      companyId: session.kind === 'system' ? null : session.companyId,
      keyword: input.keyword,
      state: input.state,
      item: input.item,
    },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map(toApplication), total };
}

type ReviewInput = ParsedRequestOf<typeof platform.quotaApplyReview>;

/** The texts of a review's message in both languages (the item's name differs by language, so each renders its own). */
function reviewTexts(pass: boolean, unitName: string, row: { item: string; requestedLimit: number }, reason: string) {
  const [title, content]: [MessageTextKey, MessageTextKey] = pass
    ? ['m.quota.passed.title', 'm.quota.passed.content']
    : ['m.quota.rejected.title', 'm.quota.rejected.content'];
  const itemKey = `m.quota.item.${row.item}` as MessageTextKey;
  const args = (lang: 'zh-CN' | 'en-US') => [unitName, messageTextOf(itemKey, lang), row.requestedLimit, reason];
  return {
    title: messageTextOf(title, 'zh-CN'),
    content: messageTextOf(content, 'zh-CN', args('zh-CN')),
    titleEn: messageTextOf(title, 'en-US'),
    contentEn: messageTextOf(content, 'en-US', args('en-US')),
  };
}

export async function review(deps: Deps, input: ReviewInput) {
  const reason = input.reason ?? '';
  if (!input.pass && !reason) throw refuse.badRequest('e.rejectReasonRequired');
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await applicationRepo.complete(tx, input.id, {
      infoState: input.pass ? 'PASS' : 'REJECT',
      rejectReason: input.pass ? null : reason,
      at,
    });
    if (!row) {
      throw (await applicationRepo.exists(tx, input.id)) ? refuse.conflict('e.reviewed') : refuse.notFound();
    }
    if (input.pass) {
      // The limit never drops by a pass (the platform lowered it meanwhile? the application still raises it).
      await quotaRepo.lock(tx, row.companyId, row.item);
      await quotaRepo.set(tx, row.companyId, row.item, row.requestedLimit);
    }
    const unitName = (await quotaRepo.unitName(tx, row.companyId))?.name ?? '';
    await messageRows.insert(
      tx,
      { companyId: row.companyId, userId: row.applicantId },
      { type: 'system', ...reviewTexts(input.pass, unitName, row, reason), createdAt: at },
    );
  });
  return null;
}

/** How many applications wait for a review (the system side's home). */
export function waitingCount(deps: Deps): Promise<number> {
  return applicationRepo.countRunning(deps.db);
}
