/** Document jobs: comparison (and later detection, issuing, OCR) queued in the database with progress. Its public surface. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { startDocJobs, stopDocJobs } from './service';

export { type DocJobRow } from './repository';
export {
  docJobQueue,
  docJobQueueStats,
  insertDocJob,
  newDocJobQueue,
  registerDocJobKind,
  type DocJobRun,
  type DocJobRunner,
} from './service';

/** Runs the queue while the server is up: from when it is ready until it closes. */
export function attachDocJobs(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', () => startDocJobs(deps));
  app.addHook('onClose', () => stopDocJobs(deps));
}
