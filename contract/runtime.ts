import { z } from 'zod';

/** Served unsigned at /api/runtime-config: what a console needs before its first signed call. */
export const runtimeConfigSchema = z.object({
  appMode: z.enum(['demo', 'production']),
  edition: z.enum(['general', 'security']),
  version: z.string(),
  /** PKCS#8 PEM of the request-signing key (DESIGN section 4: integrity and freshness, not identity). */
  signingKey: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_URL = '/api/runtime-config';
export const SMS_OUTBOX_URL = '/api/dev/sms-outbox';

export const smsOutboxEntry = z.object({ phone: z.string(), code: z.string(), sentAt: z.string() });
