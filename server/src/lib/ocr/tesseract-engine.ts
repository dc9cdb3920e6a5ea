import { createRequire } from 'node:module';
import {
  createWorker,
  OEM,
  PSM,
  type Line,
  type Page,
  type RecognizeOptions,
  type Worker,
  type WorkerParams,
} from 'tesseract.js';
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
  /** Where the line lies on the image once straightened (absent for a PDF's text layer): a second pass reads it. */
  region?: LineRegion;
}

/** A rectangle of the image as recognition straightened it (turned by `rotateRadians`), in pixels. */
export interface LineRegion {
  left: number;
  top: number;
  width: number;
  height: number;
  rotateRadians: number;
}

export class OcrTimeout extends Error {
  constructor(readonly limitMs: number) {
    super(`recognition stopped after ${limitMs} ms`);
  }
}

export interface OcrEngine {
  /**
   * Reads the lines of an image (PNG, JPEG or BMP bytes) within `limitMs` from the job's start; `onProgress` hears
   * how far the reading got (0-1) as it goes.
   */
  recognise(image: Buffer, limitMs: number, onProgress?: (fraction: number) => void): Promise<OcrLine[]>;
  /**
   * Reads one line again, alone: the region of the same image, as a single line of the characters of `alphabet`
   * only (a narrower choice than the whole page's model, for a field whose alphabet is known).
   */
  recogniseLine(image: Buffer, region: LineRegion, alphabet: string, limitMs: number): Promise<OcrLine | null>;
  /** Stops the worker (it is started again on the next use). */
  close(): Promise<void>;
}

const languageData = createRequire(import.meta.url)('@tesseract.js-data/chi_sim') as { langPath: string };

/** A worker left idle this long is stopped: its model holds about 100 MB. */
const IDLE_MS = 5 * 60_000;

const latin = /[0-9A-Za-z]$/;

function lineOf(line: Line, rotateRadians: number): OcrLine {
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
  const { x0, y0, x1, y1 } = line.bbox;
  return { text, confidence, left, region: { left: x0, top: y0, width: x1 - x0, height: y1 - y0, rotateRadians } };
}

export function createTesseractEngine(): OcrEngine {
  let worker: Promise<Worker> | null = null;
  let idle: ReturnType<typeof setTimeout> | undefined;
  // The worker reads one image at a time (the CPU queue), so one listener at a time hears its progress.
  let listener: ((fraction: number) => void) | undefined;

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
      logger: (m: { status: string; progress: number }) => {
        if (m.status === 'recognizing text') listener?.(m.progress);
      },
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

  /** One recognition on the worker; a worker that failed on an image may be left in any state: the next starts afresh. */
  const run = async <T>(job: (started: Worker) => Promise<T>): Promise<T> => {
    clearTimeout(idle);
    try {
      return await job(await start());
    } catch (e) {
      await stop();
      throw e;
    } finally {
      idle = setTimeout(() => void stop(), IDLE_MS);
      idle.unref();
    }
  };

  const linesOf = (data: Page) =>
    (data.blocks ?? []).flatMap((b) =>
      b.paragraphs.flatMap((p) => p.lines.map((l) => lineOf(l, data.rotateRadians ?? 0))),
    );

  /** Runs a job in the CPU queue, stopped (with its worker) after `limitMs`. */
  const queued = <T>(job: () => Promise<T>, limitMs: number) =>
    runQueued(
      () =>
        new Promise<T>((resolve, reject) => {
          const timer = setTimeout(() => {
            reject(new OcrTimeout(limitMs));
            void stop();
          }, limitMs);
          job()
            .then(resolve, reject)
            .finally(() => clearTimeout(timer));
        }),
    );

  return {
    recognise: (image, limitMs, onProgress) =>
      queued(
        () =>
          run(async (worker) => {
            listener = onProgress;
            try {
              return linesOf((await worker.recognize(image, { rotateAuto: true }, { text: false, blocks: true })).data);
            } finally {
              listener = undefined;
            }
          }),
        limitMs,
      ),
    recogniseLine: (image, { rotateRadians, ...rectangle }, alphabet, limitMs) =>
      queued(
        () =>
          run(async (worker) => {
            // Parameters given with the job hold for it alone: the worker restores its own afterwards.
            const options: Partial<RecognizeOptions & WorkerParams> = {
              rotateRadians,
              rectangle,
              tessedit_char_whitelist: alphabet,
              tessedit_pageseg_mode: PSM.SINGLE_LINE,
            };
            const lines = linesOf((await worker.recognize(image, options, { text: false, blocks: true })).data);
            return lines.sort((a, b) => b.text.length - a.text.length)[0] ?? null;
          }),
        limitMs,
      ),
    close: stop,
  };
}
