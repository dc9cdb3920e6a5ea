import { randomBytes } from 'node:crypto';
import { useRecord, type ParsedRequestOf, type Role } from '../../../../contract';
import { mayActOnOthersRow } from '../../access/policy';
import { afterCommit } from '../../db/ambient';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { localTimestamp } from '../../lib/local-time';
import { grantsOf } from '../../caller/grants';
import type { SessionContext } from '../../caller/sessions';
import { callerOf, type Caller } from '../authorization';
import { fileRows, tempUrl } from '../file';
import { LeasedQueue, LostClaim, type Claim, type LeasedJobStore } from '../../lib/leased-queue';
import { exportRepo, type ExportJobRow } from './repository';
import { XlsxWriter } from './sheet';
import { exportNames, sourceOf, systemSourceOf, type ExportSource } from './sources';

/*
 * Exports (page /sealManage/exportRecord): a job row per request, run in the background by a leased queue
 * (lib/leased-queue.ts: exactly once across nodes, one job at a time per node, a dead node's job taken over once its
 * lease ran out), progress written as rows are written, the file kept in the file storage. The rows are those the
 * list shows the caller for the same filters: the caller's unit, user and role are stored with the job and the list's
 * query builders are used (sources.ts). The filters are checked when the job is created, so a bad one is refused at
 * once.
 */

