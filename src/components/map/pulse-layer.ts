import type { Map as LeafletMap } from 'leaflet';
import './map-pulses.css';

/** Older pulses end early beyond this many (a burst of stamps). */
const MAX_PULSES = 120;
/** The ring's radius when it has grown, in design pixels (it starts at 0.15 of it), and its line. */
const RADIUS = 26;
const LINE = 2;

/**
 * The stampings' pulses over a Leaflet map: one small element per pulse, animated by CSS (map-pulses.css) with
 * transform and opacity only. Nothing is redrawn per frame: a software-rendered wall display would otherwise repaint
 * and copy a map-sized canvas at every step of every ring.
 */
export class PulseLayer {
  private readonly root = document.createElement('div');
  /** The pulses on the map, where they are and their radius in CSS pixels, oldest first. */
  private readonly pulses = new Map<HTMLElement, { lat: number; lng: number; radius: number }>();

  constructor(
    private readonly map: LeafletMap,
    private color: string,
    /** CSS pixels per design pixel (the wall display's scale). */
    private scale = 1,
  ) {
    this.root.className = 'map-pulses';
    this.root.addEventListener('animationend', this.onEnd);
    this.root.addEventListener('animationcancel', this.onEnd);
    map.getContainer().append(this.root);
    map.on('move resize zoomend viewreset', this.onView);
    map.on('zoomstart', this.onZoomStart);
  }

  destroy(): void {
    this.map.off('move resize zoomend viewreset', this.onView);
    this.map.off('zoomstart', this.onZoomStart);
    this.root.remove();
  }

  /** For the pulses that start from now on. */
  setStyle(color: string, scale: number): void {
    this.color = color;
    this.scale = scale;
  }

  pulse(lat: number, lng: number): void {
    const element = document.createElement('span');
    element.className = 'map-pulse';
    const radius = RADIUS * this.scale;
    Object.assign(element.style, {
      width: `${2 * radius}px`,
      height: `${2 * radius}px`,
      borderWidth: `${LINE * this.scale}px`,
      borderColor: this.color,
    });
    this.pulses.set(element, { lat, lng, radius });
    this.place(element);
    this.root.append(element);
    for (const oldest of this.pulses.keys()) {
      if (this.pulses.size <= MAX_PULSES) break;
      this.remove(oldest);
    }
  }

  private place(element: HTMLElement): void {
    const { lat, lng, radius } = this.pulses.get(element)!;
    const { x, y } = this.map.latLngToContainerPoint([lat, lng]);
    element.style.left = `${x - radius}px`;
    element.style.top = `${y - radius}px`;
  }

  private remove(element: HTMLElement): void {
    this.pulses.delete(element);
    element.remove();
  }

  private readonly onEnd = (event: Event) => {
    if (event.target instanceof HTMLElement && this.pulses.has(event.target)) this.remove(event.target);
  };

  private readonly onView = () => {
    this.root.style.visibility = 'visible';
    for (const element of this.pulses.keys()) this.place(element);
  };

  private readonly onZoomStart = () => {
    // Container coordinates do not follow Leaflet's zoom animation; hide until it ends.
    this.root.style.visibility = 'hidden';
  };
}
