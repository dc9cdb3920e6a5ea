import { resultCodes } from '../../../../contract';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../lib/app-error';
import { hmac, newSmsCode, safeEqual } from '../../lib/crypto';
import { SmsSendError, smsRefusal } from '../../lib/sms';
import { smsLimits } from './limits';
import { smsCodeRepo } from './repository';

export type SmsPurpose = 'login' | 'password' | 'register' | 'unlock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function codeHash(deps: Deps, phone: string, purpose: string, code: string): string {
  return hmac(deps.secret, `${phone}:${purpose}:${code}`);
}

/**
 * Sends a code. Known and unknown phones get the same answer and the same work, so the call reveals nothing about
 * who has an account.
 */
export async function sendCode(deps: Deps, phone: string, purpose: SmsPurpose, ip: string): Promise<number> {
  const now = deps.now();
  const code = newSmsCode();
  // The checks and the insert run under a lock per phone and per address: parallel requests cannot all pass them.
  const codeId = await deps.db.transaction(async (db) => {
    await smsCodeRepo.lockSender(db, phone, ip);
    const last = await smsCodeRepo.lastSentToPhone(db, phone);
    if (last) {
      const wait = Math.ceil((last.getTime() + smsLimits.resendAfterSeconds * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw refuse.tooMany('e.smsTooSoon', wait);
    }
    const [phoneHour, phoneDay, ipHour, ipDay] = [
      await smsCodeRepo.countToPhoneSince(db, phone, new Date(now.getTime() - HOUR)),
      await smsCodeRepo.countToPhoneSince(db, phone, new Date(now.getTime() - DAY)),
      await smsCodeRepo.countFromIpSince(db, ip, new Date(now.getTime() - HOUR)),
      await smsCodeRepo.countFromIpSince(db, ip, new Date(now.getTime() - DAY)),
    ];
    if (
      phoneHour >= smsLimits.perPhonePerHour ||
      phoneDay >= smsLimits.perPhonePerDay ||
      ipHour >= smsLimits.perIpPerHour ||
      ipDay >= smsLimits.perIpPerDay
    ) {
      throw refuse.tooMany('e.smsCapReached');
    }
    return smsCodeRepo.insert(db, {
      phone,
      purpose,
      ip,
      codeHash: codeHash(deps, phone, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + smsLimits.ttlMs),
    });
  });
  try {
    await deps.sms.sendCode(phone, code);
  } catch (error) {
    // A failed send is forgotten: its code never works, and it counts against neither the 60 s wait nor the caps
    // (the gateway's own flow control still limits what a failing phone receives). Inside the call's transaction the
    // refusal rolls the code back anyway; this also holds where no call transaction is open.
    await smsCodeRepo.remove(deps.db, codeId);
    throw error instanceof SmsSendError ? smsRefusal(error) : error;
  }
  return smsLimits.resendAfterSeconds;
}

/**
 * Checks and uses up a code. Only the newest code of the phone and purpose counts; after five wrong tries it is dead
 * even for the right digits, until a new one is sent.
 */
export async function verifyCode(deps: Deps, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const row = await smsCodeRepo.latest(db, phone, purpose);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(resultCodes.badRequest, 'e.codeExpired');
  }
  const tries = await smsCodeRepo.claimAttempt(db, row.id, smsLimits.maxWrongTries);
  if (tries === null) throw new AppError(resultCodes.badRequest, 'e.codeExpired');
  if (!safeEqual(row.codeHash, codeHash(deps, phone, purpose, code))) {
    throw new AppError(resultCodes.badRequest, tries >= smsLimits.maxWrongTries ? 'e.codeExpired' : 'e.codeWrong');
  }
  if (!(await smsCodeRepo.consume(db, row.id, now))) throw new AppError(resultCodes.badRequest, 'e.codeExpired');
}
