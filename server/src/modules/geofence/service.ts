import { geofence, type ParsedRequestOf } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { placeRepo } from './repository';

/*
 * Saved places (常用地点): any member of the unit lists them (keepers pick one when granting), its administrators add
 * and remove them (access policy). A name is unique in the unit; a unit keeps at most MAX_PLACES. The fence was
 * checked by the contract (contract/geofence.ts); a grant copies it, so removing a place changes no authorisation.
 */

export async function list(deps: Deps, session: SessionContext) {
  const rows = await placeRepo.list(deps.db, session.companyId!);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

export async function add(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof geofence.placeAdd>) {
  const companyId = session.companyId!;
  return deps.db.transaction(async (tx) => {
    if ((await placeRepo.count(tx, companyId)) >= geofence.MAX_PLACES) {
      throw refuse.badRequest('e.placeLimit', geofence.MAX_PLACES);
    }
    try {
      const id = await placeRepo.insert(tx, { companyId, name: input.name, fence: input.fence, createdAt: deps.now() });
      return { id };
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse.conflict('e.placeNameTaken');
      throw error;
    }
  });
}

export async function remove(deps: Deps, session: SessionContext, id: number) {
  if (!(await placeRepo.remove(deps.db, session.companyId!, id))) throw refuse.notFound();
  return null;
}
