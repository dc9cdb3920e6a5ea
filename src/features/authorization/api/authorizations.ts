import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as auth from '@contract/authorization';
import type { RequestOf } from '@contract/endpoint';
import * as use from '@contract/use-record';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Paging } from '@/components/list-page/use-list-page';
import { authorizationKeys } from './keys';

export type AuthListRequest = RequestOf<typeof auth.authList>;
export type GrantInput = RequestOf<typeof auth.authAuth>;

/** Lists, details, uses and counters of authorisations sit under ['authorization']; every action refreshes them. */
export function useRefreshAuthorizations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authorizationKeys.all });
}

/** Authorisation records (授权记录): the unit's for keepers and administrators, a member's own otherwise. */
export function useAuthorizations(filters: AuthListRequest) {
  return useQuery({
    queryKey: authorizationKeys.list(filters),
    queryFn: () => call(auth.authList, filters),
    placeholderData: keepPreviousData,
  });
}

/** The caller's open authorisations (待我使用). */
export function useOwnAuthorizations({ userId, pageNum, pageSize }: { userId: number | null } & Paging) {
  return useQuery({
    queryKey: authorizationKeys.own(userId, pageNum, pageSize),
    queryFn: () => call(auth.authOwnUseList, { userId: userId!, pageNum, pageSize }),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/** One authorisation with its timeline and the viewer's actions; the server marks it read. */
export function useAuthorization(id: number) {
  return useQuery({
    queryKey: authorizationKeys.detail(id),
    queryFn: () => call(auth.authDetail, { id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** The uses of one authorisation, oldest first. */
export function useAuthorizationUses(id: number) {
  return useQuery({
    queryKey: authorizationKeys.uses(id),
    queryFn: () => call(use.useFindByConfId, { confId: id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** The device's open authorisation, if any (asked when a device is chosen in the grant form). */
export function useOpenAuthorization(deviceId: string) {
  return useQuery({
    queryKey: authorizationKeys.open(deviceId),
    queryFn: () => call(auth.authExistNotClose, { deviceId }, { silent: true }),
    enabled: deviceId !== '',
    retry: false,
  });
}

export function useGrant() {
  const refresh = useRefreshAuthorizations();
  return useMutation({
    mutationFn: (input: GrantInput) => call(auth.authAuth, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useCloseByDevice() {
  const refresh = useRefreshAuthorizations();
  return useMutation({
    mutationFn: (deviceId: string) => call(auth.authCloseByDevice, { deviceId }, { silent: true }),
    onSettled: refresh,
  });
}

/** Grants what an approved application asked for; the applications list refreshes too. */
export function useApplyAuthorization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof auth.authApplyAuthorization>) =>
      call(auth.authApplyAuthorization, input, { silent: true }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authorizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.apply }),
      ]);
    },
  });
}

/** The actions of an authorisation that take only its id (and version). */
export type SimpleAction =
  'active' | 'reActive' | 'tmpFinish' | 'close' | 'cancel' | 'lockPhotograph' | 'unlockPhotograph' | 'unlockFence';

const simpleEndpoints = {
  active: auth.authActive,
  reActive: auth.authReActive,
  tmpFinish: auth.authTmpFinish,
  close: auth.authClose,
  cancel: auth.authCancel,
  lockPhotograph: auth.authLockPhotograph,
  unlockPhotograph: auth.authUnlockPhotograph,
  unlockFence: auth.authUnlockFence,
} as const;

/** Runs one of the simple actions silently: the confirmation dialog shows the server's refusal. */
export function useAuthAction() {
  const refresh = useRefreshAuthorizations();
  return useMutation({
    mutationFn: ({ action, id, version }: { action: SimpleAction; id: number; version?: number }) =>
      call(simpleEndpoints[action] as typeof auth.authClose, { id, version }, { silent: true }),
    onSettled: refresh,
  });
}

export function useAudit() {
  const refresh = useRefreshAuthorizations();
  return useMutation({
    mutationFn: (input: RequestOf<typeof auth.authAudit>) => call(auth.authAudit, input, { silent: true }),
    onSettled: refresh,
  });
}

export function useChangeUser() {
  const refresh = useRefreshAuthorizations();
  return useMutation({
    mutationFn: (input: RequestOf<typeof auth.authChangeUser>) => call(auth.authChangeUser, input, { silent: true }),
    onSettled: refresh,
  });
}

/** Builds the evidence report of an authorisation (PDF), under the page's loading overlay; returns its link and SHA-256. */
export function useExportPdf() {
  return useMutation({
    mutationFn: (empowerNo: string) => call(use.useRecordExportPdf, { empowerNo }, { loading: true }),
  });
}
