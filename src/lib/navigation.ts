import { paths } from '@/lib/paths';
/**
 * Lets plain modules (the API client) navigate. The app registers the router's navigate function at start; before
 * that, a full page load does it.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate = (to) => window.location.assign(to);

export function registerNavigator(fn: Navigate): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateFn(to, options);
}

/** The path to come back to after logging in again. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export function loginUrl(redirect: string = currentPath()): string {
  const from = redirect.startsWith(paths.login) ? '/' : redirect;
  return from === '/' ? paths.login : `${paths.login}?redirect=${encodeURIComponent(from)}`;
}
