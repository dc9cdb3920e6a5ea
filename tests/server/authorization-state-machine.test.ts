/**
 * The pure authorisation state machine (server/src/modules/authorization/state-machine.ts), property-based: random
 * sequences of actions by random actors (the member, another member, staff with or without authorization:add/close,
 * the device) at random times keep the invariants, move only along the documented transitions, and refuse with a
 * reason otherwise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  decide,
  effectiveState,
  invariantsHold,
  isOpen,
  type Action,
  type Actor,
  type AuthSnapshot,
  type AuthState,
} from '../../server/src/modules/authorization/state-machine';

const MEMBER = 7;
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 10);

/** The documented transitions (contract/authorization.ts), expiry excluded. */
const allowed: Record<AuthState, readonly AuthState[]> = {
  3: [4, 2],
  4: [0, 2, 5],
  0: [0, 2, 5],
  5: [4, 2],
  2: [6],
  1: [6],
  6: [],
};

const actorArb: fc.Arbitrary<Actor> = fc.oneof(
  fc.constant<Actor>({ kind: 'staff', userId: MEMBER, canAdd: false, canClose: false, canActivate: true }),
  // The member after menu management took authorization:activate from their role.
  fc.constant<Actor>({ kind: 'staff', userId: MEMBER, canAdd: false, canClose: false, canActivate: false }),
  fc.constant<Actor>({ kind: 'staff', userId: 8, canAdd: false, canClose: false, canActivate: true }),
  fc.constant<Actor>({ kind: 'staff', userId: 9, canAdd: true, canClose: true, canActivate: true }),
  fc.constant<Actor>({ kind: 'staff', userId: 10, canAdd: true, canClose: false, canActivate: true }),
  fc.constant<Actor>({ kind: 'device' }),
);

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom<Action>(
    { kind: 'active' },
    { kind: 'reActive' },
    { kind: 'tmpFinish' },
    { kind: 'close' },
    { kind: 'closeByDevice' },
    { kind: 'cancel' },
    { kind: 'audit' },
    { kind: 'lockPhotograph' },
    { kind: 'unlockPhotograph' },
    { kind: 'use' },
    { kind: 'use' },
    { kind: 'use' },
  ),
  fc.integer({ min: 6, max: 9 }).map((userId): Action => ({ kind: 'changeUser', userId })),
);

const stepArb = fc.record({
  action: actionArb,
  actor: actorArb,
  /** Time passing before the step, up to two days. */
  wait: fc.integer({ min: 0, max: 2 * DAY }),
  fingerprintMissing: fc.boolean(),
  photoAbility: fc.boolean(),
});

const startArb = fc.record({
  useCount: fc.integer({ min: 1, max: 6 }),
  days: fc.integer({ min: 1, max: 20 }),
  startsLater: fc.integer({ min: 0, max: DAY }),
});

function fresh(start: { useCount: number; days: number; startsLater: number }): AuthSnapshot {
  return {
    state: 3,
    userId: MEMBER,
    useCount: start.useCount,
    usedCount: 0,
    validFrom: T0 + start.startsLater,
    validTo: T0 + start.days * DAY,
    photographLocked: false,
    fenceLocked: false,
    endReason: null,
  };
}

