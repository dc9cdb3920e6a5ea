import type { Map as LeafletMap } from 'leaflet';
import Supercluster from 'supercluster';
import {
  deviceMarkStates,
  emptyCounts,
  type DeviceMarkState,
  type DevicePoint,
  type StateCounts,
} from './device-points';
import { BitmapCanvas } from './bitmap-canvas';
import { MapBackdrop } from './map-backdrop';
import { PulseLayer } from './pulse-layer';
import { frameSlot, slots } from '@/lib/frame-slots';

/**
 * Thousands of devices on one map: a canvas over the Leaflet map (in container coordinates, so panning only
 * redraws), the devices clustered by supercluster at the map's zoom. Cluster membership depends on positions only,
 * so a state change recolours the drawing without re-indexing; each cluster is a ring split by its devices' states.
 * A moved device is drawn at its new place at once (a single mark is drawn where its point is now); the clusters
 * follow at the next re-index, at most every REINDEX_MS (indexing 10,000 points takes several frames).
 * The base canvas is opaque: it draws the map under the marks too (see MapBackdrop). The stamping pulses, the only
 * thing animated, are drawn over it by PulseLayer. Both draw in the map's turns of frame-slots.
 */

export type MarkPalette = Record<DeviceMarkState, string> & { clusterFill: string; clusterText: string; pulse: string };

export const markPalettes: Record<'light' | 'dark', MarkPalette> = {
  light: {
    online: '#059669',
    offline: '#94a3b8',
    lowBattery: '#d97706',
    alert: '#e11d48',
    clusterFill: 'rgba(255,255,255,0.92)',
    clusterText: '#0f172a',
    pulse: '#2563eb',
  },
  dark: {
    online: '#34d399',
    offline: '#64748b',
    lowBattery: '#fbbf24',
    alert: '#fb7185',
    clusterFill: 'rgba(6,18,42,0.82)',
    clusterText: '#e2f3ff',
    pulse: '#67e8f9',
  },
};

interface Mark {
  lat: number;
  lng: number;
  /** Indexes into the point list. */
  members: number[];
}

/**
 * State changes redraw the clusters at most this often. Each redraw is a map-sized bitmap handed to the compositor
 * (tens of milliseconds at 3840x2160 in software rendering): once a second keeps the colours current for anyone
 * reading the wall without making every fourth frame a slow one.
 */
const BASE_REDRAW_MS = 1000;
/** Moved devices re-index the clusters at most this often. */
export const REINDEX_MS = 3000;
const VIEW_EVENTS = 'move moveend resize zoomend viewreset';
const HOVER_EVENTS = 'mousemove mouseout';

export class DeviceCanvas {
  private readonly base = new BitmapCanvas(false);
  private readonly backdrop: MapBackdrop;
  private readonly pulses: PulseLayer;
  private points: readonly DevicePoint[] = [];
  /** The list the index was built from: its indexes are the members of the marks. */
  private indexed: readonly DevicePoint[] = [];
  private indexVersion = 0;
  private lastIndexed = -Infinity;
  private reindexTimer: ReturnType<typeof setTimeout> | undefined;
  private index: Supercluster | null = null;
  private marks: Mark[] = [];
  private marksKey = '';
  private frame = 0;
  private destroyed = false;
  private baseDirty = true;
  /** The base was drawn offscreen and is being copied (`taking`), then waits for its turn to be shown (`ready`). */
  private baseTaking = false;
  private baseReady: ImageBitmap | null = null;
  /** Counts the bases shown at once (a view change), so a copy taken before one is dropped. */
  private baseGeneration = 0;
  private lastBase = 0;
  private width = 0;
  private height = 0;
  private dpr = 1;

  constructor(
    private readonly map: LeafletMap,
    private palette: MarkPalette,
    /** CSS pixels per design pixel (the wall display's scale). */
    private scale = 1,
  ) {
    const container = map.getContainer();
    this.base.element.style.cssText = 'position:absolute;left:0;top:0;pointer-events:none;z-index:450';
    container.append(this.base.element);
    this.backdrop = new MapBackdrop(map);
    this.pulses = new PulseLayer(container, map, 451);
    this.pulses.setStyle(palette.pulse, scale);
    map.on(VIEW_EVENTS, this.onView);
    map.on('zoomstart', this.onZoomStart);
    // Leaflet redraws a hovered province on its own canvas; the copy follows.
    map.on(HOVER_EVENTS, this.onHover);
    this.resize();
    this.schedule();
  }

  destroy(): void {
    this.destroyed = true;
    cancelAnimationFrame(this.frame);
    this.dropPendingBase();
    clearTimeout(this.reindexTimer);
    this.map.off(VIEW_EVENTS, this.onView);
    this.map.off('zoomstart', this.onZoomStart);
    this.map.off(HOVER_EVENTS, this.onHover);
    this.base.element.remove();
    this.pulses.destroy();
  }

