/** Device positions for the map's canvas layer (no Leaflet here, so screens use the types without loading it). */

/** What a marker's colour says, most urgent last. */
export const deviceMarkStates = ['online', 'offline', 'lowBattery', 'alert'] as const;
export type DeviceMarkState = (typeof deviceMarkStates)[number];

export interface DevicePoint {
  id: string;
  lat: number;
  lng: number;
  state: DeviceMarkState;
}

export type StateCounts = Record<DeviceMarkState, number>;

export function emptyCounts(): StateCounts {
  return { online: 0, offline: 0, lowBattery: 0, alert: 0 };
}
