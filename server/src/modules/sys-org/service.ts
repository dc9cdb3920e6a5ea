import type { ParsedRequestOf, sysOrg } from '../../../../contract';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { sysOrgRepo, type DepartmentValues } from './repository';

/*
 * The platform's departments:
 * - names are unique among siblings;
 * - a department never moves below itself;
 * - a department is deleted only without departments or accounts in it (the reason says how many);
 * - accounts are put into an existing department, or into none.
 */

type SaveInput = ParsedRequestOf<typeof sysOrg.orgSave>;

export async function tree(deps: Deps): Promise<sysOrg.SysDepartment[]> {
  const rows = await sysOrgRepo.all(deps.db);
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as sysOrg.SysDepartment[] }]));
  const roots: sysOrg.SysDepartment[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function valuesOf(input: SaveInput): DepartmentValues {
  return {
    parentId: input.parentId,
    name: input.name,
    leader: input.leader ?? null,
    phone: input.phone ?? null,
    sort: input.sort,
  };
}

async function checkParent(db: Db, parentId: number | null, selfId?: number): Promise<void> {
  if (parentId === null) return;
  if (!(await sysOrgRepo.byId(db, parentId))) throw refuse.badRequest('e.orgParentInvalid');
  if (selfId !== undefined && (await sysOrgRepo.selfAndAncestorIds(db, parentId)).includes(selfId)) {
    throw refuse.badRequest('e.orgParentInvalid');
  }
}

export async function save(deps: Deps, input: SaveInput) {
  const values = valuesOf(input);
  const id = await deps.db.transaction(async (tx) => {
    await checkParent(tx, values.parentId ?? null);
    if (await sysOrgRepo.nameTaken(tx, values.parentId ?? null, values.name)) throw refuse.conflict('e.orgNameTaken');
    return sysOrgRepo.insert(tx, { ...values, createdAt: deps.now() });
  });
  return { id };
}

export async function update(deps: Deps, input: ParsedRequestOf<typeof sysOrg.orgUpdate>) {
  const values = valuesOf(input);
  await deps.db.transaction(async (tx) => {
    const row = await sysOrgRepo.byId(tx, input.id);
    if (!row) throw refuse.notFound();
    await checkParent(tx, values.parentId ?? null, row.id);
    if (await sysOrgRepo.nameTaken(tx, values.parentId ?? null, values.name, row.id)) {
      throw refuse.conflict('e.orgNameTaken');
    }
    await sysOrgRepo.update(tx, row.id, values);
  });
  return null;
}

export async function remove(deps: Deps, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await sysOrgRepo.byId(tx, id);
    if (!row) throw refuse.notFound();
    if (row.children > 0) throw refuse.badRequest('e.orgHasChildren', row.children);
    if (row.accountCount > 0) throw refuse.badRequest('e.orgHasAccounts', row.accountCount);
    await sysOrgRepo.remove(tx, row.id);
  });
  return null;
}

export async function accounts(deps: Deps, departmentId: number | undefined) {
  return sysOrgRepo.accounts(deps.db, departmentId);
}

export async function assign(deps: Deps, input: ParsedRequestOf<typeof sysOrg.orgAssign>) {
  await deps.db.transaction(async (tx) => {
    if (input.departmentId !== null && !(await sysOrgRepo.byId(tx, input.departmentId))) throw refuse.notFound();
    const ids = [...new Set(input.accountIds)];
    if ((await sysOrgRepo.accountIds(tx, ids)).length !== ids.length) throw refuse.notFound();
    await sysOrgRepo.assign(tx, ids, input.departmentId);
  });
  return null;
}

/** The name of a system account (undefined: none of that id). */
export async function accountName(db: Db, id: number): Promise<string | undefined> {
  return sysOrgRepo.accountName(db, id);
}