  setStyle(palette: MarkPalette, scale: number): void {
    if (palette === this.palette && scale === this.scale) return;
    const rescaled = scale !== this.scale;
    this.palette = palette;
    this.scale = scale;
    this.pulses.setStyle(palette.pulse, scale);
    if (this.pulses.active) this.pulses.drawAll(performance.now());
    // The cluster radius follows the scale.
    if (rescaled) this.reindex();
    this.invalidate();
  }

  /**
   * New device list. Other devices, or another order: re-indexed now. Only positions changed: drawn at the new places
   * now, re-indexed within REINDEX_MS. Only states changed: recoloured. Every point is compared (a fraction of a
   * millisecond at 10,000: unchanged devices keep their point objects), so no move goes unnoticed.
   */
  setPoints(points: readonly DevicePoint[]): void {
    this.points = points;
    const change = compareLists(this.indexed, points);
    if (change === 'devices' || !this.index) this.reindex();
    else if (change === 'positions') this.reindexSoon();
    this.invalidate();
  }

  /**
   * The list last set had points replaced in place (same devices, same order): moved ones are drawn at their new
   * places now and re-indexed within REINDEX_MS; new states are recoloured. Costs nothing per device.
   */
  pointsChanged(change: 'positions' | 'states'): void {
    if (change === 'positions') this.reindexSoon();
    this.invalidate();
  }

  private reindex(): void {
    clearTimeout(this.reindexTimer);
    this.reindexTimer = undefined;
    const points = this.points;
    this.index = new Supercluster({ radius: 44 * 2 * this.scale, maxZoom: 9, minPoints: 3 });
    this.index.load(
      points.map((p, i) => ({
        type: 'Feature',
        properties: { i },
        geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      })),
    );
    this.indexed = points;
    this.indexVersion += 1;
    this.lastIndexed = performance.now();
    this.marksKey = '';
  }

  private reindexSoon(): void {
    if (this.reindexTimer !== undefined) return;
    const wait = Math.max(0, this.lastIndexed + REINDEX_MS - performance.now());
    this.reindexTimer = setTimeout(() => {
      this.reindex();
      this.invalidate();
    }, wait);
  }

  pulse(lat: number, lng: number): void {
    this.pulses.add(lat, lng, performance.now());
    this.schedule();
  }

  /** The marks in view: where each is drawn and the devices it stands for (tests and tooltips). */
  marksInView(): Array<{ lat: number; lng: number; counts: StateCounts }> {
    this.updateMarks();
    return this.marks.map((m) => ({ ...this.placeOf(m), counts: this.countsOf(m) }));
  }

  /** Where a mark is drawn: a single device where it is now, a cluster where the index put it. */
  private placeOf(mark: Mark): { lat: number; lng: number } {
    const point = mark.members.length === 1 ? this.points[mark.members[0]!] : undefined;
    return point ? { lat: point.lat, lng: point.lng } : { lat: mark.lat, lng: mark.lng };
  }

  private readonly onView = () => {
    this.backdrop.invalidate();
    this.resize();
    this.base.element.style.visibility = 'visible';
    this.pulses.setVisible(true);
    // Everything moved: drawn now, whole, whoever's turn it is.
    this.drawBase();
    this.base.present();
    this.dropPendingBase();
    this.baseDirty = false;
    this.lastBase = performance.now();
    this.pulses.drawAll(performance.now());
    this.schedule();
  };

  private readonly onZoomStart = () => {
    // Container coordinates do not follow Leaflet's zoom animation; hide until it ends.
    this.base.element.style.visibility = 'hidden';
    this.pulses.setVisible(false);
    this.backdrop.reveal();
  };

