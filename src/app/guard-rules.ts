import { paths } from '@/lib/paths';
import type { SessionState } from '@/lib/store';
/**
 * The route guard of spec section 2 as a pure decision, so each rule is testable on its own. Menu permissions
 * (issue "console shell") add to it; this part covers the token and unit rules.
 */
export interface GuardState {
  hasToken: boolean;
  /** A staff session bound to a unit, or a system session (which has no unit to choose). */
  inside: boolean;
}

/** The guard's view of a session: signed in, and bound to a unit or on the system side. */
export function guardState(session: SessionState): GuardState {
  const hasToken = session.token !== null;
  return {
    hasToken,
    inside: hasToken && (session.info?.kind === 'system' || (session.info?.companyId ?? null) !== null),
  };
}

/** `alone`: the page shows outside the shell (the 404 page to someone not signed in to a unit). */
export type GuardDecision = { allow: true; alone?: true } | { allow: false; redirect: string };

const OPEN_WITHOUT_TOKEN = [paths.login, paths.choose, paths.addEnterprise];
/** With a token but no unit; /addenterprise stays open so a signed-in user can register another unit. */
const OPEN_WITHOUT_UNIT = [paths.choose, paths.login, paths.addEnterprise];

export function loginRedirect(fullPath: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(fullPath)}`;
}

export function decide(pathname: string, fullPath: string, state: GuardState): GuardDecision {
  // A wall display opened by its display link: the link is its own credential, whatever session the browser has.
  if (pathname === paths.display.wall) return { allow: true };
  // The help documents are for everyone, signed in or not (the login page links them).
  if (pathname.startsWith(paths.help(''))) return { allow: true };
  // /404 is open to everyone: inside the shell with the menu for a signed-in user, on its own for anyone else.
  if (pathname === paths.notFound) return state.inside ? { allow: true } : { allow: true, alone: true };
  if (!state.hasToken) {
    return OPEN_WITHOUT_TOKEN.includes(pathname)
      ? { allow: true }
      : { allow: false, redirect: loginRedirect(fullPath) };
  }
  if (!state.inside) {
    if (OPEN_WITHOUT_UNIT.includes(pathname)) return { allow: true };
    if (pathname === paths.dashboard) return { allow: false, redirect: paths.login };
    return { allow: false, redirect: paths.choose };
  }
  if (pathname === paths.login) return { allow: false, redirect: paths.home };
  return { allow: true };
}
