import type { LiveUse } from '@contract/realtime';
import { queryClient } from '@/lib/query-client';
import { resetLive } from '@/lib/realtime/atoms';
import { appStore, sessionAtom } from '@/lib/store';

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

/**
 * A staff session in unit 7 with empty caches and live atoms, as the live screens (dashboard widgets, wall) start;
 * `leaveLiveSession` ends it after each test.
 */
export function enterLiveSession(): void {
  queryClient.clear();
  resetLive(appStore.set);
  appStore.set(sessionAtom, {
    token: 'token-of-this-test',
    info: { kind: 'staff', companyId: 7, userId: 1, realName: '张伟' },
  });
}

export function leaveLiveSession(): void {
  appStore.set(sessionAtom, { token: null, info: null });
  queryClient.clear();
}
