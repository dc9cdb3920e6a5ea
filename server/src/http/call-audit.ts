import type { Endpoint } from '../../../contract';
import type { SessionContext } from '../caller/sessions';
import type { Db } from '../db/client';
import type { Deps } from '../deps';

/*
 * The port through which http/route.ts records calls in the audit log (modules/audit fills it in: http sits below
 * the modules). A call the audit records as 'operate' runs in one transaction with its record; a failure is
 * recorded after its rollback; log-in attempts ('login') are recorded after the call, whatever its outcome.
 */

export interface CallFacts {
  endpoint: Endpoint;
  session: SessionContext | null;
  /** The validated request fields (path parameters included); the audit keeps only ids from them. */
  input: Record<string, unknown>;
  ip: string;
  userAgent: string;
}

export interface CallOutcome {
  code: number;
  /** The refusal's message reference. */
  reason: string | null;
  /** The response data of a successful call (created ids). */
  data: unknown;
}

export interface CallAudit {
  kindOf(e: Endpoint): 'operate' | 'login' | null;
  /** Appends the call's record; `tx` must be a transaction (the chain's head stays locked until it ends). */
  append(tx: Db, facts: CallFacts, outcome: CallOutcome): Promise<void>;
}

const audits = new WeakMap<Deps, CallAudit>();

export function installCallAudit(deps: Deps, audit: CallAudit): void {
  audits.set(deps, audit);
}

export function callAuditOf(deps: Deps): CallAudit | undefined {
  return audits.get(deps);
}
