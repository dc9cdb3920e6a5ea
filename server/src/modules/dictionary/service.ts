import { dictionary, type ParsedRequestOf } from '../../../../contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { dictRepo } from './repository';

/*
 * The data dictionary:
 * - codes are unique among the types and within a type (checked, and by the unique indexes for two adds at once);
 * - a type's code is what the product looks it up by, so it never changes; an entry's code changes only while no
 *   record uses the entry;
 * - a type is deleted only without entries, an entry only while no record uses it (the reason says how many).
 */

type AddInput = ParsedRequestOf<typeof dictionary.dictAdd>;
type UpdateInput = ParsedRequestOf<typeof dictionary.dictUpdate>;

function codeTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw refuse.conflict('e.dictCodeTaken');
  throw error;
}

const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function types(deps: Deps) {
  return (await dictRepo.types(deps.db)).map(iso);
}

export async function entries(deps: Deps, input: ParsedRequestOf<typeof dictionary.dictList>) {
  const { list, total } = await dictRepo.entries(
    deps.db,
    input.typeId,
    input.keyword?.trim() || undefined,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: list.map(iso), total };
}

/** A type's entries by sort and name (`db`: a transaction of the caller's, e.g. a unit's creation). */
export async function options(deps: Pick<Deps, 'db'>, typeCode: string) {
  return dictRepo.options(deps.db, typeCode);
}

export async function add(deps: Deps, input: AddInput) {
  const parentId = input.parentId ?? null;
  try {
    const id = await deps.db.transaction(async (tx) => {
      if (parentId !== null) {
        const parent = await dictRepo.byId(tx, parentId);
        // Entries sit directly below a type.
        if (!parent || parent.parentId !== null) throw refuse.notFound();
      }
      if (await dictRepo.codeTaken(tx, parentId, input.code)) throw refuse.conflict('e.dictCodeTaken');
      return dictRepo.insert(tx, {
        parentId,
        code: input.code,
        name: input.name,
        sort: input.sort,
        remark: input.remark ?? null,
        createdAt: deps.now(),
      });
    });
    return { id };
  } catch (error) {
    return codeTaken(error);
  }
}

export async function update(deps: Deps, input: UpdateInput) {
  try {
    await deps.db.transaction(async (tx) => {
      const row = await dictRepo.byId(tx, input.id);
      if (!row) throw refuse.notFound();
      if (row.code !== input.code) {
        if (row.parentId === null) throw refuse.badRequest('e.dictTypeCodeFixed');
        if (row.count > 0) throw refuse.badRequest('e.dictCodeInUse');
        if (await dictRepo.codeTaken(tx, row.parentId, input.code, row.id)) throw refuse.conflict('e.dictCodeTaken');
      }
      await dictRepo.update(tx, row.id, {
        code: input.code,
        name: input.name,
        sort: input.sort,
        remark: input.remark ?? null,
      });
    });
  } catch (error) {
    codeTaken(error);
  }
  return null;
}

export async function remove(deps: Deps, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await dictRepo.byId(tx, id);
    if (!row) throw refuse.notFound();
    if (row.parentId === null && row.count > 0) throw refuse.badRequest('e.dictTypeHasEntries', row.count);
    // Complaints use categories and units industries (the repository counts both): the reason names the users.
    if (row.parentId !== null && row.count > 0) {
      const type = await dictRepo.byId(tx, row.parentId);
      const reason = type?.code === dictionary.dictTypeCodes.industry ? 'e.dictIndustryInUse' : 'e.dictInUse';
      throw refuse.badRequest(reason, row.count);
    }
    await dictRepo.remove(tx, row.id);
  });
  return null;
}

/** The entry of a type by id (other modules check a chosen entry with it); undefined when it is no entry of the type. */
export async function entryOfType(db: Db, typeCode: string, id: number) {
  return dictRepo.entryOfType(db, typeCode, id);
}
