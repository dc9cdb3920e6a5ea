import type { org, ParsedRequestOf } from '../../../../contract';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { assertRoomFor, lockQuota } from '../quota';
import { departmentRepo } from './repository';

type Department = org.Department;

/** The unit's departments as a tree, siblings by sort order. */
export async function list(deps: Deps, session: SessionContext): Promise<Department[]> {
  const rows = await departmentRepo.all(deps.db, session.companyId!);
  const childrenOf = new Map<number | null, typeof rows>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const build = (row: (typeof rows)[number], depth: number): Department => ({
    ...row,
    children: depth < 64 ? (childrenOf.get(row.id) ?? []).map((c) => build(c, depth + 1)) : [],
  });
  return (childrenOf.get(null) ?? []).map((r) => build(r, 0));
}

/** A department of the unit (or null for the top); another unit's is not found. */
async function parentOf(db: Db, companyId: number, parentId: number | null): Promise<number | null> {
  if (parentId === null) return null;
  const parent = await departmentRepo.byId(db, companyId, parentId);
  if (!parent) throw refuse.notFound();
  return parent.id;
}

type AddInput = ParsedRequestOf<typeof org.orgAdd>;
type UpdateInput = ParsedRequestOf<typeof org.orgUpdate>;

/** Edits the tree in a transaction that holds the unit's tree lock. */
function edit<T>(deps: Deps, companyId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await departmentRepo.lockTree(tx, companyId);
    return work(tx);
  });
}

export async function add(deps: Deps, session: SessionContext, input: AddInput) {
  const companyId = session.companyId!;
  const id = await edit(deps, companyId, async (tx) => {
    const parentId = await parentOf(tx, companyId, input.parentId);
    await lockQuota(tx, companyId, 'departmentsPerUnit');
    await assertRoomFor(tx, companyId, 'departmentsPerUnit', 1);
    if (await departmentRepo.siblingNamed(tx, companyId, parentId, input.name)) {
      throw refuse.conflict('e.departmentNameTaken');
    }
    const sort = await departmentRepo.nextSort(tx, companyId, parentId);
    return departmentRepo.insert(tx, { companyId, parentId, name: input.name, sort });
  });
  return { id };
}

/** Renames or moves a department; never below itself or one of its sub-departments. */
export async function update(deps: Deps, session: SessionContext, input: UpdateInput) {
  const companyId = session.companyId!;
  if (input.sort !== undefined && !fitsInt4(input.sort)) throw refuse.badRequest('v.invalid');
  await edit(deps, companyId, async (tx) => {
    const current = await departmentRepo.byId(tx, companyId, input.id);
    if (!current) throw refuse.notFound();
    const parentId = await parentOf(tx, companyId, input.parentId);
    if (parentId !== null) {
      const parents = await departmentRepo.parents(tx, companyId);
      for (let at: number | null | undefined = parentId, hops = 0; at != null && hops <= parents.size; hops++) {
        if (at === current.id) throw refuse.badRequest('e.departmentCycle');
        at = parents.get(at);
      }
    }
    if (await departmentRepo.siblingNamed(tx, companyId, parentId, input.name, current.id)) {
      throw refuse.conflict('e.departmentNameTaken');
    }
    const moved = parentId !== current.parentId;
    const sort = input.sort ?? (moved ? await departmentRepo.nextSort(tx, companyId, parentId) : current.sort);
    await departmentRepo.update(tx, companyId, current.id, { name: input.name, parentId, sort });
  });
  return null;
}

/** Deletes a department without sub-departments and members. */
export async function remove(deps: Deps, session: SessionContext, id: number) {
  const companyId = session.companyId!;
  await edit(deps, companyId, async (tx) => {
    const current = await departmentRepo.byId(tx, companyId, id);
    if (!current) throw refuse.notFound();
    if (await departmentRepo.hasChildren(tx, companyId, id)) throw refuse.badRequest('e.departmentHasChildren');
    if (await departmentRepo.hasMembers(tx, companyId, id)) throw refuse.badRequest('e.departmentHasMembers');
    await departmentRepo.delete(tx, companyId, id);
  });
  return null;
}
