import { dictionary, type ParsedRequestOf, type fileType } from '../../../../contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { dictOptions } from '../dictionary';
import { fileTypeRepo } from './repository';

/*
 * The unit's catalogue of file types:
 * - names are unique within the unit (checked, and by the unique index for two adds at once);
 * - a rename follows into every template of the unit that lists the file type (applications keep the name they were
 *   submitted with);
 * - a file type a template lists cannot be deleted.
 */

export async function list(deps: Deps, session: SessionContext, keyword: string | undefined) {
  const rows = await fileTypeRepo.list(deps.db, session.companyId!, keyword?.trim() || undefined);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw refuse.conflict('e.fileTypeNameTaken');
  throw error;
}

export async function add(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof fileType.fileTypeAdd>) {
  const companyId = session.companyId!;
  try {
    const id = await deps.db.transaction(async (tx) => {
      if (await fileTypeRepo.nameTaken(tx, companyId, input.name)) throw refuse.conflict('e.fileTypeNameTaken');
      return fileTypeRepo.insert(tx, {
        companyId,
        name: input.name,
        remark: input.remark || null,
        createdAt: deps.now(),
      });
    });
    return { id };
  } catch (error) {
    return nameTaken(error);
  }
}

export async function update(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof fileType.fileTypeUpdate>,
) {
  const companyId = session.companyId!;
  try {
    await deps.db.transaction(async (tx) => {
      const row = await fileTypeRepo.byId(tx, companyId, input.id);
      if (!row) throw refuse.notFound();
      if (await fileTypeRepo.nameTaken(tx, companyId, input.name, row.id)) throw refuse.conflict('e.fileTypeNameTaken');
      await fileTypeRepo.update(tx, companyId, row.id, { name: input.name, remark: input.remark || null });
      if (row.name !== input.name) await fileTypeRepo.renameInTemplates(tx, companyId, row.name, input.name);
    });
  } catch (error) {
    nameTaken(error);
  }
  return null;
}

export async function remove(deps: Deps, session: SessionContext, id: number) {
  const companyId = session.companyId!;
  await deps.db.transaction(async (tx) => {
    const row = await fileTypeRepo.byId(tx, companyId, id);
    if (!row) throw refuse.notFound();
    if (row.templateCount > 0) throw refuse.badRequest('e.fileTypeInUse', row.templateCount);
    await fileTypeRepo.remove(tx, companyId, row.id);
  });
  return null;
}

/** Refuses the first of `names` the unit's catalogue lacks (templates pick their file types from it). */
export async function assertFileTypesExist(db: Db, companyId: number, names: readonly string[]): Promise<void> {
  const known = await fileTypeRepo.existing(db, companyId, names);
  const missing = names.find((n) => !known.has(n));
  if (missing !== undefined) throw refuse.badRequest('e.fileTypeUnknown', missing);
}

/**
 * A new unit's file types: the platform dictionary's default file types as they are now (editing the dictionary on
 * the system side changes what later units start with; existing units keep their own list). In the unit's creation.
 */
export async function addDefaultFileTypes(db: Db, companyId: number, now: Date): Promise<void> {
  const defaults = await dictOptions({ db }, dictionary.dictTypeCodes.defaultFileType);
  await fileTypeRepo.insertMissing(
    db,
    defaults.map((d) => ({ companyId, name: d.name, remark: null, createdAt: now })),
  );
}
