import { parentPort, workerData } from 'node:worker_threads';

/** A CPU job for the tests of the worker queue's metrics: answers its data after `ms`. */
const { ms } = workerData as { ms: number };
setTimeout(() => parentPort!.postMessage(workerData), ms);
