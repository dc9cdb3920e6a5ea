import type { Db } from './db/client';
import type { Fence } from '../../contract/geofence-geometry';

/**
 * The domain events one module raises and others react to, so that the raising module need not know them. A
 * listener runs inside the raiser's transaction (`tx`): it may refuse (throw) and so roll the change back, or change
 * its own rows atomically with it.
 */
export interface DomainEvents {
  /** A device is about to be unbound from its unit (locked, not yet removed). */
  deviceUnbinding: { tx: Db; companyId: number; deviceId: string; now: Date };
  /**
   * Members of a unit were told of something by the notice SMS (an application waiting for them, an invitation, an
   * alert of high severity): each gets one where the unit's SMS quota or package pays for it.
   */
  membersReminded: { tx: Db; companyId: number; userIds: readonly number[]; subject: string; now: Date };
  /**
   * A device is reporting a use; its transaction has not opened yet. Listeners read here (on `db`) what they judge
   * the use by and note it for their 'useRecorded': on the embedded database a transaction holds the one connection,
   * so every read moved out of it stops delaying the other requests. A setting changed at the same millisecond may
   * fall on either side, as it could anyway.
   */
  useArriving: { db: Db; companyId: number; deviceId: string; notes: UseNotes };
  /** A device reported a use (also an offline one when it syncs); the record is written. */
  useRecorded: { tx: Db; companyId: number; now: Date; use: RecordedUse; notes?: UseNotes };
}

/** A note's key: a module's own, so no listener reads or overwrites another's note. */
export interface NoteKey<T> {
  readonly name: string;
  /** Never set: carries the note's type. */
  readonly type?: T;
}

export function noteKey<T>(name: string): NoteKey<T> {
  return { name };
}

/** What 'useArriving' listeners noted for their 'useRecorded' of the same use. */
export class UseNotes {
  private readonly values = new Map<NoteKey<unknown>, unknown>();

  set<T>(key: NoteKey<T>, value: T): void {
    this.values.set(key, value);
  }

  get<T>(key: NoteKey<T>): T | undefined {
    return this.values.get(key) as T | undefined;
  }
}

/** The facts of a new use record that other modules judge it by. */
export interface RecordedUse {
  id: number;
  deviceId: string;
  deviceName: string;
  userId: number | null;
  userName: string | null;
  address: string | null;
  /** 0 networked, 1 privileged, 2 trial, 3 offline, 6 add ink (contract/use-record.ts). */
  useType: number;
  usedAt: Date;
  /** The device was reported lost when it stamped. */
  lost: boolean;
  /** A photo of the use exists or the device was asked to take one. */
  photographed: boolean;
  /** Where the device said it stamped, if it did. */
  latitude: number | null;
  longitude: number | null;
  /**
   * The fenced authorisation the stamp is judged by (contract/geofence.ts): its own, or for an offline or privileged
   * stamp the device's open one when it syncs; null when there is none or it has no fence.
   */
  fencedBy: { authorizationId: number; fence: Fence } | null;
}

type Listener<K extends keyof DomainEvents> = (event: DomainEvents[K]) => Promise<void>;

/** Listeners run one after another in the order they subscribed (app.ts wires them), awaited by `emit`. */
export class EventBus {
  private readonly listeners = new Map<keyof DomainEvents, Array<Listener<never>>>();

  on<K extends keyof DomainEvents>(name: K, listener: Listener<K>): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener as Listener<never>]);
  }

  async emit<K extends keyof DomainEvents>(name: K, event: DomainEvents[K]): Promise<void> {
    for (const listener of (this.listeners.get(name) ?? []) as Array<Listener<K>>) await listener(event);
  }
}
