import { createRequire } from 'node:module';
import { createWorker, OEM, type Line, type Worker } from 'tesseract.js';
import { runQueued } from '../cpu-worker';

/**
 * The product's offline text recognition: tesseract.js (WebAssembly, in a worker thread of its own) with the
 * simplified-Chinese model from its npm package, read from node_modules, never downloaded. One worker per process,
 * started on the first use (its model takes seconds to load), kept while in use, stopped after a while idle, and run
 * in the CPU queue of lib/cpu-worker.ts so it never competes with a comparison or a watermark decoding on two cores.
 * Shared: the certification's licence reading and, later, scanned pages of documents use the same engine.
 */

/** A line as read: its text (words joined, a space only between two Latin words) and each character's confidence. */
export interface OcrLine {
  text: string;
  /** 0-100 per character of `text` (a joining space counts 100). */
  confidence: number[];
  /** Each character's left edge in pixels (absent for a PDF's text layer). */
  left?: number[];
}

export class OcrTimeout extends Error {
  constructor(readonly limitMs: number) {
    super(`recognition stopped after ${limitMs} ms`);
  }
}

export interface OcrEngine {
  /** Reads the lines of an image (PNG, JPEG or BMP bytes) within `limitMs` from the job's start. */
  recognise(image: Buffer, limitMs: number): Promise<OcrLine[]>;
  /** Stops the worker (it is started again on the next use). */
  close(): Promise<void>;
}

const languageData = createRequire(import.meta.url)('@tesseract.js-data/chi_sim') as { langPath: string };

/** A worker left idle this long is stopped: its model holds about 100 MB. */
const IDLE_MS = 5 * 60_000;

const latin = /[0-9A-Za-z]$/;

function lineOf(line: Line): OcrLine {
  let text = '';
  const confidence: number[] = [];
  const left: number[] = [];
  for (const word of line.words) {
    if (text && latin.test(text) && /^[0-9A-Za-z]/.test(word.text)) {
      text += ' ';
      confidence.push(100);
      left.push(word.bbox.x0);
    }
    for (const symbol of word.symbols) {
      for (const c of symbol.text) {
        text += c;
        confidence.push(symbol.confidence);
        left.push(symbol.bbox.x0);
      }
    }
  }
  return { text, confidence, left };
}

export function createTesseractEngine(): OcrEngine {
  let worker: Promise<Worker> | null = null;
  let idle: ReturnType<typeof setTimeout> | undefined;

  const stop = async () => {
    clearTimeout(idle);
    const started = worker;
    worker = null;
    if (started) await (await started.catch(() => null))?.terminate();
  };

  const start = () =>
    (worker ??= createWorker('chi_sim', OEM.LSTM_ONLY, {
      langPath: languageData.langPath,
      gzip: true,
      // The data stays in node_modules: nothing is written to or fetched from a cache.
      cacheMethod: 'none',
    })
      .then(async (started) => {
        // Scans and photos carry no reliable resolution; a fixed one spares the estimate (and its log line per image).
        await started.setParameters({ user_defined_dpi: '300' });
        return started;
      })
      .catch((e: unknown) => {
        worker = null;
        throw e;
      }));

  const read = async (image: Buffer): Promise<OcrLine[]> => {
    clearTimeout(idle);
    try {
      const { data } = await (await start()).recognize(image, { rotateAuto: true }, { text: false, blocks: true });
      return (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map(lineOf)));
    } catch (e) {
      // A worker that failed on an image may be left in any state: the next job starts a fresh one.
      await stop();
      throw e;
    } finally {
      idle = setTimeout(() => void stop(), IDLE_MS);
      idle.unref();
    }
  };

  return {
    recognise: (image, limitMs) =>
      runQueued(
        () =>
          new Promise<OcrLine[]>((resolve, reject) => {
            const timer = setTimeout(() => {
              reject(new OcrTimeout(limitMs));
              void stop();
            }, limitMs);
            read(image)
              .then(resolve, reject)
              .finally(() => clearTimeout(timer));
          }),
      ),
    close: stop,
  };
}
