import type { ContentKind } from '@contract/content';
import { useMemo } from 'react';
import { kindPages } from '../kinds';
import { useContentUnread } from './content';

const NONE: ReadonlySet<string> = new Set();

/** The menu's dots of the content sections: the list page of every kind with an item the member has not opened. */
export function useContentDots(inUnit: boolean): ReadonlySet<string> {
  const unread = useContentUnread(inUnit);
  return useMemo(() => {
    const counts = unread.data?.counts;
    if (!counts) return NONE;
    const kinds = (Object.keys(counts) as ContentKind[]).filter((k) => (counts[k] ?? 0) > 0);
    return new Set(kinds.map((k) => kindPages[k].list));
  }, [unread.data]);
}
