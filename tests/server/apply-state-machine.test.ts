/**
 * The application state machine (server/src/modules/apply/state-machine.ts), pure: property tests over random
 * approver lists and random action sequences by random actors - no illegal transition is accepted, the terminal
 * states absorb, approved steps only grow and never pass the total, exactly the current approver may approve, and the
 * derived counters agree with the steps - plus one example per refusal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../../contract';
import {
  actionsFor,
  approvedStepsOf,
  currentApproverOf,
  decide,
  isOpen,
  start,
  type Action,
  type MachineApp,
  type NotifyKind,
} from '../../server/src/modules/apply/state-machine';

const ACTORS = [1, 2, 3, 4, 5, 6, 7];
const T0 = new Date('2026-05-01T08:00:00Z').getTime();

type RawAction = {
  kind: Action['kind'];
  actor: number;
  comment: string;
  version: 'current' | 'stale' | 'none';
  advanceS: number;
};

const rawAction = fc.record({
  kind: fc.constantFrom<Action['kind']>('approve', 'reject', 'revoke', 'renotify'),
  actor: fc.constantFrom(...ACTORS),
  comment: fc.oneof(
    fc.constant(''),
    fc.constant(' x '),
    fc.string({ maxLength: 5 }),
    fc.constant('驳回原因充分'),
    fc.string({ minLength: 199, maxLength: 203 }),
  ),
  version: fc.constantFrom<RawAction['version']>('current', 'stale', 'none'),
  advanceS: fc.integer({ min: 0, max: 120 }),
});

const scenario = fc.record({
  applicant: fc.constantFrom(...ACTORS),
  approvers: fc.uniqueArray(fc.constantFrom(...ACTORS), { minLength: 0, maxLength: 5 }),
  actions: fc.array(rawAction, { maxLength: 25 }),
});

function actionOf(raw: RawAction, app: MachineApp, now: Date, lastNotifiedAt: Date | null): Action {
  const version = raw.version === 'current' ? app.version : raw.version === 'stale' ? app.version - 1 : undefined;
  switch (raw.kind) {
    case 'approve':
      return { kind: 'approve', actorId: raw.actor, version };
    case 'reject':
      return { kind: 'reject', actorId: raw.actor, comment: raw.comment, version };
    case 'revoke':
      return { kind: 'revoke', actorId: raw.actor };
    case 'renotify':
      return { kind: 'renotify', actorId: raw.actor, now, lastNotifiedAt };
  }
}

/** What the rules allow, written independently of the module. */
function legal(app: MachineApp, action: Action): boolean {
  if (!isOpen(app.state)) return false;
  const current = app.steps.find((s) => s.result === null)?.approverId;
  switch (action.kind) {
    case 'approve':
      return action.actorId === current && (action.version === undefined || action.version === app.version);
    case 'reject': {
      const length = (action.comment ?? '').trim().length;
      return (
        action.actorId === current &&
        (action.version === undefined || action.version === app.version) &&
        length >= 2 &&
        length <= 200
      );
    }
    case 'revoke':
      return action.actorId === app.applicantId;
    case 'renotify':
      return (
        action.actorId === app.applicantId &&
        (action.lastNotifiedAt === null ||
          action.now.getTime() - action.lastNotifiedAt.getTime() >= apply.RENOTIFY_INTERVAL_S * 1000)
      );
  }
}

