import { queryRoots } from '@/lib/query-keys';

export const messageKeys = {
  all: queryRoots.messages,
  unread: () => [...queryRoots.messages, 'unread'] as const,
  /** The server answers in the UI language, so the language is part of the key. */
  list: (language: string, filters: object) => [...queryRoots.messages, 'list', language, filters] as const,
};

export const versionKeys = {
  list: (pageNum: number, pageSize: number) => [...queryRoots.versions, 'list', pageNum, pageSize] as const,
  latest: () => [...queryRoots.versions, 'latest'] as const,
  detail: (id: number) => [...queryRoots.versions, 'detail', id] as const,
};
