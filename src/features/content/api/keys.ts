import { queryRoots } from '@/lib/query-keys';

/** Query keys of the content sections; a sign-up or a save invalidates `all`. */
export const contentKeys = {
  all: queryRoots.content,
  lists: [...queryRoots.content, 'list'] as const,
  /** The server answers lists and details in the UI language, so the language is part of their keys. */
  list: (language: string, request: object) => [...queryRoots.content, 'list', language, request] as const,
  detail: (language: string, id: number) => [...queryRoots.content, 'detail', language, id] as const,
  unread: [...queryRoots.content, 'unread'] as const,
  adminList: (request: object) => [...queryRoots.content, 'admin', 'list', request] as const,
  adminDetail: (id: number) => [...queryRoots.content, 'admin', 'detail', id] as const,
  versions: (id: number) => [...queryRoots.content, 'admin', 'versions', id] as const,
  signups: (id: number) => [...queryRoots.content, 'admin', 'signups', id] as const,
};
