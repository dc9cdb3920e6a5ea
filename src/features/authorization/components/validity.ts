import { MAX_AUTH_DAYS } from '@contract/authorization';
import { fromLocalInput, toLocalInput } from '@/lib/local-time';

const DAY_MS = 86_400_000;
export const DEFAULT_VALIDITY_DAYS = 7;

/** The default validity: from now for 7 days. */
export function defaultValidity(now = new Date()): { validFrom: string; validTo: string } {
  return {
    validFrom: toLocalInput(now),
    validTo: toLocalInput(new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS)),
  };
}

export type ValidityProblem = 'validToRequired' | 'validityOrder' | 'validityPast' | 'validityMax';

/**
 * What is wrong with a validity period typed in datetime-local inputs (UTC+8 wall times), if anything: the end is
 * required, after the start and after now, and at most 90 days after the start (contract MAX_AUTH_DAYS).
 */
export function validityProblem(validFrom: string, validTo: string, now = new Date()): ValidityProblem | null {
  const to = fromLocalInput(validTo).getTime();
  if (!validTo || Number.isNaN(to)) return 'validToRequired';
  const from = validFrom ? fromLocalInput(validFrom).getTime() : now.getTime();
  if (to <= from) return 'validityOrder';
  if (to <= now.getTime()) return 'validityPast';
  if (to - from > MAX_AUTH_DAYS * DAY_MS) return 'validityMax';
  return null;
}

/** The ISO times the calls take (the start is optional: the server starts it now). */
export function validityRequest(validFrom: string, validTo: string): { validFrom?: string; validTo: string } {
  return {
    ...(validFrom ? { validFrom: fromLocalInput(validFrom).toISOString() } : {}),
    validTo: fromLocalInput(validTo).toISOString(),
  };
}
