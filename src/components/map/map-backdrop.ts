import { DomUtil, type Map as LeafletMap } from 'leaflet';
import type { Context2D } from './bitmap-canvas';

/**
 * The map under the device marks, for their canvas to draw first: the container's background and Leaflet's canvas of
 * the provinces (which Leaflet redraws only when the view changes or a province is hovered). The marks' canvas is
 * then opaque and Leaflet's own canvas transparent (opacity 0 still takes the pointer, for the province tooltips), so
 * a software compositor copies the map where it changed instead of blending two map-sized bitmaps over the page.
 * The two are composed once into an opaque picture until `invalidate`: the marks are drawn every second, and filling
 * and blending the map each time cost half of that drawing at 3840x2160.
 */
export class MapBackdrop {
  private background = '';
  private composed: OffscreenCanvas | null = null;

  constructor(private readonly map: LeafletMap) {}

  /** Leaflet has drawn its canvas again (the view moved, a province is hovered). */
  invalidate(): void {
    this.composed = null;
  }

  /** Draws the map; `ctx` maps CSS pixels to its `dpr` device pixels. */
  draw(ctx: Context2D, width: number, height: number, dpr: number): void {
    if (typeof OffscreenCanvas !== 'function') {
      this.paint(ctx, width, height);
      return;
    }
    const [w, h] = [Math.round(width * dpr), Math.round(height * dpr)];
    if (this.composed?.width !== w || this.composed.height !== h) {
      const composed = new OffscreenCanvas(w, h);
      const c = composed.getContext('2d', { alpha: false })!;
      c.setTransform(dpr, 0, 0, dpr, 0, 0);
      this.paint(c, width, height);
      this.composed = composed;
    }
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.composed, 0, 0);
    ctx.restore();
  }

  /** Shows Leaflet's canvas again: a zoom animation moves it, not the copy. */
  reveal(): void {
    const provinces = this.provinces();
    if (provinces) provinces.style.opacity = '';
  }

  private paint(ctx: Context2D, width: number, height: number): void {
    this.background ||= getComputedStyle(this.map.getContainer()).backgroundColor;
    ctx.fillStyle = this.background;
    ctx.fillRect(0, 0, width, height);
    const provinces = this.provinces();
    if (!provinces) return;
    const at = this.map.layerPointToContainerPoint(DomUtil.getPosition(provinces));
    ctx.drawImage(provinces, at.x, at.y, parseFloat(provinces.style.width), parseFloat(provinces.style.height));
    provinces.style.opacity = '0';
  }

  private provinces(): HTMLCanvasElement | null {
    return this.map.getPanes().overlayPane.querySelector('canvas');
  }
}
