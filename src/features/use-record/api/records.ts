import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestOf } from '@contract/endpoint';
import * as org from '@contract/org';
import * as use from '@contract/use-record';
import { call } from '@/lib/api-client';
import { useRecordKeys } from './keys';

export type UseRecordListRequest = RequestOf<typeof use.useRecordList>;

/** Use records (使用记录, and the trial stamps of 试盖章): the unit's for keepers and administrators. */
export function useUseRecords(filters: UseRecordListRequest) {
  return useQuery({
    queryKey: useRecordKeys.list(filters),
    queryFn: () => call(use.useRecordList, filters),
    placeholderData: keepPreviousData,
  });
}

/** One use with its photos and authorisation. */
export function useUseRecord(id: number) {
  return useQuery({
    queryKey: useRecordKeys.detail(id),
    queryFn: () => call(use.useRecordDetail, { id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useOperateRecords(filters: RequestOf<typeof use.operateRecordList>) {
  return useQuery({
    queryKey: useRecordKeys.operations(filters),
    queryFn: () => call(use.operateRecordList, filters),
    placeholderData: keepPreviousData,
  });
}

export function usePhonePhotos(filters: RequestOf<typeof use.phonePhotoList>) {
  return useQuery({
    queryKey: useRecordKeys.phone(filters),
    queryFn: () => call(use.phonePhotoList, filters),
    placeholderData: keepPreviousData,
  });
}

export function useMonthStatistics(month: string, deviceId: string | undefined) {
  return useQuery({
    queryKey: useRecordKeys.stats(month, deviceId),
    queryFn: () => call(use.useMonthStatistics, { month, deviceId }),
    placeholderData: keepPreviousData,
  });
}

/** The unit's departments as a flat list (for the department filter), each name with its path depth. */
export function useDepartments() {
  return useQuery({
    queryKey: useRecordKeys.departmentsFlat(),
    queryFn: async () => {
      const flat: Array<{ id: number; name: string; depth: number }> = [];
      const walk = (list: org.Department[], depth: number) => {
        for (const d of list) {
          flat.push({ id: d.id, name: d.name, depth });
          walk(d.children, depth + 1);
        }
      };
      walk(await call(org.orgList, {}, { silent: true }), 0);
      return flat;
    },
    staleTime: 60_000,
  });
}
