import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import * as audit from '@contract/audit';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { untilFinished } from '@/lib/exports';
import { auditKeys } from './keys';

export type OperateLogRequest = RequestOf<typeof audit.operateLog>;
export type LoginLogRequest = RequestOf<typeof audit.loginLog>;

export function useOperateLog(request: OperateLogRequest) {
  return useQuery({
    queryKey: auditKeys.operate(request),
    queryFn: () => call(audit.operateLog, request),
    placeholderData: keepPreviousData,
  });
}

export function useLoginLog(request: LoginLogRequest) {
  return useQuery({
    queryKey: auditKeys.login(request),
    queryFn: () => call(audit.loginLog, request),
    placeholderData: keepPreviousData,
  });
}

/** Verifies the hash chains in the caller's scope (every chain for the system side, or one unit's). */
export function useVerifyChains() {
  return useMutation({ mutationFn: (companyId?: number) => call(audit.verify, companyId ? { companyId } : {}) });
}

/** Starts an xlsx export of the operate log with the list's filters (system side). */
export function useCreateAuditExport() {
  return useMutation({ mutationFn: (filters: AuditExportFilters) => call(audit.exportCreate, filters) });
}

export type AuditExportFilters = RequestOf<typeof audit.exportCreate>;

/** One of the account's audit-log exports while it runs (polled until done or failed). */
export function useAuditExportJob(id: number) {
  return useQuery({
    queryKey: auditKeys.exportJob(id),
    queryFn: () => call(audit.exportDetail, { id }),
    refetchInterval: untilFinished,
  });
}
