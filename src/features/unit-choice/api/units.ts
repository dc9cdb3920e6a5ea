import { queryOptions, useQuery } from '@tanstack/react-query';
import * as account from '@contract/account';
import { call } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { unitChoiceKeys } from './keys';

/** The signed-in user's units, keyed by the token (each session asks again). */
export function useMyUnits() {
  return useQuery(queryOptions({ queryKey: unitChoiceKeys.mine(), queryFn: () => call(account.listUnitsByUser, {}) }));
}

/** Chooses a unit: the server binds a new token to it, which replaces the stored one. */
export async function chooseUnit(companyId: number) {
  const result = await call(account.getInfo, { companyId });
  setSession(result.token, {
    kind: 'staff',
    companyId,
    userId: result.user.userId,
    realName: result.user.realName,
  });
  return result;
}
