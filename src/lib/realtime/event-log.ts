/**
 * What the client has seen of its unit's event log. Ids rise by exactly one per event within a unit
 * (contract/realtime.ts), so the log knows the highest id up to which it has seen everything (`contiguous`) and
 * whether something above it is missing (`hasGap`). Live events and a backfill may overlap and arrive in any order:
 * each id is accepted once.
 */
export interface EventLog {
  /** True the first time an id is offered; false for a repeat. */
  accept(id: number): boolean;
  /** Every id up to this one has been accepted (or was before the start). */
  readonly contiguous: number;
  /** Some id between `contiguous` and the highest accepted one is missing. */
  readonly hasGap: boolean;
  /** Starts over after `id` (the first connection, or the server pruned what was missed). */
  reset(id: number): void;
}

export function createEventLog(): EventLog {
  let contiguous = 0;
  let ahead = new Set<number>();
  return {
    accept(id) {
      if (id <= contiguous || ahead.has(id)) return false;
      if (id !== contiguous + 1) {
        ahead.add(id);
        return true;
      }
      contiguous = id;
      while (ahead.delete(contiguous + 1)) contiguous += 1;
      return true;
    },
    get contiguous() {
      return contiguous;
    },
    get hasGap() {
      return ahead.size > 0;
    },
    reset(id) {
      contiguous = id;
      ahead = new Set([...ahead].filter((a) => a > id));
      while (ahead.delete(contiguous + 1)) contiguous += 1;
    },
  };
}
