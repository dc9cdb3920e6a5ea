import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * SIM cards of networked smart seals (spec section 3 card state: test, silent, normal, stop, cancel; section 9: data
 * flow divided by 1024, two decimals). A card's period follows its device's seal service: renewing the service on
 * devicePay renews the card, and a stopped, silent or test card becomes normal.
 */
export const simStates = ['test', 'silent', 'normal', 'stop', 'cancel'] as const;
export type SimState = (typeof simStates)[number];

/** Data flow as the spec shows it: KB / 1024, two decimals (MB). */
export function flowText(kb: number): string {
  return (kb / 1024).toFixed(2);
}

export const simSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  iccid: z.string(),
  cardState: z.enum(simStates),
  /** This month's data used and allowed, in KB. */
  flowUsedKb: z.int(),
  flowLimitKb: z.int(),
  paidUntil: z.nullable(z.string()),
});
export type Sim = z.infer<typeof simSchema>;

export const simList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/sim/list',
  access: 'unit',
  summary: "The SIM cards in the chosen unit's devices, by device id; filter: one device",
  request: z.object({ deviceId: z.optional(z.string().check(z.trim(), z.maxLength(32))) }),
  response: z.array(simSchema),
});
