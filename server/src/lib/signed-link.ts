import { hmac, safeEqual } from './crypto';

/*
 * Links a browser opens without signing a request (an <img>, a new tab, a download): the query carries an expiry and
 * an HMAC of what the link names and that expiry, so the link cannot be redirected at something else or outlive it.
 */

/** The `exp=…&sig=…` query of a link to `subject` (what it names, with a purpose prefix) that works for `ttlMs`. */
export function signedQuery(secret: string, subject: string, now: Date, ttlMs: number): string {
  const exp = now.getTime() + ttlMs;
  return `exp=${exp}&sig=${hmac(secret, `${subject}:${exp}`)}`;
}

/** Whole seconds the link still works (at least 1), or null when its signature fails or it has expired. */
export function signedSecondsLeft(
  secret: string,
  subject: string,
  now: Date,
  expText: string | undefined,
  sig: string | undefined,
): number | null {
  if (!expText || !/^\d{1,16}$/.test(expText) || !sig) return null;
  if (!safeEqual(sig, hmac(secret, `${subject}:${expText}`))) return null;
  const left = Number(expText) - now.getTime();
  return left > 0 ? Math.max(1, Math.floor(left / 1000)) : null;
}
