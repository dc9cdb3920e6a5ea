/**
 * Every response is `{ code, msg, data }`; code 0 is success. Codes 401/402/403 are the session classes the client
 * treats as "session expired"; every other non-zero code is a business refusal shown as a toast.
 */
export const resultCodes = {
  ok: 0,
  badRequest: 400,
  noSession: 401,
  sessionExpired: 402,
  sessionRevoked: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  /** A service the call needs (e.g. the SMS gateway) cannot be used now; trying later may succeed. */
  serviceUnavailable: 503,
  /** Signature missing, wrong, stale or replayed. */
  badSignature: 1001,
  /** The session's role may not do this; not a logout. */
  forbidden: 1003,
  /** The call needs a chosen unit; the client goes to /choose. */
  unitRequired: 1004,
} as const;

export type ResultCode = (typeof resultCodes)[keyof typeof resultCodes];

export const sessionCodes: readonly number[] = [
  resultCodes.noSession,
  resultCodes.sessionExpired,
  resultCodes.sessionRevoked,
];

/** HTTP status that mirrors a result code's class. */
export function httpStatusOf(code: number): number {
  if (code === 0) return 200;
  if (code === resultCodes.sessionRevoked || code === resultCodes.forbidden) return 403;
  if (code === resultCodes.sessionExpired || code === resultCodes.noSession) return 401;
  if (code === resultCodes.badSignature) return 401;
  if (code === resultCodes.unitRequired) return 403;
  if ([400, 404, 409, 413, 429, 500, 503].includes(code)) return code;
  return 400;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
