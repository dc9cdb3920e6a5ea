import { QueryClient } from '@tanstack/react-query';
import { appStore, sessionAtom, type SessionState } from './store';

/** The one TanStack Query client: server data of every page. Loaded with the first page that needs it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

const sessionOf = ({ token, info }: SessionState) => `${token ?? ''}|${info?.companyId ?? ''}`;

/**
 * Query keys carry no session token (DESIGN section 6), so the whole cache is emptied whenever the session or its
 * unit changes: a user switching units never sees the old unit's rows. Queries in flight are cancelled first, so an
 * answer of the old session cannot land in the new cache. Under a new session the queries still on screen start
 * empty and ask again; after a log-out nothing asks again.
 */
export function resetOnSessionChange(client: QueryClient): () => void {
  let seen = sessionOf(appStore.get(sessionAtom));
  return appStore.sub(sessionAtom, () => {
    const session = appStore.get(sessionAtom);
    const next = sessionOf(session);
    if (next === seen) return;
    seen = next;
    void client.cancelQueries();
    if (session.token === null) {
      client.clear();
      return;
    }
    client.removeQueries({ type: 'inactive' });
    void client.resetQueries();
  });
}

resetOnSessionChange(queryClient);
