import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import * as audit from '@contract/audit';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
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
