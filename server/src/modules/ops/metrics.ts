import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Deps } from '../../deps';
import { resultCodeOf } from '../../http/error-handler';
import { cpuJobStats } from '../../lib/cpu-worker';
import { docJobQueueStats } from '../doc-jobs';
import { exportQueueStats } from '../export';
import { onPublished } from '../realtime';

/**
 * The Prometheus metrics of one server (METRICS=true): one registry per app, so that tests building several apps in
 * one process do not share counts. Calls are labelled by their route pattern (the contract record's path, with
 * `:id` placeholders), never by the raw URL: ids in labels would grow the series without bound.
 */
export class OpsMetrics {
  readonly registry = new Registry();
  private socketCount: () => number = () => 0;

  readonly calls = new Histogram({
    name: 'seal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and HTTP status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'seal_call_errors_total',
    help: 'Failed calls by route pattern and result code (the envelope code: refusals and internal errors)',
    labelNames: ['route', 'code'] as const,
    registers: [this.registry],
  });

  readonly events = new Counter({
    name: 'seal_realtime_events_published_total',
    help: 'Unit events sent to the socket rooms after their transaction committed, by type',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  constructor(deps: Deps) {
    collectDefaultMetrics({ register: this.registry, prefix: 'seal_' });
    const sockets = () => this.socketCount();
    new Gauge({
      name: 'seal_socket_clients',
      help: 'Live sockets connected to this node',
      registers: [this.registry],
      collect() {
        this.set(sockets());
      },
    });
    // prom-client collects all metrics of a scrape at once: each queue's gauges share one query per second.
    queueGauges(
      this.registry,
      'export',
      'export jobs (taken by any node)',
      perSecond(() => exportQueueStats(deps)),
      () => deps.now().getTime(),
    );
    queueGauges(
      this.registry,
      'doc',
      'document jobs, comparisons (taken by any node)',
      perSecond(() => docJobQueueStats(deps)),
      () => deps.now().getTime(),
    );
    queueGauges(this.registry, 'cpu', "this node's CPU jobs (watermark detection, comparison)", cpuJobStats, Date.now);
  }

  /** Where the number of live sockets comes from (server.ts, once socket.io is attached). */
  countSocketsWith(count: () => number): void {
    this.socketCount = count;
  }
}

interface QueueStats {
  queued: number;
  running: number;
  /** When the oldest waiting job was queued (a Date or ms since the epoch), null when none waits. */
  oldestQueuedAt: Date | number | null;
}

/** The two gauges of a job queue: `seal_<name>_jobs{state}` and `seal_<name>_oldest_queued_age_seconds`. */
/** The same answer for a second: one query serves all gauges of a scrape. */
function perSecond<T>(read: () => T): () => T {
  let cached: { at: number; value: T } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > 1_000) cached = { at: Date.now(), value: read() };
    return cached.value;
  };
}

function queueGauges(
  registry: Registry,
  name: string,
  what: string,
  stats: () => QueueStats | Promise<QueueStats>,
  now: () => number,
): void {
  new Gauge({
    name: `seal_${name}_jobs`,
    help: `The ${what} by state: queued (waiting) and running`,
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { queued, running } = await stats();
      this.set({ state: 'queued' }, queued);
      this.set({ state: 'running' }, running);
    },
  });
  new Gauge({
    name: `seal_${name}_oldest_queued_age_seconds`,
    help: `How long the oldest waiting of the ${what} has waited (0 when none waits)`,
    registers: [registry],
    async collect() {
      const { oldestQueuedAt } = await stats();
      this.set(oldestQueuedAt === null ? 0 : Math.max(0, (now() - Number(oldestQueuedAt)) / 1000));
    },
  });
}

const metricsOf = new WeakMap<Deps, OpsMetrics>();

export function opsMetrics(deps: Deps): OpsMetrics | undefined {
  return metricsOf.get(deps);
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** Creates the app's metrics and the hooks that fill them: every answer, every failure, every published event. */
export function installMetrics(app: FastifyInstance, deps: Deps): OpsMetrics {
  const metrics = new OpsMetrics(deps);
  metricsOf.set(deps, metrics);
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    metrics.calls.observe(labels, reply.elapsedTime / 1000);
  });
  app.addHook('onError', async (request, _reply, error) => {
    metrics.errors.inc({ route: routeOf(request), code: String(resultCodeOf(error).code) });
  });
  const unsubscribe = onPublished(deps, (_companyId, rows) => {
    for (const row of rows) metrics.events.inc({ type: row.type });
  });
  app.addHook('onClose', async () => unsubscribe());
  return metrics;
}
