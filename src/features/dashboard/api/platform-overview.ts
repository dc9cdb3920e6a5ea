import { useQuery } from '@tanstack/react-query';
import * as platform from '@contract/platform';
import { call } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** The platform's figures for the system side's home; refreshed every minute while it shows. */
export function usePlatformOverview() {
  return useQuery({
    queryKey: dashboardKeys.platformOverview(),
    queryFn: () => call(platform.overview, {}),
    refetchInterval: 60_000,
  });
}
