import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { applyOutcomes, applyStates, notifyKinds } from '../../../../contract/apply';
import { messageTargetKinds, messageTypes } from '../../../../contract/message-center';
import type { Fence } from '../../../../contract/geofence-geometry';
import { createdAt } from './columns';

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    fullName: text('full_name'),
    socialCreditCode: text('social_credit_code'),
    address: text('address'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    email: text('email'),
    parentId: integer('parent_id'),
    /**
     * The unit's industry: an entry of the platform dictionary's type 'industry' (checked when set; the dictionary
     * refuses to delete an entry a unit uses).
     */
    industryId: integer('industry_id'),
    /** Certification state (contract unit.certStates): 0 none, 1 under review, 2 certified, 3 rejected. */
    certState: smallint('cert_state').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('companies_name_key').on(t.name),
    // One unit per unified social credit code: a subsidiary is a unit of its own with its own code.
    uniqueIndex('companies_social_credit_code_key').on(t.socialCreditCode),
    index('companies_parent_idx').on(t.parentId),
    check('companies_cert_state_check', sql`${t.certState} between 0 and 3`),
  ],
);

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  mobile: text('mobile').notNull().unique(),
  realName: text('real_name').notNull(),
  userName: text('user_name').unique(),
  passwordHash: text('password_hash'),
  /** True while the password is the one an administrator set; the console then forces a change. */
  passwordInitial: boolean('password_initial').notNull().default(true),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabled: boolean('disabled').notNull().default(false),
  /** When the user enrolled a fingerprint (fingerprint devices need one to activate); null: none. */
  fingerprintEnrolledAt: timestamp('fingerprint_enrolled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    role: smallint('role').notNull(),
    /** The member's name in this unit (null: the account's name); a unit never renames an account other units see. */
    realName: text('real_name'),
    departmentId: integer('department_id').references((): AnyPgColumn => departments.id),
    email: text('email'),
    idCard: text('id_card'),
    disabled: boolean('disabled').notNull().default(false),
    /** When the member joined the unit. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_user_company_key').on(t.userId, t.companyId),
    index('memberships_company_idx').on(t.companyId),
    index('memberships_department_idx').on(t.departmentId),
    // Exactly one chief administrator per unit: at most one here, at least one by the services.
    uniqueIndex('memberships_one_chief_key')
      .on(t.companyId)
      .where(sql`${t.role} = 0`),
    check('memberships_role_check', sql`${t.role} between 0 and 3`),
  ],
);

/** A unit's departments, a tree (parent_id null at the top). */
export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('departments_company_idx').on(t.companyId, t.parentId)],
);

export const sysAccounts = pgTable('sys_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  realName: text('real_name').notNull(),
  mobile: text('mobile').notNull(),
  orgId: integer('org_id').notNull(),
  orgName: text('org_name').notNull(),
  /** The platform department the account belongs to (sys_departments; null: none yet). */
  departmentId: integer('department_id'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabled: boolean('disabled').notNull().default(false),
  /** Set by the platform (a new account, a reset): the account must change it after logging in. */
  passwordInitial: boolean('password_initial').notNull().default(false),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['staff', 'system'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    sysAccountId: integer('sys_account_id').references(() => sysAccounts.id),
    companyId: integer('company_id').references(() => companies.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt.desc()),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt.desc()),
  ],
);

/*
 * Signatures seen inside the time window, so a replay is refused on every node and across restarts
 * (http/signature-slots.ts). Three tables take turns by epochs of twice the window: the current epoch's signatures go
 * into one, the previous epoch's are still checked in the next, and the third, holding only signatures too old to be
 * accepted again, is emptied with TRUNCATE. Deleting old rows instead cost the single PGlite connection tens of
 * milliseconds per thousand rows, and left dead rows behind that nothing vacuums.
 */
const seenSignatureSlot = (name: string) => pgTable(name, { signatureHash: text('signature_hash').primaryKey() });
export const seenSignatures0 = seenSignatureSlot('seen_signatures_0');
export const seenSignatures1 = seenSignatureSlot('seen_signatures_1');
export const seenSignatures2 = seenSignatureSlot('seen_signatures_2');

