import { ListDeltaEncoder, ListDeltaMirror, type Decoded, type ListShape } from './list-delta';
import type { DeltaRequest } from './list-delta.worker';

/** Turns an answer's bytes into what JSON.parse would have given (see `call`'s `decode` option). */
export type Decode = (bytes: ArrayBuffer) => Promise<unknown>;

/**
 * Reads a large list answer in a worker of its own (list-delta.ts): the page receives only the items that changed
 * since the last answer. Where no worker can run (tests, a worker that fails to load) the same code runs on the
 * page's thread.
 */
export function offThreadList(shape: ListShape): Decode {
  const mirror = new ListDeltaMirror(shape);
  let inThread: ListDeltaEncoder | null = null;
  let worker: Worker | null = null;
  const waiting = new Map<number, (decoded: Decoded) => void>();
  let ids = 0;

  const onThisThread = (bytes: ArrayBuffer): Decoded => {
    inThread ??= new ListDeltaEncoder(shape);
    return inThread.encode(bytes, mirror.version);
  };

  const start = (): Worker | null => {
    if (typeof Worker === 'undefined' || inThread) return null;
    if (worker) return worker;
    worker = new Worker(new URL('./list-delta.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<{ id: number; decoded: Decoded }>) => {
      waiting.get(data.id)?.(data.decoded);
      waiting.delete(data.id);
    };
    worker.onerror = () => {
      // The bytes were handed over to the worker; its failure leaves them lost, so those answers fail (and their
      // queries ask again, now on this thread).
      worker?.terminate();
      worker = null;
      inThread = new ListDeltaEncoder(shape);
      for (const done of waiting.values()) done({ kind: 'text', text: '' });
      waiting.clear();
    };
    return worker;
  };

  return async (bytes) => {
    const running = start();
    if (!running) return mirror.apply(onThisThread(bytes));
    const id = ++ids;
    const decoded = await new Promise<Decoded>((done) => {
      waiting.set(id, done);
      const request: DeltaRequest = { id, shape, bytes, base: mirror.version };
      running.postMessage(request, [bytes]);
    });
    return mirror.apply(decoded);
  };
}
