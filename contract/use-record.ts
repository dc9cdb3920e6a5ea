import { z } from 'zod/mini';
import { applyListFilters } from './apply';
import { authListFilters, authorizationSchema } from './authorization';
import { orderListFilters } from './cost';
import { endpoint } from './endpoint';
import type { MessageKey } from './error-texts';
import { page, pathId } from './paging';
import { timeouts } from './services';

/**
 * Use records (spec section 7 "Use records"): every stamp a device reports, with where, when, who, under
 * which authorisation, and its photos; the evidence report, the monthly statistics, the exports, and the device's
 * own calls (access 'device': headers deviceId + deviceToken, see server/src/http/route.ts).
 */

/** Use types (spec section 3). */
export const useTypes = { networked: 0, privileged: 1, trial: 2, offline: 3, addInk: 6 } as const;
export type UseType = 0 | 1 | 2 | 3 | 6;
const useType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(6)]);

/** Why a use counts as an exception. */
export const exceptionKinds = ['privileged', 'offline', 'lostLocked', 'outsideHours'] as const;

/**
 * The product's local time (China Standard Time, UTC+8, no daylight saving): office hours for the 'outsideHours'
 * exception, the days of the date filters and statistics, and every time the console shows (in any browser zone).
 */
export const LOCAL_UTC_OFFSET_HOURS = 8;
/** The same zone by its IANA name, for Intl. */
export const LOCAL_TIME_ZONE = 'Asia/Shanghai';
/** Networked uses outside [08:00, 20:00) local time are exceptions ('outsideHours'). */
export const OFFICE_HOURS = { from: 8, to: 20 } as const;

/** Export types (spec section 3). */
export const exportTypes = { orders: 1, authorizations: 2, useRecords: 3, useDetails: 10, applications: 11 } as const;
export type ExportType = 1 | 2 | 3 | 10 | 11;
const exportType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(10), z.literal(11)]);
/**
 * Export types that cannot be written, with the reason: the server refuses them; the console offers them disabled,
 * saying why. None at present (orders, 1, were refused until the cost center had orders; jobs refused then keep
 * their reason, e.exportOrdersUnavailable).
 */
export const unavailableExports: Partial<Record<ExportType, MessageKey>> = {};

const id = z.int();
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const useRecordSchema = z.object({
  id,
  deviceId: z.string(),
  deviceName: z.string(),
  authorizationId: z.nullable(id),
  empowerNo: z.nullable(z.string()),
  userId: z.nullable(id),
  userName: z.nullable(z.string()),
  departmentId: z.nullable(id),
  departmentName: z.nullable(z.string()),
  useType,
  usedAt: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  address: z.nullable(z.string()),
  exception: z.boolean(),
  exceptionKind: z.nullable(z.enum(exceptionKinds)),
  photoCount: z.int(),
});
export type UseRecord = z.infer<typeof useRecordSchema>;

export const usePhotoSchema = z.object({
  fileId: z.string(),
  source: z.enum(['device', 'phone']),
  takenAt: z.string(),
  /** A short-lived URL to show the photo. */
  tmpUrl: z.string(),
});

/** A place in the use-record list: `<usedAt in ms>.<id>` of a record. */
export const useRecordCursor = z.string().check(z.regex(/^\d{1,15}\.\d{1,10}$/));

/** Filters shared by the list, the statistics and the exports: what the export writes is what the list shows. */
export const useRecordFilters = {
  deviceId: z.optional(z.string().check(z.maxLength(32))),
  userId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  departmentId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  useType: z.optional(z.pipe(z.coerce.number(), useType)),
  dateFrom: z.optional(day),
  dateTo: z.optional(day),
  exception: z.optional(
    z.union([
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((v) => v === 'true'),
      ),
    ]),
  ),
};

export const useRecordList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'use-record/v1/list',
  access: 'unit',
  summary:
    "Use records, newest first: administrators and seal keepers see the unit's, a member their own; `total` is exact. With `cursor` (the `nextCursor` of an earlier page) the page is the `pageSize` records after that one, whatever `pageNum` says: paging on while records are added skips and repeats none",
  request: z.object({ ...page, ...useRecordFilters, cursor: z.optional(useRecordCursor) }),
  response: z.object({
    list: z.array(useRecordSchema),
    total: z.int(),
    /** The place after the page's last record (null: the page is not full, nothing follows). */
    nextCursor: z.optional(z.nullable(useRecordCursor)),
  }),
});

