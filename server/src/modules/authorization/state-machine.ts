import { authorization, type MessageKey } from '../../../../contract';

/*
 * The authorisation state machine (contract/authorization.ts, spec section 4). PURE: no database, no clock of its
 * own; the service loads the row, asks `decide`, and writes what it answers.
 *
 *   3 not activated  -> active (4) | cancel (2 cancelled) | close (2 closed) | expiry (1)
 *   4 awaiting use   -> use (0, or 2 exhausted on the last) | tmp-finish (5) | close (2) | expiry (1)
 *   0 in use         -> use (0, or 2 exhausted on the last) | tmp-finish (5) | close (2) | expiry (1)
 *   any open state   -> lock-fence (a stamp outside the fence; no use until) unlock-fence
 *   5 tmp. ended     -> re-active (4) | close (2) | expiry (1)
 *   2 use ended, 1 expired -> audit (6);  6 reviewed: terminal
 *
 * Expiry is not an action: an open authorisation whose validTo has passed IS expired (`effectiveState`), and the
 * service writes that back when it meets one.
 */

export type AuthState = authorization.AuthState;
export type EndReason = (typeof authorization.endReasons)[number];

export interface AuthSnapshot {
  state: AuthState;
  userId: number;
  useCount: number;
  usedCount: number;
  validFrom: number;
  validTo: number;
  photographLocked: boolean;
  /** A stamp outside the fence locked it (contract/geofence.ts): no use until a keeper unlocks it. */
  fenceLocked: boolean;
  endReason: EndReason | null;
}

/** Who acts: a staff member (their user id and the permission codes they hold) or the device itself. */
export type Actor =
  { kind: 'staff'; userId: number; canAdd: boolean; canClose: boolean; canActivate: boolean } | { kind: 'device' };

export type Action =
  | { kind: 'active' }
  | { kind: 'reActive' }
  | { kind: 'tmpFinish' }
  | { kind: 'close' }
  | { kind: 'closeByDevice' }
  | { kind: 'cancel' }
  | { kind: 'audit' }
  | { kind: 'lockPhotograph' }
  | { kind: 'unlockPhotograph' }
  | { kind: 'lockFence' }
  | { kind: 'unlockFence' }
  | { kind: 'changeUser'; userId: number }
  | { kind: 'use' };

export type ActionKind = Action['kind'];

/** Facts about the device and the people that the machine needs but cannot know. */
export interface Circumstances {
  now: number;
  /** The device has the fingerprint ability and the authorised member has no enrolled fingerprint. */
  fingerprintMissing?: boolean;
  /** The device can take photos. */
  photoAbility?: boolean;
}

export type EventKind = (typeof authorization.authEventSchema.shape.kind.options)[number];

export type Decision =
  { ok: true; next: AuthSnapshot; event: EventKind } | { ok: false; reason: MessageKey; forbidden?: boolean };

export const OPEN: ReadonlySet<AuthState> = new Set(authorization.OPEN_AUTH_STATES);
const ACTIVATED: ReadonlySet<AuthState> = new Set<AuthState>([0, 4]);

export function isOpen(state: AuthState): boolean {
  return OPEN.has(state);
}

/** The state as of `now`: an open authorisation whose period has passed is expired. */
export function effectiveState(auth: Pick<AuthSnapshot, 'state' | 'validTo'>, now: number): AuthState {
  return isOpen(auth.state) && now >= auth.validTo ? 1 : auth.state;
}

function refuse(reason: MessageKey, forbidden = false): Decision {
  return forbidden ? { ok: false, reason, forbidden } : { ok: false, reason };
}

/** Why a closed (1, 2, 6) authorisation refuses an action meant for an open one. */
function closedReason(state: AuthState): MessageKey {
  if (state === 1) return 'e.authExpired';
  return 'e.authEnded';
}

const isMember = (auth: AuthSnapshot, actor: Actor) => actor.kind === 'staff' && actor.userId === auth.userId;
const mayClose = (actor: Actor) => actor.kind === 'staff' && actor.canClose;
const mayAdd = (actor: Actor) => actor.kind === 'staff' && actor.canAdd;
/** The member themselves, holding authorization:activate. */
const mayActivate = (auth: AuthSnapshot, actor: Actor) =>
  isMember(auth, actor) && actor.kind === 'staff' && actor.canActivate;

/**
 * Whether `actor` may take `action` on `auth` at `c.now`, and the authorisation afterwards. Refusals carry the
 * message saying why; `forbidden` marks a refusal for who the actor is rather than for the state.
 */
