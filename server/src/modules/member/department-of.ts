import type { Db } from '../../db/client';
import { refuse } from '../../lib/app-error';
import { departmentRows } from '../department';

/** A department of the unit, or null; another unit's is not found. */
export async function departmentOf(db: Db, companyId: number, departmentId: number | null): Promise<number | null> {
  if (departmentId === null) return null;
  const department = await departmentRows.byId(db, companyId, departmentId);
  if (!department) throw refuse.notFound();
  return department.id;
}
