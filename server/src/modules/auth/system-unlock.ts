import { resultCodes } from '../../../../contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { sysAccountLockout, sysAccountRepo } from './repository';
import { sendCode, verifyCode } from './sms-codes';

/*
 * A locked system account recovers without waiting: an unlock code goes to its registered phone, under the SMS limits
 * of every code (60 s between sends and hourly and daily caps per phone and per client address), and only while the
 * account is locked. The code has its own purpose, so a log-in or password code never unlocks, and is single-use with
 * five tries. Unlocking clears the count and the lock; the password is then checked as usual, so a caller without the
 * phone gains nothing.
 */

/** A phone as the unlock page shows it: the first three and the last four digits. */
export function maskPhone(phone: string): string {
  return phone.length < 8 ? '*'.repeat(phone.length) : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

async function lockedAccount(deps: Deps, username: string) {
  const found = await sysAccountRepo.byUsername(deps.db, username);
  const until = found ? await sysAccountLockout.lockedUntil(deps.db, found.id) : null;
  return found && !found.disabled && until && until.getTime() > deps.now().getTime() ? found : undefined;
}

export async function sendUnlockCode(deps: Deps, username: string, ip: string) {
  const account = await lockedAccount(deps, username);
  // An unknown name answers like an account that is not locked: the name's existence is not told here.
  if (!account) throw new AppError(resultCodes.badRequest, 'e.unlockNotNeeded');
  const resendAfterSeconds = await sendCode(deps, account.mobile, 'unlock', ip);
  return { phoneHint: maskPhone(account.mobile), resendAfterSeconds };
}

export async function unlock(deps: Deps, username: string, code: string): Promise<null> {
  const account = await lockedAccount(deps, username);
  // Without a locked account no code was sent: the answer is that of an expired code.
  if (!account) throw new AppError(resultCodes.badRequest, 'e.codeExpired');
  await verifyCode(deps, account.mobile, 'unlock', code);
  await sysAccountLockout.clear(deps.db, account.id);
  return null;
}