export function toJob(row: ExportJobRow) {
  return {
    id: row.id,
    exportType: row.exportType as useRecord.ExportType,
    state: row.state,
    progress: row.progress,
    rows: row.rows,
    fileId: row.fileId,
    fileName: row.fileName,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A staff user's job's caller (the job's unit, user and role). */
function callerOfJob(job: ExportJobRow & { companyId: number; userId: number }): Caller {
  return {
    companyId: job.companyId,
    userId: job.userId,
    role: job.role as Role,
    actor: { kind: 'staff', userId: job.userId, canAdd: false, canClose: false, canActivate: false },
  };
}

/** What a job writes, and the file's title: a system account's export, or a staff user's (sources.ts). */
async function sourceOfJob(deps: Deps, job: ExportJobRow): Promise<{ title: string; source: ExportSource }> {
  const filters: unknown = JSON.parse(job.filters);
  if (job.companyId === null || job.userId === null) {
    const source = systemSourceOf(deps, job.exportType, filters);
    return { title: source.title, source };
  }
  const exportType = job.exportType as useRecord.ExportType;
  const source = await sourceOf(
    deps,
    callerOfJob({ ...job, companyId: job.companyId, userId: job.userId }),
    exportType,
    filters as Record<string, unknown>,
  );
  return { title: exportNames[exportType], source };
}

/**
 * Writes one job's file; progress is written every batch. Every write is conditional on the node's claim: a run that
 * lost it stops, and its file row never commits (the object it stored is removed again).
 */
export async function runExport(deps: Deps, job: ExportJobRow, claim: Claim): Promise<void> {
  const { title, source } = await sourceOfJob(deps, job);
  const total = await source.total();
  const writer = new XlsxWriter(title, deps.now());
  const storageKey = randomBytes(16).toString('hex');
  // The workbook flows into the storage as it is written; a failure on either side stops both.
  const stored = deps.storage.putStream(storageKey, writer.output);
  stored.catch((error: Error) => writer.abort(error));
  writer.header(source.columns);
  let rows = 0;
  let size: number;
  try {
    for await (const batch of source.batches()) {
      await writer.rows(batch);
      rows += batch.length;
      const progress = total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 99;
      claim.signal.throwIfAborted();
      if (!(await exportRepo.progress(deps.db, job.id, claim.node, rows, progress))) throw new LostClaim(job.id);
    }
    await writer.finish();
    size = await stored;
  } catch (error) {
    writer.abort(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  }
  const now = deps.now();
  const stamp = localTimestamp(now).replace(/[-: ]/g, '');
  const fileName = `${title}-${stamp}.${writer.extension}`;
  const fileId = randomBytes(16).toString('hex');
  // The file row and the job's end commit together, and only while this node still holds the job.
  const committed = deps.db.transaction(async (tx) => {
    await fileRows.insert(tx, {
      id: fileId,
      companyId: job.companyId,
      uploaderId: job.userId,
      name: fileName,
      size,
      contentType: writer.contentType,
      purpose: 'export',
      storageKey,
      createdAt: now,
    });
    if (!(await exportRepo.done(tx, job.id, claim.node, { rows, fileId, fileName, at: now }))) {
      throw new LostClaim(job.id);
    }
  });
  await committed.catch(async (error: unknown) => {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  });
}

export type ExportQueue = LeasedQueue<ExportJobRow>;

/** The export table as a leased queue's store. */
export function exportJobStore(deps: Deps): LeasedJobStore<ExportJobRow> {
  const db = deps.db;
  return {
    claimNext: (node, leaseMs) => exportRepo.claimNext(db, node, leaseMs),
    renew: (node, leaseMs) => exportRepo.renew(db, node, leaseMs),
    fail: (id, node, message) => exportRepo.failed(db, id, node, message, deps.now()),
    release: (node) => exportRepo.release(db, node),
  };
}

/** A node's export queue on `deps`'s database (tests make more to play other nodes). */
export function newExportQueue(deps: Deps): ExportQueue {
  return new LeasedQueue(exportJobStore(deps), (job, claim) => runExport(deps, job, claim), deps.config.jobs);
}

const queues = new WeakMap<Deps, ExportQueue>();

export function exportQueue(deps: Deps): ExportQueue {
  let queue = queues.get(deps);
  if (!queue) queues.set(deps, (queue = newExportQueue(deps)));
  return queue;
}

/** The queue as operations see it (modules/ops metrics). */
export function exportQueueStats(deps: Deps) {
  return exportRepo.queueStats(deps.db);
}

/**
 * At start: on the embedded database this node is the only one, so jobs left running are queued again (or failed) at
 * once; on PostgreSQL they may be another live node's, and are taken over only when their lease runs out.
 */
export async function startExports(deps: Deps): Promise<void> {
  if (!deps.config.databaseUrl) await exportRepo.recoverSoleNode(deps.db, deps.now());
  exportQueue(deps).start();
}

/** Graceful shutdown: this node's export jobs go back to the queue for another node (or the next start). */
export function stopExports(deps: Deps): Promise<void> {
  return exportQueue(deps).stop();
}

export async function create(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof useRecord.exportCreate>,
) {
  const caller = await callerOf(deps, session);
  // Orders are the cost center's: exporting them needs its permission as well as the export's.
  if (input.exportType === useRecord.exportTypes.orders && !(await grantsOf(deps, session)).codes.has('cost:pay')) {
    throw refuse.forbidden();
  }
  // The filters are checked now: a bad one is refused, another unit's id is not found.
  await sourceOf(deps, caller, input.exportType, input.filters);
  const id = await exportRepo.insert(deps.db, {
    companyId: caller.companyId,
    userId: caller.userId,
    role: caller.role,
    exportType: input.exportType,
    filters: JSON.stringify(input.filters),
    createdAt: deps.now(),
  });
  // The job runs once its row is committed (the call's transaction, db/ambient.ts).
  afterCommit(() => exportQueue(deps).kick());
  return { id };
}

export async function list(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof useRecord.exportList>) {
  const { rows, total } = await exportRepo.page(
    deps.db,
    session.companyId!,
    session.userId!,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map(toJob), total };
}

/** One export: the caller's own, or any of the unit's for the roles the access matrix allows. */
export async function detail(deps: Deps, session: SessionContext, id: number) {
  const caller = await callerOf(deps, session);
  const row = await exportRepo.byId(deps.db, caller.companyId, id);
  if (!row) throw refuse.notFound();
  if (row.userId !== caller.userId && !mayActOnOthersRow(useRecord.exportDetail, caller.role)) throw refuse.forbidden();
  const tmpUrl = row.state === 'done' && row.fileId ? (await tempUrl(deps, session, row.fileId)).tmpUrl : null;
  return { ...toJob(row), tmpUrl };
}
