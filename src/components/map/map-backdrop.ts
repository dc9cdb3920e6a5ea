import { DomUtil, type Map as LeafletMap } from 'leaflet';
import type { BackdropPlace } from './device-base';

/**
 * The map under the device marks, for their picture to draw first (see BaseDrawer): the container's background and
 * Leaflet's canvas of the provinces (which Leaflet redraws only when the view changes or a province is hovered). The
 * marks' canvas is then opaque and Leaflet's own canvas transparent (opacity 0 still takes the pointer, for the
 * province tooltips), so a software compositor copies the map where it changed instead of blending two map-sized
 * bitmaps over the page. Leaflet's canvas is shown again wherever the picture does not cover the map as it is now.
 */
export class MapBackdrop {
  private background = '';
  private redrawn = true;

  constructor(private readonly map: LeafletMap) {}

  /** Leaflet has drawn its canvas again (the view moved, a province is hovered). */
  invalidate(): void {
    this.redrawn = true;
  }

  /** Where Leaflet's canvas lies now, and that canvas when Leaflet drew it again since the last time. */
  take(): { place: BackdropPlace; provinces?: HTMLCanvasElement | null } {
    this.background ||= getComputedStyle(this.map.getContainer()).backgroundColor;
    const provinces = this.provinces();
    const at = provinces ? this.map.layerPointToContainerPoint(DomUtil.getPosition(provinces)) : { x: 0, y: 0 };
    const place = {
      background: this.background,
      x: at.x,
      y: at.y,
      width: provinces ? parseFloat(provinces.style.width) : 0,
      height: provinces ? parseFloat(provinces.style.height) : 0,
    };
    if (!this.redrawn) return { place };
    this.redrawn = false;
    // An empty canvas (Leaflet has not drawn yet) cannot be copied to a worker.
    return { place, provinces: provinces?.width && provinces.height ? provinces : null };
  }

  /** The picture on the marks' canvas covers the map: Leaflet's canvas is drawn there. */
  conceal(): void {
    const provinces = this.provinces();
    if (provinces) provinces.style.opacity = '0';
  }

  /** Shows Leaflet's canvas again: the picture is hidden (a zoom animation) or moved off part of the map. */
  reveal(): void {
    const provinces = this.provinces();
    if (provinces) provinces.style.opacity = '';
  }

  private provinces(): HTMLCanvasElement | null {
    return this.map.getPanes().overlayPane.querySelector('canvas');
  }
}
