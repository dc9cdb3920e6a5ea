import { paths } from '@/lib/paths';
/** The counter answers the seal menu shows (undefined while not loaded or failed). */
interface Answers {
  apply?: { approveAll: number; applyAll: number } | undefined;
  authorization?: { authorAll: number; using: number } | undefined;
  useRecord?: { exception: number; auth: number } | undefined;
}

/**
 * The sidebar's counters of the seal group: each page's own count by its url, and the group's ('seal') as the sum of
 * those the user's menu shows (`shown`; all by default). The one place that says which counter belongs to which entry.
 * 待我使用 counts the caller's open authorisations granted or changed since they looked (it clears as they open or act
 * on each) plus the stamps made under their authorisations since they last opened it (use-record/v1/count-unread
 * 'auth', the spec's use count, cleared by that page); 授权记录 all of theirs changed since they looked.
 */
export function sealCounters(
  { apply, authorization, useRecord }: Answers,
  shown: (url: string) => boolean = () => true,
): Record<string, number> {
  const pages = {
    [paths.apply.approvals]: apply?.approveAll ?? 0,
    [paths.apply.list]: apply?.applyAll ?? 0,
    [paths.authorization.activate]: (authorization?.using ?? 0) + (useRecord?.auth ?? 0),
    [paths.authorization.list]: authorization?.authorAll ?? 0,
    [paths.useRecord.list]: useRecord?.exception ?? 0,
  };
  const seal = Object.entries(pages).reduce((sum, [url, n]) => (shown(url) ? sum + n : sum), 0);
  return { seal, ...pages };
}
