import { unit } from '../../../contract';
import type { companies } from '../db/schema';

type CompanyRow = typeof companies.$inferSelect;

/** A unit as the contract shows it (the log-in's answer and the unit module's lists). */
export function toUnit(row: CompanyRow) {
  return {
    companyId: row.id,
    companyName: row.name,
    companyFullName: row.fullName,
    socialCreditCode: row.socialCreditCode,
    parentId: row.parentId,
    certified: row.certState === unit.certStates.certified,
  };
}
