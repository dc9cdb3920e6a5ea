import * as account from '@contract/account';
import { call } from './api-client';
import { endSession } from './session';

/** Ends the session on the server, then locally, even when the server call fails (the token is gone either way). */
export async function logout(): Promise<void> {
  try {
    await call(account.logout, { appName: 'console' }, { silent: true });
  } catch {
    // the local session ends regardless
  } finally {
    endSession();
  }
}
