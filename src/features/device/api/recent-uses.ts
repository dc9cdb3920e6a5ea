import { useQuery } from '@tanstack/react-query';
import * as device from '@contract/device';
import * as use from '@contract/use-record';
import { call } from '@/lib/api-client';
import { deviceKeys } from './keys';

/** A device's latest uses (use-record list filtered by the device; the same query as the use-record list's). */
export function useRecentUses(deviceId: string, pageSize: number) {
  const filters = { pageNum: 1, pageSize, deviceId };
  return useQuery({
    queryKey: deviceKeys.recentUses(filters),
    queryFn: () => call(use.useRecordList, filters),
    enabled: device.DEVICE_ID_PATTERN.test(deviceId),
  });
}
