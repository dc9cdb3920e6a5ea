/**
 * Document comparison in a worker thread (started by ../compare-in-worker.ts through lib/cpu-worker), so rendering
 * and diffing pages never block the server's event loop. Reports its steps (pages compared), answers one
 * CompareOutput.
 */
import { workerData, parentPort } from 'node:worker_threads';
import { reportProgress } from '../../../lib/cpu-worker-progress';
import { compareDocuments, type CompareInput } from './compare-documents';

parentPort!.postMessage(await compareDocuments(workerData as CompareInput, reportProgress));
