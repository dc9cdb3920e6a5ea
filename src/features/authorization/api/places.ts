import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as geofence from '@contract/geofence';
import type { RequestOf } from '@contract/endpoint';
import { useAtomValue } from 'jotai';
import { call } from '@/lib/api-client';
import { sessionAtom } from '@/lib/store';
import { queryRoots } from '@/lib/query-keys';

/** The unit's saved places (常用地点): every keeper picks from them, administrators add and remove them. */
export function usePlaces() {
  return useQuery({ queryKey: queryRoots.places, queryFn: () => call(geofence.placeList, {}) });
}

export function useAddPlace() {
  const queryClient = useQueryClient();
  const companyId = useAtomValue(sessionAtom).info?.companyId ?? 0;
  return useMutation({
    mutationFn: (input: Omit<RequestOf<typeof geofence.placeAdd>, 'companyId'>) =>
      call(geofence.placeAdd, { ...input, companyId }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.places }),
  });
}

export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(geofence.placeDelete, { id }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.places }),
  });
}
