import { unit, type ParsedRequestOf, type platform } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { fileRows, signedFileUrl } from '../file';
import { messageRows, messageTextsOf } from '../message';
import { CREDIT_CODE_KEY, unitRows } from '../unit';
import { isUniqueViolation } from '../../db/errors';
import { certificationRepo, type CertificationRow } from './repository';

/*
 * Certification: state 0 none -> 1 under review (apply) -> 2 certified or 3 rejected (review); a rejected unit may
 * resubmit. The review is the system side's: a pass sets the unit's full name and credit code, a rejection keeps its
 * reason for the unit's page; either way the unit's administrators get a message.
 */

function toCertification(row: CertificationRow): unit.Certification {
  return {
    id: row.id,
    companyId: row.companyId,
    state: row.state as 0 | 1 | 2 | 3,
    companyFullName: row.companyFullName,
    socialCreditCode: row.socialCreditCode,
    legalPerson: row.legalPerson,
    address: row.address,
    licenceFileId: row.licenceFileId,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

type ApplyInput = ParsedRequestOf<typeof unit.certificationApply>;

/** Submits (or after a rejection resubmits) the unit's certification; the licence must be a file of the unit. */
export async function apply(deps: Deps, session: SessionContext, input: ApplyInput) {
  const companyId = session.companyId!;
  const licence = await fileRows.byId(deps.db, companyId, input.licenceFileId);
  if (!licence) throw refuse.notFound();
  await assertCreditCodeFree(deps, input.socialCreditCode, companyId);
  const id = await deps.db.transaction(async (tx) => {
    if (!(await certificationRepo.claimReview(tx, companyId))) {
      const state = await certificationRepo.stateOf(tx, companyId);
      throw refuse.conflict(state === unit.certStates.certified ? 'e.certCertified' : 'e.certReviewing');
    }
    return certificationRepo.insert(tx, {
      companyId,
      state: unit.certStates.reviewing,
      companyFullName: input.companyFullName,
      socialCreditCode: input.socialCreditCode,
      legalPerson: input.legalPerson,
      address: input.address ?? null,
      licenceFileId: licence.id,
      submittedAt: deps.now(),
    });
  });
  return { id };
}

/** One application of the unit; id 0 is the latest (null when the unit never applied). */
export async function info(deps: Deps, session: SessionContext, id: number) {
  const companyId = session.companyId!;
  if (id === 0) {
    const latest = await certificationRepo.latest(deps.db, companyId);
    return latest ? toCertification(latest) : null;
  }
  const row = await certificationRepo.byId(deps.db, companyId, id);
  if (!row) throw refuse.notFound();
  return toCertification(row);
}

/** A credit code names one unit: another unit's code is refused when applying, and again when passing. */
async function assertCreditCodeFree(deps: Deps, code: string, companyId: number): Promise<void> {
  const holder = await unitRows.byCreditCode(deps.db, code);
  if (holder && holder.id !== companyId) throw refuse.conflict('e.creditCodeTaken');
}

type ReviewInput = ParsedRequestOf<typeof platform.certificationReview>;

/** Reviews an application under review: pass, or reject with a reason (required). */
export async function review(deps: Deps, input: ReviewInput) {
  const reason = input.reason ?? '';
  if (!input.pass && !reason) throw refuse.badRequest('e.rejectReasonRequired');
  const at = deps.now();
  await creditCodeConflicts(() =>
    deps.db.transaction(async (tx) => {
      const row = await certificationRepo.review(tx, input.id, {
        state: input.pass ? 2 : 3,
        rejectReason: input.pass ? null : reason,
        at,
      });
      if (!row)
        throw (await certificationRepo.anyById(tx, input.id)) ? refuse.conflict('e.reviewed') : refuse.notFound();
      const texts = input.pass
        ? messageTextsOf('m.cert.passed.title', 'm.cert.passed.content', [row.companyFullName, '', '', reason])
        : messageTextsOf('m.cert.rejected.title', 'm.cert.rejected.content', [row.companyFullName, '', '', reason]);
      for (const userId of await certificationRepo.administratorsOf(tx, row.companyId)) {
        await messageRows.insert(tx, { companyId: row.companyId, userId }, { type: 'system', ...texts, createdAt: at });
      }
    }),
  );
  return null;
}

/** A pass that would give the unit a code another unit took meanwhile: the unique index refuses, nothing changes. */
async function creditCodeConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, CREDIT_CODE_KEY)) throw refuse.conflict('e.creditCodeTaken');
    throw error;
  }
}

type ListInput = ParsedRequestOf<typeof platform.certificationList>;

/** Every unit's applications for the system side's reviews. */
export async function reviewList(deps: Deps, input: ListInput) {
  const { rows, total } = await certificationRepo.page(
    deps.db,
    { keyword: input.keyword, state: input.state },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map((r) => ({ ...toCertification(r), companyName: r.companyName })), total };
}

/** A 5-minute link to an application's business licence, for the reviewer. */
export async function licenceUrl(deps: Deps, id: number) {
  const row = await certificationRepo.anyById(deps.db, id);
  if (!row) throw refuse.notFound();
  return { url: signedFileUrl(deps, row.companyId, row.licenceFileId) };
}

/** How many applications wait for a review (the system side's home). */
export function waitingCount(deps: Deps): Promise<number> {
  return certificationRepo.countReviewing(deps.db);
}

/**
 * Reads a business licence of the unit with the configured OCR provider. A field read with less confidence than the
 * setting's is answered empty, so that the person types it rather than trusting a guess; its confidence still shows.
 */
export async function readLicence(deps: Deps, session: SessionContext, fileId: string): Promise<unit.LicenceReading> {
  const file = await fileRows.byId(deps.db, session.companyId!, fileId);
  if (!file) throw refuse.notFound();
  const data = await deps.storage.get(file.storageKey);
  if (!data) throw refuse.notFound();
  const read = await deps.ocr.readBusinessLicence(data, file.contentType);
  const confidence = {} as unit.LicenceReading['confidence'];
  const values = {} as Omit<unit.LicenceReading, 'confidence'>;
  for (const name of unit.licenceFieldNames) {
    const value = read[name] ?? '';
    confidence[name] = value ? Math.round(read.confidence?.[name] ?? 100) : 0;
    values[name] = confidence[name] >= deps.config.ocrMinConfidence ? value : '';
  }
  return { ...values, confidence };
}
