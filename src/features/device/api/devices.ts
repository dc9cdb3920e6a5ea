import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as device from '@contract/device';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { readToken } from '@/lib/storage';

export type DeviceFilters = RequestOf<typeof device.deviceList>;

export function useDevices(filters: DeviceFilters) {
  return useQuery({
    queryKey: ['device', 'devices', readToken(), 'list', filters],
    queryFn: () => call(device.deviceList, filters),
    placeholderData: keepPreviousData,
  });
}

export function useDevice(deviceId: string) {
  return useQuery({
    queryKey: ['device', 'devices', readToken(), 'detail', deviceId],
    queryFn: () => call(device.deviceDetail, { deviceId }, { silent: true }),
    enabled: device.DEVICE_ID_PATTERN.test(deviceId),
    retry: false,
  });
}

/** A device's operation records, one page at a time. */
export function useOperationRecords(deviceId: string, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: ['device', 'operations', readToken(), deviceId, pageNum, pageSize],
    queryFn: () => call(device.deviceSearchList, { deviceId, pageNum, pageSize }),
    enabled: device.DEVICE_ID_PATTERN.test(deviceId),
    placeholderData: keepPreviousData,
  });
}
