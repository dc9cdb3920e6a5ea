import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { liveAlertSchema, livePhotoSchema, liveUseSchema } from './live';
import { pathId } from './paging';
import { dashboardLayoutsSchema } from './dashboard-layout';

export * from './dashboard-layout';

/*
 * Dashboard calls (spec section 7 "Other": org device map, home-page map, head-statis-num, device use times)
 * and the per-user dashboard layout. Device numbers are the unit's for everyone in it (anyone may list its devices);
 * use numbers follow the use-record list: administrators and seal keepers count the unit's uses, a member their own
 * (`scope` says which).
 */

const id = z.int();
const deviceType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const useType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(6)]);
export const statScopes = ['unit', 'own'] as const;
const scope = z.enum(statScopes);

/**
 * Provinces by the names of the bundled map (public/geo/china-provinces.geo.json): a device belongs to the first one
 * its address starts with ('广东省深圳市…' -> 广东).
 */
// prettier-ignore
export const provinces = [
  '北京', '天津', '河北', '山西', '内蒙古', '辽宁', '吉林', '黑龙江', '上海', '江苏', '浙江', '安徽', '福建', '江西',
  '山东', '河南', '湖北', '湖南', '广东', '广西', '海南', '重庆', '四川', '贵州', '云南', '西藏', '陕西', '甘肃',
  '青海', '宁夏', '新疆', '台湾', '香港', '澳门',
] as const;
export type Province = (typeof provinces)[number];

/** The province of an address, or null (see `provinces`). */
export function provinceOf(address: string | null | undefined): Province | null {
  if (!address) return null;
  return provinces.find((p) => address.startsWith(p)) ?? null;
}

/** One device on the map. */
export const devicePointSchema = z.object({
  deviceId: z.string(),
  name: z.string(),
  deviceType,
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  province: z.nullable(z.enum(provinces)),
  online: z.boolean(),
  battery: z.nullable(z.int()),
  /** Reported lost and locked (its latest operation record). */
  locked: z.boolean(),
});
export type DevicePoint = z.infer<typeof devicePointSchema>;

export const orgDeviceMap = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'device/v1/org-device-map',
  access: 'wall',
  summary:
    "Every device of the chosen unit as a map point (position, province, online, battery, locked), in device id order; live changes follow as 'device' events",
  request: z.object({}),
  response: z.object({
    list: z.array(devicePointSchema),
    total: z.int(),
    /** The unit's newest event id when the list was read: lay the 'device' events after it over the list. */
    headId: z.int(),
  }),
});

export const provinceCountSchema = z.object({
  province: z.enum(provinces),
  total: z.int(),
  online: z.int(),
  locked: z.int(),
  /** Uses today (local day) on the province's devices, in the caller's scope. */
  todayUses: z.int(),
});

export const homePageMap = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'dashboard/v1/home-page-map',
  access: 'wall',
  summary:
    "The chosen unit's devices per province (total, online, locked, today's uses) and per device type; `unlocated` counts devices whose address names no province",
  request: z.object({}),
  response: z.object({
    scope,
    provinces: z.array(provinceCountSchema),
    deviceTypes: z.array(z.object({ deviceType, count: z.int() })),
    total: z.int(),
    unlocated: z.int(),
  }),
});

/** The dashboard's head numbers; also what a 'counters' event carries (unit scope). */
export const headStatisNumSchema = z.object({
  scope,
  totalDevices: z.int(),
  onlineDevices: z.int(),
  lockedDevices: z.int(),
  /** Devices whose battery is at or below LOW_BATTERY (realtime.ts). */
  lowBatteryDevices: z.int(),
  todayUses: z.int(),
  todayExceptions: z.int(),
  monthUses: z.int(),
  /** Open authorisations (not activated, awaiting use, in use, paused). */
  openAuthorizations: z.int(),
  /** Applications waiting for approval. */
  pendingApplications: z.int(),
});
export type HeadStatisNum = z.infer<typeof headStatisNumSchema>;

