/**
 * Document comparison in a worker thread (started by ../compare-in-worker.ts through lib/cpu-worker), so rendering
 * and diffing pages never block the server's event loop. Answers one CompareOutput.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compareDocuments, type CompareInput } from './compare-documents';

parentPort!.postMessage(await compareDocuments(workerData as CompareInput));
