import { z } from 'zod/mini';
import { endpoint, type ResponseOf } from './endpoint';
import { page, pathId } from './paging';
import { ref } from './error-texts';
import { timeouts } from './services';
import {
  CREDIT_CODE_PATTERN,
  creditCode,
  optionalEmail,
  optionalMobile,
  optionalText,
  requiredText,
} from './validation';

/** The unit (company) itself: information, subsidiaries, certification, quotas, feature configuration, partners. */
const id = z.int();
/** Certification state of a unit: 0 none, 1 under review, 2 certified, 3 rejected. */
export const certStates = { none: 0, reviewing: 1, certified: 2, rejected: 3 } as const;
const certState = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const unitDetailSchema = z.object({
  companyId: id,
  companyName: z.string(),
  companyFullName: z.nullable(z.string()),
  socialCreditCode: z.nullable(z.string()),
  address: z.nullable(z.string()),
  contactName: z.nullable(z.string()),
  contactPhone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  parentId: z.nullable(id),
  parentName: z.nullable(z.string()),
  /** An entry of the platform dictionary's industries (dict/v1/options, typeCode 'industry'). */
  industryId: z.nullable(id),
  industryName: z.nullable(z.string()),
  certState,
  memberCount: z.int(),
  departmentCount: z.int(),
  subsidiaryCount: z.int(),
  createdAt: z.string(),
});
export type UnitDetail = z.infer<typeof unitDetailSchema>;

export const companyManage = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'company/v1/company-manage',
  access: 'unit',
  summary: 'The chosen unit with its counts and certification state',
  request: z.object({}),
  response: unitDetailSchema,
});

export const companyUpdate = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'company/v1/update',
  access: 'unit',
  permission: 'company:edit',
  summary:
    "Change the chosen unit's information (the certified full name and credit code change only by certification)",
  request: z.object({
    companyName: requiredText(1, 56),
    address: optionalText(120),
    contactName: optionalText(16),
    contactPhone: optionalMobile,
    email: optionalEmail,
    /** An entry of the dictionary's industries, null for none; absent: unchanged. */
    industryId: z.optional(z.nullable(id)),
  }),
  response: z.null(),
});

export const subsidiarySchema = z.object({
  companyId: id,
  companyName: z.string(),
  socialCreditCode: z.nullable(z.string()),
  certState,
  memberCount: z.int(),
  chiefName: z.nullable(z.string()),
  createdAt: z.string(),
});

export const subsidiaryList = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'company/v1/subsidiaries',
  access: 'unit',
  summary: 'Direct subsidiaries of the chosen unit',
  request: z.object({ ...page, keyword: z.optional(z.string().check(z.maxLength(56))) }),
  response: z.object({ list: z.array(subsidiarySchema), total: z.int() }),
});

export const subsidiaryAdd = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'company/v1/add-subsidiary',
  access: 'unit',
  permission: 'subsidiary:edit',
  summary: 'Create a subsidiary of the chosen unit; its chief administrator is the caller (general edition only)',
  request: z.object({ companyName: requiredText(1, 56), socialCreditCode: creditCode, address: optionalText(120) }),
  response: z.object({ companyId: id }),
});

export const companyDelete = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'company/v1/delete',
  access: 'unit',
  permission: 'subsidiary:edit',
  summary: 'Delete a subsidiary of the chosen unit that has no members but its chief administrator and no subsidiaries',
  request: z.object({ companyId: id }),
  response: z.null(),
});

export const companyParent = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'company/v1/parent',
  access: 'unit',
  summary: "The chosen unit's parent unit, or null for a top-level unit",
  request: z.object({}),
  response: z.nullable(z.object({ companyId: id, companyName: z.string() })),
});

export const companySessionId = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'company/session-id',
  access: 'unit',
  summary: 'The unit the session is bound to',
  request: z.object({}),
  response: z.object({ companyId: id }),
});

