import type { KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/*
 * DSA signature checks on a worker thread of lower priority (DESIGN section 9).
 *
 * A check costs about 0.5 ms of CPU, as much as the rest of a request. On libuv's thread pool it ran beside the event
 * loop, but at the same priority: on a machine with few cores the pool's threads took the loop's core in turns, and
 * every request waited while the loop was not running. Here one worker (niced by WORKER_NICE where the OS allows a
 * thread its own priority, as Linux does) takes the checks of each turn of the event loop as one message, so the loop,
 * which all requests need, is served first.
 */

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

interface Pending {
  resolve: (valid: boolean) => void;
  reject: (error: unknown) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
/** The checks asked for in this turn of the event loop, per key. */
let batch = new Map<KeyObject, Array<[number, Uint8Array, Uint8Array]>>();
let scheduled = false;

function failAll(error: unknown): void {
  worker = null;
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

function workerOf(): Worker {
  if (worker) return worker;
  const w = new Worker(source, { eval: true, workerData: { nice: WORKER_NICE } });
  w.on('message', (results: Array<[number, boolean]>) => {
    for (const [id, valid] of results) {
      pending.get(id)?.resolve(valid);
      pending.delete(id);
    }
    // An idle worker does not keep the process alive.
    if (pending.size === 0) w.unref();
  });
  w.on('error', failAll);
  w.on('exit', (code) => {
    if (worker === w) failAll(new Error(`the signature worker stopped (${code})`));
  });
  worker = w;
  return w;
}

function send(): void {
  scheduled = false;
  const w = workerOf();
  w.ref();
  for (const [key, items] of batch) w.postMessage({ key, items });
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
