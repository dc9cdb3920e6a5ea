import { DISPLAY_TOKEN_PREFIX } from '@contract/display';
import { resultCodes } from '@contract/envelope';

/** Where the wall keeps its display link, so a reload or a restarted browser opens the wall again. */
export const DISPLAY_TOKEN_KEY = 'display-token';

/**
 * The display link of this page: taken from the address's fragment (`/display#<token>`) and moved out of the address
 * bar at once (into the page's storage, so nobody reads it off the screen), else the one stored earlier.
 */
export function takeDisplayToken(): string | null {
  const fromUrl = window.location.hash.slice(1);
  if (fromUrl.startsWith(DISPLAY_TOKEN_PREFIX)) {
    localStorage.setItem(DISPLAY_TOKEN_KEY, fromUrl);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return localStorage.getItem(DISPLAY_TOKEN_KEY);
}

export type DisplayRefusal = 'revoked' | 'expired' | 'unknown';

/** Why the server refused the link, from its result code. */
export function refusalOf(code: number): DisplayRefusal {
  if (code === resultCodes.sessionRevoked) return 'revoked';
  if (code === resultCodes.sessionExpired) return 'expired';
  return 'unknown';
}
