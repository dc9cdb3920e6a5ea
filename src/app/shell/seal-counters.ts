/** The counter answers the seal menu shows (undefined while not loaded or failed). */
interface Answers {
  apply?: { approveAll: number; applyAll: number } | undefined;
  authorization?: { authorAll: number; using: number } | undefined;
  useRecord?: { exception: number; auth: number } | undefined;
}

/**
 * The sidebar's counters of the seal group: each page's own count by its url, and the group's ('seal') as their sum.
 * The one place that says which counter belongs to which menu entry.
 */
export function sealCounters({ apply, authorization, useRecord }: Answers): Record<string, number> {
  const pages = {
    '/sealManage/useaApplyexaminelist': apply?.approveAll ?? 0,
    '/sealManage/applyList': apply?.applyAll ?? 0,
    '/sealManage/authorizationActivate': authorization?.using ?? 0,
    '/sealManage/useAuthorizationlist': authorization?.authorAll ?? 0,
    '/sealManage/useCordlist': useRecord?.exception ?? 0,
  };
  return { seal: Object.values(pages).reduce((sum, n) => sum + n, 0), ...pages };
}
