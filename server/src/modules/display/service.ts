import { display, type ParsedRequestOf } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/crypto';
import { announceSessionChange, type SessionContext } from '../../caller/sessions';
import { displayRepo } from './repository';

/*
 * Display links (contract/display.ts):
 * - the token is 32 random bytes behind a fixed prefix, returned once; only its SHA-256 is stored;
 * - a unit holds at most MAX_DISPLAYS live (not revoked) links;
 * - a revoke is final: the link's calls and socket are refused from then on, and its open socket is closed at once
 *   (the wall learns why from its next call).
 */

const DAY_MS = 86_400_000;

function stateOf(row: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): display.DisplayState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && now >= row.expiresAt) return 'expired';
  return 'active';
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export async function list(deps: Deps, session: SessionContext): Promise<display.Display[]> {
  const rows = await displayRepo.list(deps.db, session.companyId!);
  const now = deps.now();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    state: stateOf(r, now),
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    expiresAt: iso(r.expiresAt),
    revokedAt: iso(r.revokedAt),
    lastSeenAt: iso(r.lastSeenAt),
    lastSeenIp: r.lastSeenIp,
  }));
}

export async function add(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof display.displayAdd>) {
  const companyId = session.companyId!;
  const token = display.DISPLAY_TOKEN_PREFIX + newToken();
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    if ((await displayRepo.liveCount(tx, companyId)) >= display.MAX_DISPLAYS) {
      throw refuse.badRequest('e.displayLimit', display.MAX_DISPLAYS);
    }
    return displayRepo.insert(tx, {
      companyId,
      name: input.name,
      tokenHash: sha256(token),
      createdBy: session.userId,
      createdAt: now,
      expiresAt: input.validDays === null ? null : new Date(now.getTime() + input.validDays * DAY_MS),
    });
  });
  return { id, token };
}

export async function rename(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof display.displayRename>,
): Promise<null> {
  const companyId = session.companyId!;
  await deps.db.transaction(async (tx) => {
    if (!(await displayRepo.byId(tx, companyId, input.id))) throw refuse.notFound();
    await displayRepo.rename(tx, companyId, input.id, input.name);
  });
  return null;
}

export async function revoke(deps: Deps, session: SessionContext, id: number): Promise<null> {
  const companyId = session.companyId!;
  await deps.db.transaction(async (tx) => {
    const row = await displayRepo.byId(tx, companyId, id);
    if (!row) throw refuse.notFound();
    if (row.revokedAt) throw refuse.conflict('e.displayRevokedAlready');
    await displayRepo.revoke(tx, companyId, id, deps.now());
  });
  announceSessionChange(deps, { displayId: id });
  return null;
}

export async function wallInfo(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  const displayName =
    session.kind === 'display' ? ((await displayRepo.name(deps.db, companyId, session.displayId!)) ?? null) : null;
  return {
    companyId,
    companyName: await displayRepo.unitName(deps.db, companyId),
    displayName,
    serverTime: deps.now().toISOString(),
  };
}
