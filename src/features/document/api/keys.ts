import { queryRoots } from '@/lib/query-keys';

/** Query keys of document security; issuing, detecting or comparing invalidates `all`. */
export const documentKeys = {
  all: queryRoots.document,
  issuances: (request: object) => [...queryRoots.document, 'issuances', request] as const,
  rule: [...queryRoots.document, 'rule'] as const,
  comparisons: (request: object) => [...queryRoots.document, 'comparisons', request] as const,
  comparison: (id: number) => [...queryRoots.document, 'comparison', id] as const,
};
