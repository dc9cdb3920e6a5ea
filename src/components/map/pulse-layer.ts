import type { Map as LeafletMap } from 'leaflet';
import { MOTION_STEP_MS, nextMotionStep } from '@/lib/motion-steps';
import './map-pulses.css';

/** Older pulses end early beyond this many (a burst of stamps). */
const MAX_PULSES = 120;
const PULSE_MS = 1800;
const GROWING: Keyframe[] = [
  { transform: 'scale(0.15)', opacity: 1 },
  { transform: 'none', opacity: 0 },
];
/** The ring's radius when it has grown, in design pixels (it starts at 0.15 of it), and its line. */
const RADIUS = 26;
const LINE = 2;

/**
 * The stampings' pulses over a Leaflet map: one small element per pulse, animated with transform and opacity only,
 * which the compositor runs on the ring's own small layer. Nothing is repainted: a software-rendered wall display
 * would otherwise repaint and copy a map-sized canvas at every step of every ring.
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
    const growing = element.animate(GROWING, {
      duration: PULSE_MS,
      // Every ring on the common beat: between two steps nothing on the map changes.
      easing: `steps(${PULSE_MS / MOTION_STEP_MS})`,
      fill: 'both',
    });
    growing.startTime = nextMotionStep(Number(document.timeline.currentTime ?? 0));
    growing.onfinish = () => this.remove(element);
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

  private readonly onView = () => {
    this.root.style.visibility = 'visible';
    for (const element of this.pulses.keys()) this.place(element);
  };

  private readonly onZoomStart = () => {
    // Container coordinates do not follow Leaflet's zoom animation; hide until it ends.
    this.root.style.visibility = 'hidden';
  };
}
