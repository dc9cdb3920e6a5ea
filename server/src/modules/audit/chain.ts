import type { ChainProblem } from '../../../../contract/audit';
import { genesisHash, recordHash } from './canonical';
import { contentOf } from './record';
import type { AuditRow } from './repository';
import type { AuditSigner } from './signer';

/** Records between two signed checkpoints (the head is signed at every append as well). */
export const CHECKPOINT_EVERY = 100;

export interface Problem {
  kind: ChainProblem;
  seq: number;
  recordId: number | null;
}

interface Head {
  chain: string;
  seq: number;
  hash: string;
  signature: string | null;
}

interface Checkpoint {
  seq: number;
  hash: string;
  signature: string;
}

/** What a head or checkpoint signature covers. */
export function signedPayload(chain: string, seq: number, hash: string): object {
  return { chain, seq, hash };
}

/**
 * Walks a chain in seq order and names its first problem: a gap (missing), a record whose own hash does not match
 * its content (altered), a record that does not follow its predecessor (reordered), a head that is not the last
 * record, or a head or checkpoint whose signature the audit key did not make.
 */
export function firstProblem(
  head: Head,
  records: readonly AuditRow[],
  checkpoints: readonly Checkpoint[],
  signer: AuditSigner,
): Problem | null {
  let prev = genesisHash(head.chain);
  let expected = 1;
  const hashAt = new Map<number, string>();
  for (const row of records) {
    if (row.seq > expected) return { kind: 'missing', seq: expected, recordId: null };
    if (recordHash(row.prevHash, contentOf(row)) !== row.hash)
      return { kind: 'altered', seq: row.seq, recordId: row.id };
    if (row.prevHash !== prev) return { kind: 'reordered', seq: row.seq, recordId: row.id };
    hashAt.set(row.seq, row.hash);
    prev = row.hash;
    expected++;
  }
  const last = expected - 1;
  if (head.seq > last) return { kind: 'missing', seq: expected, recordId: null };
  if (head.seq !== last || head.hash !== prev) return { kind: 'head', seq: head.seq, recordId: null };
  if (last > 0 && !(head.signature && signer.verify(signedPayload(head.chain, head.seq, head.hash), head.signature))) {
    return { kind: 'signature', seq: head.seq, recordId: null };
  }
  for (const cp of checkpoints) {
    const signed = signer.verify(signedPayload(head.chain, cp.seq, cp.hash), cp.signature);
    if (!signed || hashAt.get(cp.seq) !== cp.hash) return { kind: 'signature', seq: cp.seq, recordId: null };
  }
  return null;
}
