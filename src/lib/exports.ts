import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@contract/endpoint';
import * as use from '@contract/use-record';
import { call } from './api-client';
import { sharedKeys } from './query-keys';

/** Starts an export (a background job); the caller's exports (导出记录) refresh (and then poll). */
export function useCreateExport(options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof use.exportCreate>) => call(use.exportCreate, input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.exports }),
  });
}
