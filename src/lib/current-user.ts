import { queryOptions } from '@tanstack/react-query';
import * as account from '@contract/account';
import { call } from './api-client';
import { readSession } from './storage';
import { queryRoots } from './query-keys';

/**
 * Who is signed in, from the server: a staff user with the unit and role the session is bound to, or a system
 * account. The route guard loads it before any page inside; pages read it from the cache. Keyed by the token, so a
 * new session never sees the previous one's answer.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: queryRoots.currentUser,
    queryFn: async () => {
      if (readSession()?.kind === 'system') {
        return {
          kind: 'system' as const,
          system: await call(account.systemUserInfo, {}, { silent: true }),
        };
      }
      return {
        kind: 'staff' as const,
        staff: await call(account.currentUser, {}, { silent: true }),
      };
    },
    staleTime: 60_000,
    retry: false,
  });
