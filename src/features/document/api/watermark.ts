import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as document from '@contract/document';
import type { RequestOf, ResponseOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { documentKeys } from './keys';

export type IssueRequest = RequestOf<typeof document.addWatermark>;
export type IssueResult = ResponseOf<typeof document.addWatermark>;
export type IssuanceFilters = RequestOf<typeof document.issuanceList>;
export type RuleRequest = RequestOf<typeof document.ruleUpdate>;

export function useIssuances(request: IssuanceFilters) {
  return useQuery({
    queryKey: documentKeys.issuances(request),
    queryFn: () => call(document.issuanceList, request),
    placeholderData: keepPreviousData,
  });
}

/** Issues the watermarked copies (the form shows a refusal itself). */
export function useIssueCopies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: IssueRequest) => call(document.addWatermark, request, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** Whose copy an uploaded file is; the refusal (a broken or blank image) is shown by the page. */
export function useDetectMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => call(document.detectWatermark, { fileId }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** A short-lived link to the ZIP of every copy of one issuing; a refusal is told by the API client's toast. */
export function useCopiesZip() {
  return useMutation({ mutationFn: (batchId: string) => call(document.issuanceZip, { batchId }) });
}

export function useWatermarkRule() {
  return useQuery({ queryKey: documentKeys.rule, queryFn: () => call(document.ruleDetail, {}) });
}

/** Saves the unit's rule (the form shows a refusal itself). */
export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: RuleRequest) => call(document.ruleUpdate, rule, { silent: true }),
    onSuccess: (saved) => queryClient.setQueryData(documentKeys.rule, saved),
  });
}
