import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as content from '@contract/content';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { contentKeys } from './keys';

export type ContentListRequest = RequestOf<typeof content.contentList>;
export type SignupRequest = RequestOf<typeof content.contentSignup>;

export function useContentList(request: ContentListRequest) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.list(i18n.language, request),
    queryFn: () => call(content.contentList, request),
    placeholderData: keepPreviousData,
  });
}

/** Opening an item marks it read, so the lists and the menu's dot are refreshed once it has loaded (when it was new). */
export function useContentDetail(id: number) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.detail(i18n.language, id),
    queryFn: async () => {
      const detail = await call(content.contentDetail, { id }, { silent: true });
      if (detail.unread) {
        void queryClient.invalidateQueries({ queryKey: contentKeys.unread });
        void queryClient.invalidateQueries({ queryKey: contentKeys.lists });
      }
      return detail;
    },
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** Per kind, how many items the member has not opened; asked only inside a unit. */
export function useContentUnread(enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.unread,
    queryFn: () => call(content.contentUnread, {}, { silent: true }),
    enabled,
    refetchInterval: 5 * 60_000,
  });
}

/** A download link of an attachment (counted by the server); the form shows a refusal (silent). */
export async function attachmentUrl(id: number, fileId: string): Promise<string> {
  return (await call(content.contentFileUrl, { id, fileId }, { silent: true })).url;
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignupRequest) => call(content.contentSignup, request, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
