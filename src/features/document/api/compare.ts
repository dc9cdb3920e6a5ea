import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as compare from '@contract/compare';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { documentKeys } from './keys';

export type CompareRequest = RequestOf<typeof compare.compareCreate>;
export type ComparisonFilters = RequestOf<typeof compare.compareList>;

export function useComparisons(request: ComparisonFilters) {
  return useQuery({
    queryKey: documentKeys.comparisons(request),
    queryFn: () => call(compare.compareList, request),
    placeholderData: keepPreviousData,
  });
}

export function useComparison(id: number) {
  return useQuery({
    queryKey: documentKeys.comparison(id),
    queryFn: () => call(compare.compareDetail, { id }),
    enabled: Number.isInteger(id) && id > 0,
    // A comparison never changes once made.
    staleTime: Infinity,
  });
}

/** Compares two uploaded versions (the form shows a refusal itself: a broken or encrypted file, a limit). */
export function useCompareDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CompareRequest) => call(compare.compareCreate, request, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export type ExpectedAreaRequest = RequestOf<typeof compare.compareExpectedArea>;

/** Marks or clears where the seal was expected; the comparison is read again with its placement. */
export function useMarkExpectedArea(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExpectedAreaRequest) => call(compare.compareExpectedArea, request, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.comparison(id) }),
  });
}

/** Makes the comparison's PDF report (kept as one of the unit's files) and answers its link. */
export function useCompareReport() {
  return useMutation({ mutationFn: (id: number) => call(compare.compareReport, { id }) });
}
