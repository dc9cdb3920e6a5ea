/*
 * Response data many requests share (DESIGN section 9): concurrent identical list calls get the same page object
 * (shared or remembered reads), and validating and serialising it once per request cost more than the rest of the
 * request's own work. A service marks such data with sharedResponse; the reply serialises it once
 * (http/shared-serializer.ts). The data are frozen first, so what was serialised is what every caller holds.
 */

const marked = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** Freezes `data` (deeply) and marks it as shared by several responses; returns it. */
export function sharedResponse<T extends object>(data: T): T {
  deepFreeze(data);
  marked.add(data);
  return data;
}

/** Whether `data` was marked by sharedResponse (and is therefore frozen). */
export function isSharedResponse(data: unknown): data is object {
  return typeof data === 'object' && data !== null && marked.has(data);
}
