import { queryOptions } from '@tanstack/react-query';
import * as unit from '@contract/unit';
import { call } from './api-client';
import { companyConfigsAtom } from './permissions';
import { appStore } from './store';
import { sharedKeys } from './query-keys';

/**
 * The chosen unit's feature configurations (the keys switched on), kept in companyConfigsAtom for the session (spec
 * section 6). The shell loads it; the configuration page reads and refreshes the same query.
 */
export const companyConfigsQuery = (companyId: number | null | undefined) =>
  queryOptions({
    queryKey: sharedKeys.companyConfigs(companyId ?? null),
    queryFn: async () => {
      const keys = await call(unit.companyConfigList, { companyId: companyId! }, { silent: true });
      appStore.set(companyConfigsAtom, keys);
      return keys;
    },
    enabled: typeof companyId === 'number' && companyId > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
