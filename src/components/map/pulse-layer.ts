import type { Map as LeafletMap } from 'leaflet';
import { motionStep } from '@/lib/motion-steps';
import { BitmapCanvas } from './bitmap-canvas';

const PULSE_MS = 1800;
const MAX_PULSES = 120;
/** A ring's radius when it starts and when it ends, and its stroke, design pixels (times the scale). */
const RING_FROM = 4;
const RING_GROWTH = 22;
const STROKE = 2;
/**
 * A ring joins the place of an earlier one whose centre is at most this far (CSS pixels, across and down): the
 * stampings of one place (devices a few pixels apart) share one small canvas instead of a canvas each.
 */
const NEAR = 8;
/**
 * Places are kept, empty, for the next stampings there (the page keeps the same canvases while the wall runs); beyond
 * this many, the empty ones are taken away.
 */
const MAX_SPOTS = MAX_PULSES;
/**
 * Maps larger than this (device pixels: a 4K wall's map is about 4.7 million) step their rings on every other beat, 10
 * times a second. Each step hands the compositor a bitmap per place with rings; at 3840x2160 in software rendering
 * every beat took about 90 ms of every second of the page's thread (with the rings on 256 px tiles), and the frames
 * it pushed out of their vsync kept slow frames and latency at their limits. Smaller maps keep every beat.
 */
const LARGE_MAP_PIXELS = 3_000_000;

interface Pulse {
  lat: number;
  lng: number;
  /** When it started (performance.now()). */
  start: number;
}

/** A ring as drawn: centre and radius in container pixels, and its opacity. */
interface Ring {
  x: number;
  y: number;
  r: number;
  alpha: number;
}

/** The canvas of one place: as far around its centre as a ring centred near it (see NEAR) reaches. */
interface Spot {
  canvas: BitmapCanvas;
  /** Its centre, container pixels. */
  x: number;
  y: number;
  /** The rings of the step being drawn. */
  rings: Ring[];
  /** Something is drawn on it. */
  live: boolean;
}

/**
 * The stamping pulses on the map: rings that grow and fade for PULSE_MS, drawn on small transparent canvases over the
 * device canvas, one per place with rings (see NEAR and BitmapCanvas), emptied when its rings have ended. Each half of
 * the map (left, right) redraws its places in its own turn of frame-slots, at most once per beat of motion-steps
 * (every other beat on a large map). A software compositor then redraws, for a step, the box around those places (not
 * the whole map), and the browser hands it a bitmap of about a ring's size per place: stampings cluster where the
 * devices are, and a grid of map tiles over them would be cleared, drawn and blended mostly as empty pixels.
 */
export class PulseLayer {
  private readonly root = document.createElement('div');
  private pulses: Pulse[] = [];
  private spots: Spot[] = [];
  private width = 0;
  private height = 0;
  private dpr = 1;
  private color = '#67e8f9';
  private scale = 1;
  /** The step each half last drew. */
  private readonly stepped = [-1, -1];
  /** Beats per step (see LARGE_MAP_PIXELS). */
  private beatsPerStep = 1;

  constructor(
    container: HTMLElement,
    private readonly map: LeafletMap,
    zIndex: number,
  ) {
    this.root.style.cssText = `position:absolute;left:0;top:0;pointer-events:none;z-index:${zIndex}`;
    container.append(this.root);
  }

  destroy(): void {
    this.root.remove();
  }

  /** Rings to draw, or places to empty. */
  get active(): boolean {
    return this.pulses.length > 0 || this.spots.some((spot) => spot.live);
  }

  setStyle(color: string, scale: number): void {
    [this.color, this.scale] = [color, scale];
  }

  setVisible(visible: boolean): void {
    this.root.style.visibility = visible ? 'visible' : 'hidden';
  }

  /** The map's size changed: the places are made again as rings need them. */
  resize(width: number, height: number, dpr: number): void {
    [this.width, this.height, this.dpr] = [width, height, dpr];
    this.beatsPerStep = width * height * dpr * dpr > LARGE_MAP_PIXELS ? 2 : 1;
    this.clearSpots();
  }