export const useRecordDetail = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'use-record/v1/:id/use-detail',
  access: 'unit',
  summary: 'One use record with its photos, its authorisation and the application behind it',
  request: z.object({ id: pathId }),
  response: z.object({
    ...useRecordSchema.shape,
    photos: z.array(usePhotoSchema),
    authorization: z.nullable(authorizationSchema),
  }),
});

export const useRecordExportPdf = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'use-record/v1/export-pdf/:empowerNo',
  access: 'unit',
  timeoutMs: timeouts.long,
  summary:
    "The evidence report of one authorisation as a PDF (application, approval steps, authorisation and its timeline, every use with time, place and photos). `sha256` (also the header X-Evidence-SHA256, and printed in the report) is the SHA-256 of the report's attachment evidence.json: the canonical JSON of the evidence (keys sorted, no whitespace, codes not labels, each photo by its file's SHA-256; not the time or person of generation)",
  request: z.object({ empowerNo: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: z.object({ fileId: z.string(), tmpUrl: z.string(), sha256: z.string(), pages: z.int() }),
});

export const useImageSave = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'use-image/v1/save',
  access: 'unit',
  encoding: 'multipart',
  timeoutMs: timeouts.upload,
  summary:
    "A photo the phone took during the caller's open authorisation (JPEG/PNG), attached to its latest use or kept for the next one",
  request: z.object({ empowerNo: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: z.object({ fileId: z.string(), useRecordId: z.nullable(id) }),
});

export const phonePhotoList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'use-image/v1/phone-list',
  access: 'unit',
  summary: 'Photos synchronised from phones, newest first, with the use and authorisation they belong to',
  request: z.object({ ...page, deviceId: z.optional(z.string().check(z.maxLength(32))) }),
  response: z.object({
    list: z.array(
      z.object({
        ...usePhotoSchema.shape,
        useRecordId: z.nullable(id),
        empowerNo: z.string(),
        deviceName: z.string(),
        userName: z.string(),
      }),
    ),
    total: z.int(),
  }),
});

export const operateRecordList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'operate-record/v1/list',
  access: 'unit',
  summary: "The unit's device operation records (operation types 0-7), newest first",
  request: z.object({
    ...page,
    deviceId: z.optional(z.string().check(z.maxLength(32))),
    operationType: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(7))),
    dateFrom: z.optional(day),
    dateTo: z.optional(day),
  }),
  response: z.object({
    list: z.array(
      z.object({
        id,
        deviceId: z.string(),
        deviceName: z.string(),
        operationType: z.int(),
        operatorName: z.nullable(z.string()),
        detail: z.nullable(z.string()),
        createdAt: z.string(),
      }),
    ),
    total: z.int(),
  }),
});

const countRow = z.object({ key: z.string(), label: z.string(), count: z.int() });
/** Per use type the key is the use type itself (0, 1, 2, 3, 6). */
const useTypeCountRow = z.object({ key: useType, label: z.string(), count: z.int() });

export const useMonthStatistics = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'use-record/v1/month-statistics',
  access: 'unit',
  summary: 'One month of uses: per day, per device (top 10), per department (top 10), per use type, and exceptions',
  request: z.object({ month: z.string().check(z.regex(/^\d{4}-\d{2}$/)), deviceId: z.optional(z.string()) }),
  response: z.object({
    total: z.int(),
    exceptions: z.int(),
    perDay: z.array(z.object({ day, count: z.int() })),
    perDevice: z.array(countRow),
    perDepartment: z.array(countRow),
    perUseType: z.array(useTypeCountRow),
  }),
});

export const useRecordCountUnread = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'use-record/v1/count-unread',
  access: 'unit',
  summary:
    "Counters: exception = exception uses the caller may see since they cleared them; auth = uses under the caller's authorisations since they cleared them",
  request: z.object({ userId: z.optional(z.coerce.number()) }),
  response: z.object({ exception: z.int(), auth: z.int() }),
});

export const useRecordClearExceptionUnread = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'use-record/v1/mark/clear-exception-unread',
  access: 'unit',
  summary: "Clear the caller's exception counter",
  request: z.object({}),
  response: z.null(),
});

