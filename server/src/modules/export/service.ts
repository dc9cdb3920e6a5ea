import { randomBytes } from 'node:crypto';
import { useRecord, type ParsedRequestOf, type Role } from '../../../../contract';
import { mayActOnOthersRow } from '../../access/policy';
import { afterCommit } from '../../db/ambient';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { localTimestamp } from '../../lib/local-time';
import type { SessionContext } from '../../caller/sessions';
import { callerOf, type Caller } from '../authorization';
import { fileRows, tempUrl } from '../file';
import { exportRepo, type ExportJobRow } from './repository';
import { XlsxWriter } from './sheet';
import { exportNames, sourceOf } from './sources';

/*
 * Exports (page /sealManage/exportRecord): a job row per request, run in the background by an in-process
 * queue (one job at a time per process), progress written as rows are written, the file kept in the file storage.
 * A restart requeues jobs left running (failing those tried three times). The rows are those the list shows the
 * caller for the same filters: the caller's unit, user and role are stored with the job and the list's query
 * builders are used (sources.ts). The filters are checked when the job is created, so a bad one is refused at once.
 */

function toJob(row: ExportJobRow) {
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

function callerOfJob(job: ExportJobRow): Caller {
  return {
    companyId: job.companyId,
    userId: job.userId,
    role: job.role as Role,
    actor: { kind: 'staff', userId: job.userId, canAdd: false, canClose: false, canActivate: false },
  };
}

/** Writes one job's file; progress is written every batch. */
async function runJob(deps: Deps, job: ExportJobRow): Promise<void> {
  const source = await sourceOf(
    deps,
    callerOfJob(job),
    job.exportType as useRecord.ExportType,
    JSON.parse(job.filters),
  );
  const total = await source.total();
  const title = exportNames[job.exportType as useRecord.ExportType];
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
      await exportRepo.progress(deps.db, job.id, rows, progress);
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
  await fileRows.insert(deps.db, {
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
  await exportRepo.done(deps.db, job.id, { rows, fileId, fileName, at: now });
}

class ExportQueue {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: Deps) {}

  /** Runs queued jobs until none is left (a kick while running makes it look again). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await exportRepo.claimNext(this.deps.db);
      if (!job) return;
      try {
        await runJob(this.deps, job);
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, 200) : 'export failed';
        await exportRepo.failed(this.deps.db, job.id, message, this.deps.now()).catch(() => undefined);
      }
    }
  }

  /** Waits for the job in hand (tests; a graceful stop). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }
}

const queues = new WeakMap<Deps, ExportQueue>();

export function exportQueue(deps: Deps): ExportQueue {
  let queue = queues.get(deps);
  if (!queue) queues.set(deps, (queue = new ExportQueue(deps)));
  return queue;
}

/** The queue as operations see it (modules/ops metrics). */
export function exportQueueStats(deps: Deps) {
  return exportRepo.queueStats(deps.db);
}

/** At start: requeue (or fail) the jobs a stopped process left running, then run what is queued. */
export async function startExports(deps: Deps): Promise<void> {
  await exportRepo.recover(deps.db, deps.now());
  exportQueue(deps).kick();
}

export async function create(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof useRecord.exportCreate>,
) {
  const caller = await callerOf(deps, session);
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
