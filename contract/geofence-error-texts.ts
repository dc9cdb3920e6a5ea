import { defineErrorTexts } from './error-texts';

/** The refusals of authorisation fences and saved places (registered when imported, see contract/error-texts.ts). */
export const geofenceErrorTexts = defineErrorTexts({
  'v.fenceCoordinates': {
    'zh-CN': '坐标超出范围：纬度须在-90至90之间，经度须在-180至180之间',
    'en-US': 'Coordinates out of range: latitude must be between -90 and 90, longitude between -180 and 180',
  },
  'v.fenceRadius': {
    'zh-CN': '半径须大于0米且不超过{{0}}米',
    'en-US': 'The radius must be more than 0 m and at most {{0}} m',
  },
  'v.fenceVertices': {
    'zh-CN': '多边形须有{{0}}至{{1}}个顶点',
    'en-US': 'A polygon needs {{0}} to {{1}} vertices',
  },
  'v.fenceAntimeridian': {
    'zh-CN': '围栏不能跨越180°经线',
    'en-US': 'A fence cannot cross the 180° meridian',
  },
  'v.fenceZeroArea': {
    'zh-CN': '围栏面积为零：顶点不能重合或位于同一直线上',
    'en-US': 'The fence has no area: its vertices coincide or lie on one line',
  },
  'v.fenceSelfIntersecting': {
    'zh-CN': '多边形的边不能相交',
    'en-US': 'The edges of the polygon must not cross each other',
  },
  'e.placeNameTaken': { 'zh-CN': '已有同名的常用地点', 'en-US': 'A saved place of that name exists already' },
  'e.placeLimit': {
    'zh-CN': '常用地点最多{{0}}个，请先删除不用的地点',
    'en-US': 'At most {{0}} saved places; remove one you no longer use first',
  },
  'e.useFenceLocked': {
    'zh-CN': '该授权因在围栏外用印已被锁定，请联系管理员解锁',
    'en-US': 'This authorisation is locked after a stamp outside its fence; ask an administrator to unlock it',
  },
  'e.authFenceNotLocked': { 'zh-CN': '该授权未被围栏锁定', 'en-US': 'This authorisation is not locked by its fence' },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    geofence: typeof geofenceErrorTexts;
  }
}