export const isDisablePhone = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'company/is-disable-phone',
  access: 'unit',
  summary: "Whether a phone's member account is disabled in the chosen unit (false for a phone that is no member)",
  request: z.object({ phone: z.string().check(z.regex(/^1\d{10}$/, ref('v.phoneFormat'))) }),
  response: z.object({ disabled: z.boolean() }),
});

export const adminCompanies = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'admin/companies',
  access: 'system',
  summary: 'Every unit, for the system side',
  request: z.object({ ...page, keyword: z.optional(z.string().check(z.maxLength(56))) }),
  response: z.object({ list: z.array(subsidiarySchema), total: z.int() }),
});

export const loginUrl = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'sys/account/v1/security/login-url',
  access: 'public',
  summary: "Where the system side's log-in page is",
  request: z.object({}),
  response: z.object({ url: z.string() }),
});

// Certification

export const certificationSchema = z.object({
  id,
  companyId: id,
  state: certState,
  companyFullName: z.string(),
  socialCreditCode: z.string(),
  legalPerson: z.string(),
  address: z.nullable(z.string()),
  licenceFileId: z.string(),
  rejectReason: z.nullable(z.string()),
  submittedAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type Certification = z.infer<typeof certificationSchema>;

export const certificationApply = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'company-certification/v1/apply',
  access: 'unit',
  permission: 'company:edit',
  summary: 'Submit (or, after a rejection, resubmit) the certification of the chosen unit',
  request: z.object({
    companyFullName: requiredText(1, 56),
    socialCreditCode: z
      .string({ error: ref('v.required') })
      .check(z.trim(), z.minLength(1, ref('v.required')), z.regex(CREDIT_CODE_PATTERN, ref('v.creditCode'))),
    legalPerson: requiredText(1, 16),
    address: optionalText(120),
    licenceFileId: z.string().check(z.minLength(1, ref('v.required')), z.maxLength(64)),
  }),
  response: z.object({ id }),
});

export const certificationInfo = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'company-certification/v1/:id/info',
  access: 'unit',
  summary: "One certification application of the chosen unit; the id 0 means the unit's latest",
  request: z.object({ id: z.coerce.number().check(z.int(), z.minimum(0)) }),
  response: z.nullable(certificationSchema),
});

/** The fields a business licence reading answers, each with its confidence. */
export const licenceFieldNames = [
  'companyFullName',
  'socialCreditCode',
  'legalPerson',
  'address',
  'establishedDate',
  'validUntil',
] as const;
export type LicenceFieldName = (typeof licenceFieldNames)[number];

export const ocrBusinessLicence = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'ocr/v1/business-licence',
  access: 'unit',
  timeoutMs: timeouts.ocr,
  summary:
    "Read an uploaded business licence (image or PDF): each field with its confidence; a field read below the server's threshold is answered empty",
  request: z.object({ fileId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.object({
    companyFullName: z.string(),
    socialCreditCode: z.string(),
    legalPerson: z.string(),
    address: z.string(),
    /** YYYY-MM-DD. */
    establishedDate: z.string(),
    /** YYYY-MM-DD, or 'long-term' (长期). */
    validUntil: z.string(),
    /** Each field's confidence, 0-100 (0: not found). */
    confidence: z.object({
      companyFullName: z.int(),
      socialCreditCode: z.int(),
      legalPerson: z.int(),
      address: z.int(),
      establishedDate: z.int(),
      validUntil: z.int(),
    }),
  }),
});
export type LicenceReading = ResponseOf<typeof ocrBusinessLicence>;

// Quotas (spec section 9)

export const quotaItems = [
  'bindableSeals',
  'maxSingleAuthUses',
  'maxTemplatesPerDevice',
  'usersPerUnit',
  'departmentsPerUnit',
  'maxUnitsPerUser',
  'freeStorageMb',
  'freeSmsReminders',
] as const;
export type QuotaItem = (typeof quotaItems)[number];

export const quotaList = endpoint({
  method: 'GET',
  service: 'tenant',
  path: 'quota/v1/list',
  access: 'unit',
  summary: "The chosen unit's quotas with what is used of each",
  request: z.object({}),
  response: z.array(z.object({ item: z.enum(quotaItems), limit: z.int(), used: z.int() })),
});

