/** The tamper-evident audit log: operate and login logs, hash chains, verification. Its public surface. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { installCallAudit } from '../../http/call-audit';
import { auditRoutes } from './routes';
import { callAudit } from './service';

/** Records every mutating call and log-in from now on (before the other modules register theirs), and its calls. */
export function auditCalls(app: FastifyInstance, deps: Deps): void {
  installCallAudit(deps, callAudit(deps));
  auditRoutes(app, deps);
}
/** The recorder itself (scripts/bench-audit.ts measures its append). */
export { callAudit } from './service';
/** The operate log as a system account's export (the export module runs the job). */
export { operateLogExportFilter, operateLogExportSource } from './export-source';