export function decide(auth: AuthSnapshot, action: Action, actor: Actor, c: Circumstances): Decision {
  const state = effectiveState(auth, c.now);
  const current: AuthSnapshot = { ...auth, state };
  const to = (next: Partial<AuthSnapshot>, event: EventKind): Decision => ({
    ok: true,
    next: { ...current, ...next },
    event,
  });
  const end = (endReason: EndReason, event: EventKind) => to({ state: 2, endReason }, event);

  switch (action.kind) {
    case 'active':
      if (!isMember(auth, actor)) return refuse('e.authOnlyMember', true);
      if (!mayActivate(auth, actor)) return refuse('e.forbidden', true);
      if (state !== 3) return refuse(isOpen(state) ? 'e.authNotActivatable' : closedReason(state));
      if (c.now < auth.validFrom) return refuse('e.authNotStarted');
      if (c.fingerprintMissing) return refuse('e.authFingerprint');
      return to({ state: 4 }, 'activated');
    case 'reActive':
      if (!mayActivate(auth, actor) && !mayClose(actor)) {
        return refuse(isMember(auth, actor) ? 'e.forbidden' : 'e.authNotYours', true);
      }
      if (state !== 5) return refuse(isOpen(state) ? 'e.authNotResumable' : closedReason(state));
      return to({ state: 4 }, 'reActivated');
    case 'tmpFinish':
      if (!isMember(auth, actor) && !mayClose(actor)) return refuse('e.authNotYours', true);
      if (!ACTIVATED.has(state)) return refuse(isOpen(state) ? 'e.authNotPausable' : closedReason(state));
      return to({ state: 5 }, 'tmpFinished');
    case 'close':
      if (!isMember(auth, actor) && !mayClose(actor)) return refuse('e.authNotYours', true);
      if (!isOpen(state)) return refuse(closedReason(state));
      return end('closed', 'closed');
    case 'closeByDevice':
      if (!mayClose(actor)) return refuse('e.authNotYours', true);
      if (!isOpen(state)) return refuse(closedReason(state));
      return end('closedByDevice', 'closed');
    case 'cancel':
      if (!mayClose(actor)) return refuse('e.authNotYours', true);
      if (state !== 3) return refuse(isOpen(state) ? 'e.authNotCancellable' : closedReason(state));
      return end('cancelled', 'cancelled');
    case 'audit':
      if (!mayClose(actor)) return refuse('e.authNotYours', true);
      if (state === 6) return refuse('e.authReviewed');
      if (state !== 1 && state !== 2) return refuse('e.authNotAuditable');
      return to({ state: 6 }, 'audited');
    case 'lockPhotograph':
    case 'unlockPhotograph': {
      const lock = action.kind === 'lockPhotograph';
      if (!mayClose(actor)) return refuse('e.authNotYours', true);
      if (!isOpen(state)) return refuse(closedReason(state));
      if (c.photoAbility === false) return refuse('e.authNoPhotoAbility');
      if (auth.photographLocked === lock) return refuse(lock ? 'e.authPhotoLocked' : 'e.authPhotoUnlocked');
      return to({ photographLocked: lock }, lock ? 'photographLocked' : 'photographUnlocked');
    }
    case 'lockFence':
      // The server itself, on the stamp outside the fence (the device reported it); a closed one has nothing to lock.
      if (actor.kind !== 'device') return refuse('e.forbidden', true);
      if (!isOpen(state)) return refuse(closedReason(state));
      if (auth.fenceLocked) return refuse('e.useFenceLocked');
      return to({ fenceLocked: true }, 'fenceLocked');
    case 'unlockFence':
      if (!mayClose(actor)) return refuse('e.authNotYours', true);
      if (!isOpen(state)) return refuse(closedReason(state));
      if (!auth.fenceLocked) return refuse('e.authFenceNotLocked');
      return to({ fenceLocked: false }, 'fenceUnlocked');
    case 'changeUser':
      if (!mayAdd(actor)) return refuse('e.authNotYours', true);
      if (!isOpen(state)) return refuse(closedReason(state));
      if (auth.usedCount > 0 || state === 0) return refuse('e.authUsed');
      if (action.userId === auth.userId) return refuse('e.authSameUser');
      return to({ userId: action.userId }, 'userChanged');
    case 'use': {
      if (actor.kind !== 'device') return refuse('e.forbidden', true);
      if (state === 3) return refuse('e.useNotActivated');
      if (state === 5) return refuse('e.usePaused');
      if (!ACTIVATED.has(state)) return refuse('e.useNoAuthorization');
      if (auth.fenceLocked) return refuse('e.useFenceLocked');
      const usedCount = auth.usedCount + 1;
      if (usedCount >= auth.useCount) return to({ state: 2, usedCount, endReason: 'exhausted' }, 'used');
      return to({ state: 0, usedCount }, 'used');
    }
  }
}

/** The staff actions of the detail page and whether `actor` may take each now. */
export function actionsFor(
  auth: AuthSnapshot,
  actor: Actor,
  c: Circumstances,
): authorization.AuthorizationDetail['actions'] {
  const may = (action: Action) => decide(auth, action, actor, c).ok;
  const someoneElse = auth.userId + 1;
  return {
    active: may({ kind: 'active' }),
    reActive: may({ kind: 'reActive' }),
    tmpFinish: may({ kind: 'tmpFinish' }),
    close: may({ kind: 'close' }),
    cancel: may({ kind: 'cancel' }),
    audit: may({ kind: 'audit' }),
    lockPhotograph: may({ kind: 'lockPhotograph' }),
    unlockPhotograph: may({ kind: 'unlockPhotograph' }),
    unlockFence: may({ kind: 'unlockFence' }),
    changeUser: may({ kind: 'changeUser', userId: someoneElse }),
    needsFingerprint:
      c.fingerprintMissing === true && decide(auth, { kind: 'active' }, actor, { ...c, fingerprintMissing: false }).ok,
  };
}

/** The invariants every reachable authorisation keeps (the property tests check them after every step). */
export function invariantsHold(auth: AuthSnapshot): boolean {
  if (auth.usedCount < 0 || auth.usedCount > auth.useCount) return false;
  if (auth.state === 2 && auth.endReason === null) return false;
  if (auth.state === 2 && auth.endReason === 'exhausted' && auth.usedCount !== auth.useCount) return false;
  if (isOpen(auth.state) && auth.usedCount >= auth.useCount) return false;
  if (auth.state === 0 && auth.usedCount === 0) return false;
  return true;
}
