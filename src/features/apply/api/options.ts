import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as device from '@contract/device';
import * as template from '@contract/template';
import { call } from '@/lib/api-client';
import { readToken } from '@/lib/storage';

const PICKER_PAGE_SIZE = 20;
/** Every template of one device fits one page: a device holds a handful (the unit's quota). */
const TEMPLATES_PAGE_SIZE = 100;

/** Devices of the unit for the application's device picker, found by id, name or address. */
export function usePickerDevices(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['apply-options', 'devices', readToken(), keyword],
    queryFn: () => call(device.deviceList, { pageNum: 1, pageSize: PICKER_PAGE_SIZE, keyword: keyword || undefined }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The approval templates of one device: they decide the file types an application may name. */
export function useDeviceTemplates(deviceId: string) {
  return useQuery({
    queryKey: ['apply-options', 'templates', readToken(), deviceId],
    queryFn: async () =>
      (await call(template.templateList, { pageNum: 1, pageSize: TEMPLATES_PAGE_SIZE, deviceId })).list,
    enabled: deviceId !== '',
    staleTime: 30_000,
  });
}
