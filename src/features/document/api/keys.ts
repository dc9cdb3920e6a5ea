import { queryRoots } from '@/lib/query-keys';

/** Query keys of document security; issuing or detecting invalidates `all`. */
export const documentKeys = {
  all: queryRoots.document,
  issuances: (request: object) => [...queryRoots.document, 'issuances', request] as const,
  rule: [...queryRoots.document, 'rule'] as const,
};
