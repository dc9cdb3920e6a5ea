import type { KeyObject } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/*
 * DSA signature checks on worker threads of lower priority (DESIGN section 9).
 *
 * A check costs about 0.4 ms of CPU, as much as the rest of a request. On libuv's thread pool it ran beside the event
 * loop, but at the same priority: on a machine with few cores the pool's threads took the loop's core in turns, and
 * every request waited while the loop was not running. Here the checks asked for in one turn of the event loop are
 * shared out to WORKERS threads (niced by WORKER_NICE where the OS gives a thread its own priority, as Linux does), one
 * message each, so the loop, which every request needs, is served first.
 */

/**
 * One core is the event loop's; with two cores, a second worker only took turns with it again (measured). At most 4:
 * availableParallelism() sees the host's cores, not a container's CPU quota.
 */
const WORKERS = Math.min(4, Math.max(1, availableParallelism() - 1));
const WORKER_NICE = 5;

const source = `
const { parentPort, workerData } = require('node:worker_threads');
const { verify } = require('node:crypto');
try { require('node:os').setPriority(workerData.nice); } catch {}
parentPort.on('message', ({ key, items }) => {
  parentPort.postMessage(items.map(([id, text, der]) => {
    try { return [id, verify('sha256', text, key, der)]; } catch { return [id, false]; }
  }));
});
`;

type Item = [id: number, text: Uint8Array, der: Uint8Array];

interface Pending {
  resolve: (valid: boolean) => void;
  reject: (error: unknown) => void;
}

/** A worker and the checks it has been given. */
interface Checker {
  worker: Worker;
  ids: Set<number>;
}

const checkers: Array<Checker | undefined> = [];
const pending = new Map<number, Pending>();
let nextId = 1;
let turn = 0;
/** The checks asked for in this turn of the event loop, per key. */
let batch = new Map<KeyObject, Item[]>();
let scheduled = false;

function checkerAt(slot: number): Checker {
  const existing = checkers[slot];
  if (existing) return existing;
  const worker = new Worker(source, { eval: true, workerData: { nice: WORKER_NICE } });
  const checker: Checker = { worker, ids: new Set() };
  const fail = (error: unknown) => {
    if (checkers[slot] === checker) checkers[slot] = undefined;
    for (const id of checker.ids) pending.get(id)?.reject(error);
    for (const id of checker.ids) pending.delete(id);
    checker.ids.clear();
  };
  worker.on('message', (results: Array<[number, boolean]>) => {
    for (const [id, valid] of results) {
      pending.get(id)?.resolve(valid);
      pending.delete(id);
      checker.ids.delete(id);
    }
    // An idle worker does not keep the process alive.
    if (checker.ids.size === 0) worker.unref();
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`a signature worker stopped (${code})`)));
  checkers[slot] = checker;
  return checker;
}

/** Shares this turn's checks out to the workers, one message each. */
function send(): void {
  scheduled = false;
  for (const [key, items] of batch) {
    const size = Math.ceil(items.length / WORKERS);
    for (let i = 0; i < items.length; i += size) {
      const part = items.slice(i, i + size);
      const checker = checkerAt(turn++ % WORKERS);
      for (const [id] of part) checker.ids.add(id);
      checker.worker.ref();
      checker.worker.postMessage({ key, items: part });
    }
  }
  batch = new Map();
}

/** Whether `der` is a valid SHA256withDSA signature of `text` under `key`. */
export function verifyOnWorker(text: string, key: KeyObject, der: Buffer): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    let items = batch.get(key);
    if (!items) batch.set(key, (items = []));
    items.push([id, Buffer.from(text), der]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(send);
    }
  });
}