/** Which epoch each seen-signature table holds (slot 0-2; epoch: the time divided by the epoch length). */
export const seenSignatureSlots = pgTable('seen_signature_slots', {
  slot: smallint('slot').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull(),
});

/** The systems a menu belongs to (spec section 6: '003' the console's staff menus, '001' the system side). */
export const systems = pgTable('systems', {
  systemCode: text('system_code').primaryKey(),
  systemName: text('system_name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Menu entries and button permissions (spec section 3 "Menu entry"); a button's parent is the menu it acts on. */
export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id),
    name: text('name').notNull(),
    url: text('url').notNull().default(''),
    icon: text('icon').notNull().default(''),
    systemCode: text('system_code')
      .notNull()
      .references(() => systems.systemCode),
    /** Comma-separated extra paths (hidden child routes, without their parameters). */
    routerList: text('router_list').notNull().default(''),
    type: text('type', { enum: ['menu', 'button'] })
      .notNull()
      .default('menu'),
    buttonCode: text('button_code').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** The key of the red count a group shows ('' for none). */
    counter: text('counter').notNull().default(''),
    /** The seed's stable key of a seeded entry (null for entries added through menu management). */
    seedKey: text('seed_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('menus_seed_key_key').on(t.seedKey),
    index('menus_system_parent_idx').on(t.systemCode, t.parentId),
    index('menus_parent_idx').on(t.parentId),
    check('menus_type_check', sql`${t.type} in ('menu', 'button')`),
  ],
);

/** The menu entries each staff role holds (roles of spec section 6: 0 chief administrator ... 3 unit member). */
export const roleGrants = pgTable(
  'role_grants',
  {
    role: smallint('role').notNull(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.role, t.menuId] }),
    index('role_grants_menu_idx').on(t.menuId),
    check('role_grants_role_check', sql`${t.role} between 0 and 3`),
  ],
);

/** A user's messages in one unit (message centre). */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: messageTypes }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The English texts (the Chinese ones above are the default); null in rows from before they were stored. */
    titleEn: text('title_en'),
    contentEn: text('content_en'),
    /** What the message is about (contract messageTargetKinds), both or neither: the message centre opens it. */
    targetKind: text('target_kind', { enum: messageTargetKinds }),
    targetId: integer('target_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_owner_idx').on(t.companyId, t.userId, t.readAt, t.createdAt.desc()),
    check('messages_type_check', sql.raw(`type in (${messageTypes.map((m) => `'${m}'`).join(', ')})`)),
    check(
      'messages_target_check',
      sql.raw(
        `(target_kind is null and target_id is null) or (target_kind in (${messageTargetKinds.map((k) => `'${k}'`).join(', ')}) and target_id is not null)`,
      ),
    ),
  ],
);

/** Released versions (version history); type 1 for one product edition, 0 otherwise. */
export const versions = pgTable(
  'versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    versionNumber: text('version_number').notNull(),
    details: text('details').notNull(),
    releasedAt: date('released_at', { mode: 'string' }).notNull(),
    type: integer('type').notNull().default(0),
  },
  (t) => [
    uniqueIndex('versions_type_number_key').on(t.type, t.versionNumber),
    index('versions_type_released_idx').on(t.type, t.releasedAt.desc()),
  ],
);

/** A unit's quota overrides (spec section 9); items without a row use the defaults of modules/quota/defaults.ts. */
export const quotas = pgTable(
  'quotas',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    item: text('item').notNull(),
    limit: integer('limit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.item] })],
);

/** Uploaded files; the bytes live in the file storage under `storage_key`, the id is 128 random bits. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    /** null: a platform file, no unit's (a system-side export); no staff call finds it, only its signed link. */
    companyId: integer('company_id').references(() => companies.id),
    uploaderId: integer('uploader_id').references(() => users.id),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_company_idx').on(t.companyId)],
);

/** Certification applications of a unit; the newest one decides companies.cert_state. */
export const certifications = pgTable(
  'certifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    state: smallint('state').notNull(),
    companyFullName: text('company_full_name').notNull(),
    socialCreditCode: text('social_credit_code').notNull(),
    legalPerson: text('legal_person').notNull(),
    address: text('address'),
    licenceFileId: text('licence_file_id')
      .notNull()
      .references(() => files.id),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('certifications_company_idx').on(t.companyId, t.submittedAt.desc()),
    index('certifications_file_idx').on(t.licenceFileId),
    check('certifications_state_check', sql`${t.state} between 1 and 3`),
  ],
);

