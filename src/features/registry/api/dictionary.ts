import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as dictionary from '@contract/dictionary';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { registryKeys } from './keys';

export type DictAdd = RequestOf<typeof dictionary.dictAdd>;
export type DictUpdate = RequestOf<typeof dictionary.dictUpdate>;
export interface DictListRequest {
  typeId: number;
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

export function useDictTypes() {
  return useQuery({ queryKey: registryKeys.dictTypes, queryFn: () => call(dictionary.dictTypeList, {}) });
}

/** One page of a type's entries; nothing is asked before a type is chosen. */
export function useDictEntries(request: DictListRequest) {
  return useQuery({
    queryKey: registryKeys.dictEntries(request),
    queryFn: () => call(dictionary.dictList, request),
    placeholderData: keepPreviousData,
    enabled: request.typeId > 0,
  });
}

function useDictMutation<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: registryKeys.dict }),
  });
}

export const useAddDict = () => useDictMutation((input: DictAdd) => call(dictionary.dictAdd, input, { silent: true }));
export const useUpdateDict = () =>
  useDictMutation((input: DictUpdate) => call(dictionary.dictUpdate, input, { silent: true }));
export const useDeleteDict = () =>
  useDictMutation((id: number) => call(dictionary.dictDelete, { id }, { silent: true }));
