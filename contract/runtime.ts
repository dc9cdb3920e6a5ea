/** Served unsigned at /api/runtime-config: what a console needs before its first signed call. */
export interface RuntimeConfig {
  appMode: 'demo' | 'production';
  edition: 'general' | 'security';
  version: string;
  /** PKCS#8 PEM of the request-signing key (DESIGN section 4: integrity and freshness, not identity). */
  signingKey: string;
}

export const RUNTIME_CONFIG_URL = '/api/runtime-config';
export const SMS_OUTBOX_URL = '/api/dev/sms-outbox';

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const v = value as Partial<RuntimeConfig> | null;
  return typeof v === 'object' && v !== null && typeof v.signingKey === 'string' && typeof v.edition === 'string';
}

/** Demo mode only: the device token of a device id (tests, the device simulator, e2e). */
export const DEVICE_TOKEN_URL = '/api/dev/device-token';

/** Demo mode only: POST runs one move of the device simulator now (`?kind=stamp|status|privileged|...`; e2e). */
export const SIMULATE_URL = '/api/dev/simulate';
