import type { audit, ParsedRequestOf } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { CallAudit, CallFacts, CallOutcome } from '../../http/call-audit';
import { refuse } from '../../lib/app-error';
import { dayEnd, dayStart } from '../../lib/local-time';
import { genesisHash, recordHash } from './canonical';
import { CHECKPOINT_EVERY, firstProblem, signedPayload } from './chain';
import { kindOf, recordOf } from './record';
import { auditRepo, type ListedRecord, type LogFilter } from './repository';
import { auditSigner } from './signer';

type Head = { seq: number; hash: string };

/**
 * Each chain's head as this process last wrote it. An append first tries the head it remembers, in one statement
 * that writes only if the head is still that one; a miss (another node appended, or our transaction rolled back)
 * costs one statement more and locks and reads the head as it is.
 */
const knownHeads = new WeakMap<Deps, Map<string, Head>>();

/**
 * Appends a call's record to its chain inside `tx` (the call's own transaction, or one of its own for log-ins and
 * failures): the head's row lock is taken last, so a chain is held only from here to the commit.
 */
async function append(deps: Deps, tx: Db, facts: CallFacts, outcome: CallOutcome): Promise<void> {
  const content = recordOf(facts, outcome, deps.now());
  const signer = auditSigner(deps.config);
  let heads = knownHeads.get(deps);
  if (!heads) knownHeads.set(deps, (heads = new Map()));
  const next = (head: Head) => {
    const seq = head.seq + 1;
    const hash = recordHash(head.hash, content);
    const signature = signer.sign(signedPayload(content.chain, seq, hash));
    return { row: { ...content, seq, prevHash: head.hash, hash }, signed: { signature, keyId: signer.keyId } };
  };
  const remembered = heads.get(content.chain);
  let written = remembered ? next(remembered) : undefined;
  if (!written || !(await auditRepo.appendAfter(tx, written.row, remembered!, written.signed))) {
    written = next(await auditRepo.lockHead(tx, content.chain, genesisHash(content.chain)));
    await auditRepo.append(tx, written.row, written.signed);
  }
  const { row, signed } = written;
  heads.set(content.chain, { seq: row.seq, hash: row.hash });
  if (row.seq % CHECKPOINT_EVERY === 0) {
    await auditRepo.checkpoint(tx, {
      chain: content.chain,
      seq: row.seq,
      hash: row.hash,
      signature: signed.signature,
      keyId: signed.keyId,
      signedAt: content.at,
    });
  }
}

/** The recorder http/route.ts calls for every mutating call and log-in attempt. */
export function callAudit(deps: Deps): CallAudit {
  return { kindOf, append: (tx, facts, outcome) => append(deps, tx, facts, outcome) };
}

/**
 * The unit whose log the caller may read: the system side any (or all, undefined); staff (the access policy lets only
 * a unit's chief administrator and administrators through) their own unit only, another unit's id is not found.
 */
function unitInScope(session: SessionContext, asked: number | undefined): number | undefined {
  if (session.kind === 'system') return asked;
  if (asked !== undefined && asked !== session.companyId) throw refuse.notFound();
  return session.companyId!;
}

function period(input: { dateFrom?: string | undefined; dateTo?: string | undefined }) {
  return {
    from: input.dateFrom ? dayStart(input.dateFrom) : undefined,
    to: input.dateTo ? dayEnd(input.dateTo) : undefined,
  };
}

/** The operate log's filter for filters already in a caller's scope (an export's stored ones). */
export function operateFilter(input: audit.OperateLogFilters): LogFilter {
  return {
    kind: 'operate',
    ...period(input),
    result: input.result,
    companyId: input.companyId,
    person: input.person,
    call: input.call,
  };
}

/** The caller's filters in the caller's scope: a unit's administrator's are the own unit's. */
export function scopedOperateFilters(session: SessionContext, input: audit.OperateLogFilters) {
  return { ...input, companyId: unitInScope(session, input.companyId) };
}

export function operateRecordOf({ record: r, companyName, userName, sysName }: ListedRecord): audit.OperateRecord {
  return {
    id: r.id,
    chain: r.chain,
    seq: r.seq,
    at: r.at.toISOString(),
    side: r.side,
    companyId: r.companyId,
    companyName,
    person: userName ?? sysName ?? null,
    call: r.call,
    targets: r.targets,
    resultCode: r.resultCode,
    reason: r.reason,
    ip: r.ip,
    userAgent: r.userAgent,
  };
}

export async function operateLog(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof audit.operateLog>) {
  const filter = operateFilter(scopedOperateFilters(session, input));
  const { rows, total } = await auditRepo.page(deps.db, filter, (input.pageNum - 1) * input.pageSize, input.pageSize);
  return { total, list: rows.map(operateRecordOf) };
}

export async function loginLog(deps: Deps, input: ParsedRequestOf<typeof audit.loginLog>) {
  const filter: LogFilter = { kind: 'login', ...period(input), result: input.result, identity: input.identity };
  const { rows, total } = await auditRepo.page(deps.db, filter, (input.pageNum - 1) * input.pageSize, input.pageSize);
  return {
    total,
    list: rows.map(({ record: r }) => ({
      id: r.id,
      at: r.at.toISOString(),
      side: r.side,
      method: r.method ?? '',
      identity: r.identity ?? '',
      success: r.resultCode === 0,
      resultCode: r.resultCode,
      reason: r.reason,
      ip: r.ip,
      userAgent: r.userAgent,
    })),
  };
}

/** Verifies the chains in the caller's scope (each read whole, in seq order). */
export async function verify(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof audit.verify>) {
  const companyId = unitInScope(session, input.companyId);
  const signer = auditSigner(deps.config);
  const heads = await auditRepo.heads(deps.db, companyId === undefined ? undefined : `unit:${companyId}`);
  const chains = [];
  for (const { head, companyName } of heads) {
    const records = await auditRepo.records(deps.db, head.chain);
    const checkpoints = await auditRepo.checkpoints(deps.db, head.chain);
    chains.push({
      chain: head.chain,
      companyId: head.chain.startsWith('unit:') ? Number(head.chain.slice(5)) : null,
      companyName,
      records: records.length,
      checkpoints: checkpoints.length,
      problem: firstProblem(head, records, checkpoints, signer),
    });
  }
  return { chains };
}
