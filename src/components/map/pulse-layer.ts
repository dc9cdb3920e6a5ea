import type { Map as LeafletMap } from 'leaflet';
import { motionStep } from '@/lib/motion-steps';
import { BitmapCanvas, type Context2D } from './bitmap-canvas';

const PULSE_MS = 1800;
const MAX_PULSES = 120;
/** The side of a tile, CSS pixels. */
const TILE = 256;
/**
 * Maps larger than this (device pixels: a 4K wall's map is about 4.7 million) step their rings on every other beat, 10
 * times a second. Each step hands the compositor a bitmap per tile with rings; at 3840x2160 in software rendering
 * that was about 90 ms of every second of the page's thread, and the frames it pushed out of their vsync kept slow
 * frames and latency at their limits. Smaller maps keep every beat.
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

interface Tile {
  canvas: BitmapCanvas;
  col: number;
  row: number;
  /** Something is drawn on it. */
  live: boolean;
}

/**
 * The stamping pulses on the map: rings that grow and fade for PULSE_MS, drawn on small transparent canvases (tiles,
 * made where rings are, see BitmapCanvas) over the device canvas. Each half of the map (left, right) redraws its
 * tiles in its own turn of frame-slots, at most once per beat of motion-steps (every other beat on a large map), and
 * only the tiles with rings on them or just emptied. A software compositor then redraws, for a step, the box around
 * those tiles (not the whole map), and the browser hands it a few small bitmaps instead of copying one the size of
 * the map.
 */
export class PulseLayer {
  private readonly root = document.createElement('div');
  private pulses: Pulse[] = [];
  private readonly tiles = new Map<string, Tile>();
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

  /** Rings to draw, or tiles to empty. */
  get active(): boolean {
    if (this.pulses.length > 0) return true;
    for (const tile of this.tiles.values()) if (tile.live) return true;
    return false;
  }

  setStyle(color: string, scale: number): void {
    [this.color, this.scale] = [color, scale];
  }

  setVisible(visible: boolean): void {
    this.root.style.visibility = visible ? 'visible' : 'hidden';
  }

  /** The map's size changed: the tiles are made again as rings need them. */
  resize(width: number, height: number, dpr: number): void {
    [this.width, this.height, this.dpr] = [width, height, dpr];
    this.beatsPerStep = width * height * dpr * dpr > LARGE_MAP_PIXELS ? 2 : 1;
    for (const tile of this.tiles.values()) tile.canvas.element.remove();
    this.tiles.clear();
  }

  add(lat: number, lng: number, now: number): void {
    this.pulses.push({ lat, lng, start: now });
    if (this.pulses.length > MAX_PULSES) this.pulses.splice(0, this.pulses.length - MAX_PULSES);
  }

  /** Redraws the tiles of one half (0 left, 1 right), at most once per step. */
  step(now: number, half: 0 | 1): void {
    const step = Math.floor(motionStep(now) / this.beatsPerStep);
    if (this.stepped[half] === step) return;
    this.stepped[half] = step;
    this.redraw(now, (col) => this.halfOf(col) === half);
  }

  /** Redraws every tile (the view moved or the style changed). */
  drawAll(now: number): void {
    this.redraw(now, () => true);
  }

  private redraw(now: number, mine: (col: number) => boolean): void {
    this.pulses = this.pulses.filter((p) => now - p.start < PULSE_MS);
    const wanted = new Map<string, Ring[]>();
    for (const p of this.pulses) {
      const t = Math.max(0, (now - p.start) / PULSE_MS);
      const { x, y } = this.map.latLngToContainerPoint([p.lat, p.lng]);
      const ring = { x, y, r: (4 + 22 * t) * this.scale, alpha: 1 - t };
      // Where its stroke can reach, with a pixel for antialiasing.
      const reach = ring.r + this.scale + 1;
      const [c0, c1] = [Math.floor((x - reach) / TILE), Math.floor((x + reach) / TILE)];
      const [r0, r1] = [Math.floor((y - reach) / TILE), Math.floor((y + reach) / TILE)];
      for (let col = Math.max(0, c0); col <= c1 && col * TILE < this.width; col += 1) {
        if (!mine(col)) continue;
        for (let row = Math.max(0, r0); row <= r1 && row * TILE < this.height; row += 1) {
          const key = `${col},${row}`;
          const rings = wanted.get(key);
          if (rings) rings.push(ring);
          else wanted.set(key, [ring]);
        }
      }
    }
    for (const [key, tile] of this.tiles) {
      if (!tile.live || wanted.has(key) || !mine(tile.col)) continue;
      this.context(tile);
      tile.canvas.present();
      tile.live = false;
    }
    for (const [key, rings] of wanted) {
      const tile = this.tiles.get(key) ?? this.makeTile(key);
      const ctx = this.context(tile);
      ctx.strokeStyle = this.color;
      ctx.lineWidth = 2 * this.scale;
      for (const ring of rings) {
        ctx.globalAlpha = ring.alpha;
        ctx.beginPath();
        ctx.arc(ring.x, ring.y, ring.r, 0, Math.PI * 2);
        ctx.stroke();
      }
      ctx.globalAlpha = 1;
      tile.canvas.present();
      tile.live = true;
    }
  }

  /** A tile belongs to the half its middle is in. */
  private halfOf(col: number): 0 | 1 {
    return (col + 0.5) * TILE < this.width / 2 ? 0 : 1;
  }

  private makeTile(key: string): Tile {
    const [col, row] = key.split(',').map(Number) as [number, number];
    const canvas = new BitmapCanvas(true);
    canvas.resize(Math.round(TILE * this.dpr), Math.round(TILE * this.dpr));
    canvas.element.style.cssText = `position:absolute;left:${col * TILE}px;top:${row * TILE}px;width:${TILE}px;height:${TILE}px`;
    this.root.append(canvas.element);
    const tile = { canvas, col, row, live: false };
    this.tiles.set(key, tile);
    return tile;
  }

  /** A new picture for the tile, drawn in container coordinates. */
  private context(tile: Tile): Context2D {
    const ctx = tile.canvas.begin();
    ctx.setTransform(this.dpr, 0, 0, this.dpr, -tile.col * TILE * this.dpr, -tile.row * TILE * this.dpr);
    return ctx;
  }
}
