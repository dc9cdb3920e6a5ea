/**
 * PDF copies in a worker thread, so rendering and marking pages never block the server's event loop. Started once
 * per issuing by ../mark-pdf-in-worker.ts; answers the copies' bytes or the problem that stopped them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { markPdf, type PdfMarkJob } from './mark-pdf';

const answer = await markPdf(workerData as PdfMarkJob);
parentPort!.postMessage(answer, 'copies' in answer ? answer.copies.map((c) => c.buffer as ArrayBuffer) : []);
