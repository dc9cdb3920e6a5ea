import { menu, type ParsedRequestOf } from '../../../../contract';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { announceGrantChange, grantsOf, invalidateGrants } from '../../caller/grants';
import { buildTree, visibleMenuIds } from './mapping';
import { menuRepo, systemRepo, type MenuValues } from './repository';

/** The chief administrator holds every staff menu entry, new ones included. */
const ROLE_HOLDING_ALL = 0;

/** The signed-in user's menu tree (menus only) and button codes: the role's grants in the unit, or the system side's. */
export async function nav(deps: Deps, session: SessionContext) {
  const grants = await grantsOf(deps, session);
  if (grants.role === null) {
    const rows = await menuRepo.ofSystem(deps.db, grants.systemCode);
    // A system account sees the entries its platform roles hold (every one with the built-in role).
    const held = grants.systemEntries;
    const visible = visibleMenuIds(rows, (r) => !held || held === 'all' || held.ids.has(r.id));
    return { menuList: buildTree(rows, (r) => visible.has(r.id)), permissions: [...grants.codes] };
  }
  const rows = await menuRepo.ofSystemForRole(deps.db, grants.systemCode, grants.role);
  const visible = visibleMenuIds(rows, (r) => r.granted);
  const entries = rows.map(({ granted: _granted, ...row }) => row);
  return { menuList: buildTree(entries, (r) => visible.has(r.id)), permissions: [...grants.codes] };
}

/** Staff manage the staff menu only; the system side manages every system's. */
function assertMayManage(session: SessionContext, systemCode: string): void {
  if (session.kind !== 'system' && systemCode !== menu.STAFF_SYSTEM_CODE) throw refuse.forbidden();
}

/** Every entry of a system, buttons included, as a tree (menu management). */
export async function list(deps: Deps, session: SessionContext, systemCode: string) {
  assertMayManage(session, systemCode);
  return buildTree(await menuRepo.ofSystem(deps.db, systemCode));
}

export async function systemSelect(deps: Deps) {
  return systemRepo.all(deps.db);
}

type SaveInput = ParsedRequestOf<typeof menu.menuSave>;
type UpdateInput = ParsedRequestOf<typeof menu.menuUpdate>;

function valuesOf(input: SaveInput): MenuValues {
  const button = input.type === 'button';
  return {
    parentId: input.parentId,
    name: input.name,
    url: button ? '' : input.url.trim(),
    icon: input.icon.trim(),
    systemCode: input.systemCode,
    routerList: button ? '' : input.routerList.trim(),
    type: input.type,
    buttonCode: button ? input.buttonCode.trim() : '',
    sort: input.sort,
  };
}

/** Checks what an entry may be: a known system, a button with a code, a parent that is a menu of the same system. */
async function checkEntry(db: Db, values: MenuValues, selfId?: number): Promise<void> {
  if (!fitsInt4(values.sort ?? 0)) throw refuse.badRequest('v.invalid');
  if (!(await systemRepo.exists(db, values.systemCode))) throw refuse.badRequest('e.systemUnknown');
  if (values.type === 'button' && values.buttonCode === '') throw refuse.badRequest('e.menuButtonCode');
  if (values.parentId === null || values.parentId === undefined) {
    // A button acts on a page: it sits below a menu.
    if (values.type === 'button') throw refuse.badRequest('e.menuParentUnknown');
    return;
  }
  const parent = await entryOf(db, values.parentId);
  if (!parent) throw refuse.badRequest('e.menuParentUnknown');
  if (parent.type === 'button' || parent.systemCode !== values.systemCode)
    throw refuse.badRequest('e.menuParentInvalid');
  if (selfId !== undefined && (await menuRepo.selfAndAncestorIds(db, parent.id)).includes(selfId)) {
    throw refuse.badRequest('e.menuParentInvalid');
  }
}

/** The entry of an id, if an entry can have that id. */
async function entryOf(db: Db, id: number) {
  return fitsInt4(id) ? menuRepo.byId(db, id) : undefined;
}

/**
 * Runs a menu edit in a transaction that holds the menu lock (checks and write see the same menu), then forgets the
 * cached grants (the other nodes as it commits).
 */
