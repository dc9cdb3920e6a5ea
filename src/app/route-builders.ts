import type { RouteObject } from 'react-router-dom';
import { loadConsoleTexts, withDomainTexts, type TextDomain } from '@/lib/i18n';
import type { RouteHandle } from './route-handle';

type PageModule = () => Promise<{ default: React.ComponentType }>;

/** A lazily loaded page; the console's texts, and those of `domains` (src/lib/i18n/text-domains.ts), come with it. */
export const page =
  (load: PageModule, domains: readonly TextDomain[] = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadConsoleTexts(domains)]);
    return { Component: module.default };
  };

/** A page of the shell at `path` (from the route registry, src/lib/paths.ts). */
export function route(
  path: string,
  load: PageModule,
  handle: RouteHandle = {},
  domains: readonly TextDomain[] = [],
): RouteObject {
  return { path, lazy: page(load, domains), handle };
}

/** A group's routes whose pages all use the texts of `domains`: each page waits for them too. */
export function domainRoutes(domains: readonly TextDomain[], routes: RouteObject[]): RouteObject[] {
  return routes.map((r) =>
    typeof r.lazy === 'function' ? ({ ...r, lazy: withDomainTexts(domains, r.lazy) } as RouteObject) : r,
  );
}
