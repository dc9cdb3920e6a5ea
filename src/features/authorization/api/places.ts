import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as geofence from '@contract/geofence';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The unit's saved places (常用地点): every keeper picks from them, administrators add and remove them. */
export function usePlaces() {
  return useQuery({ queryKey: queryRoots.places, queryFn: () => call(geofence.placeList, {}) });
}

export function useAddPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof geofence.placeAdd>) => call(geofence.placeAdd, input, { silent: true }),
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
