import { unit, type ParsedRequestOf } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { fileRows } from '../file';
import { certificationRepo, type CertificationRow } from './repository';

/*
 * Certification: state 0 none -> 1 under review (apply) -> 2 certified or 3 rejected (review); a rejected unit may
 * resubmit. The review is the system side's (not in the contract yet: `review` below serves the seed's demo data
 * and the tests). A passed review sets the unit's full name and credit code.
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

/** Reviews an application under review: pass, or reject with a reason. */
export async function review(deps: Deps, id: number, decision: { pass: boolean; reason?: string }) {
  const row = await deps.db.transaction((tx) =>
    certificationRepo.review(tx, id, {
      state: decision.pass ? 2 : 3,
      rejectReason: decision.pass ? null : (decision.reason ?? null),
      at: deps.now(),
    }),
  );
  if (!row) throw refuse.notFound();
  return toCertification(row);
}

/** Reads a business licence of the unit with the configured OCR provider (none by default: a clear refusal). */
export async function readLicence(deps: Deps, session: SessionContext, fileId: string) {
  const file = await fileRows.byId(deps.db, session.companyId!, fileId);
  if (!file) throw refuse.notFound();
  const data = await deps.storage.get(file.storageKey);
  if (!data) throw refuse.notFound();
  return deps.ocr.readBusinessLicence(data, file.contentType);
}
