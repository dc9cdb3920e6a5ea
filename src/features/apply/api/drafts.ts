import { useMutation, useQuery } from '@tanstack/react-query';
import * as apply from '@contract/apply';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { useRefreshApplications } from './applications';
import { applyKeys } from './keys';

export type DraftInput = RequestOf<typeof apply.applySaveDraft>;

/** The caller's drafts in the chosen unit, newest first. */
export function useDrafts(userId: number | null) {
  return useQuery({
    queryKey: applyKeys.drafts(userId),
    queryFn: () => call(apply.applyDrafts, { userId: userId! }),
    enabled: userId !== null,
  });
}

/** Creates (no id) or overwrites (id) a draft; the form shows a refusal. */
export function useSaveDraft() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (input: DraftInput) => call(apply.applySaveDraft, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useDeleteDraft() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (id: number) => call(apply.applyDeleteDraft, { id }),
    onSuccess: refresh,
  });
}

/** Submits a draft as stored; resolves to the application's id. */
export function useSubmitDraft(options: { silent?: boolean } = {}) {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (id: number) => call(apply.applyDraftSubmit, { id }, options),
    onSuccess: refresh,
  });
}
