import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import { DeviceCanvas, markPalettes } from './device-canvas';
import type { DevicePoint } from './device-points';
import { PulseLayer } from './pulse-layer';

export interface DeviceMarksProps {
  points: readonly DevicePoint[];
  /** Recent stampings; each key pulses once, when it first appears. */
  pulses?: ReadonlyArray<{ key: number; lat: number; lng: number }>;
  tone?: 'light' | 'dark';
  /** CSS pixels per design pixel. */
  scale?: number;
}

/**
 * Every device as a canvas mark coloured by state, clustered when zoomed out (see DeviceCanvas), and the stampings
 * pulsing over them (see PulseLayer).
 */
export function DeviceMarks({ points, pulses, tone = 'light', scale = 1 }: DeviceMarksProps) {
  const map = useMap();
  const [layers, setLayers] = useState<{ canvas: DeviceCanvas; pulses: PulseLayer } | null>(null);
  const lastPulse = useRef<number | null>(null);

  useEffect(() => {
    const created = {
      canvas: new DeviceCanvas(map, markPalettes.light),
      pulses: new PulseLayer(map, markPalettes.light.pulse),
    };
    setLayers(created);
    return () => {
      created.canvas.destroy();
      created.pulses.destroy();
    };
  }, [map]);
  useEffect(() => {
    layers?.canvas.setStyle(markPalettes[tone], scale);
    layers?.pulses.setStyle(markPalettes[tone].pulse, scale);
  }, [layers, tone, scale]);
  useEffect(() => layers?.canvas.setPoints(points), [layers, points]);
  useEffect(() => {
    if (!layers || !pulses?.length) return;
    const newest = Math.max(...pulses.map((p) => p.key));
    // The first list only sets the mark: what happened before the map opened does not pulse.
    if (lastPulse.current !== null)
      for (const p of pulses) if (p.key > lastPulse.current) layers.pulses.pulse(p.lat, p.lng);
    lastPulse.current = Math.max(newest, lastPulse.current ?? 0);
  }, [layers, pulses]);
  return null;
}