/** The feature configurations a unit switched (the catalogue of modules/config/catalogue.ts holds the defaults). */
export const companyConfigs = pgTable(
  'company_configs',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/** Partner (agent) applications: state 0 reviewing, 1 passed, 2 rejected; one open application per unit. */
export const partnerApplies = pgTable(
  'partner_applies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    region: text('region').notNull(),
    remark: text('remark'),
    state: smallint('state').notNull().default(0),
    reviewRemark: text('review_remark'),
    deliveryTime: date('delivery_time', { mode: 'string' }),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('partner_applies_company_idx').on(t.companyId, t.createdAt.desc()),
    uniqueIndex('partner_applies_open_key')
      .on(t.companyId)
      .where(sql`${t.state} = 0`),
    check('partner_applies_state_check', sql`${t.state} between 0 and 2`),
  ],
);

/** Data-visibility rules rebuilt from the passed partner applications: a partner unit sees these units. */
export const dataRules = pgTable(
  'data_rules',
  {
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => companies.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.partnerCompanyId, t.companyId] })],
);

/**
 * Seal devices bound to a unit. `device_id` is the hardware's own id: one unit at a time (unique over all
 * units). `ability_perms_list` empty means every ability.
 */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    deviceId: text('device_id').notNull(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    deviceType: smallint('device_type').notNull(),
    isBluetooth: boolean('is_bluetooth').notNull(),
    isGprs: boolean('is_gprs').notNull(),
    gprsProtocol: text('gprs_protocol'),
    connectMode: text('connect_mode', { enum: ['bluetooth', 'gprs'] })
      .notNull()
      .default('bluetooth'),
    serviceEndTime: timestamp('service_end_time', { withTimezone: true }),
    abilityPermsList: text('ability_perms_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    online: boolean('online').notNull().default(false),
    battery: smallint('battery'),
    firmware: text('firmware'),
    keeperId: integer('keeper_id').references(() => users.id),
    boundAt: createdAt(),
  },
  (t) => [
    uniqueIndex('devices_device_id_key').on(t.deviceId),
    index('devices_company_idx').on(t.companyId, t.boundAt),
    check('devices_type_check', sql`${t.deviceType} between 1 and 4`),
    check('devices_connect_mode_check', sql`${t.connectMode} in ('bluetooth', 'gprs')`),
    check('devices_battery_check', sql`${t.battery} is null or ${t.battery} between 0 and 100`),
  ],
);

/** Operation records of a unit's devices (types 0-7 of spec section 3); they outlive an unbinding. */
export const deviceOperations = pgTable(
  'device_operations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    deviceId: text('device_id').notNull(),
    operationType: smallint('operation_type').notNull(),
    operatorName: text('operator_name'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('device_operations_device_idx').on(t.companyId, t.deviceId, t.createdAt.desc()),
    check('device_operations_type_check', sql`${t.operationType} between 0 and 7`),
  ],
);

/** Replacement records: a unit's device replaced by another one. */
export const deviceReplacements = pgTable(
  'device_replacements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    oldDeviceId: text('old_device_id').notNull(),
    newDeviceId: text('new_device_id').notNull(),
    deviceName: text('device_name').notNull(),
    reason: text('reason'),
    operatorName: text('operator_name'),
    createdAt: createdAt(),
  },
  (t) => [index('device_replacements_company_idx').on(t.companyId, t.createdAt.desc())],
);

/**
 * Approval templates of a unit's devices: approvers in order (user ids of members of the unit), the file
 * types, and the most uses one application may ask for (null: no limit of its own). Removed with the device.
 */
export const approvalTemplates = pgTable(
  'approval_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    deviceId: text('device_id').notNull(),
    name: text('name').notNull(),
    approverIds: integer('approver_ids').array().notNull(),
    fileTypes: text('file_types').array().notNull(),
    useCountLimit: integer('use_count_limit'),
    createdAt: createdAt(),
  },
  (t) => [
    index('approval_templates_device_idx').on(t.companyId, t.deviceId),
    check('approval_templates_limit_check', sql`${t.useCountLimit} is null or ${t.useCountLimit} > 0`),
  ],
);

