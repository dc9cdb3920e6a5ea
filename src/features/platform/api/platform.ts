import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as platform from '@contract/platform';
import * as unit from '@contract/unit';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { platformKeys } from './keys';

export type UnitFilters = RequestOf<typeof platform.unitList>;
export type ApplicationFilters = RequestOf<typeof platform.quotaApplyList>;
export type CertificationFilters = RequestOf<typeof platform.certificationList>;
export type PartnerFilters = RequestOf<typeof unit.partnerApplyList>;
export type ReviewInput = RequestOf<typeof platform.quotaApplyReview>;

export function useUnits(request: UnitFilters) {
  return useQuery({
    queryKey: platformKeys.units(request),
    queryFn: () => call(platform.unitList, request),
    placeholderData: keepPreviousData,
  });
}

export function useUnitQuotas(companyId: number | null) {
  return useQuery({
    queryKey: platformKeys.unitQuotas(companyId ?? 0),
    queryFn: () => call(platform.unitQuotas, { companyId: companyId! }),
    enabled: companyId !== null,
  });
}

export function useQuotaApplications(request: ApplicationFilters) {
  return useQuery({
    queryKey: platformKeys.applications(request),
    queryFn: () => call(platform.quotaApplyList, request),
    placeholderData: keepPreviousData,
  });
}

export function useCertifications(request: CertificationFilters) {
  return useQuery({
    queryKey: platformKeys.certifications(request),
    queryFn: () => call(platform.certificationList, request),
    placeholderData: keepPreviousData,
  });
}

export function usePartnerApplications(request: PartnerFilters) {
  return useQuery({
    queryKey: platformKeys.partners(request),
    queryFn: () => call(unit.partnerApplyList, request),
    placeholderData: keepPreviousData,
  });
}

/** A short-lived link to a certification's business licence, fetched when the review dialog opens. */
export function useLicenceUrl(id: number) {
  return useQuery({
    queryKey: platformKeys.licence(id),
    queryFn: () => call(platform.certificationLicenceUrl, { id }),
    staleTime: 60_000,
  });
}

/** A platform change: the lists, the unit's quotas and the home's figures refresh. */
function usePlatformMutation<I>(run: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.all }),
  });
}

export const useSetUnitDisabled = () =>
  usePlatformMutation((input: RequestOf<typeof platform.unitDisable>) => call(platform.unitDisable, input));

/** Silent: the form shows the refusal (a limit below the use) beside its field. */
export const useSetQuota = () =>
  usePlatformMutation((input: RequestOf<typeof platform.quotaSet>) => call(platform.quotaSet, input, { silent: true }));

export const useReviewQuotaApplication = () =>
  usePlatformMutation((input: ReviewInput) => call(platform.quotaApplyReview, input, { silent: true }));

export const useReviewCertification = () =>
  usePlatformMutation((input: ReviewInput) => call(platform.certificationReview, input, { silent: true }));

/** The partner review of the existing call: state 1 passes, 2 rejects. */
export const useReviewPartner = () =>
  usePlatformMutation(({ id, pass, reason }: ReviewInput) =>
    call(unit.partnerApplyUpdate, { id, state: pass ? 1 : 2, reviewRemark: reason }, { silent: true }),
  );
