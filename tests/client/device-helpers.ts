import type { Device } from '@contract/device';

/** A device as the server answers it, with the given fields changed. */
export function device(extra: Partial<Device> = {}): Device {
  return {
    deviceId: 'SEAL-0001',
    name: '财务专用章',
    model: 'V5',
    deviceType: 1,
    isBluetooth: true,
    isGprs: true,
    gprsProtocol: 'MQTT',
    connectMode: 'bluetooth',
    serviceEndTime: '2030-01-01T00:00:00.000Z',
    longValid: true,
    abilityPermsList: [],
    latitude: null,
    longitude: null,
    address: '北京市海淀区',
    online: true,
    battery: 80,
    firmware: '1.2.0',
    keeperId: null,
    keeperName: null,
    boundAt: '2026-01-01T00:00:00.000Z',
    sim: null,
    ...extra,
  };
}
