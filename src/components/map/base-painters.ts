import type { BitmapCanvas } from './bitmap-canvas';
import { BaseDrawer, type BaseScene } from './device-base';
import type { PaintAnswer, PaintRequest } from './device-base.worker';

/** Draws the device canvas's pictures somewhere; one at a time (the next scene is given once the last one is back). */
export interface BasePainter {
  /** The picture of `scene`, to show with BitmapCanvas.show; null where it was drawn on the page's canvas itself. */
  paint(scene: BaseScene): Promise<ImageBitmap | null>;
  destroy(): void;
}

/** A painter in a worker where the browser can draw there, else on the page's thread. */
export function basePainter(canvas: BitmapCanvas): BasePainter {
  const offThread =
    typeof Worker === 'function' && typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function';
  return offThread ? new OffThreadPainter(canvas) : new InThreadPainter(canvas);
}

/** Draws on the page's thread, on the device canvas's own offscreen canvas (or on the page's where there is none). */
class InThreadPainter implements BasePainter {
  private readonly drawer = new BaseDrawer();

  constructor(private readonly canvas: BitmapCanvas) {}

  paint(scene: BaseScene): Promise<ImageBitmap | null> {
    this.canvas.resize(scene.width, scene.height);
    this.drawer.draw(this.canvas.begin(), scene);
    return this.canvas.snapshot();
  }

  destroy(): void {}
}

/**
 * Draws in a worker of its own: copying the map's backdrop and drawing the marks on a 3840x2160 picture took 50-60 ms
 * of the page's thread once a second, long enough to hold up a frame. The page sends the marks as a typed array and
 * Leaflet's canvas of the provinces as a bitmap when Leaflet drew it again; the worker's picture comes back as a
 * bitmap, handed over without a copy. Should the worker fail, the pictures are drawn on the page's thread from then on.
 */
class OffThreadPainter implements BasePainter {
  private worker: Worker | null = null;
  private inThread: InThreadPainter | null = null;
  private readonly waiting = new Map<number, { done: (picture: ImageBitmap) => void; failed: () => void }>();
  private ids = 0;

  constructor(private readonly canvas: BitmapCanvas) {
    this.worker = new Worker(new URL('./device-base.worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = ({ data }: MessageEvent<PaintAnswer>) => {
      this.waiting.get(data.id)?.done(data.picture);
      this.waiting.delete(data.id);
    };
    this.worker.onerror = () => {
      // What the worker held (the provinces) is lost with it: the pictures asked for fail, and the caller's next
      // scene, drawn here, carries all it needs.
      this.destroy();
    };
  }

  async paint(scene: BaseScene): Promise<ImageBitmap | null> {
    if (!this.worker) return (this.inThread ??= new InThreadPainter(this.canvas)).paint(scene);
    const provinces = scene.provinces ? await createImageBitmap(scene.provinces) : scene.provinces;
    const worker = this.worker;
    if (!worker) throw new Error('The device drawing worker stopped');
    const id = ++this.ids;
    return new Promise((done, failed) => {
      this.waiting.set(id, { done, failed });
      const request: PaintRequest = { id, scene: { ...scene, provinces } };
      const transfer: Transferable[] = [scene.marks.buffer as ArrayBuffer];
      if (provinces) transfer.push(provinces);
      worker.postMessage(request, transfer);
    });
  }

  destroy(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const { failed } of this.waiting.values()) failed();
    this.waiting.clear();
  }
}
