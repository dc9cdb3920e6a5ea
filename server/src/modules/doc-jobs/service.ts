import type { realtime } from '../../../../contract';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { LeasedQueue, LostClaim, type Claim, type LeasedJobStore } from '../../lib/leased-queue';
import { addEvent, eventTransaction, recordEvents } from '../realtime';
import { docJobRepo, type DocJobRow, type EndedJob } from './repository';

/*
 * Document jobs (comparison now; detection, issuing and OCR can follow): a row in doc_jobs per request, run by a
 * leased queue (lib/leased-queue.ts: exactly once across nodes, one job at a time per node, retried only when its run
 * was interrupted). Each kind registers a runner that does its CPU-heavy part in a worker thread (lib/cpu-worker), so
 * the server keeps answering. Progress and the end reach the requester alone as realtime `job` events (everyone else
 * in the unit gets them as `hidden`), progress at most every PROGRESS_EVERY_MS.
 */

export const PROGRESS_EVERY_MS = 500;
/** Why a job failed when its runner broke without a refusal of its own (a message reference). */
const FAILED = 'e.docJobFailed';

type JobEvent = Extract<realtime.UnitEvent, { type: 'job' }>['job'];

export interface DocJobRun {
  claim: Claim;
  /** Records how far the job got (`done` of `total` steps); written and sent at most every PROGRESS_EVERY_MS. */
  progress(steps: { done: number; total: number }): void;
  /** Commits the job's result with `work` and the job's end, in one transaction, while this node holds the job. */
  finish(work: (tx: Db) => Promise<void>): Promise<void>;
}

/** Runs one job of a kind; a refusal (AppError) fails the job with its message, any other error with a generic one. */
export type DocJobRunner = (deps: Deps, job: DocJobRow, run: DocJobRun) => Promise<void>;

const runners = new Map<string, DocJobRunner>();

/** A kind's runner, registered by its module when it is loaded. */
export function registerDocJobKind(kind: string, runner: DocJobRunner): void {
  runners.set(kind, runner);
}

/** Queues a job in the caller's transaction; it starts once that committed (the caller kicks the queue then). */
export function insertDocJob(db: Db, values: { companyId: number; userId: number; kind: string; input: unknown }) {
  return docJobRepo.insert(db, values);
}

function jobEvent(deps: Deps, job: EndedJob, state: JobEvent['state'], progress: number) {
  return recordEvents(deps, job.companyId, [
    { type: 'job', job: { id: job.id, kind: job.kind, state, progress }, to: { user: job.userId } },
  ]);
}

/** Progress from 0 to 99 (100 is the end): a little for reading the documents, the rest by steps. */
function percentOf(steps: { done: number; total: number }): number {
  return steps.total > 0 ? Math.min(99, 5 + Math.floor((94 * steps.done) / steps.total)) : 5;
}

function runOf(deps: Deps, job: DocJobRow, claim: Claim): DocJobRun {
  let sentAt = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const owner: EndedJob = job;
  return {
    claim,
    progress(steps) {
      const now = Date.now();
      if (now - sentAt < PROGRESS_EVERY_MS) return;
      sentAt = now;
      const progress = percentOf(steps);
      writing = writing
        .then(async () => {
          const values = { progress, stepsDone: steps.done, stepsTotal: steps.total };
          if (await docJobRepo.progress(deps.db, job.id, claim.node, values))
            await jobEvent(deps, owner, 'running', progress);
        })
        .catch(() => undefined);
    },
    async finish(work) {
      await writing;
      claim.signal.throwIfAborted();
      await eventTransaction(deps, async (tx) => {
        await work(tx);
        if (!(await docJobRepo.done(tx, job.id, claim.node, deps.now()))) throw new LostClaim(job.id);
        addEvent(tx, job.companyId, {
          type: 'job',
          job: { id: job.id, kind: job.kind, state: 'done', progress: 100 },
          to: { user: job.userId },
        });
      });
    },
  };
}

async function runJob(deps: Deps, job: DocJobRow, claim: Claim): Promise<void> {
  const runner = runners.get(job.kind);
  try {
    if (!runner) throw new Error(`no runner for document job kind '${job.kind}'`);
    await jobEvent(deps, job, 'running', 0);
    await runner(deps, job, runOf(deps, job, claim));
  } catch (error) {
    if (error instanceof LostClaim || claim.signal.aborted) throw error;
    if (error instanceof AppError) throw new Error(error.messageRef);
    console.error(`document job ${job.id} (${job.kind}) failed`, error);
    throw new Error(FAILED);
  }
}

/** The doc_jobs table as a leased queue's store; a job's failure is sent to its requester. */
function docJobStore(deps: Deps): LeasedJobStore<DocJobRow> {
  const db = deps.db;
  return {
    async claimNext(node, leaseMs) {
      const { job, failed } = await docJobRepo.claimNext(db, node, leaseMs);
      for (const f of failed) await jobEvent(deps, f, 'failed', 0).catch(() => undefined);
      return job;
    },
    renew: (node, leaseMs) => docJobRepo.renew(db, node, leaseMs),
    async fail(id, node, message) {
      const failed = await docJobRepo.failed(db, id, node, message, deps.now());
      if (failed) await jobEvent(deps, failed, 'failed', 0);
    },
    release: (node) => docJobRepo.release(db, node),
  };
}

export type DocJobQueue = LeasedQueue<DocJobRow>;

/** A node's document job queue on `deps`'s database (tests make more to play other nodes). */
export function newDocJobQueue(deps: Deps): DocJobQueue {
  return new LeasedQueue(docJobStore(deps), (job, claim) => runJob(deps, job, claim), deps.config.jobs);
}

const queues = new WeakMap<Deps, DocJobQueue>();

export function docJobQueue(deps: Deps): DocJobQueue {
  let queue = queues.get(deps);
  if (!queue) queues.set(deps, (queue = newDocJobQueue(deps)));
  return queue;
}

/** The queue as operations see it (modules/ops metrics). */
export function docJobQueueStats(deps: Deps) {
  return docJobRepo.queueStats(deps.db);
}

/**
 * At start: on the embedded database this node is the only one, so jobs left running are queued again at once; on
 * PostgreSQL they may be another live node's, and are taken over only when their lease runs out.
 */
export async function startDocJobs(deps: Deps): Promise<void> {
  if (!deps.config.databaseUrl) await docJobRepo.recoverSoleNode(deps.db);
  docJobQueue(deps).start();
}

/** Graceful shutdown: the job in hand is stopped and goes back to the queue for another node (or the next start). */
export function stopDocJobs(deps: Deps): Promise<void> {
  return docJobQueue(deps).stop();
}
