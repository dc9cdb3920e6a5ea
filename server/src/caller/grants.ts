import { menu, resultCodes, type Role } from '../../../contract';
import { afterCommit } from '../db/ambient';
import { shared } from '../db/coalesce';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { AppError, refuse } from '../lib/app-error';
import { callerRepo } from './repository';
import type { SessionContext } from './sessions';

/** What a session may do: the system its menus come from, the staff role (null on the system side), button codes. */
export interface Grants {
  systemCode: string;
  role: Role | null;
  codes: ReadonlySet<string>;
  /**
   * System side only: the menu entries (ids) the account's platform roles hold and the page urls among them, or 'all'
   * for an account holding the built-in role with every grant. Staff sessions: absent.
   */
  systemEntries?: 'all' | { ids: ReadonlySet<number>; pages: ReadonlySet<string> };
}

/** What a system account holds, as grantsOf reads it (see Grants). */
interface SystemHoldings {
  codes: ReadonlySet<string>;
  entries: NonNullable<Grants['systemEntries']>;
}

/**
 * Button codes per role, and what each system account holds, kept briefly in memory per app instance; the database
 * stays the source. A change of menus or grants on any node clears every node's cache as it commits (the 'grants'
 * signal, NOTIFY on PostgreSQL); CODES_TTL_MS only bounds what a node keeps that missed a signal while its listening
 * connection was down (it forgets everything when it listens again as well).
 */
const CODES_TTL_MS = 30_000;
type CacheEntry = { expiresAt: number; value: Promise<unknown> };
const codeCaches = new WeakMap<Deps, Map<string, CacheEntry>>();

function cacheOf(deps: Deps): Map<string, CacheEntry> {
  let cache = codeCaches.get(deps);
  if (!cache) {
    const fresh = new Map<string, CacheEntry>();
    codeCaches.set(deps, (cache = fresh));
    deps.signals.on('grants', () => fresh.clear());
  }
  return cache;
}

/** `load`'s answer under `key`, kept for CODES_TTL_MS (each key always holds the same kind of value). */
function cached<T>(deps: Deps, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(deps);
  const now = deps.now().getTime();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { expiresAt: now + CODES_TTL_MS, value };
  cache.set(key, entry);
  // A failed load is not remembered.
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

function cachedCodes(deps: Deps, key: string, load: () => Promise<string[]>): Promise<ReadonlySet<string>> {
  return cached(deps, key, async () => new Set(await load()) as ReadonlySet<string>);
}

/** What a system account's platform roles hold: everything (the built-in role), or their entries' pages and buttons. */
async function loadSystemHoldings(deps: Deps, sysAccountId: number): Promise<SystemHoldings> {
  const systemCode = menu.SYSTEM_SIDE_CODE;
  if (await callerRepo.holdsAllGrants(deps.db, sysAccountId)) {
    return { codes: new Set(await callerRepo.buttonCodes(deps.db, systemCode)), entries: 'all' };
  }
  const rows = await callerRepo.entriesOfSysAccount(deps.db, systemCode, sysAccountId);
  const codes = new Set(rows.filter((r) => r.type === 'button' && r.buttonCode !== '').map((r) => r.buttonCode));
  const pages = new Set(rows.filter((r) => r.type === 'menu' && r.url !== '').map((r) => r.url));
  return { codes, entries: { ids: new Set(rows.map((r) => r.id)), pages } };
}

/** Forgets this node's cached codes; call after any change of menus or grants (after its transaction committed). */
export function invalidateGrants(deps: Deps): void {
  codeCaches.get(deps)?.clear();
  // Inside a call's transaction (db/ambient.ts) a read before its commit could cache the old codes: clear again after.
  afterCommit(() => codeCaches.get(deps)?.clear());
}

/**
 * Tells the other nodes to forget their cached codes when `tx`, the transaction changing menus or grants, commits:
 * they hear it as the change becomes visible, and never of a change that rolled back.
 */
export async function announceGrantChange(deps: Deps, tx: Db): Promise<void> {
  await deps.signals.sendToOthersIn(tx, 'grants', true);
}

/** The staff role of the session's user in the session's unit; 1004 without a unit, '此用户不存在！' when not a member. */
export async function roleOfSession(deps: Deps, session: SessionContext): Promise<Role> {
  if (session.companyId === null) throw new AppError(resultCodes.unitRequired, 'e.unitRequired');
  const userId = session.userId!;
  const companyId = session.companyId;
  // Read with the session by resolveSession (one statement for both); else concurrent calls of one member share the
  // read, which starts after they all asked. Either way a member disabled before the call arrived is refused.
  const membership =
    session.membership !== undefined
      ? session.membership
      : await shared(deps.db, `membership:${userId}:${companyId}`, () =>
          callerRepo.membershipState(deps.db, userId, companyId),
        );
  if (!membership || membership.disabled || membership.unitDisabled) {
    throw new AppError(resultCodes.badRequest, 'e.userNotFound');
  }
  return membership.role as Role;
}

/**
 * The grants of a session: for staff, the buttons their role holds in the chosen unit (system '003'); for the system
 * side, the entries of system '001' the account's platform roles hold. The one source for menu/nav and for the
 * permission check of every call.
 */
export async function grantsOf(deps: Deps, session: SessionContext): Promise<Grants> {
  // A display link holds no role and no button: only the wall's calls (which ask for none) accept it.
  if (session.kind === 'display') throw refuse.forbidden();
  if (session.kind === 'system') {
    const id = session.sysAccountId!;
    const held = await cached(deps, `sys:${id}`, () => loadSystemHoldings(deps, id));
    return { systemCode: menu.SYSTEM_SIDE_CODE, role: null, codes: held.codes, systemEntries: held.entries };
  }
  const role = await roleOfSession(deps, session);
  const systemCode = menu.STAFF_SYSTEM_CODE;
  const codes = await codesOfRole(deps, role);
  return { systemCode, role, codes };
}

/** The button codes a staff role holds (the role's grants in every unit, system '003'). */
export async function codesOfRole(deps: Deps, role: Role): Promise<ReadonlySet<string>> {
  return cachedCodes(deps, `role:${role}`, () => callerRepo.buttonCodes(deps.db, menu.STAFF_SYSTEM_CODE, role));
}

/** Refuses (1003) a session whose grants lack the permission code. */
export async function assertPermission(deps: Deps, session: SessionContext | null, permission: string): Promise<void> {
  if (!session) throw new AppError(resultCodes.noSession, 'e.noSession');
  const { codes } = await grantsOf(deps, session);
  if (!codes.has(permission)) throw refuse.forbidden();
}
