/** The code and session rules of DESIGN section 5, in one place. */
export const smsLimits = {
  ttlMs: 5 * 60_000,
  maxWrongTries: 5,
  resendAfterSeconds: 60,
  perPhonePerHour: 5,
  perPhonePerDay: 10,
  perIpPerHour: 30,
  perIpPerDay: 100,
} as const;

export const passwordLimits = {
  maxWrongTries: 5,
  lockMinutes: 15,
  /** Failed password log-ins one client address may make in the window, over all account names. */
  perAddressFailures: 30,
  addressWindowMinutes: 15,
} as const;