/** A unit's catalogue of file types: templates list them, an application names one. */
export const fileTypes = pgTable(
  'file_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('file_types_company_name_key').on(t.companyId, t.name)],
);

/**
 * Seal-use applications v2. A draft (`draft` true) has no number, state or steps yet and keeps its fields as
 * typed; a submitted application snapshots its template's name and approvers. `current_approver_id`, `approved_steps`
 * and `total_steps` repeat what the steps say, for the lists and counters; `version` changes with every transition.
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    applyNo: text('apply_no'),
    draft: boolean('draft').notNull().default(false),
    state: text('state', { enum: applyStates }),
    outcome: text('outcome', { enum: applyOutcomes }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id'),
    deviceName: text('device_name'),
    templateId: integer('template_id'),
    templateName: text('template_name'),
    fileType: text('file_type'),
    copies: integer('copies'),
    useCount: integer('use_count'),
    reason: text('reason').notNull().default(''),
    currentApproverId: integer('current_approver_id').references(() => users.id),
    approvedSteps: integer('approved_steps').notNull().default(0),
    totalSteps: integer('total_steps').notNull().default(0),
    version: integer('version').notNull().default(0),
    applicantUnread: boolean('applicant_unread').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('applications_apply_no_key').on(t.applyNo),
    index('applications_company_state_idx').on(t.companyId, t.state, t.submittedAt.desc()),
    index('applications_company_applicant_idx').on(t.companyId, t.applicantId, t.draft, t.submittedAt.desc()),
    index('applications_current_approver_idx').on(t.companyId, t.currentApproverId),
    check(
      'applications_state_check',
      sql`(${t.draft} and ${t.state} is null) or (not ${t.draft} and ${t.state} in ('WAITING', 'RUNNING', 'COMPLETED', 'TERMINATED'))`,
    ),
    check(
      'applications_outcome_check',
      sql`(${t.state} = 'TERMINATED' and ${t.outcome} in ('rejected', 'revoked')) or (${t.state} is distinct from 'TERMINATED' and ${t.outcome} is null)`,
    ),
    check('applications_steps_check', sql`${t.approvedSteps} between 0 and ${t.totalSteps}`),
  ],
);

/** The approvers of a submitted application, in order (`seq` from 1), snapshotted at submission. */
export const applicationSteps = pgTable(
  'application_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id),
    result: text('result', { enum: ['approved', 'rejected'] }),
    comment: text('comment'),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('application_steps_seq_key').on(t.applicationId, t.seq),
    index('application_steps_approver_idx').on(t.approverId, t.applicationId),
    check('application_steps_result_check', sql`${t.result} is null or ${t.result} in ('approved', 'rejected')`),
  ],
);

/** Attachments of an application: files of its unit uploaded by the applicant. */
export const applicationFiles = pgTable(
  'application_files',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.fileId] }), index('application_files_file_idx').on(t.fileId)],
);

/** Who was told what about an application (a message in their message centre goes with each row). */
export const applicationNotifications = pgTable(
  'application_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notifyKinds }).notNull(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notifications_application_idx').on(t.applicationId, t.at)],
);

/**
 * Seal authorisations: one member may use one device `use_count` times within [valid_from, valid_to].
 * States 0-6 of contract/authorization.ts (modules/authorization/state-machine.ts); a device has at most one open
 * authorisation (states 0, 3, 4, 5). `unread`: granted or changed since the authorised member looked.
 */
