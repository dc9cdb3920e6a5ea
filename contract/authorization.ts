import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { ref } from './error-texts';
import { authFenceSchema } from './geofence';
import { page, pathId } from './paging';

/**
 * Seal authorisations (spec section 7 "Authorization"): a seal keeper or administrator lets one member use
 * one device a limited number of times within a validity period, either directly (`auth`) or for an approved
 * application (`apply-authorization`). The member activates it at the device, the device reports each use, and
 * the authorisation ends when its uses run out, it is closed, or its period passes.
 *
 * States (spec section 4), owned by server/src/modules/authorization/state-machine.ts:
 *   3 not activated  - granted, the member has not activated it yet          -> active (4), cancel (2), close (2),
 *                                                                               expiry (1)
 *   4 awaiting use   - activated at the device, no stamp since activation     -> a use (0), last use (2),
 *                                                                               tmp-finish (5), close (2), expiry (1)
 *   0 in use         - stamped at least once since activation, uses remain    -> a use (0), last use (2),
 *                                                                               tmp-finish (5), close (2), expiry (1)
 *   5 temporarily ended - paused by the member or keeper; the device is locked -> re-active (4), close (2), expiry (1)
 *   2 use ended      - uses exhausted, closed, or cancelled                   -> audit (6)
 *   1 expired        - the validity period passed while open                  -> audit (6)
 *   6 review complete - a keeper reviewed the uses and photos (terminal)
 * Open states are 0, 3, 4, 5: a device has at most one open authorisation. Expiry is derived from validTo when read
 * and written back lazily. Who: active, re-active, tmp-finish and close are the authorised member's, or staff with
 * authorization:close (tmp-finish, re-active, close); the member activates and re-activates only while holding
 * authorization:activate (the button code of 待我使用); cancel, audit, lock/unlock photograph, unlock fence and
 * close-by-device need authorization:close; auth, apply-authorization and change-auth-user need authorization:add.
 * Every refusal names its reason (contract/error-texts.ts 'e.auth*').
 */

export const authStates = {
  inUse: 0,
  expired: 1,
  ended: 2,
  notActivated: 3,
  awaitingUse: 4,
  tmpFinished: 5,
  reviewed: 6,
} as const;
export type AuthState = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const authState = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
export const OPEN_AUTH_STATES: readonly AuthState[] = [0, 3, 4, 5];

/** How an authorisation reached 2 (use ended). */
export const endReasons = ['exhausted', 'closed', 'closedByDevice', 'cancelled'] as const;

/** Spec section 5: the authorised use count is not 0, at most 500, an integer; within maxSingleAuthUses too. */
export const MAX_AUTH_USES = 500;
/** The longest validity period one authorisation may have. */
export const MAX_AUTH_DAYS = 90;

const id = z.int();
const deviceId = z.string().check(z.trim(), z.minLength(1, ref('v.deviceRequired')), z.maxLength(32));

export const authUseCount = z
  .number({ error: ref('v.useCountInteger') })
  .check(
    z.int(ref('v.useCountInteger')),
    z.minimum(1, ref('v.useCountPositive')),
    z.maximum(MAX_AUTH_USES, ref('v.useCountMax', MAX_AUTH_USES)),
  );

const isoTime = z.iso.datetime({ offset: true });

export const authorizationSchema = z.object({
  id,
  empowerNo: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  userId: id,
  userName: z.string(),
  departmentName: z.nullable(z.string()),
  /** The application it was granted for, if any. */
  applyId: z.nullable(id),
  applyNo: z.nullable(z.string()),
  fileType: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  useCount: z.int(),
  usedCount: z.int(),
  validFrom: z.string(),
  validTo: z.string(),
  state: authState,
  endReason: z.nullable(z.enum(endReasons)),
  /** While locked, the device stamps without taking photos (spec: lock/unlock photograph). */
  photographLocked: z.boolean(),
  /** Where the seal may be used (contract/geofence.ts); null: anywhere. */
  fence: z.nullable(authFenceSchema),
  /** A stamp outside the fence locked it: the device refuses further use until a keeper unlocks it. */
  fenceLocked: z.boolean(),
  grantedById: id,
  grantedByName: z.string(),
  createdAt: z.string(),
  activatedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  auditRemark: z.nullable(z.string()),
  /** For the authorised member: granted or changed since they last looked. */
  unread: z.boolean(),
});
export type Authorization = z.infer<typeof authorizationSchema>;

