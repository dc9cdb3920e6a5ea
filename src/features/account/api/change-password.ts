import * as account from '@contract/account';
import { call } from '@/lib/api-client';

/** Resets the password with a 'password' code; the server ends every session of the account. */
export async function changePassword(phone: string, password: string, verificationCode: string): Promise<void> {
  await call(account.changePassword, { username: phone, password, verificationCode }, { silent: true });
}

export function checkPassword() {
  return call(account.checkPassword, {}, { silent: true });
}
