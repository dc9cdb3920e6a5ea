import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A title a page gives itself once it knows more than its route does (one route may read differently to different
 * viewers). Kept with the pathname it belongs to, so another page never shows it; the route's title key is the
 * fallback until the page names itself.
 */
const pageTitleAtom = atom<{ pathname: string; title: string } | null>(null);

/** The page names itself: the shell's tab and breadcrumb show `title` (null: keep the route's title). */
export function usePageTitle(title: string | null): void {
  const { pathname } = useLocation();
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    if (title !== null) setTitle({ pathname, title });
  }, [pathname, title, setTitle]);
}

/** The title the page at `pathname` gave itself, else null. */
export function usePageTitleOf(pathname: string): string | null {
  const named = useAtomValue(pageTitleAtom);
  return named?.pathname === pathname ? named.title : null;
}
