import { resultCodes, ref, type MessageKey } from '../../../contract';

/** A refusal the client should see: a result code and a message reference (see contract/error-texts.ts). */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageRef: string,
    /** What an operator should see in the log (e.g. the vendor's error behind 'e.smsUnavailable'); never shown. */
    options?: { cause: Error },
  ) {
    super(messageRef, options);
  }
}

export const refuse = {
  badRequest: (key: MessageKey, ...args: Array<string | number>) =>
    new AppError(resultCodes.badRequest, ref(key, ...args)),
  notFound: (key: MessageKey = 'e.notFound') => new AppError(resultCodes.notFound, key),
  conflict: (key: MessageKey) => new AppError(resultCodes.conflict, key),
  forbidden: (key: MessageKey = 'e.forbidden') => new AppError(resultCodes.forbidden, key),
  tooMany: (key: MessageKey, ...args: Array<string | number>) =>
    new AppError(resultCodes.tooManyRequests, ref(key, ...args)),
};
