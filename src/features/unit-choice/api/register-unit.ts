import * as account from '@contract/account';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';

export type RegisterUnitInput = RequestOf<typeof account.registerUnit>;

/** Registers a unit; refusals come back to the form rather than as toasts. */
export function registerUnit(input: RegisterUnitInput) {
  return call(account.registerUnit, input, { silent: true });
}
