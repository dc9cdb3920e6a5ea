import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as anomaly from '@contract/anomaly';
import type { RequestOf } from '@contract/endpoint';
import * as useRecord from '@contract/use-record';
import { call } from '@/lib/api-client';
import { anomalyOpenKey } from '@/lib/live-data/anomaly-open';
import { sessionAtom } from '@/lib/store';
import { anomalyKeys } from './keys';

export type AlertFilters = RequestOf<typeof anomaly.anomalyList>;
export type AlertAct = RequestOf<typeof anomaly.anomalyAct>;
export type RulesSave = Omit<RequestOf<typeof anomaly.anomalyRulesUpdate>, 'companyId'>;

function useCompanyId(): number | null {
  return useAtomValue(sessionAtom).info?.companyId ?? null;
}

export function useAlerts(filters: AlertFilters) {
  return useQuery({
    queryKey: anomalyKeys.list(filters),
    queryFn: () => call(anomaly.anomalyList, filters),
    placeholderData: keepPreviousData,
  });
}

export function useAlert(id: number) {
  return useQuery({
    queryKey: anomalyKeys.detail(id),
    queryFn: () => call(anomaly.anomalyDetail, { id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** Alerts still to handle; polled, as new ones open with every stamp. */
export function useOpenAlertCount() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: anomalyKeys.openCount(companyId),
    queryFn: () => call(anomaly.anomalyOpenCount, { companyId: companyId! }, { silent: true }),
    enabled: companyId !== null,
    refetchInterval: 30_000,
  });
}

export function useAnomalyRules() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: anomalyKeys.rules(companyId),
    queryFn: () => call(anomaly.anomalyRules, { companyId: companyId! }),
    enabled: companyId !== null,
  });
}

/** An alert or the rules changed: the centre's queries and the open-count widget's. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: anomalyKeys.all }),
      queryClient.invalidateQueries({ queryKey: anomalyOpenKey }),
    ]);
}

/** The form shows the refusal (silent). */
export function useSaveRules() {
  const companyId = useCompanyId();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RulesSave) =>
      call(anomaly.anomalyRulesUpdate, { ...input, companyId: companyId! }, { silent: true }),
    onSuccess: refresh,
  });
}

/** A refusal (someone else acted first) is shown and the alert refetched either way. */
export function useAlertAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: AlertAct) => call(anomaly.anomalyAct, input, { silent: true }),
    onSettled: refresh,
  });
}

export function useAssignAlert() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof anomaly.anomalyAssign>) => call(anomaly.anomalyAssign, input),
    onSettled: refresh,
  });
}

export function useCommentAlert() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof anomaly.anomalyComment>) =>
      call(anomaly.anomalyComment, input, { silent: true }),
    onSuccess: refresh,
  });
}

/** The photos of the alert's use (use-record detail, whose photos come with short-lived links). */
export function useAlertPhotos(useRecordId: number | undefined) {
  return useQuery({
    queryKey: anomalyKeys.photos(useRecordId ?? 0),
    queryFn: () => call(useRecord.useRecordDetail, { id: useRecordId! }, { silent: true }),
    enabled: useRecordId !== undefined,
    retry: false,
    select: (record) => record.photos,
  });
}

/** Makes the weekly report of the week of `day` and hands its link to the caller (a refusal shows in the form). */
export function useWeeklyReport() {
  const companyId = useCompanyId();
  return useMutation({
    mutationFn: (input: { day: string; format: anomaly.ReportFormat }) =>
      call(anomaly.anomalyWeeklyReport, { companyId: companyId!, ...input }, { silent: true }),
  });
}
