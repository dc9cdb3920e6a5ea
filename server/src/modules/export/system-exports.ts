import type { audit, ParsedRequestOf } from '../../../../contract';
import { afterCommit } from '../../db/ambient';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { operateLogExportFilter } from '../audit';
import { signedFileUrl } from '../file';
import { exportRepo } from './repository';
import { exportQueue, toJob } from './service';
import { systemExportTypes } from './sources';

/*
 * A system account's exports (the audit log's): jobs owned by the account alone, run by the same queue as the units'
 * exports; their files belong to no unit, so no staff call finds them, and only the owner gets a download link.
 */

function ownerOf(session: SessionContext): number {
  if (session.kind !== 'system' || session.sysAccountId === null) throw refuse.forbidden();
  return session.sysAccountId;
}

function withoutType({ exportType: _type, ...job }: ReturnType<typeof toJob>) {
  return job;
}

export async function createOperateLogExport(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof audit.exportCreate>,
) {
  const sysAccountId = ownerOf(session);
  const filters = await operateLogExportFilter(deps, session, input);
  const id = await exportRepo.insert(deps.db, {
    sysAccountId,
    exportType: systemExportTypes.operateLog,
    filters: JSON.stringify(filters),
    createdAt: deps.now(),
  });
  afterCommit(() => exportQueue(deps).kick());
  return { id };
}

export async function listOwn(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof audit.exportList>) {
  const offset = (input.pageNum - 1) * input.pageSize;
  const { rows, total } = await exportRepo.pageOfAccount(deps.db, ownerOf(session), offset, input.pageSize);
  return { list: rows.map((row) => withoutType(toJob(row))), total };
}

/** One of the account's own exports; another account's is not found. */
export async function detailOwn(deps: Deps, session: SessionContext, id: number) {
  const row = await exportRepo.byIdOfAccount(deps.db, ownerOf(session), id);
  if (!row) throw refuse.notFound();
  const tmpUrl = row.state === 'done' && row.fileId ? signedFileUrl(deps, null, row.fileId) : null;
  return { ...withoutType(toJob(row)), tmpUrl };
}
