/** Service prefixes of the spec (section 7); a call's URL is `/api/<service>/<path>`. */
export const services = [
  'account-enterprise',
  'workflow',
  'operate',
  'config',
  'tenant',
  'om',
  'application',
  'audit-log',
  'partner',
  'watermark',
  'cert-mgt',
  'comparison',
] as const;

export type Service = (typeof services)[number];

export const API_PREFIX = '/api';

/** Time-outs of spec section 7 and 9, in milliseconds. */
export const timeouts = {
  default: 15_000,
  long: 30_000,
  watermarkDetect: 50_000,
  ocr: 60_000,
  upload: 3_000_000,
} as const;
