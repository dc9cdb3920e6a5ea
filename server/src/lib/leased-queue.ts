import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { DEFAULT_JOB_SETTINGS, type JobSettings } from '../config';

/*
 * Background jobs that run exactly once across server nodes sharing one database. A node claims a job in the database
 * with a lease (`FOR UPDATE SKIP LOCKED`, so two nodes never claim the same row) and renews the lease by heartbeats
 * while it runs the job. A node that dies stops renewing: once the lease ran out another node claims the job again and
 * runs it from the start. A node that lost its claim (it paused longer than the lease) learns it at its next
 * heartbeat or write and gives the job up; every write of a run is conditional on the claim, so only the holder's
 * result is ever committed. Idle nodes poll for work other nodes queued or left behind.
 */

/** The table side of a leased queue; every write names the node, so a node never changes a claim it lost. */
export interface LeasedJobStore<J extends { id: number }> {
  /** Claims the oldest runnable job (queued, or running under an expired lease) for `node`, or none. */
  claimNext(node: string, leaseMs: number): Promise<J | undefined>;
  /** Extends the leases of the jobs `node` holds; returns the ids it still holds. */
  renew(node: string, leaseMs: number): Promise<number[]>;
  /** Records a job's failure while `node` still holds it. */
  fail(id: number, node: string, message: string): Promise<void>;
  /** Gives the jobs `node` holds back to the queue, for another node to take at once. */
  release(node: string): Promise<void>;
}

/** What a run knows of its claim: the node's name for its conditional writes, and a signal raised when it is lost. */
export interface Claim {
  node: string;
  signal: AbortSignal;
}

/** Thrown by a run whose conditional write found the claim gone (another node runs the job now). */
export class LostClaim extends Error {
  constructor(id: number) {
    super(`job ${id} is no longer claimed by this node`);
  }
}

/** A name no other process (nor another queue of this one) uses. */
function nodeName(): string {
  return `${os.hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
}

export class LeasedQueue<J extends { id: number }> {
  readonly node = nodeName();
  private readonly settings: JobSettings;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly held = new Map<number, AbortController>();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly store: LeasedJobStore<J>,
    private readonly run: (job: J, claim: Claim) => Promise<void>,
    settings: JobSettings | undefined,
  ) {
    this.settings = settings ?? DEFAULT_JOB_SETTINGS;
  }

  /** Starts the heartbeats and the polling, and looks for work now. */
  start(): void {
    if (this.stopped) return;
    if (this.timers.length === 0) this.startTimers();
    this.kick();
  }

  private startTimers(): void {
    const heartbeat = setInterval(() => void this.heartbeat().catch(() => undefined), this.settings.heartbeatMs);
    const poll = setInterval(() => this.kick(), this.settings.pollMs);
    this.timers = [heartbeat, poll];
    for (const timer of this.timers) timer.unref();
  }

  /** Runs claimable jobs until none is left (a kick while running makes it look again). */
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
      const job = await this.store.claimNext(this.node, this.settings.leaseMs).catch(() => undefined);
      if (!job) return;
      const control = new AbortController();
      this.held.set(job.id, control);
      try {
        await this.run(job, { node: this.node, signal: control.signal });
      } catch (error) {
        // A lost or released claim is no failure of the job: its holder (or the next node) reports the outcome.
        if (!(error instanceof LostClaim) && !control.signal.aborted) {
          const message = error instanceof Error ? error.message.slice(0, 200) : 'job failed';
          await this.store.fail(job.id, this.node, message).catch(() => undefined);
        }
      } finally {
        this.held.delete(job.id);
      }
    }
  }

  /** Renews this node's leases; a job whose claim is gone is given up. */
  async heartbeat(): Promise<void> {
    if (this.held.size === 0) return;
    const still = new Set(await this.store.renew(this.node, this.settings.leaseMs));
    for (const [id, control] of this.held) if (!still.has(id)) control.abort(new LostClaim(id));
  }

  /** Waits until no job is in hand (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Graceful stop: claims nothing more, gives up the job in hand and hands this node's claims back to the queue, so
   * another node runs them without waiting for the lease to run out.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const [id, control] of this.held) control.abort(new LostClaim(id));
    await this.idle();
    await this.store.release(this.node);
  }
}
