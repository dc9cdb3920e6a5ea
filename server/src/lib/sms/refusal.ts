import { resultCodes } from '../../../../contract';
import { AppError } from '../app-error';
import type { SmsFailure, SmsSendError } from './provider';

const refusals: Record<
  SmsFailure,
  { code: number; key: 'e.smsPhoneLimited' | 'e.smsPhoneInvalid' | 'e.smsUnavailable' }
> = {
  phoneLimited: { code: resultCodes.tooManyRequests, key: 'e.smsPhoneLimited' },
  phoneInvalid: { code: resultCodes.badRequest, key: 'e.smsPhoneInvalid' },
  unavailable: { code: resultCodes.serviceUnavailable, key: 'e.smsUnavailable' },
};

/** What the user is told of a failed send (contract/sms-error-texts.ts); the vendor's error goes to the log. */
export function smsRefusal(error: SmsSendError): AppError {
  const { code, key } = refusals[error.failure];
  return new AppError(code, key, { cause: error });
}
