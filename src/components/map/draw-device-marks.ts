import type { Context2D } from './bitmap-canvas';
import { deviceMarkStates, type DeviceMarkState } from './device-points';

/**
 * How the device marks look, drawn from a compact list (see MarkList) by the device canvas's worker, or by the page
 * where no worker can draw: one home for the rule, whichever thread draws.
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

/**
 * The marks to draw, MARK_STRIDE numbers each: x and y in container CSS pixels, then how many of the mark's devices
 * are in each state, in the order of deviceMarkStates. One device is a dot in its state's colour; more are a cluster.
 * A typed array, so it goes to a worker without being copied.
 */
export type MarkList = Float32Array;

export const MARK_STRIDE = 2 + deviceMarkStates.length;

/** Where a state's count is within a mark of MarkList. */
export const countOffset = Object.fromEntries(deviceMarkStates.map((state, i) => [state, 2 + i])) as Record<
  DeviceMarkState,
  number
>;

/** Draws `marks` on `ctx`, whose transform maps CSS pixels to its pixels; `scale` is CSS pixels per design pixel. */
export function drawDeviceMarks(ctx: Context2D, marks: MarkList, palette: MarkPalette, scale: number): void {
  const s = scale;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let at = 0; at + MARK_STRIDE <= marks.length; at += MARK_STRIDE) {
    const x = marks[at]!;
    const y = marks[at + 1]!;
    let total = 0;
    for (const state of deviceMarkStates) total += marks[at + countOffset[state]]!;
    if (total === 0) continue;
    if (total === 1) {
      ctx.beginPath();
      ctx.arc(x, y, 3.5 * s, 0, Math.PI * 2);
      ctx.fillStyle = palette[deviceMarkStates.find((state) => marks[at + countOffset[state]])!];
      ctx.fill();
      continue;
    }
    const r = (9 + Math.min(16, Math.log2(total) * 2.6)) * s;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = palette.clusterFill;
    ctx.fill();
    // The ring: one arc per state, in the order of deviceMarkStates.
    let angle = -Math.PI / 2;
    ctx.lineWidth = 3.2 * s;
    for (const state of deviceMarkStates) {
      const count = marks[at + countOffset[state]]!;
      if (!count) continue;
      const sweep = (count / total) * Math.PI * 2;
      ctx.beginPath();
      ctx.arc(x, y, r, angle, angle + sweep);
      ctx.strokeStyle = palette[state];
      ctx.stroke();
      angle += sweep;
    }
    ctx.fillStyle = palette.clusterText;
    ctx.font = `600 ${Math.round((total >= 1000 ? 9.5 : 11) * s)}px system-ui, sans-serif`;
    ctx.fillText(total >= 10_000 ? `${Math.round(total / 1000)}k` : String(total), x, y + 0.5 * s);
  }
}
