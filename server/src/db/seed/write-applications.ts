import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ApplyState } from '../../../../contract/apply';
import { templateFor } from '../../../../contract/template';
import {
  type Accepted,
  type Action,
  applyNoOf,
  decide,
  type Effect,
  type MachineApp,
  noticeRows,
  start,
} from '../../modules/apply';
import type { Db } from '../client';
import {
  applicationNotifications,
  applicationSteps,
  applications,
  approvalTemplates,
  devices,
  memberships,
  messages,
  users,
} from '../schema';
import { generator } from './write-devices';

const MINUTE = 60_000;
const DAY = 86_400_000;

const reasons = [
  '与供应商签订年度采购合同',
  '对外出具项目合作意向书',
  '报送税务机关的季度财务报表',
  '员工在职及收入证明',
  '参加市政工程项目投标',
  '向客户发送商务函件',
  '办理银行对公账户变更',
  '签署房屋租赁续租协议',
  '支付设备采购尾款',
  '提交政府补贴申报材料',
  '新员工劳动合同签订',
  '发布年度放假通知',
];
const rejectComments = [
  '材料不完整，请补充后重新提交',
  '用印事由描述不清楚',
  '授权次数过多，请按实际需要申请',
  '合同条款需法务复核',
];
const approveComments = ['同意', '同意用印', '已核对，同意', null, null];

/** One step's effects and who they name (notices.ts writes them). */
interface PlannedEvent {
  effects: readonly Effect[];
  at: Date;
  actorId?: number;
  nextId: number | null;
  comment?: string | null;
}

interface PlannedStep {
  approverId: number;
  result: 'approved' | 'rejected' | null;
  comment: string | null;
  actedAt: Date | null;
  notifiedAt: Date | null;
}

interface Planned {
  applicantId: number;
  deviceId: string;
  deviceName: string;
  templateId: number;
  templateName: string;
  fileType: string;
  copies: number;
  useCount: number;
  reason: string;
  state: ApplyState;
  decision: Accepted;
  steps: PlannedStep[];
  events: PlannedEvent[];
  submittedAt: Date;
  updatedAt: Date;
  unread: boolean;
}

/** The target of one seeded application: recent ones may still be open, older ones have ended. */
function targetOf(r: number, recent: boolean): 'WAITING' | 'RUNNING' | 'COMPLETED' | 'rejected' | 'revoked' {
  if (recent) {
    if (r < 0.3) return 'WAITING';
    if (r < 0.5) return 'RUNNING';
    if (r < 0.75) return 'COMPLETED';
    return r < 0.88 ? 'rejected' : 'revoked';
  }
  if (r < 0.7) return 'COMPLETED';
  return r < 0.87 ? 'rejected' : 'revoked';
}

/**
 * Demo applications of a unit: `total` over the last twelve months on the devices that have templates, by several
 * applicants, in every state (waiting, under approval, approved, rejected, revoked) and a few drafts. Each one is
 * played through the state machine, so its steps, notifications and messages are those the service would have
 * written. Deterministic; idempotent: a unit that has applications is left as it is.
 */
