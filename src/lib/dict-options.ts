import { useQuery } from '@tanstack/react-query';
import * as dictionary from '@contract/dictionary';
import { call } from './api-client';
import { sharedKeys } from './query-keys';

/** A dictionary type's entries as choices (complaint categories, industries), as the platform edits them. */
export function useDictOptions(typeCode: string) {
  return useQuery({
    queryKey: sharedKeys.dictOptions(typeCode),
    queryFn: () => call(dictionary.dictOptions, { typeCode }),
    staleTime: 5 * 60_000,
  });
}
