import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as unit from '@contract/unit';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { unitKeys } from './keys';

export type CertificationInput = RequestOf<typeof unit.certificationApply>;

/** The unit's latest certification application (id 0), or null when it never applied. */
export function useLatestCertification() {
  return useQuery({
    queryKey: unitKeys.certification(),
    queryFn: () => call(unit.certificationInfo, { id: 0 }),
  });
}

/** Submits (or resubmits) the certification; the unit's state and the latest application refresh. */
export function useApplyCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificationInput) => call(unit.certificationApply, input, { silent: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitKeys.certification() }),
        queryClient.invalidateQueries({ queryKey: unitKeys.company() }),
      ]),
  });
}

/**
 * Reads name, credit code and legal person from an uploaded licence, under the page's loading overlay (it may take up
 * to a minute). Silent: a refusal (e.g. OCR not configured) is shown by the form, which stays usable.
 */
export function readLicence(fileId: string) {
  return call(unit.ocrBusinessLicence, { fileId }, { silent: true, loading: true });
}
