import { useQuery } from '@tanstack/react-query';
import * as unit from '@contract/unit';
import { call } from '@/lib/api-client';
import { unitKeys } from './keys';

/** The unit's quotas of spec section 9 with what is used of each. */
export function useQuotas() {
  return useQuery({
    queryKey: unitKeys.quotas(),
    queryFn: () => call(unit.quotaList, {}),
  });
}