export const deviceCount = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'device/v1/count',
  access: 'unit',
  summary: 'Devices bound to the chosen unit, and how many its quota allows',
  request: z.object({}),
  response: z.object({ count: z.int(), limit: z.int() }),
});

// Feature configuration

export const configItemSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});

export const configList = endpoint({
  method: 'GET',
  service: 'config',
  path: 'config/v1/:companyId/list',
  access: 'unit',
  summary: 'The feature configurations a unit can switch, with their defaults',
  request: z.object({ companyId: pathId }),
  response: z.array(configItemSchema),
});

export const companyConfigList = endpoint({
  method: 'GET',
  service: 'config',
  path: 'company-config/v1/:companyId/list',
  access: 'unit',
  summary: "The unit's feature configurations as set (the keys switched on)",
  request: z.object({ companyId: pathId }),
  response: z.array(z.string()),
});

export const companyConfigUpdate = endpoint({
  method: 'POST',
  service: 'config',
  path: 'company-config/v1/update',
  access: 'unit',
  permission: 'companyset:edit',
  summary: "Switch the chosen unit's feature configurations",
  request: z.object({
    companyId: id,
    configs: z
      .array(z.object({ key: z.string().check(z.minLength(1), z.maxLength(64)), enabled: z.boolean() }))
      .check(z.maxLength(100)),
  }),
  response: z.null(),
});

// Partner (agent) applications; state 0 reviewing, 1 passed, 2 rejected

export const partnerState = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const partnerApplySchema = z.object({
  id,
  companyId: id,
  companyName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  region: z.string(),
  remark: z.nullable(z.string()),
  state: partnerState,
  reviewRemark: z.nullable(z.string()),
  deliveryTime: z.nullable(z.string()),
  createdAt: z.string(),
});

export const partnerApplySave = endpoint({
  method: 'POST',
  service: 'partner',
  path: 'partner-apply/v2/save',
  access: 'unit',
  permission: 'company:edit',
  summary: 'Apply for the chosen unit to become a partner (one open application at a time)',
  request: z.object({
    contactName: requiredText(1, 16),
    contactPhone: z.string().check(z.regex(/^1\d{10}$/, ref('v.mobile'))),
    region: requiredText(1, 64),
    remark: optionalText(120),
  }),
  response: z.object({ id }),
});

export const partnerApplyList = endpoint({
  method: 'POST',
  service: 'partner',
  path: 'partner-apply/v2/list',
  access: 'any',
  summary: "Partner applications: a unit session sees its unit's, the system side sees all",
  request: z.object({ ...page, state: z.optional(partnerState) }),
  response: z.object({ list: z.array(partnerApplySchema), total: z.int() }),
});

export const partnerApplyUpdate = endpoint({
  method: 'POST',
  service: 'partner',
  path: 'partner-apply/v2/update',
  access: 'system',
  summary: 'Review a partner application (system side): pass or reject with a remark',
  request: z.object({ id, state: z.union([z.literal(1), z.literal(2)]), reviewRemark: optionalText(120) }),
  response: z.null(),
});

export const partnerApplyDetail = endpoint({
  method: 'GET',
  service: 'partner',
  path: 'partner-apply/v2/detail-info',
  access: 'any',
  summary: 'One partner application (a unit session only its own unit’s)',
  request: z.object({ id: pathId }),
  response: partnerApplySchema,
});

export const partnerDeliveryTime = endpoint({
  method: 'PUT',
  service: 'partner',
  path: 'par-device/delivery-time',
  access: 'system',
  summary: 'Set the device delivery time of a passed partner application',
  request: z.object({ id, deliveryTime: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, ref('v.invalid'))) }),
  response: z.null(),
});

export const dataRuleRefresh = endpoint({
  method: 'POST',
  service: 'partner',
  path: 'datarule/v1/refresh',
  access: 'system',
  summary: 'Rebuild the data-visibility rules (which units each partner may see) from the passed applications',
  request: z.object({}),
  response: z.object({ rules: z.int() }),
});