export async function seedApplications(db: Db, companyId: number, total: number, now: Date, seed: number) {
  const [existing] = await db.select({ n: count() }).from(applications).where(eq(applications.companyId, companyId));
  if ((existing?.n ?? 0) > 0) return;
  const members = await db
    .select({
      userId: memberships.userId,
      role: memberships.role,
      name: sql<string>`coalesce(${memberships.realName}, ${users.realName})`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.disabled, false)))
    .orderBy(asc(memberships.userId));
  const nameOf = new Map(members.map((m) => [m.userId, m.name]));
  const templates = await db
    .select()
    .from(approvalTemplates)
    .where(eq(approvalTemplates.companyId, companyId))
    .orderBy(asc(approvalTemplates.createdAt), asc(approvalTemplates.id));
  if (templates.length === 0 || members.length === 0) return;
  const deviceRows = await db
    .select({ deviceId: devices.deviceId, name: devices.name })
    .from(devices)
    .where(
      and(
        eq(devices.companyId, companyId),
        inArray(
          devices.deviceId,
          templates.map((t) => t.deviceId),
        ),
      ),
    );
  const deviceName = new Map(deviceRows.map((d) => [d.deviceId, d.name]));
  // What the service picks (contract `templateFor`): for each device and file type, the template listing it.
  const combos: Array<{ template: (typeof templates)[number]; fileType: string }> = [];
  for (const t of templates) {
    if (!deviceName.has(t.deviceId)) continue;
    const ofDevice = templates.filter((o) => o.deviceId === t.deviceId);
    for (const fileType of t.fileTypes) {
      if (templateFor(ofDevice, fileType) === t) combos.push({ template: t, fileType });
    }
  }
  if (combos.length === 0) return;
  const applicants = [
    ...members.filter((m) => m.role === 3).slice(0, 10),
    ...members.filter((m) => m.role === 1 || m.role === 2).slice(0, 4),
  ];
  if (applicants.length === 0) return;
  const active = new Set(members.map((m) => m.userId));
  const rand = generator(seed);

  const planned: Planned[] = [];
  for (let i = 0; i < total; i += 1) {
    const { template, fileType } = rand.pick(combos);
    // The demo's member (the first applicant) applies more often than the others.
    const applicant = rand.next() < 0.2 ? applicants[0]! : rand.pick(applicants);
    const approverIds = template.approverIds.filter((id) => active.has(id));
    const started = start(applicant.userId, approverIds);
    if (!started.ok) continue;
    const ageDays = Math.pow(rand.next(), 1.4) * 365;
    const submittedAt = new Date(now.getTime() - ageDays * DAY - rand.int(5, 600) * MINUTE);
    const target = targetOf(rand.next(), ageDays < 12);
    const n = started.steps.length;
    // The actions that take the application to its target, in order.
    const actions: Array<(app: MachineApp) => Action> = [];
    const approveAs = (app: MachineApp): Action => ({
      kind: 'approve',
      actorId: app.steps.find((s) => s.result === null)!.approverId,
    });
    if (target === 'COMPLETED') for (let k = 0; k < n; k += 1) actions.push(approveAs);
    if (target === 'RUNNING') for (let k = 0; k < Math.min(n - 1, rand.int(1, 2)); k += 1) actions.push(approveAs);
    if (target === 'rejected' || target === 'revoked') {
      for (let k = 0; k < rand.int(0, n - 1); k += 1) actions.push(approveAs);
      if (target === 'rejected') {
        const comment = rand.pick(rejectComments);
        actions.push((app) => ({
          kind: 'reject',
          actorId: app.steps.find((s) => s.result === null)!.approverId,
          comment,
        }));
      } else {
        actions.push(() => ({ kind: 'revoke', actorId: applicant.userId }));
      }
    }
    // The actions happen within a few days of the submission, and never after now.
    const span = Math.min(ageDays * DAY - MINUTE, 3 * DAY);
    const gap = span / (actions.length + 1);
    const steps: PlannedStep[] = started.steps.map((s, k) => ({
      approverId: s.approverId,
      result: null,
      comment: null,
      actedAt: null,
      notifiedAt: k === 0 ? submittedAt : null,
    }));
    const events: PlannedEvent[] = [{ effects: started.effects, at: submittedAt, nextId: started.currentApproverId }];
    let app: MachineApp = {
      state: started.state,
      outcome: started.outcome,
      applicantId: applicant.userId,
      steps: started.steps,
      version: started.version,
    };
    let decision: Accepted = started;
    let at = submittedAt;
    let unread = false;
    for (const actionOf of actions) {
      at = new Date(at.getTime() + gap * (0.5 + rand.next()));
      const action = actionOf(app);
      const next = decide(app, action);
      if (!next.ok) throw new Error(`seed: ${next.error} for a ${action.kind}`);
      const comment =
        action.kind === 'reject'
          ? (action.comment ?? null)
          : action.kind === 'approve'
            ? rand.pick(approveComments)
            : null;
      if (next.actedStep !== null) {
        Object.assign(steps[next.actedStep]!, { result: next.steps[next.actedStep]!.result, comment, actedAt: at });
      }
      if (next.notifiedStep !== null) steps[next.notifiedStep]!.notifiedAt = at;
      events.push({ effects: next.effects, at, actorId: action.actorId, nextId: next.currentApproverId, comment });
      if (next.applicantUnread) unread = true;
      app = {
        state: next.state,
        outcome: next.outcome,
        applicantId: app.applicantId,
        steps: next.steps,
        version: next.version,
      };
      decision = next;
    }
    planned.push({
      applicantId: applicant.userId,
      deviceId: template.deviceId,
      deviceName: deviceName.get(template.deviceId)!,
      templateId: template.id,
      templateName: template.name,
      fileType,
      copies: rand.int(1, 5),
      useCount: rand.int(1, Math.min(template.useCountLimit ?? 20, 20)),
      reason: rand.pick(reasons),
      state: decision.state,
      decision,
      steps,
      events,
      submittedAt,
      updatedAt: at,
      // Changes of the last week the applicant has not looked at yet.
      unread: unread && now.getTime() - at.getTime() < 7 * DAY,
    });
  }

  const ids: number[] = [];
  for (let from = 0; from < planned.length; from += 200) {
    const chunk = planned.slice(from, from + 200);
    const rows = await db
      .insert(applications)
      .values(
        chunk.map((p) => ({
          companyId,
          draft: false,
          state: p.state,
          outcome: p.decision.outcome,
          applicantId: p.applicantId,
          deviceId: p.deviceId,
          deviceName: p.deviceName,
          templateId: p.templateId,
          templateName: p.templateName,
          fileType: p.fileType,
          copies: p.copies,
          useCount: p.useCount,
          reason: p.reason,
          currentApproverId: p.decision.currentApproverId,
          approvedSteps: p.decision.approvedSteps,
          totalSteps: p.steps.length,
          version: p.decision.version,
          applicantUnread: p.unread,
          submittedAt: p.submittedAt,
          updatedAt: p.updatedAt,
          createdAt: p.submittedAt,
        })),
      )
      .returning({ id: applications.id, submittedAt: applications.submittedAt });
    rows.forEach((r, k) => {
      if (r.submittedAt?.getTime() !== chunk[k]!.submittedAt.getTime()) throw new Error('seed: rows out of order');
      ids.push(r.id);
    });
  }
  const numbers = planned.map((p, k) => applyNoOf(p.submittedAt, ids[k]!));
  for (let from = 0; from < ids.length; from += 200) {
    const values = ids.slice(from, from + 200).map((id, k) => sql`(${id}::int, ${numbers[from + k]!})`);
    await db.execute(
      sql`update ${applications} set apply_no = v.no from (values ${sql.join(values, sql`, `)}) as v(id, no) where ${applications.id} = v.id`,
    );
  }

  const stepRows: Array<typeof applicationSteps.$inferInsert> = [];
  const notificationRows: Array<typeof applicationNotifications.$inferInsert> = [];
  const messageRows: Array<typeof messages.$inferInsert> = [];
  planned.forEach((p, k) => {
    const applicationId = ids[k]!;
    p.steps.forEach((s, seq) => stepRows.push({ applicationId, seq: seq + 1, ...s }));
    const facts = {
      id: applicationId,
      companyId,
      applyNo: numbers[k]!,
      applicantId: p.applicantId,
      applicantName: nameOf.get(p.applicantId) ?? '',
      fileType: p.fileType,
      deviceName: p.deviceName,
    };
    for (const e of p.events) {
      const { notifications, inbox } = noticeRows(facts, {
        effects: e.effects,
        at: e.at,
        actorName: e.actorId === undefined ? undefined : nameOf.get(e.actorId),
        nextName: e.nextId === null ? undefined : nameOf.get(e.nextId),
        comment: e.comment,
      });
      notificationRows.push(...notifications);
      // Messages older than three days were read two hours after they came.
      const old = now.getTime() - e.at.getTime() > 3 * DAY;
      for (const m of inbox) messageRows.push({ ...m, readAt: old ? new Date(e.at.getTime() + 2 * 3_600_000) : null });
    }
  });
  for (let from = 0; from < stepRows.length; from += 500) {
    await db.insert(applicationSteps).values(stepRows.slice(from, from + 500));
  }
  for (let from = 0; from < notificationRows.length; from += 500) {
    await db.insert(applicationNotifications).values(notificationRows.slice(from, from + 500));
  }
  for (let from = 0; from < messageRows.length; from += 500) {
    await db.insert(messages).values(messageRows.slice(from, from + 500));
  }

  // A few drafts: the demo member's first, on the device the walkthrough uses, and some of others'.
  const first = [...combos].sort(
    (a, b) => a.template.deviceId.localeCompare(b.template.deviceId) || a.template.id - b.template.id,
  )[0]!;
  const drafts = applicants.slice(0, 4).flatMap((a, k) =>
    Array.from({ length: k === 0 ? 2 : 1 }, (_, j) => ({
      companyId,
      draft: true,
      applicantId: a.userId,
      deviceId: j === 0 ? first.template.deviceId : null,
      deviceName: j === 0 ? (deviceName.get(first.template.deviceId) ?? null) : null,
      fileType: j === 0 ? first.fileType : null,
      copies: j === 0 ? 2 : null,
      useCount: j === 0 ? 3 : null,
      reason: j === 0 ? reasons[(k * 5) % reasons.length]! : '',
      updatedAt: new Date(now.getTime() - (k * 3 + j + 1) * 3_600_000),
      createdAt: new Date(now.getTime() - (k * 3 + j + 2) * 3_600_000),
    })),
  );
  if (drafts.length > 0) await db.insert(applications).values(drafts);
}
