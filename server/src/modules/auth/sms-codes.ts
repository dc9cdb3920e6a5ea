import { resultCodes } from '../../../../contract';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../lib/app-error';
import { hmac, newSmsCode, safeEqual } from '../../lib/crypto';
import { smsLimits } from './limits';
import { smsCodeRepo } from './repository';

export type SmsPurpose = 'login' | 'password' | 'register';

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
  const { db } = deps;
  const now = deps.now();
  const last = await smsCodeRepo.lastSentToPhone(db, phone);
  if (last) {
    const wait = Math.ceil((last.getTime() + smsLimits.resendAfterSeconds * 1000 - now.getTime()) / 1000);
    if (wait > 0) throw refuse.tooMany('e.smsTooSoon', wait);
  }
  const [phoneHour, phoneDay, ipHour, ipDay] = await Promise.all([
    smsCodeRepo.countToPhoneSince(db, phone, new Date(now.getTime() - HOUR)),
    smsCodeRepo.countToPhoneSince(db, phone, new Date(now.getTime() - DAY)),
    smsCodeRepo.countFromIpSince(db, ip, new Date(now.getTime() - HOUR)),
    smsCodeRepo.countFromIpSince(db, ip, new Date(now.getTime() - DAY)),
  ]);
  if (
    phoneHour >= smsLimits.perPhonePerHour ||
    phoneDay >= smsLimits.perPhonePerDay ||
    ipHour >= smsLimits.perIpPerHour ||
    ipDay >= smsLimits.perIpPerDay
  ) {
    throw refuse.tooMany('e.smsCapReached');
  }
  const code = newSmsCode();
  await smsCodeRepo.insert(db, {
    phone,
    purpose,
    ip,
    codeHash: codeHash(deps, phone, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + smsLimits.ttlMs),
  });
  await deps.sms.sendCode(phone, code);
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
  const usable =
    row && !row.consumedAt && row.expiresAt.getTime() > now.getTime() && row.attempts < smsLimits.maxWrongTries;
  if (!row || !usable) throw new AppError(resultCodes.badRequest, 'e.codeExpired');
  if (!safeEqual(row.codeHash, codeHash(deps, phone, purpose, code))) {
    const tries = await smsCodeRepo.addAttempt(db, row.id);
    throw new AppError(resultCodes.badRequest, tries >= smsLimits.maxWrongTries ? 'e.codeExpired' : 'e.codeWrong');
  }
  if (!(await smsCodeRepo.consume(db, row.id, now))) throw new AppError(resultCodes.badRequest, 'e.codeExpired');
}
