import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Context2D } from '@/components/map/bitmap-canvas';
import { BitmapCanvas } from '@/components/map/bitmap-canvas';
import type { BaseScene } from '@/components/map/device-base';
import { DeviceCanvas } from '@/components/map/device-canvas';
import { drawDeviceMarks, markPalettes } from '@/components/map/draw-device-marks';
import type { DevicePoint } from '@/components/map/device-points';
import { fakeLeafletMap, type FakeLeafletMap } from './fake-leaflet-map';

/** The device canvas's worker, as the page sees it: the scenes it was sent, answered when the test says. */
class FakeWorker {
  static last: FakeWorker | null = null;
  readonly scenes: Array<{ id: number; scene: BaseScene }> = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(request: { id: number; scene: BaseScene }) {
    this.scenes.push(request);
  }
  terminate() {}
  /** Answers the oldest scene not answered yet with a picture. */
  answer(): ImageBitmap {
    const { id } = this.scenes.shift()!;
    const picture = { close: vi.fn() } as unknown as ImageBitmap;
    this.onmessage?.({ data: { id, picture } });
    return picture;
  }
}

let frames: FrameRequestCallback[] = [];
let clock = 0;
/** Runs the page's next `count` animation frames. */
function runFrames(count = 1) {
  for (let i = 0; i < count; i += 1) {
    clock += 16;
    const due = frames;
    frames = [];
    for (const callback of due) callback(clock);
  }
}
/** Lets the answers' promises settle, then runs enough frames for any turn of the map to come. */
async function settle() {
  for (let i = 0; i < 4; i += 1) {
    await Promise.resolve();
    runFrames();
  }
}

const canvases: DeviceCanvas[] = [];
function canvasOn(map: FakeLeafletMap, points: DevicePoint[]) {
  const canvas = new DeviceCanvas(map, markPalettes.dark);
  canvases.push(canvas);
  canvas.setPoints(points);
  return canvas;
}

const shown = () => vi.mocked(BitmapCanvas.prototype.show).mock.calls.map(([picture]) => picture);
const elementOf = (map: FakeLeafletMap) => map.getContainer().querySelector('canvas')!;

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('createImageBitmap', vi.fn());
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.spyOn(BitmapCanvas.prototype, 'show');
});
afterEach(() => {
  for (const c of canvases.splice(0)) c.destroy();
  frames = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Five devices close together (a cluster when zoomed out): three online, two alerts; one low on battery far away. */
const points: DevicePoint[] = [
  ...[0, 1, 2, 3, 4].map((i) => ({
    id: `C${i}`,
    lat: 30 + i * 0.01,
    lng: 110 + i * 0.01,
    state: i < 3 ? ('online' as const) : ('alert' as const),
  })),
  { id: 'LONE', lat: 45, lng: 85, state: 'lowBattery' as const },
];

/** A context that writes down what is drawn on it, with the colour it is drawn in. */
function recordingContext() {
  const drawn: Array<{ op: string; args: unknown[]; colour: string }> = [];
  const ctx = { fillStyle: '', strokeStyle: '' } as Record<string, unknown>;
  for (const op of ['fill', 'stroke', 'fillText', 'arc'])
    ctx[op] = (...args: unknown[]) =>
      drawn.push({ op, args, colour: String(op === 'stroke' ? ctx.strokeStyle : ctx.fillStyle) });
  ctx.beginPath = () => undefined;
  return { ctx: ctx as unknown as Context2D, drawn };
}

/** A map at `zoom` whose device canvas shows its first picture, drawn by the worker. */
async function firstPictureShown(zoom: number) {
  const map = fakeLeafletMap(zoom);
  canvasOn(map, points);
  runFrames();
  const first = FakeWorker.last!.answer();
  await settle();
  expect(shown()).toEqual([first]);
  expect(elementOf(map).style.visibility).toBe('visible');
  return { map, first };
}

describe('the device canvas pictures', () => {
  it('sends the marks in view to its worker, which draws clusters as rings of their states and devices as dots', async () => {
    const map = fakeLeafletMap(3);
    canvasOn(map, points);
    runFrames();
    const { scene } = FakeWorker.last!.scenes[0]!;
    const { ctx, drawn } = recordingContext();
    drawDeviceMarks(ctx, scene.marks, scene.palette, scene.scale);
    const palette = markPalettes.dark;

    // The lone device: a dot where it is (degrees are pixels on this map), in the colour of a low battery.
    const dot = drawn.findIndex((d) => d.op === 'arc' && d.args[0] === 85 && d.args[1] === 45);
    expect(drawn[dot + 1]).toMatchObject({ op: 'fill', colour: palette.lowBattery });
    // The cluster: its count, and a ring three fifths online, two fifths alert, in that order.
    expect(drawn.filter((d) => d.op === 'fillText').map((d) => d.args[0])).toEqual(['5']);
    const ring = drawn.filter((d) => d.op === 'stroke').map((d) => d.colour);
    expect(ring).toEqual([palette.online, palette.alert]);
    const arcs = drawn.filter((d) => d.op === 'arc' && d.args[3] !== 0);
    const [start, end] = arcs[0]!.args.slice(3) as [number, number];
    expect((end - start) / (Math.PI * 2)).toBeCloseTo(3 / 5);
  });

  it('shows a picture in the map turn once drawn, moved along when the map is panned until the next one is drawn', async () => {
    const { map, first } = await firstPictureShown(12);

    map.pan(30, -10);
    // The picture moves with the map, and one for the new place is asked for at once.
    expect(elementOf(map).style.transform).toBe('translate(-30px,10px)');
    runFrames();
    expect(FakeWorker.last!.scenes).toHaveLength(1);
    const second = FakeWorker.last!.answer();
    await settle();
    expect(shown()).toEqual([first, second]);
    expect(elementOf(map).style.transform).toBe('');
  });

  it('never shows a picture drawn for the zoom before, and shows the one for the new zoom as soon as it is drawn', async () => {
    const { map, first } = await firstPictureShown(3);

    // Another picture is being drawn when the user zooms in.
    map.pan(1, 1);
    runFrames();
    map.zoomTo(5);
    expect(elementOf(map).style.visibility).toBe('hidden');
    const stale = FakeWorker.last!.answer();
    await settle();
    expect(shown()).toEqual([first]);
    expect(stale.close).toHaveBeenCalled();
    expect(elementOf(map).style.visibility).toBe('hidden');

    const fresh = FakeWorker.last!.answer();
    await settle();
    expect(shown()).toEqual([first, fresh]);
    expect(elementOf(map).style.visibility).toBe('visible');
  });
});
