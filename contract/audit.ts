import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { timeouts } from './services';
import { page, pathId } from './paging';
import { exportJobSchema } from './use-record';

/**
 * The audit log (spec section 7, service audit-log): every mutating call of both sides (operate log) and every
 * log-in attempt (login log). Each unit's records and the system side's form a hash chain with signed heads and
 * checkpoints; `verify` names the first altered, missing or reordered record.
 */

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const id = z.coerce.number().check(z.int(), z.positive());
const keyword = z.optional(z.string().check(z.trim(), z.maxLength(64)));
export const auditResults = ['success', 'failure'] as const;

/** The filters of both logs: days (Asia/Shanghai, inclusive), result, and for the operate log unit, person and call. */
const commonFilters = {
  dateFrom: z.optional(day),
  dateTo: z.optional(day),
  result: z.optional(z.enum(auditResults)),
};

export const operateLogFilters = {
  ...commonFilters,
  /** System side only; a unit administrator always sees the own unit. */
  companyId: z.optional(id),
  /** Part of the person's name, phone or user name. */
  person: keyword,
  /** Part of the call (`<service>/<path>`). */
  call: keyword,
};

export const operateLogFiltersSchema = z.object(operateLogFilters);
export type OperateLogFilters = z.output<typeof operateLogFiltersSchema>;

export const loginLogFilters = {
  ...commonFilters,
  /** Part of the masked phone or user name tried. */
  identity: keyword,
};

const targets = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]));

export const operateRecordSchema = z.object({
  id: z.int(),
  chain: z.string(),
  seq: z.int(),
  at: z.string(),
  side: z.enum(['staff', 'system', 'public']),
  companyId: z.nullable(z.int()),
  companyName: z.nullable(z.string()),
  /** Who called: the member's or system account's name, null for a call without a session. */
  person: z.nullable(z.string()),
  /** `<METHOD> <service>/<path>` of the call. */
  call: z.string(),
  targets,
  resultCode: z.int(),
  /** The refusal's message reference, null on success. */
  reason: z.nullable(z.string()),
  ip: z.string(),
  userAgent: z.string(),
});
export type OperateRecord = z.infer<typeof operateRecordSchema>;

export const loginRecordSchema = z.object({
  id: z.int(),
  at: z.string(),
  side: z.enum(['staff', 'system', 'public']),
  method: z.string(),
  /** The masked phone (138****0000) or the user name tried. */
  identity: z.string(),
  success: z.boolean(),
  resultCode: z.int(),
  reason: z.nullable(z.string()),
  ip: z.string(),
  userAgent: z.string(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export const operateLog = endpoint({
  method: 'GET',
  service: 'audit-log',
  path: 'v1/operate/log',
  access: 'any',
  summary:
    "Operate log, newest first: every mutating call with who, unit, call, target ids, result, IP and user agent; the system side sees every unit's and its own, a unit's chief administrator or administrator only the unit's",
  request: z.object({ ...page, ...operateLogFilters }),
  response: z.object({ list: z.array(operateRecordSchema), total: z.int() }),
});

const loginLogRequest = z.object({ ...page, ...loginLogFilters });
const loginLogResponse = z.object({ list: z.array(loginRecordSchema), total: z.int() });

export const loginLog = endpoint({
  method: 'GET',
  service: 'audit-log',
  path: 'v1/login/log',
  access: 'system',
  summary: 'Log-in attempts, newest first: method, masked phone or user name, success or the reason, IP',
  request: loginLogRequest,
  response: loginLogResponse,
});

export const loginLogSearch = endpoint({
  method: 'POST',
  service: 'audit-log',
  path: 'v1/login/log',
  access: 'system',
  summary: 'Log-in attempts as GET v1/login/log, the filters in a JSON body',
  request: loginLogRequest,
  response: loginLogResponse,
});

export const chainProblems = ['altered', 'missing', 'reordered', 'head', 'signature'] as const;
export type ChainProblem = (typeof chainProblems)[number];

export const chainReportSchema = z.object({
  chain: z.string(),
  companyId: z.nullable(z.int()),
  companyName: z.nullable(z.string()),
  records: z.int(),
  checkpoints: z.int(),
  /** null: the chain is intact, its head and checkpoints signed by the audit key. */
  problem: z.nullable(
    z.object({
      kind: z.enum(chainProblems),
      /** The first record concerned (its position in the chain), or the checkpoint's. */
      seq: z.int(),
      /** The record's id when it is there (not for a missing one). */
      recordId: z.nullable(z.int()),
    }),
  ),
});
export type ChainReport = z.infer<typeof chainReportSchema>;

export const verify = endpoint({
  method: 'POST',
  service: 'audit-log',
  path: 'v1/verify',
  access: 'any',
  timeoutMs: timeouts.long,
  summary:
    "Verify hash chains: the system side every chain (or one unit's, `companyId`), a unit's chief administrator or administrator the unit's; names the first altered, missing or reordered record",
  request: z.object({ companyId: z.optional(id) }),
  response: z.object({ chains: z.array(chainReportSchema) }),
});

/** A system-side export of the audit log: the export job's fields without the unit exports' type. */
export const auditExportSchema = z.omit(exportJobSchema, { exportType: true });
export type AuditExport = z.infer<typeof auditExportSchema>;

export const exportCreate = endpoint({
  method: 'POST',
  service: 'audit-log',
  path: 'v1/operate/log/export',
  access: 'system',
  summary:
    'Start an xlsx export of the operate log with the filters of its list; it holds the rows the list showed when it was asked for, and only the asking account lists and downloads it',
  request: z.strictObject(operateLogFilters),
  response: z.object({ id: z.int() }),
});

export const exportList = endpoint({
  method: 'GET',
  service: 'audit-log',
  path: 'v1/operate/log/export/list',
  access: 'system',
  summary: "The calling system account's audit-log exports, newest first",
  request: z.object({ ...page }),
  response: z.object({ list: z.array(auditExportSchema), total: z.int() }),
});

export const exportDetail = endpoint({
  method: 'GET',
  service: 'audit-log',
  path: 'v1/operate/log/export/:id',
  access: 'system',
  summary: "One of the calling account's audit-log exports with its progress; when done, a short-lived download URL",
  request: z.object({ id: pathId }),
  response: z.object({ ...auditExportSchema.shape, tmpUrl: z.nullable(z.string()) }),
});