describe('the application state machine (properties)', () => {
  it('accepts exactly the legal actions, absorbs in the terminal states and keeps its counters', () => {
    fc.assert(
      fc.property(scenario, ({ applicant, approvers, actions }) => {
        const started = start(applicant, approvers);
        const expected = approvers.filter((a) => a !== applicant);
        if (expected.length === 0) {
          expect(started).toMatchObject({ ok: false, error: 'e.applyNoApprover' });
          return;
        }
        if (!started.ok) throw new Error('start refused');
        expect(started.steps.map((s) => s.approverId)).toEqual(expected);
        // The applicant gets a confirmation, the first approver the request.
        expect(started.effects).toEqual([
          { kind: 'submitted', recipientId: applicant },
          { kind: 'submitted', recipientId: expected[0] },
        ]);
        let app: MachineApp = {
          state: started.state,
          outcome: started.outcome,
          applicantId: applicant,
          steps: started.steps,
          version: started.version,
        };
        let now = T0;
        let notifiedAt: Date | null = new Date(T0);
        let approved = 0;
        for (const raw of actions) {
          now += raw.advanceS * 1000;
          // Exactly the current approver can approve (without a version, or with the current one).
          const mayApprove = ACTORS.filter((a) => decide(app, { kind: 'approve', actorId: a }).ok);
          const current = currentApproverOf(app);
          expect(mayApprove).toEqual(current === null ? [] : [current]);

          const action = actionOf(raw, app, new Date(now), notifiedAt);
          const decision = decide(app, action);
          expect(decision.ok).toBe(legal(app, action));
          if (!decision.ok) {
            expect(decision.error.startsWith('e.apply')).toBe(true);
            continue;
          }
          const wasOpen = isOpen(app.state);
          expect(wasOpen).toBe(true);
          // Approved steps only grow, never past the total; the counters repeat the steps.
          expect(decision.approvedSteps).toBeGreaterThanOrEqual(approved);
          expect(decision.approvedSteps).toBeLessThanOrEqual(decision.steps.length);
          expect(decision.approvedSteps).toBe(approvedStepsOf(decision.steps));
          expect(decision.currentApproverId).toBe(currentApproverOf(decision));
          expect(decision.steps.map((s) => s.approverId)).toEqual(expected);
          // Results once given stay.
          app.steps.forEach((s, i) => {
            if (s.result !== null) expect(decision.steps[i]!.result).toBe(s.result);
          });
          // The state says what the steps say.
          const n = decision.steps.length;
          if (decision.state === 'WAITING') expect(decision.approvedSteps).toBe(0);
          if (decision.state === 'RUNNING') {
            expect(decision.approvedSteps).toBeGreaterThan(0);
            expect(decision.approvedSteps).toBeLessThan(n);
          }
          if (decision.state === 'COMPLETED') expect(decision.approvedSteps).toBe(n);
          if (decision.state === 'TERMINATED') expect(decision.outcome).not.toBeNull();
          else expect(decision.outcome).toBeNull();
          // Who is told: the applicant first, then the approvers concerned.
          const earlier = (kind: NotifyKind, upTo: number) =>
            expected.slice(0, upTo).map((recipientId) => ({ kind, recipientId }));
          const acted = decision.actedStep ?? -1;
          const told =
            action.kind === 'renotify'
              ? [{ kind: 'renotified', recipientId: current }]
              : action.kind === 'revoke'
                ? [
                    { kind: 'revoked', recipientId: applicant },
                    { kind: 'revoked', recipientId: current },
                  ]
                : decision.state === 'RUNNING'
                  ? [
                      { kind: 'approved', recipientId: applicant },
                      { kind: 'submitted', recipientId: decision.currentApproverId },
                    ]
                  : decision.state === 'COMPLETED'
                    ? [{ kind: 'completed', recipientId: applicant }, ...earlier('completed', acted)]
                    : [{ kind: 'rejected', recipientId: applicant }, ...earlier('rejected', acted)];
          expect(decision.effects).toEqual(told);
          // Every transition bumps the version; a reminder does not.
          expect(decision.version).toBe(action.kind === 'renotify' ? app.version : app.version + 1);
          if (decision.notifiedStep !== null) notifiedAt = new Date(now);
          approved = decision.approvedSteps;
          app = {
            state: decision.state,
            outcome: decision.outcome,
            applicantId: applicant,
            steps: decision.steps,
            version: decision.version,
          };
          if (!isOpen(app.state)) {
            // Terminal states absorb: nobody can do anything any more.
            for (const a of ACTORS) {
              const later = new Date(now + 3_600_000);
              const actions = actionsFor(app, a, later, notifiedAt);
              expect(actions).toEqual({ approve: false, reject: false, revoke: false, renotify: false });
            }
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('the application state machine (refusals)', () => {
  const opened = (approvers: number[]) => {
    const s = start(1, approvers);
    if (!s.ok) throw new Error('refused');
    return { state: s.state, outcome: s.outcome, applicantId: 1, steps: s.steps, version: s.version } as MachineApp;
  };
  const now = new Date(T0);

  it('names each refusal', () => {
    const app = opened([2, 3]);
    expect(decide(app, { kind: 'approve', actorId: 3 })).toMatchObject({ error: 'e.applyNotCurrentApprover' });
    expect(decide(app, { kind: 'approve', actorId: 2, version: 5 })).toMatchObject({ error: 'e.applyStale' });
    expect(decide(app, { kind: 'reject', actorId: 2, comment: 'x' })).toMatchObject({ error: 'e.applyRejectReason' });
    expect(decide(app, { kind: 'revoke', actorId: 2 })).toMatchObject({ error: 'e.applyRevokeApplicantOnly' });
    expect(decide(app, { kind: 'renotify', actorId: 2, now, lastNotifiedAt: null })).toMatchObject({
      error: 'e.applyRenotifyApplicantOnly',
    });
    expect(decide(app, { kind: 'renotify', actorId: 1, now, lastNotifiedAt: new Date(T0 - 15_000) })).toMatchObject({
      error: 'e.applyRenotifyTooSoon',
      args: [45],
    });
    const after = decide(app, { kind: 'approve', actorId: 2 });
    if (!after.ok) throw new Error('refused');
    const running = { ...app, state: after.state, steps: after.steps, version: after.version };
    expect(running.state).toBe('RUNNING');
    expect(decide(running, { kind: 'approve', actorId: 2 })).toMatchObject({ error: 'e.applyAlreadyActed' });
    const done = decide(running, { kind: 'approve', actorId: 3 });
    if (!done.ok) throw new Error('refused');
    const completed = { ...running, state: done.state, steps: done.steps, version: done.version };
    expect(completed.state).toBe('COMPLETED');
    expect(decide(completed, { kind: 'revoke', actorId: 1 })).toMatchObject({ error: 'e.applyCompleted' });
    const rejected = decide(app, { kind: 'reject', actorId: 2, comment: '材料不全' });
    if (!rejected.ok) throw new Error('refused');
    const ended = { ...app, state: rejected.state, outcome: rejected.outcome, steps: rejected.steps };
    expect(decide(ended, { kind: 'approve', actorId: 3 })).toMatchObject({ error: 'e.applyRejected' });
    const revoked = decide(app, { kind: 'revoke', actorId: 1 });
    if (!revoked.ok) throw new Error('refused');
    expect(revoked.effects).toEqual([
      { kind: 'revoked', recipientId: 1 },
      { kind: 'revoked', recipientId: 2 },
    ]);
    // A rejection on the second step tells the applicant and the first approver, with nobody twice.
    const rejectedLate = decide(running, { kind: 'reject', actorId: 3, comment: '用途不明' });
    expect(rejectedLate).toMatchObject({
      effects: [
        { kind: 'rejected', recipientId: 1 },
        { kind: 'rejected', recipientId: 2 },
      ],
    });
    expect(done.effects).toEqual([
      { kind: 'completed', recipientId: 1 },
      { kind: 'completed', recipientId: 2 },
    ]);
    const gone = { ...app, state: revoked.state, outcome: revoked.outcome };
    expect(decide(gone, { kind: 'renotify', actorId: 1, now, lastNotifiedAt: null })).toMatchObject({
      error: 'e.applyRevoked',
    });
  });
});
