/** Where SMS go: a log-in code or a notice (a reminder), through the provider SMS_PROVIDER names (lib/sms/index.ts). */
export interface SmsProvider {
  readonly name: string;
  /** Sends a six-digit code; throws SmsSendError when the gateway refuses or cannot be reached. */
  sendCode(phone: string, code: string): Promise<void>;
  /** Sends the notice template: something waits for the member (`subject`, e.g. an application's number). */
  sendNotice(phone: string, notice: SmsNotice): Promise<void>;
}

export interface SmsNotice {
  subject: string;
}

/**
 * Why a send failed, as the user is told: the gateway limits this phone, it cannot deliver to this number, or the
 * service cannot be used now (down, slow, refusing our keys, out of credit: the operator sees the vendor code in the log).
 */
export type SmsFailure = 'phoneLimited' | 'phoneInvalid' | 'unavailable';

export class SmsSendError extends Error {
  constructor(
    readonly failure: SmsFailure,
    /** The vendor's own error code (or 'timeout', 'unreachable', 'http-<status>'), for the log and the SMS records. */
    readonly vendorCode: string,
    /**
     * The message may still reach the phone (a time-out or a server error after the request went out): such a send
     * counts against the phone's limits and is never retried, so one request never becomes two messages.
     */
    readonly mayHaveBeenSent: boolean,
    detail: string,
  ) {
    super(`SMS ${failure} (${vendorCode}): ${detail}`);
  }
}
