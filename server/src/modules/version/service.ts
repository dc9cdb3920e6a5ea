import type { message } from '../../../../contract';
import type { Deps } from '../../deps';
import { fitsInt4 } from '../../db/ids';
import { refuse } from '../../lib/app-error';
import { versionRepo, type VersionRow } from './repository';

function toVersion(row: VersionRow): message.VersionRecord {
  return { id: row.id, versionNumber: row.versionNumber, details: row.details, releasedAt: row.releasedAt };
}

/** Released versions of one type (1 for one product edition, 0 otherwise), newest first. */
export async function list(deps: Deps, type: number, pageNum: number, pageSize: number) {
  if (!fitsInt4(type)) return { list: [], total: 0 };
  const { rows, total } = await versionRepo.page(deps.db, type, (pageNum - 1) * pageSize, pageSize);
  return { list: rows.map(toVersion), total };
}

export async function detail(deps: Deps, id: number) {
  const row = fitsInt4(id) ? await versionRepo.byId(deps.db, id) : undefined;
  if (!row) throw refuse.notFound();
  return toVersion(row);
}
