import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as complaint from '@contract/complaint';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { registryKeys } from './keys';

export type ComplaintSubmit = RequestOf<typeof complaint.complaintSubmit>;
export type ComplaintFilters = RequestOf<typeof complaint.complaintManageList>;

export function useMyComplaints(request: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: registryKeys.complaintList({ mine: true, ...request }),
    queryFn: () => call(complaint.complaintMine, request),
    placeholderData: keepPreviousData,
  });
}

export function useManagedComplaints(request: ComplaintFilters) {
  return useQuery({
    queryKey: registryKeys.complaintList(request),
    queryFn: () => call(complaint.complaintManageList, request),
    placeholderData: keepPreviousData,
  });
}

/** One complaint: the member's own ('mine') or any, for the platform ('manage'). */
export function useComplaint(side: 'mine' | 'manage', id: number) {
  const endpoint = side === 'mine' ? complaint.complaintDetail : complaint.complaintManageDetail;
  return useQuery({
    queryKey: registryKeys.complaintDetail(side, id),
    queryFn: () => call(endpoint, { id }),
    enabled: id > 0,
  });
}

function useComplaintMutation<I, R>(run: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: registryKeys.complaints }),
  });
}

export const useSubmitComplaint = () =>
  useComplaintMutation((input: ComplaintSubmit) => call(complaint.complaintSubmit, input, { silent: true }));
export const useAssignComplaint = () =>
  useComplaintMutation((input: { id: number; assigneeId: number }) =>
    call(complaint.complaintAssign, input, { silent: true }),
  );
export const useReplyComplaint = () =>
  useComplaintMutation((input: { id: number; reply: string }) =>
    call(complaint.complaintReply, input, { silent: true }),
  );
export const useResolveComplaint = () =>
  useComplaintMutation((id: number) => call(complaint.complaintResolve, { id }, { silent: true }));
