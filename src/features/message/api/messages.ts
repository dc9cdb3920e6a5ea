import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as message from '@contract/message-center';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { messageKeys } from './keys';

export type MessageFilters = RequestOf<typeof message.messageList>;

const UNREAD_POLL_MS = 30_000;

/** The unread count of the bell and the message group's red count; polled, and refreshed by marking read. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: async () => (await call(message.messageCountUnread, {}, { silent: true })).count,
    refetchInterval: UNREAD_POLL_MS,
  });

/** Messages belong to a user in a unit: an account without one (the system side) has none and is not asked. */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQuery(), enabled });
}

/** The page of messages; the server answers in the UI language, so switching it fetches them again. */
export function useMessages(filters: MessageFilters) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: messageKeys.list(i18n.language, filters),
    queryFn: () => call(message.messageList, filters),
    placeholderData: keepPreviousData,
  });
}

/** Marks the given messages read, or all of them when ids is empty; the list and the counts refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(message.messageMarkRead, { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
