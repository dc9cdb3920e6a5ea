import { useQuery } from '@tanstack/react-query';
import * as template from '@contract/template';
import { call } from '@/lib/api-client';
import { applyKeys } from './keys';

/** Every template of one device fits one page: a device holds a handful (the unit's quota). */
const TEMPLATES_PAGE_SIZE = 100;

/** The approval templates of one device: they decide the file types an application may name. */
export function useDeviceTemplates(deviceId: string) {
  return useQuery({
    queryKey: applyKeys.deviceTemplates(deviceId),
    queryFn: async () =>
      (await call(template.templateList, { pageNum: 1, pageSize: TEMPLATES_PAGE_SIZE, deviceId })).list,
    enabled: deviceId !== '',
    staleTime: 30_000,
  });
}
