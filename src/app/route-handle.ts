import type { Role } from '@contract/account';
import type { TextKey } from '@/lib/i18n';

/** What a route tells the shell and the guard (react-router `handle`). */
export interface RouteHandle {
  /** i18n key of the title, for routes that are not menu entries (hidden pages). */
  titleKey?: TextKey;
  /** i18n key of the title when the user's menu has no entry for the page (one the header's user menu opens). */
  menulessTitleKey?: TextKey;
  /** The route is denied unless one of these menu paths is permitted. */
  menuPaths?: string[];
  /** Only these roles (admins always pass). */
  roles?: Role[];
  /** Keep the page mounted while other tabs are active. */
  cache?: boolean;
  /**
   * A redirect or an error page, not a view: it opens no tab (a tab for a path that redirects or does not exist would
   * lead nowhere) and the menu guard lets it through, so the 404 and 403 pages show inside the shell.
   */
  notAView?: boolean;
}

/** Spec section 2: an admin role sees all dynamic routes. */
export const ADMIN_ROLES: Role[] = [0, 1];
