import type { RouteObject } from 'react-router-dom';
import { loadConsoleTexts } from '@/lib/i18n';
import type { RouteHandle } from './route-handle';

type PageModule = () => Promise<{ default: React.ComponentType }>;

/** A lazily loaded page; the console's texts come with the first one. */
export const page = (load: PageModule) => async () => {
  const [module] = await Promise.all([load(), loadConsoleTexts()]);
  return { Component: module.default };
};

/** A page of the shell at `path` (from the route registry, src/lib/paths.ts). */
export function route(path: string, load: PageModule, handle: RouteHandle = {}): RouteObject {
  return { path, lazy: page(load), handle };
}