  add(lat: number, lng: number, now: number): void {
    this.pulses.push({ lat, lng, start: now });
    if (this.pulses.length > MAX_PULSES) this.pulses.splice(0, this.pulses.length - MAX_PULSES);
  }

  /** Redraws the places of one half (0 left, 1 right), at most once per step. */
  step(now: number, half: 0 | 1): void {
    const step = Math.floor(motionStep(now) / this.beatsPerStep);
    if (this.stepped[half] === step) return;
    this.stepped[half] = step;
    this.redraw(now, (x) => this.halfOf(x) === half);
  }

  /** Draws every ring again on places made anew (the view moved, or the style changed: places and sizes did too). */
  drawAll(now: number): void {
    this.clearSpots();
    this.redraw(now, () => true);
  }

  /** Redraws the places whose centre is `mine`, with the rings centred near them. */
  private redraw(now: number, mine: (x: number) => boolean): void {
    this.pulses = this.pulses.filter((p) => now - p.start < PULSE_MS);
    const reach = this.reach;
    for (const p of this.pulses) {
      const { x, y } = this.map.latLngToContainerPoint([p.lat, p.lng]);
      if (x < -reach || y < -reach || x > this.width + reach || y > this.height + reach) continue;
      let spot = this.spots.find((s) => Math.abs(s.x - x) <= NEAR && Math.abs(s.y - y) <= NEAR);
      if (spot && !mine(spot.x)) continue;
      if (!spot) {
        if (!mine(x)) continue;
        spot = this.makeSpot(Math.round(x), Math.round(y));
      }
      const t = Math.max(0, (now - p.start) / PULSE_MS);
      spot.rings.push({ x, y, r: (RING_FROM + RING_GROWTH * t) * this.scale, alpha: 1 - t });
    }
    for (const spot of this.spots) if (mine(spot.x) && (spot.live || spot.rings.length > 0)) this.paint(spot);
    this.trim();
  }

  private paint(spot: Spot): void {
    const ctx = spot.canvas.begin();
    const corner = this.reach + NEAR;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, (corner - spot.x) * this.dpr, (corner - spot.y) * this.dpr);
    ctx.strokeStyle = this.color;
    ctx.lineWidth = STROKE * this.scale;
    for (const ring of spot.rings) {
      ctx.globalAlpha = ring.alpha;
      ctx.beginPath();
      ctx.arc(ring.x, ring.y, ring.r, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    spot.canvas.present();
    spot.live = spot.rings.length > 0;
    spot.rings = [];
  }

  /** Takes away the empty places beyond MAX_SPOTS, those made first first. */
  private trim(): void {
    let extra = this.spots.length - MAX_SPOTS;
    if (extra <= 0) return;
    this.spots = this.spots.filter((spot) => {
      if (extra <= 0 || spot.live) return true;
      spot.canvas.element.remove();
      extra -= 1;
      return false;
    });
  }

  /** How far a ring's stroke reaches from its centre at most, with a pixel for antialiasing, CSS pixels. */
  private get reach(): number {
    return Math.ceil((RING_FROM + RING_GROWTH + STROKE / 2) * this.scale + 1);
  }

  /** A place belongs to the half its centre is in. */
  private halfOf(x: number): 0 | 1 {
    return x < this.width / 2 ? 0 : 1;
  }

  /** A place centred on whole pixels: its canvas is then copied pixel for pixel, not resampled. */
  private makeSpot(x: number, y: number): Spot {
    const half = this.reach + NEAR;
    const canvas = new BitmapCanvas(true);
    canvas.resize(Math.round(2 * half * this.dpr), Math.round(2 * half * this.dpr));
    canvas.element.style.cssText = `position:absolute;left:${x - half}px;top:${y - half}px;width:${2 * half}px;height:${2 * half}px`;
    this.root.append(canvas.element);
    const spot: Spot = { canvas, x, y, rings: [], live: false };
    this.spots.push(spot);
    return spot;
  }

  private clearSpots(): void {
    for (const spot of this.spots) spot.canvas.element.remove();
    this.spots = [];
  }
}
