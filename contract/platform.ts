import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { page } from './paging';
import { ref } from './error-texts';
import { optionalText, requiredText } from './validation';
import { certificationSchema, quotaItems } from './unit';

/**
 * The system side's platform administration: its home figures, every unit with its standing, the quotas the
 * platform sets, the quota applications of units (spec section 4: the application RUNNING reviewing -> COMPLETED
 * done; each item's info INITIAL -> PASS or REJECT) and the certification reviews.
 */
const id = z.int();
const quotaItem = z.enum(quotaItems);
const keyword = z.optional(z.string().check(z.maxLength(56)));
/** A limit the platform may set or a unit may ask for. */
const limitValue = z.coerce
  .number({ error: ref('v.quotaLimit') })
  .check(z.int(ref('v.quotaLimit')), z.minimum(0, ref('v.quotaLimit')), z.maximum(1_000_000, ref('v.quotaLimit')));

export const overview = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'platform/v1/overview',
  access: 'system',
  summary:
    "The platform's figures for the system side's home: units, devices, today's uses, reviews waiting and complaints not resolved",
  request: z.object({}),
  response: z.object({
    units: z.int(),
    certifiedUnits: z.int(),
    disabledUnits: z.int(),
    devices: z.int(),
    devicesOnline: z.int(),
    usesToday: z.int(),
    /** `complaints`: complaints and advice not resolved yet (waiting or in hand). */
    waiting: z.object({ certifications: z.int(), quotaApplications: z.int(), partners: z.int(), complaints: z.int() }),
  }),
});

/** One unit as the platform sees it: standing, people, devices and the use of its main quotas. */
export const platformUnitSchema = z.object({
  companyId: id,
  companyName: z.string(),
  companyFullName: z.nullable(z.string()),
  parentName: z.nullable(z.string()),
  certState: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  disabled: z.boolean(),
  memberCount: z.int(),
  memberLimit: z.int(),
  deviceCount: z.int(),
  deviceLimit: z.int(),
  createdAt: z.string(),
});
export type PlatformUnit = z.infer<typeof platformUnitSchema>;

export const unitStandings = ['enabled', 'disabled'] as const;

export const unitList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'platform/v1/units',
  access: 'system',
  summary: 'Every unit with its certification state, members, devices and quota use (system side)',
  request: z.object({
    ...page,
    keyword,
    certState: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(3))),
    standing: z.optional(z.enum(unitStandings)),
  }),
  response: z.object({ list: z.array(platformUnitSchema), total: z.int() }),
});

export const unitDisable = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'platform/v1/unit-state',
  access: 'system',
  summary: 'Disable a unit (its sessions end at once, its devices refuse the gateway) or enable it again',
  request: z.object({ companyId: id, disabled: z.boolean() }),
  response: z.null(),
});

export const quotaRowSchema = z.object({ item: quotaItem, limit: z.int(), defaultLimit: z.int(), used: z.int() });

export const unitQuotas = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'quota/v1/unit-quotas',
  access: 'system',
  summary: "One unit's 8 quota items with their limits, the defaults and what is used (system side)",
  request: z.object({ companyId: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({ companyId: id, companyName: z.string(), disabled: z.boolean(), items: z.array(quotaRowSchema) }),
});

export const quotaSet = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'quota/v1/set',
  access: 'system',
  permission: 'quota:audit',
  summary: 'Set one quota item of a unit above or below the default; never below what the unit already uses',
  request: z.object({ companyId: id, item: quotaItem, limit: limitValue }),
  response: z.null(),
});

// Quota applications

export const quotaApplyStates = ['RUNNING', 'COMPLETED'] as const;
export const quotaInfoStates = ['INITIAL', 'PASS', 'REJECT'] as const;
export type QuotaInfoState = (typeof quotaInfoStates)[number];

export const quotaApplicationSchema = z.object({
  id,
  companyId: id,
  companyName: z.string(),
  applicantName: z.string(),
  item: quotaItem,
  /** The limit when the unit applied, and the one it asked for. */
  currentLimit: z.int(),
  requestedLimit: z.int(),
  reason: z.string(),
  state: z.enum(quotaApplyStates),
  infoState: z.enum(quotaInfoStates),
  rejectReason: z.nullable(z.string()),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type QuotaApplication = z.infer<typeof quotaApplicationSchema>;

export const quotaApply = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'quota-apply/v1/save',
  access: 'unit',
  permission: 'company:edit',
  summary: 'Apply for a higher limit of one quota item of the chosen unit (one open application per item)',
  request: z.object({ item: quotaItem, requestedLimit: limitValue, reason: requiredText(1, 120) }),
  response: z.object({ id }),
});

export const quotaApplyList = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'quota-apply/v1/list',
  access: 'any',
  summary: "Quota applications, newest first: a unit session sees its unit's, the system side every unit's",
  request: z.object({ ...page, keyword, state: z.optional(z.enum(quotaApplyStates)), item: z.optional(quotaItem) }),
  response: z.object({ list: z.array(quotaApplicationSchema), total: z.int() }),
});

/** A review: pass, or reject with a reason (the reason is required for a rejection). */
const review = z.object({ id, pass: z.boolean(), reason: optionalText(120) });

export const quotaApplyReview = endpoint({
  method: 'POST',
  service: 'tenant',
  path: 'quota-apply/v1/review',
  access: 'system',
  permission: 'quota:audit',
  summary: 'Review a quota application: a pass sets the new limit at once; the applicant gets a message',
  request: review,
  response: z.null(),
});

// Certification reviews

export const certificationReviewSchema = z.object({
  ...certificationSchema.shape,
  companyName: z.string(),
});
export type CertificationReview = z.infer<typeof certificationReviewSchema>;

export const certificationList = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'company-certification/v1/list',
  access: 'system',
  summary: 'Certification applications of every unit, newest first (system side)',
  request: z.object({
    ...page,
    keyword,
    state: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  }),
  response: z.object({ list: z.array(certificationReviewSchema), total: z.int() }),
});

export const certificationReview = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'company-certification/v1/review',
  access: 'system',
  summary: "Review a unit's certification: pass or reject with a reason; the unit's administrators get a message",
  request: review,
  response: z.null(),
});

export const certificationLicenceUrl = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'company-certification/v1/:id/licence-url',
  access: 'system',
  summary: 'A short-lived link to the business licence of a certification application (system side)',
  request: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({ url: z.string() }),
});
