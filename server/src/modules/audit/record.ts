import { account, type Endpoint } from '../../../../contract';
import type { CallFacts, CallOutcome } from '../../http/call-audit';
import type { AuditRow } from './repository';

/*
 * What one audit record holds, built from a call's facts: never a request's payload, only its ids (and for a
 * log-in the masked phone or the user name), so no password, code or token can reach the log.
 */

/** The log-in calls: recorded in the login log with their method and the identity field tried. */
const LOGIN_CALLS = new Map<Endpoint, { method: string; field: string; side: 'staff' | 'system' }>([
  [account.loginByPhone, { method: 'sms', field: 'phoneNumber', side: 'staff' }],
  [account.loginByUsername, { method: 'password', field: 'username', side: 'staff' }],
  [account.loginPc, { method: 'password', field: 'username', side: 'staff' }],
  [account.systemLogin, { method: 'system', field: 'username', side: 'system' }],
]);

/** POST calls that only read (lists, searches, look-ups): not mutating, not recorded. */
const READ_PATHS =
  /(^|\/|-)list$|\/get-info$|\/list-companies$|findByConfId$|business-licence$|^v1\/login\/log$|^v1\/verify$/;

/** Which log a call goes to: staff and system calls that change something, and log-ins; device calls are not. */
export function kindOf(e: Endpoint): 'operate' | 'login' | null {
  if (LOGIN_CALLS.has(e)) return 'login';
  if (e.access === 'device' || e.method === 'GET' || READ_PATHS.test(e.path)) return null;
  return 'operate';
}

/** Request fields that name a target: id, ids, empowerNo, or a camel-case …Id / …Ids. */
const TARGET_FIELD = /^(id|ids|empowerNo)$|[a-z](Id|Ids)$/;
const SECRET_FIELD = /password|code|token|secret|sign/i;
const MAX_LISTED = 50;

type Target = string | number | Array<string | number>;

/**
 * A caller's text as the log keeps it: at most 64 characters, control characters shown as U+FFFD. A refused call may
 * carry a NUL (in a path parameter, say), which PostgreSQL's text and jsonb cannot hold: the record of the refusal
 * would be lost.
 */
function loggedText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this replaces
  return text.slice(0, 64).replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
}

const targetItem = (v: string | number) => (typeof v === 'string' ? loggedText(v) : v);

function targetValue(value: unknown): Target | undefined {
  if (typeof value === 'number' || typeof value === 'string') return targetItem(value);
  if (Array.isArray(value)) {
    const items = value.filter((v): v is string | number => typeof v === 'number' || typeof v === 'string');
    return items.slice(0, MAX_LISTED).map(targetItem);
  }
  return undefined;
}

export function targetsOf(input: Record<string, unknown>, data: unknown): Record<string, Target> {
  const targets: Record<string, Target> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!TARGET_FIELD.test(key) || SECRET_FIELD.test(key)) continue;
    const target = targetValue(value);
    if (target !== undefined) targets[key] = target;
  }
  // The id a call created (add calls answer { id }).
  const created = data && typeof data === 'object' ? (data as { id?: unknown }).id : undefined;
  if (targets.id === undefined && (typeof created === 'number' || typeof created === 'string')) {
    targets.createdId = created;
  }
  return targets;
}

/** 13800000000 -> 138****0000; anything else (a user name) as typed, at most 64 characters. */
export function maskIdentity(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (/^1\d{10}$/.test(text)) return `${text.slice(0, 3)}****${text.slice(7)}`;
  return loggedText(text);
}

/** The hashed part of a record: every column but id, seq and the hashes. */
export type RecordContent = Omit<AuditRow, 'id' | 'seq' | 'prevHash' | 'hash'>;

export function contentOf(row: AuditRow): RecordContent {
  const { id: _id, seq: _seq, prevHash: _prev, hash: _hash, ...content } = row;
  return content;
}

/** The record of one call; its chain is the caller's unit's, or the system side's. */
export function recordOf(facts: CallFacts, outcome: CallOutcome, at: Date): RecordContent {
  const e = facts.endpoint;
  const session = facts.session;
  const login = LOGIN_CALLS.get(e);
  const companyId = !login && session?.kind === 'staff' ? session.companyId : null;
  const loggedIn = login && outcome.code === 0 ? (outcome.data as { userId?: number } | null)?.userId : undefined;
  // A display link only reads (its calls are GETs, never recorded): it would count as the public side.
  const side = login ? login.side : session && session.kind !== 'display' ? session.kind : 'public';
  return {
    chain: companyId === null ? 'system' : `unit:${companyId}`,
    kind: login ? 'login' : 'operate',
    at,
    side,
    companyId,
    userId: session?.userId ?? (login?.side === 'staff' ? (loggedIn ?? null) : null),
    sysAccountId: session?.sysAccountId ?? (login?.side === 'system' ? (loggedIn ?? null) : null),
    call: `${e.method} ${e.service}/${e.path}`,
    targets: login ? {} : targetsOf(facts.input, outcome.data),
    resultCode: outcome.code,
    reason: outcome.reason,
    ip: facts.ip,
    userAgent: facts.userAgent,
    identity: login ? maskIdentity(facts.input[login.field]) : null,
    method: login ? login.method : null,
  };
}