export const useRecordClearAuthUnread = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'use-record/v1/mark/clear-auth-unread',
  access: 'unit',
  summary: "Clear the caller's own-use counter",
  request: z.object({}),
  response: z.null(),
});

export const useFindByConfId = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'use/findByConfId',
  access: 'unit',
  summary: 'The uses of one authorisation (its id is the configuration id), oldest first',
  request: z.object({ confId: id }),
  response: z.array(useRecordSchema),
});

// Exports (page /sealManage/exportRecord): xlsx files built on the server as background jobs.

/**
 * The filters each export type takes: exactly those of its list (no paging), so that an export writes what its list
 * shows for them. Strict: a key the list does not know is refused, never silently ignored.
 */
export const exportFilters = {
  // Orders: the order list's filters (payState, keyword), and the export dialog's local days of placing them.
  1: z.strictObject({ ...orderListFilters, dateFrom: z.optional(day), dateTo: z.optional(day) }),
  2: z.strictObject(authListFilters),
  3: z.strictObject(useRecordFilters),
  10: z.strictObject(useRecordFilters),
  11: z.strictObject({ ...applyListFilters, mine: z._default(z.boolean(), false) }),
} as const satisfies Record<ExportType, z.ZodMiniType>;
export type ExportFilters<T extends ExportType> = z.input<(typeof exportFilters)[T]>;

export const exportJobSchema = z.object({
  id,
  exportType,
  state: z.enum(['queued', 'running', 'done', 'failed']),
  /** 0-100. */
  progress: z.int(),
  rows: z.int(),
  fileId: z.nullable(z.string()),
  fileName: z.nullable(z.string()),
  error: z.nullable(z.string()),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

export const exportCreate = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'export/v1/create',
  access: 'unit',
  permission: 'record:export',
  summary:
    'Start an export of type 1, 2, 3, 10 or 11 with the filters of its list (`exportFilters`: other keys are refused); the rows written are those the list shows the caller',
  request: z.object({
    exportType,
    filters: z._default(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])), {}),
  }),
  response: z.object({ id }),
});

export const exportList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'export/v1/list',
  access: 'unit',
  summary: "The caller's exports, newest first",
  request: z.object({ ...page }),
  response: z.object({ list: z.array(exportJobSchema), total: z.int() }),
});

export const exportDetail = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'export/v1/:id/detail',
  access: 'unit',
  summary: 'One export with its progress; when done, a short-lived download URL',
  request: z.object({ id: pathId }),
  response: z.object({ ...exportJobSchema.shape, tmpUrl: z.nullable(z.string()) }),
});

// The device's own calls.

export const deviceReportUse = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device-gateway/v1/use',
  access: 'device',
  summary:
    'The device reports a stamp: networked uses count against its open activated authorisation (the last one ends it); privileged, offline and trial uses are recorded as they are',
  request: z.object({
    useType,
    usedAt: z.iso.datetime({ offset: true }),
    latitude: z.optional(z.number().check(z.minimum(-90), z.maximum(90))),
    longitude: z.optional(z.number().check(z.minimum(-180), z.maximum(180))),
    address: z.optional(z.string().check(z.maxLength(120))),
  }),
  response: z.object({
    useRecordId: id,
    remaining: z.nullable(z.int()),
    /** false while the authorisation's photographs are locked: the device stamps without taking photos. */
    photograph: z.boolean(),
  }),
});

export const devicePhoto = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device-gateway/v1/photo',
  access: 'device',
  encoding: 'multipart',
  timeoutMs: timeouts.upload,
  summary:
    "The device uploads a photo of one of its uses (JPEG/PNG); refused while the use's authorisation locks photographs",
  request: z.object({ useRecordId: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({ fileId: z.string() }),
});

export const deviceStatus = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'device-gateway/v1/status',
  access: 'device',
  summary: 'The device reports that it is online, its battery and its position',
  request: z.object({
    online: z.boolean(),
    battery: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
    latitude: z.optional(z.number().check(z.minimum(-90), z.maximum(90))),
    longitude: z.optional(z.number().check(z.minimum(-180), z.maximum(180))),
  }),
  response: z.null(),
});
