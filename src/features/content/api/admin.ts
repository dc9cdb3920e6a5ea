import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as content from '@contract/content';
import type { RequestOf } from '@contract/endpoint';
import { call, upload } from '@/lib/api-client';
import { contentKeys } from './keys';

export type AdminListRequest = RequestOf<typeof content.contentAdminList>;

export function useAdminContentList(request: AdminListRequest) {
  return useQuery({
    queryKey: contentKeys.adminList(request),
    queryFn: () => call(content.contentAdminList, request),
    placeholderData: keepPreviousData,
  });
}

export function useAdminContent(id: number | null) {
  return useQuery({
    queryKey: contentKeys.adminDetail(id ?? 0),
    queryFn: () => call(content.contentAdminDetail, { id: id! }, { silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

export function useContentVersions(id: number | null) {
  return useQuery({
    queryKey: contentKeys.versions(id ?? 0),
    queryFn: () => call(content.contentVersions, { id: id! }),
    enabled: id !== null,
  });
}

export function useContentSignups(id: number | null) {
  return useQuery({
    queryKey: contentKeys.signups(id ?? 0),
    queryFn: () => call(content.contentSignups, { id: id! }),
    enabled: id !== null,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.all });
}

/** The form shows a refusal (silent). */
export function useSaveContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: content.ContentSave) => call(content.contentSave, request, { silent: true }),
    onSuccess: refresh,
  });
}

/** Publish or withdraw; the confirmation shows a refusal (silent). */
export function useContentState() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) =>
      call(publish ? content.contentPublish : content.contentWithdraw, { id }, { silent: true }),
    onSuccess: refresh,
  });
}

export async function previewHtml(body: string): Promise<string> {
  return (await call(content.contentPreview, { body }, { silent: true })).html;
}

export function uploadContentFile(file: File, onProgress: (percent: number) => void) {
  return upload(content.contentUpload, {}, file, onProgress, { silent: true });
}
