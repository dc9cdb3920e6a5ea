import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@contract/endpoint';
import * as use from '@contract/use-record';
import { call } from './api-client';

/** The query key of the caller's exports (导出记录): a new export refreshes it. */
export const EXPORTS_KEY = ['use-record', 'exports'] as const;

/** Starts an export (a background job); the exports list refreshes (and then polls). */
export function useCreateExport(options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof use.exportCreate>) => call(use.exportCreate, input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXPORTS_KEY }),
  });
}
