import type { LeafletEvent, Map as LeafletMap } from 'leaflet';
import Supercluster from 'supercluster';
import { deviceMarkStates, emptyCounts, type DevicePoint, type StateCounts } from './device-points';
import { basePainter } from './base-painters';
import { BitmapCanvas } from './bitmap-canvas';
import { countOffset, MARK_STRIDE, type MarkList, type MarkPalette } from './draw-device-marks';
import { MapBackdrop } from './map-backdrop';
import { PulseLayer } from './pulse-layer';
import { frameSlot, slots } from '@/lib/frame-slots';

/**
 * Thousands of devices on one map: a canvas over the Leaflet map (in container coordinates, so panning only
 * redraws), the devices clustered by supercluster at the map's zoom. Cluster membership depends on positions only,
 * so a state change recolours the drawing without re-indexing; each cluster is a ring split by its devices' states.
 * A moved device is drawn at its new place at once (a single mark is drawn where its point is now); the clusters
 * follow at the next re-index, at most every REINDEX_MS (indexing 10,000 points takes several frames).
 * The base canvas is opaque: its picture has the map under the marks too (see MapBackdrop). It is drawn by a
 * BasePainter, in a worker where the browser can, from a description of the scene, and shown when it comes back.
 * The stamping pulses, the only thing animated, are drawn over it by PulseLayer. Both change in the map's turns of
 * frame-slots.
 */

interface Mark {
  lat: number;
  lng: number;
  /** Indexes into the point list. */
  members: number[];
}

/**
 * The view a picture was drawn for. At the same zoom and size it is still right when the map was panned since, moved
 * by as much (as Leaflet moves its own layers); at another zoom or size it is never shown.
 */
