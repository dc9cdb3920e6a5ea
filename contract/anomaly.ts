import { z } from 'zod/mini';
import { alertStates, type AlertState } from './anomaly-states';
import { endpoint } from './endpoint';
import { ref } from './error-texts';
import { page, pathId } from './paging';
import { timeouts } from './services';
import { optionalText, requiredText } from './validation';
// Its schemas name these texts: they come with it.
import './anomaly-error-texts';

/*
 * The anomaly centre: per-unit rules that judge every use record the server receives (also offline ones when they
 * sync), the alerts they open (one per record and rule) and the alerts' lifecycle: open -> acknowledged -> resolved
 * (with a note) or dismissed as a false alarm; an alert still open may be resolved or dismissed at once. Administrators
 * edit the rules; administrators and seal keepers see and handle the alerts.
 */

const id = z.int();

/** The rules, in the order the editor lists them. */
export const ruleKinds = [
  'afterHours',
  'privileged',
  'offline',
  'noPhoto',
  'lost',
  'frequency',
  'outsideFence',
  'fenceNoLocation',
] as const;
export type RuleKind = (typeof ruleKinds)[number];

export const severities = ['low', 'medium', 'high'] as const;
export type Severity = (typeof severities)[number];

export { alertStates, type AlertState } from './anomaly-states';

/** What may be done to an alert, and the states each is allowed from (the one table the server and console share). */
export const alertActions = ['acknowledge', 'resolve', 'dismiss'] as const;
export type AlertAction = (typeof alertActions)[number];
export const actionFrom: Record<AlertAction, readonly AlertState[]> = {
  acknowledge: ['open'],
  resolve: ['open', 'acknowledged'],
  dismiss: ['open', 'acknowledged'],
};
export const actionTo: Record<AlertAction, AlertState> = {
  acknowledge: 'acknowledged',
  resolve: 'resolved',
  dismiss: 'dismissed',
};
/** Resolving and dismissing say why; acknowledging may. */
export const NOTE_MAX = 500;

/**
 * Unusual frequency: stamps of a device in the last hour above its 30-day hourly mean + 3σ, and never below this many
 * (a device that is barely used would otherwise alert on its second stamp in an hour).
 */
export const FREQUENCY_FLOOR = 10;
export const FREQUENCY_DAYS = 30;

export const ruleSchema = z.object({ kind: z.enum(ruleKinds), enabled: z.boolean(), severity: z.enum(severities) });
export type Rule = z.infer<typeof ruleSchema>;

/** Every rule on; the ones that mean a seal may be misused are high. */
export const DEFAULT_RULES: readonly Rule[] = [
  { kind: 'afterHours', enabled: true, severity: 'medium' },
  { kind: 'privileged', enabled: true, severity: 'high' },
  { kind: 'offline', enabled: true, severity: 'medium' },
  { kind: 'noPhoto', enabled: true, severity: 'low' },
  { kind: 'lost', enabled: true, severity: 'high' },
  { kind: 'frequency', enabled: true, severity: 'medium' },
  // contract/geofence.ts: a stamp outside its authorisation's fence, or one under a fence that reported no location.
  { kind: 'outsideFence', enabled: true, severity: 'high' },
  { kind: 'fenceNoLocation', enabled: true, severity: 'low' },
];

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, ref('v.anomalyTime')));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, ref('v.anomalyDay')));

/** The unit's working hours in local time: ISO weekdays (1 Monday - 7 Sunday), from-to each day, holidays off. */
export const scheduleSchema = z
  .object({
    workDays: z.array(z.int().check(z.minimum(1), z.maximum(7))).check(z.maxLength(7)),
    from: time,
    to: time,
    holidays: z.array(day).check(z.maxLength(366)),
  })
  .check(z.refine((s) => s.from < s.to, { message: ref('v.anomalyHours'), path: ['to'] }));
export type Schedule = z.infer<typeof scheduleSchema>;

export const DEFAULT_SCHEDULE: Schedule = { workDays: [1, 2, 3, 4, 5], from: '08:00', to: '20:00', holidays: [] };

export const rulesSchema = z.object({ rules: z.array(ruleSchema), schedule: scheduleSchema });

