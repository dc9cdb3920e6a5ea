import { atom } from 'jotai';
import { paths } from '@/lib/paths';

/** Spec sections 2 and 9: at most 15 views open at once. */
export const MAX_VIEWS = 15;
export const HOME_PATH = paths.dashboard;

export interface View {
  /** pathname + search: the tab's identity and where it leads. */
  path: string;
  pathname: string;
  title: string;
  pinned: boolean;
  /** A cached view keeps its page mounted (hidden) while another tab is active. */
  cached: boolean;
}

const home: View = { path: HOME_PATH, pathname: HOME_PATH, title: '', pinned: true, cached: false };

export const viewsAtom = atom<View[]>([home]);

export function isOpen(views: View[], pathname: string): boolean {
  return views.some((v) => v.pathname === pathname);
}

/** Opens or updates a view; the caller checks the limit first. */
export function openView(views: View[], view: View): View[] {
  const index = views.findIndex((v) => v.pathname === view.pathname);
  if (index === -1) return [...views, view];
  const next = [...views];
  next[index] = { ...next[index]!, path: view.path, title: view.title || next[index]!.title };
  return next;
}

export function closeView(views: View[], pathname: string): View[] {
  return views.filter((v) => v.pinned || v.pathname !== pathname);
}

export function closeOthers(views: View[], pathname: string): View[] {
  return views.filter((v) => v.pinned || v.pathname === pathname);
}

export function closeAll(views: View[]): View[] {
  return views.filter((v) => v.pinned);
}

/** Where to go after closing the active view: its right neighbour, else its left one. */
export function neighbourOf(views: View[], pathname: string): View | undefined {
  const index = views.findIndex((v) => v.pathname === pathname);
  return views[index + 1] ?? views[index - 1];
}

export function atLimit(views: View[], pathname: string): boolean {
  return !isOpen(views, pathname) && views.length >= MAX_VIEWS;
}
