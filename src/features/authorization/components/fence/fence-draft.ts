import { authFenceSchema, type AuthFence, type Fence } from '@contract/geofence';

/*
 * A fence as the editor holds it: numbers kept as typed (the contract's rules read them and name what is wrong),
 * both shapes at once so switching between them loses nothing, and whether a stamp outside locks the authorisation.
 */
export type FenceMode = 'none' | 'circle' | 'polygon';

export interface TypedPoint {
  lat: string;
  lng: string;
}

export interface FenceDraft {
  mode: FenceMode;
  center: TypedPoint;
  radius: string;
  points: TypedPoint[];
  lockOnBreach: boolean;
}

export const EMPTY_FENCE: FenceDraft = {
  mode: 'none',
  center: { lat: '', lng: '' },
  radius: '500',
  points: [],
  lockOnBreach: true,
};

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const pointOf = (p: TypedPoint) => ({ lat: numberOf(p.lat), lng: numberOf(p.lng) });
/** Six decimals: about 10 cm, more than any phone knows. */
export const typed = (p: { lat: number; lng: number }): TypedPoint => ({
  lat: String(Number(p.lat.toFixed(6))),
  lng: String(Number(p.lng.toFixed(6))),
});

/** The fence the draft describes, for the contract to check; none when the keeper chose none. */
export function fenceOf(draft: FenceDraft): Fence | undefined {
  if (draft.mode === 'circle') return { kind: 'circle', center: pointOf(draft.center), radius: numberOf(draft.radius) };
  if (draft.mode === 'polygon') return { kind: 'polygon', points: draft.points.map(pointOf) };
  return undefined;
}

export function authFenceOf(draft: FenceDraft): AuthFence | undefined {
  const fence = fenceOf(draft);
  return fence ? { fence, lockOnBreach: draft.lockOnBreach } : undefined;
}

/** A saved place's fence in the draft (the lock choice stays the keeper's). */
export function draftWith(draft: FenceDraft, fence: Fence): FenceDraft {
  return fence.kind === 'circle'
    ? { ...draft, mode: 'circle', center: typed(fence.center), radius: String(fence.radius) }
    : { ...draft, mode: 'polygon', points: fence.points.map(typed) };
}

/** The contract's first message about the drafted fence (a message reference), if it refuses it. */
export function fenceProblemOf(draft: FenceDraft): string | undefined {
  const fence = authFenceOf(draft);
  if (!fence) return undefined;
  const parsed = authFenceSchema.safeParse(fence);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * The request's fence field: the form's `check` reports a refused fence as the one field `fence` (so it clears as the
 * keeper edits), and the request then leaves it out rather than report it again under its inner paths.
 */
export function fenceRequest(draft: FenceDraft): { fence?: AuthFence } {
  const fence = authFenceOf(draft);
  return fence && !fenceProblemOf(draft) ? { fence } : {};
}
