import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as apply from '@contract/apply';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { applyKeys } from './keys';

export type ApplyListRequest = RequestOf<typeof apply.applyList>;
export type ApproveListRequest = RequestOf<typeof apply.applyApproveList>;
export type ApplyInput = RequestOf<typeof apply.applySave>;

const STATUS_POLL_MS = 15_000;

/** Lists, details, drafts and counters of applications all sit under ['apply']; any action refreshes them. */
export function useRefreshApplications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applyKeys.all });
}

/** Application records (申请记录). */
export function useApplications(filters: ApplyListRequest) {
  return useQuery({
    queryKey: applyKeys.records(filters),
    queryFn: () => call(apply.applyList, filters),
    placeholderData: keepPreviousData,
  });
}

/** Applications the caller approves (用印审批). */
export function useApprovals(filters: ApproveListRequest) {
  return useQuery({
    queryKey: applyKeys.approvals(filters),
    queryFn: () => call(apply.applyApproveList, filters),
    placeholderData: keepPreviousData,
  });
}

/** One application; the server marks it read for the viewer, so the counters and lists refresh after each load. */
export function useApplication(id: number) {
  return useQuery({
    queryKey: applyKeys.detail(id),
    queryFn: () => call(apply.applyDetailInfo, { id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** Who was told what about one application, oldest first (the timeline's reminders). */
export function useApplicationNotices(id: number) {
  return useQuery({
    queryKey: applyKeys.notices(id),
    queryFn: () => call(apply.applyNotifyList, { id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** The state and version of an open application, polled every 15 s. */
export function useApplicationStatus(id: number, enabled: boolean) {
  return useQuery({
    queryKey: applyKeys.status(id),
    queryFn: () => call(apply.applyCurrentStatus, { id }, { silent: true }),
    enabled: enabled && Number.isInteger(id) && id > 0,
    refetchInterval: STATUS_POLL_MS,
    retry: false,
  });
}

/** Submits a new application; the server's refusal is shown by the form. */
export function useSubmitApplication() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (input: ApplyInput) => call(apply.applySave, input, { silent: true }),
    onSuccess: refresh,
  });
}

/** Approve or reject; a refusal (e.g. a stale version) is toasted unless the caller shows it (silent). */
export function useApproveApplication(options: { silent?: boolean } = {}) {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (input: RequestOf<typeof apply.applyApprove>) => call(apply.applyApprove, input, options),
    onSettled: refresh,
  });
}

/** Approve or reject many with one opinion; the answer lists each application's outcome, refusals included. */
export function useApproveBatch() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (input: RequestOf<typeof apply.applyApproveBatch>) =>
      call(apply.applyApproveBatch, input, { silent: true }),
    onSettled: refresh,
  });
}

export function useRevokeApplication(options: { silent?: boolean } = {}) {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (id: number) => call(apply.applyRevoke, { id }, options),
    onSettled: refresh,
  });
}

export function useRenotifyApplication() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (id: number) => call(apply.applyRenotify, { id }),
    onSettled: refresh,
  });
}

/** Marks one application read, or all of the caller's when no id is given. */
export function useMarkApplicationsRead() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (id?: number) => call(apply.applyUpdateReadStatus, id === undefined ? {} : { id }),
    onSuccess: refresh,
  });
}
