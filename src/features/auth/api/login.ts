import type { ResponseOf } from '@contract/endpoint';
import type * as accountContract from '@contract/account';
import { call } from '@/lib/api-client';
import { setSession } from '@/lib/session';

type StaffLogin = ResponseOf<typeof accountContract.loginByPhone>;

/** The contract's account records load with the first log-in attempt, not with the page. */
const account = () => import('@contract/account');

function startStaffSession(result: StaffLogin): StaffLogin {
  setSession(result.token, { kind: 'staff', companyId: null, userId: result.userId, realName: result.realName });
  return result;
}

/** The three log-in calls of the login page; each starts the stored session. Refusals are shown by the form. */
export async function loginByPhone(phoneNumber: string, verificationCode: string): Promise<StaffLogin> {
  return startStaffSession(
    await call((await account()).loginByPhone, { phoneNumber, verificationCode }, { silent: true }),
  );
}

/** Staff password log-in takes the user name or the phone number (login-pc). */
export async function loginByPassword(username: string, password: string): Promise<StaffLogin> {
  return startStaffSession(await call((await account()).loginPc, { username, password }, { silent: true }));
}

export async function systemLogin(username: string, password: string) {
  const result = await call((await account()).systemLogin, { username, password }, { silent: true });
  setSession(result.token, { kind: 'system', companyId: null, userId: result.userId, realName: result.realName });
  return result;
}

/** Sends an unlock code to a locked system account's phone; the masked phone and the wait. Refusals are toasted. */
export async function systemUnlockCode(username: string) {
  return call((await account()).systemUnlockCode, { username });
}

/** Unlocks a locked system account with the code; a refusal is shown by the form. */
export async function systemUnlock(username: string, code: string) {
  await call((await account()).systemUnlock, { username, code }, { silent: true });
}
