import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatMessage, resultCodes } from '../../../../contract';
import type { Deps } from '../../deps';
import { langOf } from '../../http/lang';
import { phaseOf } from './lifecycle';
import { installMetrics } from './metrics';
import { readinessOf } from './readiness';

/** The probes and the metrics: outside the contract (no session, no signature), like /api/health. */
export const LIVE_URL = '/api/health/live';
export const READY_URL = '/api/health/ready';
export const METRICS_URL = '/api/metrics';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** `Authorization: Bearer <token>` matches METRICS_TOKEN (compared in constant time). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export function opsRoutes(app: FastifyInstance, deps: Deps): void {
  // An answer given while the server stops ends its connection: a kept-alive one would hold the shutdown open.
  app.addHook('onSend', async (_request, reply) => {
    if (phaseOf(deps) === 'stopping') void reply.header('connection', 'close');
  });

  // Liveness: the process answers. Nothing else is checked: a slow database must not get the process restarted.
  app.get(LIVE_URL, { schema: { hide: true } }, async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    return { code: 0, msg: 'success', data: { status: 'live' } };
  });

  // Readiness: send this node traffic? Not while starting or stopping, nor when the database or storage fails.
  app.get(READY_URL, { schema: { hide: true } }, async (request, reply) => {
    const readiness = await readinessOf(deps);
    void reply.header('cache-control', 'no-store');
    const data = {
      status: readiness.ready ? 'ready' : readiness.phase === 'ready' ? 'failing' : readiness.phase,
      checks: readiness.checks,
      failed: readiness.failures.map((f) => f.dependency),
    };
    if (readiness.ready) return { code: 0, msg: 'success', data };
    for (const failure of readiness.failures) request.log.warn({ failure }, 'readiness: a dependency failed');
    return reply.status(503).send({ code: 503, msg: `not ready: ${data.status}`, data });
  });

  if (!deps.config.ops.metrics) return;
  const metrics = installMetrics(app, deps);
  const token = deps.config.ops.metricsToken;
  app.get(METRICS_URL, { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request, token)) {
      const code = resultCodes.noSession;
      return reply.status(401).send({ code, msg: formatMessage('e.noSession', langOf(request)), data: null });
    }
    void reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