export const authorizations = pgTable(
  'authorizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    empowerNo: text('empower_no').notNull(),
    deviceId: text('device_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    applyId: integer('apply_id'),
    applyNo: text('apply_no'),
    fileType: text('file_type'),
    reason: text('reason'),
    useCount: integer('use_count').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    state: smallint('state').notNull(),
    endReason: text('end_reason'),
    photographLocked: boolean('photograph_locked').notNull().default(false),
    /** Where the seal may be used (contract/geofence.ts), whether a stamp outside locks it, and whether one did. */
    fence: jsonb('fence').$type<Fence>(),
    fenceLock: boolean('fence_lock').notNull().default(false),
    fenceLocked: boolean('fence_locked').notNull().default(false),
    grantedById: integer('granted_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    auditRemark: text('audit_remark'),
    unread: boolean('unread').notNull().default(true),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('authorizations_empower_no_key').on(t.empowerNo),
    index('authorizations_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('authorizations_user_idx').on(t.companyId, t.userId, t.createdAt.desc()),
    index('authorizations_device_idx').on(t.companyId, t.deviceId, t.createdAt.desc()),
    // One open authorisation per device (an expired one still in an open state is closed before a new grant).
    uniqueIndex('authorizations_open_device_key')
      .on(t.deviceId)
      .where(sql`${t.state} in (0, 3, 4, 5)`),
    uniqueIndex('authorizations_apply_key')
      .on(t.applyId)
      .where(sql`${t.applyId} is not null`),
    check('authorizations_state_check', sql`${t.state} between 0 and 6`),
    check(
      'authorizations_count_check',
      sql`${t.useCount} between 1 and 500 and ${t.usedCount} between 0 and ${t.useCount}`,
    ),
  ],
);

/** The timeline of an authorisation. */
export const authorizationEvents = pgTable(
  'authorization_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => authorizations.id),
    kind: text('kind').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('authorization_events_auth_idx').on(t.authorizationId, t.at, t.id)],
);

/**
 * Every stamp a device reported. `department_id` is the member's department at the time of use; the list's
 * indexes lead with the unit and end with (used_at desc, id desc), the order of every list.
 */
export const useRecords = pgTable(
  'use_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    deviceId: text('device_id').notNull(),
    authorizationId: integer('authorization_id').references(() => authorizations.id),
    empowerNo: text('empower_no'),
    userId: integer('user_id').references(() => users.id),
    departmentId: integer('department_id'),
    useType: smallint('use_type').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    exception: boolean('exception').notNull().default(false),
    exceptionKind: text('exception_kind'),
    photoCount: smallint('photo_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('use_records_company_idx').on(t.companyId, t.usedAt.desc(), t.id.desc()),
    index('use_records_device_idx').on(t.companyId, t.deviceId, t.usedAt.desc(), t.id.desc()),
    index('use_records_device_type_idx').on(t.companyId, t.deviceId, t.useType, t.usedAt.desc(), t.id.desc()),
    index('use_records_user_idx').on(t.companyId, t.userId, t.usedAt.desc(), t.id.desc()),
    index('use_records_department_idx').on(t.companyId, t.departmentId, t.usedAt.desc(), t.id.desc()),
    index('use_records_type_idx').on(t.companyId, t.useType, t.usedAt.desc(), t.id.desc()),
    index('use_records_exception_idx')
      .on(t.companyId, t.usedAt.desc(), t.id.desc())
      .where(sql`${t.exception}`),
    // The unread counters: exception uses, and uses of authorisations, newer than what a user has seen.
    index('use_records_exception_id_idx')
      .on(t.companyId, t.id)
      .where(sql`${t.exception}`),
    index('use_records_user_id_idx')
      .on(t.companyId, t.userId, t.id)
      .where(sql`${t.authorizationId} is not null`),
    index('use_records_auth_idx').on(t.authorizationId, t.usedAt),
    check('use_records_type_check', sql`${t.useType} in (0, 1, 2, 3, 6)`),
  ],
);

/**
 * Photos of uses: a device's or a phone's upload (`file_id`), or a seeded one (`generated`: the picture is rendered
 * from its use record on first fetch and then kept as a file). A phone photo may wait for its use (`use_record_id`
 * null) under its authorisation.
 */
export const usePhotos = pgTable(
  'use_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    useRecordId: integer('use_record_id').references(() => useRecords.id),
    authorizationId: integer('authorization_id').references(() => authorizations.id),
    deviceId: text('device_id').notNull(),
    source: text('source', { enum: ['device', 'phone'] }).notNull(),
    fileId: text('file_id').references(() => files.id),
    generated: boolean('generated').notNull().default(false),
    seq: smallint('seq').notNull().default(0),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('use_photos_record_idx').on(t.useRecordId, t.seq),
    index('use_photos_phone_idx')
      .on(t.companyId, t.takenAt.desc(), t.id.desc())
      .where(sql`${t.source} = 'phone'`),
    index('use_photos_auth_idx').on(t.authorizationId),
    check('use_photos_source_check', sql`${t.source} in ('device', 'phone')`),
  ],
);