export const authActionsSchema = z.object({
  active: z.boolean(),
  reActive: z.boolean(),
  tmpFinish: z.boolean(),
  close: z.boolean(),
  cancel: z.boolean(),
  audit: z.boolean(),
  lockPhotograph: z.boolean(),
  unlockPhotograph: z.boolean(),
  unlockFence: z.boolean(),
  changeUser: z.boolean(),
  /**
   * The device checks a fingerprint the member has not enrolled yet, so `active` is false until they enrol one at the
   * device (the console learns it here and needs no fingerprint/is-exist call).
   */
  needsFingerprint: z.boolean(),
});
export type AuthActions = z.infer<typeof authActionsSchema>;

/** One entry of an authorisation's timeline. */
export const authEventSchema = z.object({
  kind: z.enum([
    'granted',
    'activated',
    'used',
    'tmpFinished',
    'reActivated',
    'closed',
    'cancelled',
    'expired',
    'audited',
    'photographLocked',
    'photographUnlocked',
    'userChanged',
    'fenceLocked',
    'fenceUnlocked',
  ]),
  actorName: z.nullable(z.string()),
  detail: z.nullable(z.string()),
  at: z.string(),
});

export const authorizationDetailSchema = z.object({
  ...authorizationSchema.shape,
  /** useCount - usedCount. */
  remaining: z.int(),
  timeline: z.array(authEventSchema),
  actions: authActionsSchema,
  version: z.int(),
});
export type AuthorizationDetail = z.infer<typeof authorizationDetailSchema>;

/** The filters of the authorisation list (and of its export, type 2). */
export const authListFilters = {
  state: z.optional(z.pipe(z.coerce.number(), authState)),
  deviceId: z.optional(z.string().check(z.maxLength(32))),
  userId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** Matches empowerNo, the device name, the member's name and the application number. */
  keyword: z.optional(z.string().check(z.maxLength(56))),
  dateFrom: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  dateTo: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
};
const listResponse = z.object({ list: z.array(authorizationSchema), total: z.int() });

/** A row of 'to be used by me': the actions the member may take on it, without opening (and so reading) it. */
export const ownAuthorizationSchema = z.object({
  ...authorizationSchema.shape,
  actions: authActionsSchema,
  version: z.int(),
});
export type OwnAuthorization = z.infer<typeof ownAuthorizationSchema>;
const byId = z.object({ id, version: z.optional(z.int()) });
const stateResponse = z.object({ state: authState });

export const authExistNotClose = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'authorization/v1/:deviceId/exist-not-close',
  access: 'unit',
  summary: 'Whether a device of the unit has an open authorisation (states 0, 3, 4, 5), and which',
  request: z.object({ deviceId }),
  response: z.object({ exists: z.boolean(), authorization: z.nullable(authorizationSchema) }),
});

export const authAuth = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/auth',
  access: 'unit',
  permission: 'authorization:add',
  summary:
    "Grant a member uses of a device directly (no application): count 1-500 within the unit's max-single-authorisation quota, a period of at most 90 days; refused while the device has an open authorisation",
  request: z.object({
    deviceId,
    userId: id,
    useCount: authUseCount,
    validFrom: z.optional(isoTime),
    validTo: isoTime,
    reason: z.string().check(z.trim(), z.minLength(2, ref('v.lengthRange', 2, 1000)), z.maxLength(1000)),
    fence: z.optional(authFenceSchema),
  }),
  response: z.object({ id, empowerNo: z.string() }),
});

export const authApplyAuthorization = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/apply-authorization',
  access: 'unit',
  permission: 'authorization:add',
  summary:
    'Grant the authorisation an approved (COMPLETED) application asked for: its device, applicant and use count; one per application',
  request: z.object({
    applyId: id,
    validFrom: z.optional(isoTime),
    validTo: isoTime,
    fence: z.optional(authFenceSchema),
  }),
  response: z.object({ id, empowerNo: z.string() }),
});

export const authAudit = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/audit',
  access: 'unit',
  permission: 'authorization:close',
  summary: 'Mark an ended or expired authorisation reviewed (6), with a remark',
  request: z.object({
    id,
    remark: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    version: z.optional(z.int()),
  }),
  response: stateResponse,
});