describe('authorisation state machine (properties)', () => {
  it('keeps its invariants and moves only along documented transitions', () => {
    fc.assert(
      fc.property(startArb, fc.array(stepArb, { maxLength: 40 }), (start, steps) => {
        let auth = fresh(start);
        let now = T0;
        for (const step of steps) {
          now += step.wait;
          const before = effectiveState(auth, now);
          const decision = decide(auth, step.action, step.actor, {
            now,
            fingerprintMissing: step.fingerprintMissing,
            photoAbility: step.photoAbility,
          });
          if (!decision.ok) {
            // Every refusal says why.
            expect(decision.reason).toMatch(/^e\./);
            if (before !== auth.state) auth = { ...auth, state: before };
            continue;
          }
          const after = decision.next.state;
          if (after !== before) expect(allowed[before]).toContain(after);
          // Who may: only the (current) member holding authorization:activate activates, and re-activates unless
          // staff with the close grant does; the device alone stamps; cancel/audit/lock need the close grant.
          if (step.action.kind === 'active') {
            expect(step.actor).toMatchObject({ userId: auth.userId, canActivate: true });
          }
          if (step.action.kind === 'reActive') {
            expect(step.actor).toSatisfy(
              (a: Actor) => a.kind === 'staff' && (a.canClose || (a.userId === auth.userId && a.canActivate)),
            );
          }
          if (step.action.kind === 'use') expect(step.actor.kind).toBe('device');
          if (['cancel', 'audit', 'closeByDevice', 'lockPhotograph'].includes(step.action.kind)) {
            expect(step.actor).toMatchObject({ canClose: true });
          }
          if (step.action.kind === 'changeUser') expect(step.actor).toMatchObject({ canAdd: true });
          // A use counts once and only while activated and within the period.
          if (step.action.kind === 'use') {
            expect(decision.next.usedCount).toBe(auth.usedCount + 1);
            expect(now).toBeLessThan(auth.validTo);
          }
          auth = decision.next;
          expect(invariantsHold(auth)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a use of the last count ends it as exhausted; nothing stamps after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (useCount) => {
        let auth: AuthSnapshot = { ...fresh({ useCount, days: 5, startsLater: 0 }), state: 4 };
        for (let i = 0; i < useCount; i++) {
          const d = decide(auth, { kind: 'use' }, { kind: 'device' }, { now: T0 + 1000 });
          expect(d.ok).toBe(true);
          if (d.ok) auth = d.next;
        }
        expect(auth).toMatchObject({ state: 2, endReason: 'exhausted', usedCount: useCount });
        const after = decide(auth, { kind: 'use' }, { kind: 'device' }, { now: T0 + 2000 });
        expect(after).toEqual({ ok: false, reason: 'e.useNoAuthorization' });
      }),
      { numRuns: 50 },
    );
  });

  it('an open authorisation past validTo is expired, refuses uses and can only be audited', () => {
    fc.assert(
      fc.property(fc.constantFrom<AuthState>(0, 3, 4, 5), fc.integer({ min: 0, max: 10 * DAY }), (state, late) => {
        const auth: AuthSnapshot = { ...fresh({ useCount: 5, days: 3, startsLater: 0 }), state, usedCount: 1 };
        const now = auth.validTo + late;
        expect(effectiveState(auth, now)).toBe(1);
        expect(decide(auth, { kind: 'use' }, { kind: 'device' }, { now }).ok).toBe(false);
        const staff: Actor = { kind: 'staff', userId: 9, canAdd: true, canClose: true, canActivate: true };
        expect(decide(auth, { kind: 'close' }, staff, { now })).toEqual({ ok: false, reason: 'e.authExpired' });
        const audited = decide(auth, { kind: 'audit' }, staff, { now });
        expect(audited.ok && audited.next.state).toBe(6);
        expect(isOpen(effectiveState(auth, now))).toBe(false);
      }),
    );
  });
});

describe('what the detail offers (actionsFor)', () => {
  const member: Actor = { kind: 'staff', userId: MEMBER, canAdd: false, canClose: false, canActivate: true };
  const auth = fresh({ useCount: 3, days: 5, startsLater: 0 });
  it('folds a missing fingerprint into active and says so', () => {
    expect(actionsFor(auth, member, { now: T0 + 1000, fingerprintMissing: true })).toMatchObject({
      active: false,
      needsFingerprint: true,
    });
    expect(actionsFor(auth, member, { now: T0 + 1000 })).toMatchObject({ active: true, needsFingerprint: false });
  });
  it('offers activation only to the member holding authorization:activate', () => {
    const without = { ...member, canActivate: false };
    expect(actionsFor(auth, without, { now: T0 + 1000, fingerprintMissing: true })).toMatchObject({
      active: false,
      needsFingerprint: false,
    });
    const keeper: Actor = { kind: 'staff', userId: 9, canAdd: true, canClose: true, canActivate: true };
    expect(actionsFor(auth, keeper, { now: T0 + 1000 }).active).toBe(false);
  });
});
