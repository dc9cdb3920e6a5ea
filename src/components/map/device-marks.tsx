import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import { DeviceCanvas } from './device-canvas';
import { markPalettes } from './draw-device-marks';
import type { PointSource } from './device-points';

export interface DeviceMarksProps {
  /** The devices; the canvas follows their changes itself, without rendering this component again. */
  source: PointSource;
  /** Recent stampings; each key pulses once, when it first appears. */
  pulses?: ReadonlyArray<{ key: number; lat: number; lng: number }>;
  tone?: 'light' | 'dark';
  /** CSS pixels per design pixel. */
  scale?: number;
}

/** Every device as a canvas mark coloured by state, clustered when zoomed out (see DeviceCanvas). */
export function DeviceMarks({ source, pulses, tone = 'light', scale = 1 }: DeviceMarksProps) {
  const map = useMap();
  const [canvas, setCanvas] = useState<DeviceCanvas | null>(null);
  const lastPulse = useRef<number | null>(null);

  useEffect(() => {
    const created = new DeviceCanvas(map, markPalettes.light);
    setCanvas(created);
    return () => created.destroy();
  }, [map]);
  useEffect(() => canvas?.setStyle(markPalettes[tone], scale), [canvas, tone, scale]);
  useEffect(() => {
    if (!canvas) return;
    const stop = source.subscribe((change) =>
      change === 'list' ? canvas.setPoints(source.points) : canvas.pointsChanged(change),
    );
    canvas.setPoints(source.points);
    return stop;
  }, [canvas, source]);
  useEffect(() => {
    if (!canvas || !pulses?.length) return;
    const newest = Math.max(...pulses.map((p) => p.key));
    // The first list only sets the mark: what happened before the map opened does not pulse.
    if (lastPulse.current !== null) for (const p of pulses) if (p.key > lastPulse.current) canvas.pulse(p.lat, p.lng);
    lastPulse.current = Math.max(newest, lastPulse.current ?? 0);
  }, [canvas, pulses]);
  return null;
}
