import type { Context2D } from './bitmap-canvas';
import { drawDeviceMarks, type MarkList, type MarkPalette } from './draw-device-marks';

/**
 * The device canvas's picture (its base): the map under the marks, then the marks. Described by the page in a
 * BaseScene, drawn by a BaseDrawer in the device canvas's worker (or on the page where no worker can draw).
 */

/** Where Leaflet's canvas of the provinces lies in the container (CSS pixels), and the map's background colour. */
export interface BackdropPlace {
  background: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BaseScene {
  /** The picture's size in device pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel: the places below are CSS pixels of the map's container. */
  dpr: number;
  palette: MarkPalette;
  /** CSS pixels per design pixel. */
  scale: number;
  marks: MarkList;
  backdrop: BackdropPlace;
  /**
   * Leaflet's canvas of the provinces, when Leaflet drew it again since the last scene (the drawer keeps the last
   * one): the canvas itself on the page, a copy of it in a worker.
   */
  provinces?: CanvasImageSource | null;
}

/**
 * Draws scenes, one after the other, on a context of the scene's size. The backdrop (the map's background and the
 * provinces) is composed once into an opaque picture and copied at each drawing until the provinces or their place
 * change: the marks are drawn every second, and filling and blending the map each time cost half of that drawing at
 * 3840x2160.
 */
export class BaseDrawer {
  private provinces: CanvasImageSource | null = null;
  private composed: OffscreenCanvas | null = null;
  private composedFor = '';

  draw(ctx: Context2D, scene: BaseScene): void {
    if (scene.provinces !== undefined) {
      // A worker's copy is let go at once (a map-sized bitmap); Leaflet's own canvas is left alone.
      if (this.provinces && this.provinces !== scene.provinces && 'close' in this.provinces) this.provinces.close();
      this.provinces = scene.provinces;
      this.composedFor = '';
    }
    this.drawBackdrop(ctx, scene);
    ctx.setTransform(scene.dpr, 0, 0, scene.dpr, 0, 0);
    drawDeviceMarks(ctx, scene.marks, scene.palette, scene.scale);
  }

  private drawBackdrop(ctx: Context2D, scene: BaseScene): void {
    if (typeof OffscreenCanvas !== 'function') {
      this.paintBackdrop(ctx, scene);
      return;
    }
    const { width, height, dpr, backdrop: b } = scene;
    const key = [width, height, dpr, b.background, b.x, b.y, b.width, b.height].join();
    if (key !== this.composedFor || !this.composed) {
      if (this.composed?.width !== width || this.composed.height !== height)
        this.composed = new OffscreenCanvas(width, height);
      this.paintBackdrop(this.composed.getContext('2d', { alpha: false })!, scene);
      this.composedFor = key;
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.composed, 0, 0);
  }

  private paintBackdrop(ctx: Context2D, { dpr, width, height, backdrop }: BaseScene): void {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = backdrop.background;
    ctx.fillRect(0, 0, width, height);
    if (!this.provinces) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.drawImage(this.provinces, backdrop.x, backdrop.y, backdrop.width, backdrop.height);
  }
}
