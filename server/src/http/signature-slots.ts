import { and, eq, lt, sql } from 'drizzle-orm';
import { SIGNATURE_WINDOW_MS } from '../../../contract';
import type { Db } from '../db/client';
import { shared } from '../db/coalesce';
import { seenSignatures0, seenSignatures1, seenSignatures2, seenSignatureSlots } from '../db/schema';

/*
 * Where seen signatures are kept (schema: seenSignatures0-2). A signature accepted at time t carries a timestamp
 * within SIGNATURE_WINDOW_MS of t, so it is refused as stale from t + 2 windows on at the latest: it must be remembered
 * for one epoch of two windows. Epoch e writes into slot e mod 3 and also checks slot (e - 1) mod 3; slot (e + 1) mod 3
 * holds epoch e - 2 or older, which nothing needs, and is emptied (TRUNCATE, no dead rows) before epoch e + 1 uses it.
 * The migration 0009 hard-codes the epoch length in its one-off move of the older table.
 */
export const SIGNATURE_EPOCH_MS = 2 * SIGNATURE_WINDOW_MS;

const slots = [seenSignatures0, seenSignatures1, seenSignatures2] as const;

const epochOf = (at: Date): number => Math.floor(at.getTime() / SIGNATURE_EPOCH_MS);
const slotOf = (epoch: number): 0 | 1 | 2 => (((epoch % 3) + 3) % 3) as 0 | 1 | 2;

/** Per database handle: the newest epoch each slot is known to be ready for (a slot never goes back). */
const ready = new WeakMap<Db, Map<number, number>>();

/**
 * Makes the slot of `epoch` hold that epoch, emptying it when it holds an older one. The slot's row is updated and
 * the table truncated in one transaction, so of several nodes (or calls) exactly one empties it.
 */
async function prepareEpoch(db: Db, epoch: number): Promise<void> {
  let known = ready.get(db);
  if (!known) ready.set(db, (known = new Map()));
  const slot = slotOf(epoch);
  if ((known.get(slot) ?? -Infinity) >= epoch) return;
  await shared(db, `signature-epoch:${epoch}`, () =>
    db.transaction(async (tx) => {
      const moved = await tx
        .update(seenSignatureSlots)
        .set({ epoch })
        .where(and(eq(seenSignatureSlots.slot, slot), lt(seenSignatureSlots.epoch, epoch)))
        .returning({ slot: seenSignatureSlots.slot });
      if (moved.length > 0) await tx.execute(sql`truncate table ${slots[slot]}`);
    }),
  );
  known.set(slot, Math.max(epoch, known.get(slot) ?? epoch));
}

/**
 * Records distinct signature hashes seen at `at` in one statement; returns those not seen in this epoch or the
 * previous one (the first use of each).
 */
export async function rememberSignatures(db: Db, hashes: string[], at: Date): Promise<Set<string>> {
  const epoch = epochOf(at);
  await prepareEpoch(db, epoch);
  const current = slots[slotOf(epoch)];
  const previous = slots[slotOf(epoch - 1)];
  // One array parameter rather than a list of values: the same text whatever the count, so its plan is kept.
  const result = await db.execute(sql`
    insert into ${current} (signature_hash)
    select asked.h from unnest(${sql.param(hashes)}::text[]) as asked(h)
    where not exists (select 1 from ${previous} p where p.signature_hash = asked.h)
    on conflict do nothing
    returning signature_hash`);
  const rows = (result as unknown as { rows: Array<{ signature_hash: string }> }).rows;
  return new Set(rows.map((r) => r.signature_hash));
}

/**
 * Empties the next epoch's slot ahead of time, so the first requests of that epoch do not wait for it: in the second
 * half of an epoch only, so a node whose clock is up to a window behind still finds the slot it checks.
 */
export async function prepareNextSignatureEpoch(db: Db, now: Date): Promise<void> {
  await prepareEpoch(db, epochOf(new Date(now.getTime() + SIGNATURE_WINDOW_MS)));
}