export const headStatisNum = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'dashboard/v1/:companyId/head-statis-num',
  access: 'wall',
  summary:
    "The head numbers of the chosen unit (`companyId` must be it): devices, today's and this month's uses and exceptions, open authorisations, waiting applications",
  request: z.object({ companyId: pathId }),
  response: headStatisNumSchema,
});

export const useTimesRanges = ['7d', '30d', '12m'] as const;
export type UseTimesRange = (typeof useTimesRanges)[number];
const countOf = { count: z.int() };

export const deviceUseTimes = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'device/v1/device-use-times',
  access: 'wall',
  summary:
    'Use times over the last 7 or 30 local days (per day) or 12 months (per month), optionally of one device: the series, per use type, the top devices and departments',
  request: z.object({
    range: z._default(z.enum(useTimesRanges), '30d'),
    deviceId: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({
    scope,
    range: z.enum(useTimesRanges),
    total: z.int(),
    exceptions: z.int(),
    /** Every day ('YYYY-MM-DD') or month ('YYYY-MM') of the range, oldest first, zeros included. */
    series: z.array(z.object({ key: z.string(), ...countOf, exceptions: z.int() })),
    perUseType: z.array(z.object({ useType, ...countOf })),
    /** At most TOP_N, most used first. */
    topDevices: z.array(z.object({ deviceId: z.string(), deviceName: z.string(), ...countOf })),
    // The unit's departments only: uses by members without a department are in no ranking.
    topDepartments: z.array(z.object({ departmentId: id, departmentName: z.string(), ...countOf })),
  }),
});
export const TOP_N = 10;

/** Most stampings and most alerts one `dashboardRecent` call returns. */
export const RECENT_MAX = 60;
/** How many the live feeds (dashboard, wall) ask for when they open. */
export const RECENT_LIMIT = 20;

export const recentStampingSchema = z.object({
  /** The use as a 'use' event carries it (`remaining` is null: only the live event knows it). */
  use: liveUseSchema,
  /** Its photos in order, each with a freshly signed link. */
  photos: z.array(livePhotoSchema),
});
export type RecentStamping = z.infer<typeof recentStampingSchema>;

export const recentAlertSchema = z.object({
  /** The 'alert' event that raised it while the event log still holds it; null: read from its use record. */
  eventId: z.nullable(id),
  at: z.string(),
  alert: liveAlertSchema,
});
export type RecentAlert = z.infer<typeof recentAlertSchema>;

export const dashboardRecent = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'dashboard/v1/recent',
  access: 'wall',
  summary:
    "What the live feeds show before events arrive: the latest `limit` stampings the caller sees (the unit's for staff, a member's own), newest first, with their photos (fresh links), and the latest `limit` alerts (staff only): exceptional uses and the device alerts of the event log. Merge live events by use record id and alert (event or use record) id",
  request: z.object({
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(RECENT_MAX)), 20),
  }),
  response: z.object({
    stampings: z.array(recentStampingSchema),
    alerts: z.array(recentAlertSchema),
  }),
});

// The dashboard layout: data per user and unit, its rules in ./dashboard-layout.

const layoutResponse = z.object({
  layouts: dashboardLayoutsSchema,
  /** True while the user has no layout of their own. */
  isDefault: z.boolean(),
  updatedAt: z.nullable(z.string()),
});

export const dashboardLayoutGet = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'dashboard/v1/layout',
  access: 'unit',
  summary: "The caller's dashboard layout in the chosen unit, or the default one",
  request: z.object({}),
  response: layoutResponse,
});

export const dashboardLayoutSave = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'dashboard/v1/layout/save',
  access: 'unit',
  summary:
    "Stores the caller's dashboard layout: known widgets, each once, inside the breakpoint's columns, within the widget's sizes, without overlaps",
  request: z.object({ layouts: dashboardLayoutsSchema }),
  response: layoutResponse,
});

export const dashboardLayoutReset = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'dashboard/v1/layout/reset',
  access: 'unit',
  summary: "Forgets the caller's layout: the default one applies again",
  request: z.object({}),
  response: layoutResponse,
});
