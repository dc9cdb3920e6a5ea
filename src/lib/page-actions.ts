import { atom, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** An action a page offers the command palette while it is on screen (approve the application shown, ...). */
export interface PageAction {
  id: string;
  label: string;
  run: () => void;
}

/** The actions each mounted page offers, by its path: cached tabs stay mounted, the palette shows the open one's. */
export const pageActionsAtom = atom<ReadonlyMap<string, readonly PageAction[]>>(new Map());

/**
 * Offers `actions` to the command palette while the calling page is mounted (an empty list offers none). The page
 * keeps the rules: an action is listed only when the page would show its button, and runs what that button runs.
 */
export function usePageActions(actions: readonly PageAction[]): void {
  const { pathname } = useLocation();
  const setActions = useSetAtom(pageActionsAtom);
  const latest = useRef(actions);
  latest.current = actions;
  const signature = actions.map((a) => `${a.id}:${a.label}`).join('|');
  useEffect(() => {
    const offered = latest.current.map((a) => ({ ...a, run: () => latest.current.find((b) => b.id === a.id)?.run() }));
    setActions((all) => new Map(all).set(pathname, offered));
    return () =>
      setActions((all) => {
        const next = new Map(all);
        next.delete(pathname);
        return next;
      });
  }, [pathname, signature, setActions]);
}
