import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as device from '@contract/device';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { queryRoots, sharedKeys } from '@/lib/query-keys';
import { deviceKeys } from './keys';

export type DeviceFilters = RequestOf<typeof device.deviceList>;
export type DeviceBind = RequestOf<typeof device.deviceBind>;
export type DeviceUpdate = RequestOf<typeof device.deviceUpdate>;
export type ReplaceFilters = RequestOf<typeof device.replaceRecordList>;

export function useDevices(filters: DeviceFilters) {
  return useQuery({
    queryKey: deviceKeys.list(filters),
    queryFn: () => call(device.deviceList, filters),
    placeholderData: keepPreviousData,
  });
}

export function useDevice(deviceId: string) {
  return useQuery({
    queryKey: deviceKeys.detail(deviceId),
    queryFn: () => call(device.deviceDetail, { deviceId }, { silent: true }),
    enabled: device.DEVICE_ID_PATTERN.test(deviceId),
    retry: false,
  });
}

/** A device's operation records, one page at a time. */
export function useOperationRecords(deviceId: string, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: deviceKeys.operations(deviceId, pageNum, pageSize),
    queryFn: () => call(device.deviceSearchList, { deviceId, pageNum, pageSize }),
    enabled: device.DEVICE_ID_PATTERN.test(deviceId),
    placeholderData: keepPreviousData,
  });
}

/** The unit's replacement records, optionally of one device. */
export function useReplaceRecords(filters: ReplaceFilters) {
  return useQuery({
    queryKey: deviceKeys.replacements(filters),
    queryFn: () => call(device.replaceRecordList, filters),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a change: the device lists and details, and what hangs on the devices (the bound-seals quota, the
 * templates an unbind removes).
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.quotas }),
      queryClient.invalidateQueries({ queryKey: queryRoots.template }),
    ]);
}

/** Dialogs show the refusal themselves (silent). */
export function useBindDevice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: DeviceBind) => call(device.deviceBind, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useUpdateDevice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: DeviceUpdate) => call(device.deviceUpdate, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useConnectMode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { deviceId: string; mode: device.ConnectMode }) =>
      call(device.connectMode, input, { silent: true }),
    onSuccess: refresh,
  });
}

/** The confirmation dialog shows the refusal (silent). */
export function useUnbindDevice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (deviceId: string) => call(device.deviceUnbind, { deviceId }, { silent: true }),
    onSuccess: refresh,
  });
}