export const alertSchema = z.object({
  id,
  rule: z.enum(ruleKinds),
  severity: z.enum(severities),
  state: z.enum(alertStates),
  useRecordId: id,
  deviceId: z.string(),
  deviceName: z.string(),
  userId: z.nullable(id),
  userName: z.nullable(z.string()),
  address: z.nullable(z.string()),
  usedAt: z.string(),
  photoCount: z.int(),
  assigneeId: z.nullable(id),
  assigneeName: z.nullable(z.string()),
  note: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const timelineKinds = ['opened', 'acknowledged', 'resolved', 'dismissed', 'assigned', 'comment'] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const timelineEntrySchema = z.object({
  id,
  kind: z.enum(timelineKinds),
  actorName: z.nullable(z.string()),
  text: z.nullable(z.string()),
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const anomalyRules = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'anomaly/v1/:companyId/rules',
  access: 'unit',
  summary:
    "The chosen unit's anomaly rules (`companyId` must be it; every kind, defaults where never edited) and working hours",
  request: z.object({ companyId: pathId }),
  response: rulesSchema,
});

export const anomalyRulesUpdate = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'anomaly/v1/rules/update',
  access: 'unit',
  summary:
    'Administrators set the anomaly rules of the chosen unit (`companyId` must be it; each kind at most once) and its working hours; later uses are judged by them',
  request: z.object({
    companyId: id,
    rules: z
      .array(ruleSchema)
      .check(
        z.refine((rules) => new Set(rules.map((r) => r.kind)).size === rules.length, ref('v.anomalyRulesDistinct')),
      ),
    schedule: scheduleSchema,
  }),
  response: z.null(),
});

export const anomalyList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'anomaly/v1/list',
  access: 'unit',
  summary:
    "The chosen unit's anomaly alerts, newest first, by state, rule, severity, device and day of the use (local time); `keyword` finds device, person or place",
  request: z.object({
    ...page,
    state: z.optional(z.enum(alertStates)),
    rule: z.optional(z.enum(ruleKinds)),
    severity: z.optional(z.enum(severities)),
    deviceId: z.optional(z.string().check(z.maxLength(32))),
    dateFrom: z.optional(day),
    dateTo: z.optional(day),
    keyword: optionalText(50),
  }),
  response: z.object({ list: z.array(alertSchema), total: z.int() }),
});

export const anomalyOpenCount = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'anomaly/v1/:companyId/open-count',
  access: 'wall',
  summary:
    "How many of the chosen unit's alerts (`companyId` must be it) are open or acknowledged, and how many of those are high: a widget of the dashboard and the wall display, so any staff session of the unit and its display links may ask (a count tells no alert's facts)",
  request: z.object({ companyId: pathId }),
  response: z.object({ open: z.int(), high: z.int() }),
});

export const anomalyDetail = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'anomaly/v1/:id/detail',
  access: 'unit',
  summary: 'One alert of the chosen unit with its timeline, oldest first',
  request: z.object({ id: pathId }),
  response: z.object({ ...alertSchema.shape, timeline: z.array(timelineEntrySchema) }),
});

export const anomalyAct = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'anomaly/v1/act',
  access: 'unit',
  summary:
    'Acknowledge (from open), resolve or dismiss (from open or acknowledged) an alert; resolving and dismissing need a note. Two people acting at once: one wins, the other is refused',
  request: z.object({ id, action: z.enum(alertActions), note: optionalText(NOTE_MAX) }),
  response: z.object({ state: z.enum(alertStates) }),
});

export const anomalyAssign = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'anomaly/v1/assign',
  access: 'unit',
  summary:
    'Give an alert to an active member of the unit who may handle alerts (administrators and seal keepers), or to nobody',
  request: z.object({ id, assigneeId: z.nullable(z.int().check(z.positive())) }),
  response: z.null(),
});

export const anomalyComment = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'anomaly/v1/comment',
  access: 'unit',
  summary: "Add a comment to an alert's timeline",
  request: z.object({ id, text: requiredText(1, NOTE_MAX) }),
  response: z.null(),
});

export const reportFormats = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const anomalyWeeklyReport = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'anomaly/v1/:companyId/weekly-report',
  access: 'unit',
  timeoutMs: timeouts.long,
  summary:
    "The chosen unit's (`companyId` must be it) anomaly report of one week (Monday to Sunday, local time; `day` is any day of it) as a PDF or an xlsx workbook: alerts of the week's stamps by rule, device and person, how long the closed ones took (median, longest), and the alerts still open when the week ended. Answers the stored file and a link to it",
  request: z.object({ companyId: pathId, day, format: z.enum(reportFormats) }),
  response: z.object({ fileId: z.string(), tmpUrl: z.string(), name: z.string() }),
});
