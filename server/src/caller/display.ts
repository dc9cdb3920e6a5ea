import { display, resultCodes } from '../../../contract';
import { shared } from '../db/coalesce';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { sha256 } from '../lib/crypto';
import { displayCallerRepo } from './display-repository';
import { resolveSession, type SessionContext } from './sessions';

/** Only write last-seen when it is older than this (or the address changed), so a wall's polling does not write. */
const DISPLAY_TOUCH_MS = 60_000;

export function isDisplayToken(token: string | undefined): token is string {
  return token !== undefined && token.startsWith(display.DISPLAY_TOKEN_PREFIX);
}

/**
 * A display link's token as a caller: unknown 401, expired 402, revoked 403 (each with its own text, which the wall
 * shows), a disabled unit 1003. The context has kind 'display', no user and the link's unit; only access 'wall'
 * accepts it (resolveSession does not know display tokens, so every other call refuses them).
 */
export async function resolveDisplay(deps: Deps, token: string, ip: string): Promise<SessionContext> {
  const hash = sha256(token);
  const row = await shared(deps.db, `display:${hash}`, () => displayCallerRepo.byTokenHash(deps.db, hash));
  if (!row) throw new AppError(resultCodes.noSession, 'e.displayUnknown');
  if (row.revokedAt) throw new AppError(resultCodes.sessionRevoked, 'e.displayRevoked');
  const now = deps.now();
  if (row.expiresAt && now >= row.expiresAt) throw new AppError(resultCodes.sessionExpired, 'e.displayExpired');
  if (row.unitDisabled) throw new AppError(resultCodes.forbidden, 'e.unitDisabled');
  const seenLongAgo = !row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() > DISPLAY_TOUCH_MS;
  if (seenLongAgo || row.lastSeenIp !== ip) {
    await shared(deps.db, `display-touch:${row.id}`, () => displayCallerRepo.touch(deps.db, row.id, now, ip));
  }
  return {
    sessionId: 0,
    kind: 'display',
    displayId: row.id,
    userId: null,
    sysAccountId: null,
    companyId: row.companyId,
    expiresAt: row.expiresAt ?? new Date(8.64e15),
    membership: null,
  };
}

/** The caller of a wall call or of the wall's socket: a display token, else a session. */
export function resolveWallCaller(deps: Deps, token: string | undefined, ip: string): Promise<SessionContext> {
  return isDisplayToken(token) ? resolveDisplay(deps, token, ip) : resolveSession(deps, token);
}
