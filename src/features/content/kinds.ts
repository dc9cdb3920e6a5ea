import type { ContentKind } from '@contract/content';
import { paths } from '@/lib/paths';

/**
 * Where each kind is read in the console (spec section 2): its list page, and its detail page for the kinds that have
 * one (projects and games); the service kinds open an item inside their list page (`?open=<id>`).
 */
export const kindPages: Record<ContentKind, { list: string; detail?: (id: number) => string }> = {
  project: { list: paths.content.projects, detail: paths.content.projectDetail },
  game: { list: paths.content.gameList, detail: paths.content.gameDetail },
  coaching: { list: paths.content.coaching },
  review: { list: paths.content.reviews },
  download: { list: paths.content.downloads },
  policy: { list: paths.content.policyNews },
};

/** The kind whose list page is at `pathname`. */
export function kindOfList(pathname: string): ContentKind | undefined {
  return (Object.keys(kindPages) as ContentKind[]).find((k) => kindPages[k].list === pathname);
}

/** Where an item opens: its detail page, or its list page with the item open. */
export function itemHref(kind: ContentKind, id: number): string {
  const page = kindPages[kind];
  return page.detail ? page.detail(id) : `${page.list}?open=${id}`;
}

/** A file size for people: 12.3 KB, 1.2 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
