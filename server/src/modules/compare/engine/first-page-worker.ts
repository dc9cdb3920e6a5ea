/**
 * An upload's first page read in a worker thread (started by ../first-page-in-worker.ts through lib/cpu-worker): the
 * PDF reader must not load on the server's thread, whose every array it would slow (see ../index.ts).
 */
import { workerData, parentPort } from 'node:worker_threads';
import { readFirstPage } from './first-page';

const { bytes, kind } = workerData as { bytes: Uint8Array; kind: 'pdf' | 'image' };
const page = await readFirstPage(bytes, kind);
parentPort!.postMessage(page, [page.raster.rgba.buffer as ArrayBuffer]);