/** Per unit: how many use records it has and the newest id (written with every insert, under its row lock). */
export const useRecordStats = pgTable('use_record_stats', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  maxId: integer('max_id').notNull().default(0),
  /**
   * The version of the unit's use-record list: raised by triggers (migrations 0008 and use_record_list_writes_sql) in
   * the transaction of every change to what a page of the list shows, but for a new record (max_id says that) and a
   * record's photo count (photo_version): a record changed or removed; a device, member, department or account name
   * of the unit changed, added or removed. Lists remembered under a version are current while it stands
   * (modules/use-record/list-cache.ts).
   */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** Raised by a trigger whenever a record's photo count alone changes, with that record's id in photo_record_id. */
  photoVersion: bigint('photo_version', { mode: 'number' }).notNull().default(0),
  photoRecordId: integer('photo_record_id').notNull().default(0),
});

/** What a user of a unit has seen of the use-record counters: the newest record id at their last clearing. */
export const useRecordMarks = pgTable(
  'use_record_marks',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    exceptionSeenId: integer('exception_seen_id').notNull().default(0),
    authSeenId: integer('auth_seen_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/** Export jobs: queued in this table, run by the in-process queue, resumed or failed after a restart. */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /*
     * The owner, who alone lists and downloads it: a staff user of a unit (company_id, user_id and role set), or a
     * system account (sys_account_id alone; a system-side export such as the audit log's). The check enforces one.
     */
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    /** The staff caller's role when the export was asked for: the rows are those the list shows that caller. */
    role: smallint('role'),
    sysAccountId: integer('sys_account_id').references(() => sysAccounts.id),
    exportType: smallint('export_type').notNull(),
    filters: text('filters').notNull().default('{}'),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: smallint('progress').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    fileId: text('file_id').references(() => files.id),
    fileName: text('file_name'),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    /** The node running the job (lib/leased-queue.ts) and until when its claim holds without a heartbeat. */
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_jobs_owner_idx').on(t.companyId, t.userId, t.createdAt.desc()),
    index('export_jobs_sys_owner_idx').on(t.sysAccountId, t.createdAt.desc()),
    index('export_jobs_state_idx').on(t.state),
    check(
      'export_jobs_owner_check',
      sql`(${t.sysAccountId} is null and ${t.companyId} is not null and ${t.userId} is not null and ${t.role} is not null)
        or (${t.sysAccountId} is not null and ${t.companyId} is null and ${t.userId} is null and ${t.role} is null)`,
    ),
    check('export_jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * The realtime event log (modules/realtime): every event of a unit with an id that rises by exactly one per
 * event within the unit. `audience` says who sees it: 'unit' everyone, 'staff' the roles that see the unit's use
 * records plus `user_id` when set, 'user' only `user_id`. Pruned by age (REALTIME_RETENTION_HOURS).
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    audience: text('audience', { enum: ['unit', 'staff', 'user', 'permission'] }).notNull(),
    userId: integer('user_id'),
    /** Audience 'permission': the button code whose holders see the event (besides `userId`, if set). */
    permission: text('permission'),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('realtime_events_created_idx').on(t.createdAt),
    check('realtime_events_audience_check', sql`${t.audience} in ('unit', 'staff', 'user', 'permission')`),
    check('realtime_events_permission_check', sql`(${t.audience} = 'permission') = (${t.permission} is not null)`),
  ],
);

/**
 * Per unit: the newest event id. A writer raises it in its own transaction, as the transaction's last statement, and
 * holds the row until it commits: ids commit in order and a rolled-back transaction takes none back with it.
 */
export const realtimeCounters = pgTable('realtime_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
});

/** A user's own dashboard layout in a unit (react-grid-layout items per breakpoint, contract/dashboard.ts). */
export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    layouts: jsonb('layouts').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);
