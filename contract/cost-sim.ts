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

/** A device's SIM card as the device list and detail carry it (null: the device has none). */
export const deviceSimSchema = z.object({
  iccid: z.string(),
  cardState: z.enum(simStates),
  /** This month's data used and allowed, in KB. */
  flowUsedKb: z.int(),
  flowLimitKb: z.int(),
  paidUntil: z.nullable(z.string()),
});
export type DeviceSim = z.infer<typeof deviceSimSchema>;

export const simSchema = z.extend(deviceSimSchema, {
  deviceId: z.string(),
  deviceName: z.string(),
  /** Last month's data used in KB (months in Asia/Shanghai time); null before the card's first month ended. */
  lastMonthFlowKb: z.nullable(z.int()),
});
export type Sim = z.infer<typeof simSchema>;

/** A card paid until no more than this many days ahead is expiring (as a seal's service, contract/device.ts). */
export const SIM_EXPIRING_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * What an administrator must notice about a card: it is stopped or cancelled, or (otherwise) its paid period ends
 * within SIM_EXPIRING_DAYS or has ended; null when nothing. The device list's `sim` filter reads the same rule.
 */
export function simAlertOf(
  sim: Pick<DeviceSim, 'cardState' | 'paidUntil'>,
  now: Date = new Date(),
): 'stop' | 'cancel' | 'expiring' | null {
  if (sim.cardState === 'stop' || sim.cardState === 'cancel') return sim.cardState;
  if (sim.paidUntil === null) return null;
  return new Date(sim.paidUntil).getTime() - now.getTime() <= SIM_EXPIRING_DAYS * DAY_MS ? 'expiring' : null;
}

/** The device list's SIM filter: a card state, or an expiring card (`simAlertOf`). */
export const simFilters = [...simStates, 'expiring'] as const;
export type SimFilter = (typeof simFilters)[number];

/**
 * The operator that issued a card, by its ICCID's issuer code (ITU-T E.118: 89, country 86, then two digits):
 * China Mobile 00/02/04/07/08/13, China Unicom 01/06/09/10, China Telecom 03/05/11; null for any other.
 */
export function simOperatorOf(iccid: string): 'mobile' | 'unicom' | 'telecom' | null {
  if (!iccid.startsWith('8986')) return null;
  const issuer = iccid.slice(4, 6);
  if (['00', '02', '04', '07', '08', '13'].includes(issuer)) return 'mobile';
  if (['01', '06', '09', '10'].includes(issuer)) return 'unicom';
  if (['03', '05', '11'].includes(issuer)) return 'telecom';
  return null;
}

export const simList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'cost/v1/sim/list',
  access: 'unit',
  summary: "The SIM cards in the chosen unit's devices, by device id; filter: one device",
  request: z.object({ deviceId: z.optional(z.string().check(z.trim(), z.maxLength(32))) }),
  response: z.array(simSchema),
});
