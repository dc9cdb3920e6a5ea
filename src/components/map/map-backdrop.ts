import { DomUtil, type Map as LeafletMap } from 'leaflet';
import type { Context2D } from './bitmap-canvas';

/**
 * The map under the device marks, for their canvas to draw first: the container's background and Leaflet's canvas of
 * the provinces (which Leaflet redraws only when the view changes or a province is hovered). The marks' canvas is
 * then opaque and Leaflet's own canvas transparent (opacity 0 still takes the pointer, for the province tooltips), so
 * a software compositor copies the map where it changed instead of blending two map-sized bitmaps over the page.
 */
export class MapBackdrop {
  private background = '';

  constructor(private readonly map: LeafletMap) {}

  draw(ctx: Context2D, width: number, height: number): void {
    this.background ||= getComputedStyle(this.map.getContainer()).backgroundColor;
    ctx.fillStyle = this.background;
    ctx.fillRect(0, 0, width, height);
    const provinces = this.provinces();
    if (!provinces) return;
    const at = this.map.layerPointToContainerPoint(DomUtil.getPosition(provinces));
    ctx.drawImage(provinces, at.x, at.y, parseFloat(provinces.style.width), parseFloat(provinces.style.height));
    provinces.style.opacity = '0';
  }

  /** Shows Leaflet's canvas again: a zoom animation moves it, not the copy. */
  reveal(): void {
    const provinces = this.provinces();
    if (provinces) provinces.style.opacity = '';
  }

  private provinces(): HTMLCanvasElement | null {
    return this.map.getPanes().overlayPane.querySelector('canvas');
  }
}
