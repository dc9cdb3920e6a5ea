import { resultCodes } from '../../../contract';
import { afterCommit } from '../db/ambient';
import { shared } from '../db/coalesce';
import type { Db } from '../db/client';
import type { Deps, LiveScope } from '../deps';
import { AppError } from '../lib/app-error';
import { newToken, sha256 } from '../lib/crypto';
import { callerRepo, type MembershipState } from './repository';

/** Only touch last_seen_at when it is older than this, so reads do not write on every request. */
const SESSION_TOUCH_MS = 60_000;

export interface SessionContext {
  /** 0 for a display link (kind 'display', see ./display.ts). */
  sessionId: number;
  /** 'display': a wall display's link, accepted by access 'wall' alone; it has no user and no role. */
  kind: 'staff' | 'system' | 'display';
  /** The display link (kind 'display' only). */
  displayId?: number;
  userId: number | null;
  sysAccountId: number | null;
  companyId: number | null;
  /** Absolute end of the log-in; a rotated token keeps it. */
  expiresAt: Date;
  /**
   * The user's membership in the unit, read by the statement that found the session (null: none); absent when the
   * context was not made by resolveSession. The role checks of the call that resolved the session use it: it is as
   * fresh as the session itself, read after the call arrived. Keep a context no longer than its call.
   */
  membership?: MembershipState | null;
}

interface NewSession {
  kind: 'staff' | 'system';
  userId?: number;
  sysAccountId?: number;
  companyId?: number;
  /** Defaults to now + SESSION_MAX_HOURS. */
  expiresAt?: Date;
}

/** Creates a session and returns its token; only the token's hash is stored. */
export async function createSession(deps: Deps, values: NewSession): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await callerRepo.insert(deps.db, {
    tokenHash: sha256(token),
    kind: values.kind,
    userId: values.userId ?? null,
    sysAccountId: values.sysAccountId ?? null,
    companyId: values.companyId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: values.expiresAt ?? new Date(now.getTime() + deps.config.sessionMaxHours * 3_600_000),
  });
  return token;
}

/** Resolves a token: 401 unknown, 402 idle or absolute expiry, 403 revoked (DESIGN section 4). */
export async function resolveSession(deps: Deps, token: string | undefined): Promise<SessionContext> {
  if (!token) throw new AppError(resultCodes.noSession, 'e.noSession');
  // Concurrent calls of one session share the read (it starts after they all asked: a logout is seen at once).
  const hash = sha256(token);
  const found = await shared(deps.db, `session:${hash}`, () => callerRepo.byTokenHashWithMembership(deps.db, hash));
  if (!found) throw new AppError(resultCodes.noSession, 'e.noSession');
  const row = found.session;
  if (row.revokedAt) throw new AppError(resultCodes.sessionRevoked, 'e.sessionRevoked');
  const now = deps.now().getTime();
  const idleLimit = row.lastSeenAt.getTime() + deps.config.sessionIdleMinutes * 60_000;
  if (now >= row.expiresAt.getTime() || now >= idleLimit) {
    throw new AppError(resultCodes.sessionExpired, 'e.sessionExpired');
  }
  if (now - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await shared(deps.db, `session-touch:${row.id}`, () => callerRepo.touch(deps.db, row.id, deps.now()));
  }
  return {
    sessionId: row.id,
    kind: row.kind,
    userId: row.userId,
    sysAccountId: row.sysAccountId,
    companyId: row.companyId,
    expiresAt: row.expiresAt,
    membership: found.membership,
  };
}

/**
 * Tells the live sockets of a changed session or membership at once, on every node (rather than at the next periodic
 * check): an ended session's sockets close, a changed role's rooms follow. Call it after the change has committed.
 */
export function announceSessionChange(deps: Deps, scope: LiveScope): void {
  // Inside a call's transaction the other nodes would read the session before the change is visible.
  afterCommit(() => deps.signals.send('liveScope', scope));
}

export async function revokeSession(deps: Deps, sessionId: number, reason: string): Promise<void> {
  await callerRepo.revoke(deps.db, sessionId, deps.now(), reason);
  announceSessionChange(deps, { sessionId });
}

export async function revokeAllSessionsOfUser(deps: Deps, userId: number, reason: string): Promise<void> {
  await callerRepo.revokeAllOfUser(deps.db, userId, deps.now(), reason);
  announceSessionChange(deps, { userId });
}

/**
 * Ends the user's sessions bound to one unit (a member disabled there). It runs in the caller's transaction: the
 * caller announces the change (announceSessionChange) once that has committed.
 */
export async function revokeSessionsOfUserInUnit(
  db: Db,
  deps: Deps,
  userId: number,
  companyId: number,
  reason: string,
) {
  await callerRepo.revokeAllOfUserInUnit(db, userId, companyId, deps.now(), reason);
}

/** Ends every session bound to one unit at once (the platform disabled it); its members must choose again. */
export async function revokeSessionsOfUnit(db: Db, deps: Deps, companyId: number, reason: string) {
  await callerRepo.revokeAllInUnit(db, companyId, deps.now(), reason);
}

/**
 * Ends a system account's sessions at once (disabled, or a new password), except `keepSessionId`. It runs in the
 * caller's transaction, so the change and the end of its sessions commit together.
 */
export async function revokeSessionsOfSysAccount(
  db: Db,
  deps: Deps,
  sysAccountId: number,
  reason: string,
  keepSessionId?: number,
) {
  await callerRepo.revokeAllOfSysAccount(db, sysAccountId, deps.now(), reason, keepSessionId);
}
