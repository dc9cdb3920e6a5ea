import type { LiveUse } from '@contract/realtime';

/** A use as the realtime channel and the dashboard's recent call carry it. */
export function liveUse(useRecordId: number, extra: Partial<LiveUse> = {}): LiveUse {
  return {
    useRecordId,
    deviceId: 'SD00001',
    deviceName: '财务专用章',
    userId: 3,
    userName: '刘洋',
    departmentName: '财务部',
    useType: 0,
    usedAt: new Date(Date.UTC(2026, 10, 22, 2, 0, useRecordId % 60)).toISOString(),
    address: '上海市浦东新区',
    latitude: 31.2,
    longitude: 121.5,
    exceptionKind: null,
    authorizationId: 9,
    empowerNo: 'EMP0009',
    remaining: 3,
    ...extra,
  };
}
