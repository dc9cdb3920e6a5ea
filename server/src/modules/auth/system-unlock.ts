import { resultCodes } from '../../../../contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { smsLimits } from './limits';
import { sysAccountLockout, sysAccountRepo } from './repository';
import { sendCode, verifyCode } from './sms-codes';

/*
 * A locked system account recovers without waiting: an unlock code goes to its registered phone, under the SMS limits
 * of every code (60 s between sends and hourly and daily caps per phone and per client address), and only while the
 * account is locked. The code has its own purpose, so a log-in or password code never unlocks, and is single-use with
 * five tries. Unlocking clears the count and the lock; the password is then checked as usual, so a caller without the
 * phone gains nothing.
 *
 * Both calls answer alike for every name (an account that is locked or not, or no account at all, which locks like one):
 * the send always answers "sent if locked" without the phone, and any failed unlock gets one message. Otherwise the
 * answers would tell which names are accounts.
 */

async function lockedAccount(deps: Deps, username: string) {
  const found = await sysAccountRepo.byUsername(deps.db, username);
  const until = found ? await sysAccountLockout(found.id).lockedUntil(deps.db) : null;
  return found && !found.disabled && until && until.getTime() > deps.now().getTime() ? found : undefined;
}

/** Runs a step whose refusal would differ by name (an SMS limit, a failed send, a wrong code): whether it went through. */
async function refusalHidden(step: Promise<unknown>): Promise<boolean> {
  try {
    await step;
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

export async function sendUnlockCode(deps: Deps, username: string, ip: string) {
  const account = await lockedAccount(deps, username);
  // An SMS limit still holds (no code is sent), but its refusal is not shown: only a locked account could meet it.
  if (account) await refusalHidden(sendCode(deps, account.mobile, 'unlock', ip));
  return { resendAfterSeconds: smsLimits.resendAfterSeconds };
}

export async function unlock(deps: Deps, username: string, code: string): Promise<null> {
  const account = await lockedAccount(deps, username);
  const verified = account !== undefined && (await refusalHidden(verifyCode(deps, account.mobile, 'unlock', code)));
  if (!verified) throw new AppError(resultCodes.badRequest, 'e.unlockCodeInvalid');
  await sysAccountLockout(account.id).clear(deps.db);
  return null;
}