export const authActive = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/active',
  access: 'unit',
  permission: 'authorization:activate',
  summary:
    'The authorised member activates it (3 -> 4) within its period; a device with the fingerprint ability needs an enrolled fingerprint',
  request: byId,
  response: stateResponse,
});

export const authReActive = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/re-active',
  access: 'unit',
  summary: 'Resume a temporarily ended authorisation (5 -> 4) within its period',
  request: byId,
  response: stateResponse,
});

export const authTmpFinish = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/tmp-finish',
  access: 'unit',
  summary: 'Pause an activated authorisation (0 or 4 -> 5); the device locks until re-activated',
  request: byId,
  response: stateResponse,
});

export const authClose = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/close',
  access: 'unit',
  summary: 'End an open authorisation (-> 2); the member or a keeper with authorization:close',
  request: byId,
  response: stateResponse,
});

export const authCloseByDevice = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/close-by-device-id',
  access: 'unit',
  permission: 'authorization:close',
  summary: "End the device's open authorisation, if any (-> 2)",
  request: z.object({ deviceId }),
  response: z.object({ closed: z.boolean() }),
});

export const authCancel = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/cancel',
  access: 'unit',
  permission: 'authorization:close',
  summary: 'Withdraw an authorisation nobody has activated yet (3 -> 2, cancelled)',
  request: byId,
  response: stateResponse,
});

export const authLockPhotograph = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/lock-photograph',
  access: 'unit',
  permission: 'authorization:close',
  summary: 'Stop the device taking photos for this open authorisation (only on devices with the photo ability)',
  request: byId,
  response: z.null(),
});

export const authUnlockPhotograph = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/unlock-photograph',
  access: 'unit',
  permission: 'authorization:close',
  summary: 'Let the device take photos again for this open authorisation',
  request: byId,
  response: z.null(),
});

export const authUnlockFence = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/unlock-fence',
  access: 'unit',
  permission: 'authorization:close',
  summary: 'Let the device use an open authorisation again after a stamp outside its fence locked it (on its timeline)',
  request: byId,
  response: z.null(),
});

export const authChangeUser = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'v2/authorization/change-auth-user',
  access: 'unit',
  permission: 'authorization:add',
  summary: 'Give a not-yet-used open authorisation (3, 4, 5 with no use) to another active member',
  request: z.object({ id, userId: id, version: z.optional(z.int()) }),
  response: z.null(),
});

export const authList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'authorization/v1/list',
  access: 'unit',
  summary: "Authorisation records, newest first: administrators and seal keepers see the unit's, a member their own",
  request: z.object({ ...page, ...authListFilters }),
  response: listResponse,
});

export const authDeviceList = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/:deviceId/list',
  access: 'unit',
  summary: "One device's authorisations, newest first (the spec's {x}/list)",
  request: z.object({ ...page, deviceId }),
  response: listResponse,
});

export const authOwnUseList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'authorization/v1/own-use-list',
  access: 'unit',
  summary:
    "The caller's authorisations ('to be used by me') with the actions they may take: `state` keeps one state, else the open ones; another userId answers as not found. Listing does not mark them read; opening the detail or acting does",
  request: z.object({ ...page, state: z.optional(z.pipe(z.coerce.number(), authState)), userId: z.coerce.number() }),
  response: z.object({ list: z.array(ownAuthorizationSchema), total: z.int() }),
});

export const authDetail = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'authorization/v1/:id/detail',
  access: 'unit',
  summary: 'One authorisation with its timeline, remaining uses and the actions the caller may take; marks it read',
  request: z.object({ id: pathId }),
  response: authorizationDetailSchema,
});

export const fingerprintIsExist = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'fingerprint/v1/:userId/is-exist',
  access: 'unit',
  summary: 'Whether a member of the unit has enrolled a fingerprint (needed to activate on fingerprint devices)',
  request: z.object({ userId: pathId }),
  response: z.object({ exists: z.boolean() }),
});

export const authCountUnread = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'authorization/v1/count-unread-msg',
  access: 'unit',
  summary:
    "Counters: authorAll = the caller's authorisations granted or changed by someone else since they looked; using = those of them still open ('to be used by me'), so it clears as the member opens or acts on each",
  request: z.object({}),
  response: z.object({ authorAll: z.int(), using: z.int() }),
});

export const authClearUnread = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'authorization/v1/clear-auth-unread',
  access: 'unit',
  summary: "Mark the caller's authorisations read",
  request: z.object({}),
  response: z.null(),
});