interface PictureView {
  zoom: number;
  width: number;
  height: number;
  dpr: number;
  /** The layer point at the container's top left corner. */
  x: number;
  y: number;
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
  private readonly painter = basePainter(this.base);
  private readonly backdrop: MapBackdrop;
  private readonly pulses: PulseLayer;
  private points: readonly DevicePoint[] = [];
  /** The list the index was built from: its indexes are the members of the marks. */
  private indexed: readonly DevicePoint[] = [];
  private indexVersion = 0;
  private lastIndexed = -Infinity;
  private reindexTimer: ReturnType<typeof setTimeout> | undefined;
  private index: Supercluster | null = null;
  /**
   * The members of the index's clusters, by cluster id (ids stand for one cluster within one index): listing the
   * devices of every cluster in view took 20-40 ms at 10,000 devices, once per picture while the map is dragged.
   */
  private readonly leaves = new Map<number, number[]>();
  private marks: Mark[] = [];
  private marksKey = '';
  private frame = 0;
  private destroyed = false;
  private baseDirty = true;
  /** A picture is being drawn (`painting`), then waits for its turn to be shown (`ready`). */
  private painting = false;
  private ready: { picture: ImageBitmap | null; view: PictureView } | null = null;
  /** The view of the picture on the canvas; null before the first. */
  private shown: PictureView | null = null;
  /** Leaflet animates a zoom: the canvas is hidden until it ends. */
  private zooming = false;
  private lastBase = -Infinity;
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
    this.place();
    this.schedule();
  }

  destroy(): void {
    this.destroyed = true;
    cancelAnimationFrame(this.frame);
    this.painter.destroy();
    this.ready?.picture?.close();
    this.ready = null;
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
    this.leaves.clear();
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

  private readonly onView = (event: LeafletEvent) => {
    // Leaflet draws its canvas of the provinces again when a move ends, not while the map is dragged.
    if (event.type !== 'move') this.backdrop.invalidate();
    if (event.type === 'zoomend' || event.type === 'viewreset') this.zooming = false;
    this.resize();
    this.place();
    this.pulses.setVisible(!this.zooming);
    this.pulses.drawAll(performance.now());
    // Everything moved: a picture for the new view at once, shown as soon as it is drawn.
    this.lastBase = -Infinity;
    this.invalidate();
  };

  private readonly onZoomStart = () => {
    // Container coordinates do not follow Leaflet's zoom animation; hidden until it ends.
    this.zooming = true;
    this.place();
    this.pulses.setVisible(false);
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
    this.base.element.style.width = `${size.x}px`;
    this.base.element.style.height = `${size.y}px`;
    this.pulses.resize(this.width, this.height, dpr);
    this.marksKey = '';
    this.baseDirty = true;
  }

  private draw(now: number): void {
    const slot = frameSlot(now);
    // A new picture hands the compositor the whole map: in the left half's turn, whose pulses and the legend change
    // in that frame anyway; at once when the view changed since the picture on the canvas was drawn.
    if (this.ready && (slot === slots.mapLeft || !this.placedExactly())) this.showReady();
    else if (this.baseDirty && !this.painting && !this.ready && now - this.lastBase >= BASE_REDRAW_MS) {
      this.paint();
      this.lastBase = now;
    }
    if (slot === slots.mapLeft) this.pulses.step(now, 0);
    else if (slot === slots.mapRight) this.pulses.step(now, 1);
    if (this.baseDirty || this.ready || this.pulses.active) this.schedule();
  }

  private paint(): void {
    this.updateMarks();
    const view = this.view();
    const { place, provinces } = this.backdrop.take();
    this.baseDirty = false;
    this.painting = true;
    const scene = {
      width: Math.round(view.width * view.dpr),
      height: Math.round(view.height * view.dpr),
      dpr: view.dpr,
      palette: this.palette,
      scale: this.scale,
      marks: this.markList(),
      backdrop: place,
      ...(provinces === undefined ? {} : { provinces }),
    };
    void this.painter.paint(scene).then(
      (picture) => {
        this.painting = false;
        if (this.destroyed) return picture?.close();
        this.ready = { picture, view };
        this.schedule();
      },
      () => {
        // No picture this time (the worker failed, the canvas went away, memory ran short): drawn again, whole.
        this.painting = false;
        if (this.destroyed) return;
        this.backdrop.invalidate();
        this.invalidate();
      },
    );
  }

  private showReady(): void {
    const { picture, view } = this.ready!;
    this.ready = null;
    if (!this.fits(view)) {
      // Drawn for another zoom or size: the picture for this one is on its way (the view change asked for it).
      picture?.close();
      return;
    }
    if (picture) this.base.show(picture);
    this.shown = view;
    this.place();
  }

  /** The view as it is now. */
  private view(): PictureView {
    const corner = this.map.containerPointToLayerPoint([0, 0]);
    const zoom = this.map.getZoom();
    return { zoom, width: this.width, height: this.height, dpr: this.dpr, x: corner.x, y: corner.y };
  }

  /** A picture of `view` can be shown now, moved by as much as the map was panned since. */
  private fits(view: PictureView, now = this.view()): boolean {
    return view.zoom === now.zoom && view.width === now.width && view.height === now.height && view.dpr === now.dpr;
  }

  private placedExactly(): boolean {
    const now = this.view();
    return this.shown !== null && this.fits(this.shown, now) && this.shown.x === now.x && this.shown.y === now.y;
  }

  /**
   * Puts the picture on the canvas where the map is now: moved by as much as the map was panned since it was drawn,
   * hidden when drawn for another zoom or size (or during a zoom). Leaflet's canvas of the provinces shows wherever
   * the picture does not cover the map.
   */
  private place(): void {
    const style = this.base.element.style;
    if (!this.shown || this.zooming || !this.fits(this.shown)) {
      style.visibility = 'hidden';
      this.backdrop.reveal();
      return;
    }
    const now = this.view();
    const [dx, dy] = [this.shown.x - now.x, this.shown.y - now.y];
    style.visibility = 'visible';
    style.transform = dx || dy ? `translate(${dx}px,${dy}px)` : '';
    if (dx || dy) this.backdrop.reveal();
    else this.backdrop.conceal();
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
    this.marks = this.index.getClusters(bbox, zoom).map((f) => {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties as { cluster?: boolean; cluster_id?: number; i?: number };
      return { lat, lng, members: props.cluster ? this.membersOf(props.cluster_id!) : [props.i!] };
    });
  }

  private membersOf(clusterId: number): number[] {
    let members = this.leaves.get(clusterId);
    if (!members) {
      members = this.index!.getLeaves(clusterId, Infinity).map((leaf) => (leaf.properties as { i: number }).i);
      this.leaves.set(clusterId, members);
    }
    return members;
  }

  private countsOf(mark: Mark): StateCounts {
    const counts = emptyCounts();
    for (const i of mark.members) {
      const p = this.points[i];
      if (p) counts[p.state] += 1;
    }
    return counts;
  }

  /** The marks on the map (and a little around it), placed in container pixels, for the painter. */
  private markList(): MarkList {
    const list = new Float32Array(this.marks.length * MARK_STRIDE);
    let at = 0;
    for (const mark of this.marks) {
      const place = this.placeOf(mark);
      const { x, y } = this.map.latLngToContainerPoint([place.lat, place.lng]);
      if (x < -40 || y < -40 || x > this.width + 40 || y > this.height + 40) continue;
      list[at] = x;
      list[at + 1] = y;
      const counts = this.countsOf(mark);
      for (const state of deviceMarkStates) list[at + countOffset[state]] = counts[state];
      at += MARK_STRIDE;
    }
    return list.subarray(0, at);
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