export async function edit<T>(deps: Deps, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      await menuRepo.lockEdits(tx);
      const out = await work(tx);
      await announceGrantChange(deps, tx);
      return out;
    });
  } finally {
    invalidateGrants(deps);
    pageCaches.get(deps)?.clear();
  }
}

/** Adds an entry; a staff menu entry is granted to the chief administrator at once. */
export async function save(deps: Deps, session: SessionContext, input: SaveInput) {
  const values = valuesOf(input);
  assertMayManage(session, values.systemCode);
  const id = await edit(deps, async (tx) => {
    await checkEntry(tx, values);
    const newId = await menuRepo.insert(tx, values);
    if (values.systemCode === menu.STAFF_SYSTEM_CODE) await menuRepo.grant(tx, ROLE_HOLDING_ALL, newId);
    return newId;
  });
  return { id };
}

export async function update(deps: Deps, session: SessionContext, input: UpdateInput): Promise<null> {
  const values = valuesOf(input);
  assertMayManage(session, values.systemCode);
  await edit(deps, async (tx) => {
    const current = await entryOf(tx, input.id);
    if (!current) throw refuse.notFound();
    assertMayManage(session, current.systemCode);
    await checkEntry(tx, values, current.id);
    const changesKind = values.type !== current.type || values.systemCode !== current.systemCode;
    if (changesKind && (await menuRepo.hasChildren(tx, current.id))) throw refuse.badRequest('e.menuChildrenLocked');
    await menuRepo.update(tx, current.id, values);
  });
  return null;
}

/** Deletes an entry without sub-entries; its grants go with it. */
export async function remove(deps: Deps, session: SessionContext, id: number): Promise<null> {
  await edit(deps, async (tx) => {
    const current = await entryOf(tx, id);
    if (!current) throw refuse.notFound();
    assertMayManage(session, current.systemCode);
    if (await menuRepo.hasChildren(tx, id)) throw refuse.badRequest('e.menuHasChildren');
    await menuRepo.delete(tx, id);
  });
  return null;
}

/**
 * The page paths a staff session's menu opens: the url and hidden routes (routerList) of each visible menu entry,
 * the server's side of the console's menu guard, for calls that offer links to pages (the command palette). Kept
 * per role like the button codes (caller/grants.ts): forgotten on any menu or grant change, on this node as the edit
 * ends and on the others by the 'grants' signal, and after PAGES_TTL_MS at the latest.
 */
const PAGES_TTL_MS = 30_000;
const pageCaches = new WeakMap<Deps, Map<number, { expiresAt: number; paths: Promise<ReadonlySet<string>> }>>();

function pageCacheOf(deps: Deps) {
  let cache = pageCaches.get(deps);
  if (!cache) {
    const fresh = new Map<number, { expiresAt: number; paths: Promise<ReadonlySet<string>> }>();
    pageCaches.set(deps, (cache = fresh));
    deps.signals.on('grants', () => fresh.clear());
  }
  return cache;
}

async function loadPagePaths(deps: Deps, systemCode: string, role: number): Promise<ReadonlySet<string>> {
  const rows = await menuRepo.ofSystemForRole(deps.db, systemCode, role);
  const visible = visibleMenuIds(rows, (r) => r.granted);
  const paths = rows
    .filter((r) => visible.has(r.id))
    .flatMap((r) => [r.url, ...r.routerList.split(',')])
    .map((p) => p.trim())
    .filter(Boolean);
  return new Set(paths);
}

export async function grantedPagePaths(deps: Deps, session: SessionContext): Promise<ReadonlySet<string>> {
  const grants = await grantsOf(deps, session);
  if (grants.role === null) return new Set();
  const role = grants.role;
  const cache = pageCacheOf(deps);
  const now = deps.now().getTime();
  const hit = cache.get(role);
  if (hit && hit.expiresAt > now) return hit.paths;
  const entry = { expiresAt: now + PAGES_TTL_MS, paths: loadPagePaths(deps, grants.systemCode, role) };
  cache.set(role, entry);
  entry.paths.catch(() => cache.get(role) === entry && cache.delete(role));
  return entry.paths;
}