  /**
   * Someone is pointing at the map: Leaflet redraws the hovered province on its canvas in its next frame, and the
   * copy follows in the frame after, not at the next second.
   */
  private readonly onHover = () => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (this.destroyed) return;
        this.backdrop.invalidate();
        this.lastBase = 0;
        this.invalidate();
      }),
    );
  };

  private invalidate(): void {
    this.baseDirty = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      this.draw(now);
    });
  }

  private resize(): void {
    const size = this.map.getSize();
    const dpr = window.devicePixelRatio || 1;
    if (size.x === this.width && size.y === this.height && dpr === this.dpr) return;
    [this.width, this.height, this.dpr] = [size.x, size.y, dpr];
    this.base.resize(Math.round(size.x * dpr), Math.round(size.y * dpr));
    this.base.element.style.width = `${size.x}px`;
    this.base.element.style.height = `${size.y}px`;
    this.pulses.resize(this.width, this.height, dpr);
    this.marksKey = '';
    this.baseDirty = true;
  }

  private draw(now: number): void {
    const slot = frameSlot(now);
    // A new base hands the compositor the whole map: in the left half's turn, whose pulses and the legend change in
    // that frame anyway. Drawn in an earlier frame and copied meanwhile: drawing a map-sized picture and handing it
    // over each take tens of milliseconds at 4K, too much for one frame.
    if (this.baseReady && slot === slots.mapLeft) {
      this.base.show(this.baseReady);
      this.baseReady = null;
    } else if (this.baseDirty && !this.baseTaking && !this.baseReady && now - this.lastBase >= BASE_REDRAW_MS) {
      this.drawBase();
      this.baseDirty = false;
      this.lastBase = now;
      this.takeBase();
    }
    if (slot === slots.mapLeft) this.pulses.step(now, 0);
    else if (slot === slots.mapRight) this.pulses.step(now, 1);
    if (this.baseDirty || this.baseReady || this.pulses.active) this.schedule();
  }

  /** A base shown at once (or none any more) makes the copy waiting or being taken stale. */
  private dropPendingBase(): void {
    this.baseGeneration += 1;
    this.baseReady?.close();
    this.baseReady = null;
  }

  private takeBase(): void {
    const generation = this.baseGeneration;
    this.baseTaking = true;
    void this.base.snapshot().then(
      (bitmap) => {
        this.baseTaking = false;
        if (generation !== this.baseGeneration) bitmap?.close();
        else this.baseReady = bitmap;
        this.schedule();
      },
      () => {
        // No copy this time (the canvas went away, or memory ran short): drawn again at the next second.
        this.baseTaking = false;
        this.invalidate();
      },
    );
  }

  private updateMarks(): void {
    if (!this.index) {
      this.marks = [];
      return;
    }
    const zoom = Math.round(this.map.getZoom());
    const b = this.map.getBounds().pad(0.1);
    const key = `${zoom}|${b.toBBoxString()}|${this.indexVersion}`;
    if (key === this.marksKey) return;
    this.marksKey = key;
    const bbox: [number, number, number, number] = [
      Math.max(-180, b.getWest()),
      Math.max(-85, b.getSouth()),
      Math.min(180, b.getEast()),
      Math.min(85, b.getNorth()),
    ];
    const index = this.index;
    this.marks = index.getClusters(bbox, zoom).map((f) => {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties as { cluster?: boolean; cluster_id?: number; i?: number };
      const members = props.cluster
        ? index.getLeaves(props.cluster_id!, Infinity).map((leaf) => (leaf.properties as { i: number }).i)
        : [props.i!];
      return { lat, lng, members };
    });
  }

  private countsOf(mark: Mark): StateCounts {
    const counts = emptyCounts();
    for (const i of mark.members) {
      const p = this.points[i];
      if (p) counts[p.state] += 1;
    }
    return counts;
  }

  private drawBase(): void {
    this.updateMarks();
    const ctx = this.base.begin();
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    this.backdrop.draw(ctx, this.width, this.height, this.dpr);
    const s = this.scale;
    const p = this.palette;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const mark of this.marks) {
      const place = this.placeOf(mark);
      const { x, y } = this.map.latLngToContainerPoint([place.lat, place.lng]);
      if (x < -40 || y < -40 || x > this.width + 40 || y > this.height + 40) continue;
      if (mark.members.length === 1) {
        const state = this.points[mark.members[0]!]?.state ?? 'offline';
        ctx.beginPath();
        ctx.arc(x, y, 3.5 * s, 0, Math.PI * 2);
        ctx.fillStyle = p[state];
        ctx.fill();
        continue;
      }
      const counts = this.countsOf(mark);
      const total = mark.members.length;
      const r = (9 + Math.min(16, Math.log2(total) * 2.6)) * s;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fillStyle = p.clusterFill;
      ctx.fill();
      // The ring: one arc per state, in the order of deviceMarkStates.
      let angle = -Math.PI / 2;
      ctx.lineWidth = 3.2 * s;
      for (const state of deviceMarkStates) {
        if (!counts[state]) continue;
        const sweep = (counts[state] / total) * Math.PI * 2;
        ctx.beginPath();
        ctx.arc(x, y, r, angle, angle + sweep);
        ctx.strokeStyle = p[state];
        ctx.stroke();
        angle += sweep;
      }
      ctx.fillStyle = p.clusterText;
      ctx.font = `600 ${Math.round((total >= 1000 ? 9.5 : 11) * s)}px system-ui, sans-serif`;
      ctx.fillText(total >= 10_000 ? `${Math.round(total / 1000)}k` : String(total), x, y + 0.5 * s);
    }
  }
}

/** How `next` differs from the list the index was built from: other devices (or order), positions only, or neither. */
function compareLists(indexed: readonly DevicePoint[], next: readonly DevicePoint[]): 'devices' | 'positions' | null {
  if (indexed.length !== next.length) return 'devices';
  let moved = false;
  for (let i = 0; i < next.length; i += 1) {
    const a = indexed[i]!;
    const b = next[i]!;
    if (a === b) continue;
    if (a.id !== b.id) return 'devices';
    if (a.lat !== b.lat || a.lng !== b.lng) moved = true;
  }
  return moved ? 'positions' : null;
}
