import { createHash } from 'node:crypto';
import type { cost, ParsedRequestOf } from '../../../../contract';
import type { StatementLine, StoredStatementLine } from '../../../../contract/cost';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { parseStatement, type StatementEntry } from './statement-csv';
import { statementLineRepo, type StatementLineRow } from './statement-line-repository';
import { matchLine, type LineMatch } from './transfers';

/*
 * The platform's bank statements (contract platformStatementImport): every line is stored with what it came to, once.
 * A line is known by its cells and its occurrence among identical lines of its file (two equal transfers on one day
 * are two lines), so uploading a statement again, or one overlapping an earlier one, neither stores nor matches a line
 * twice. A line is matched before it is stored: two uploads of one statement at the same moment may both match it,
 * which pays its order once all the same (the transfer's one notification id), and store it once.
 */

function fingerprintsOf(entries: readonly StatementEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const cells = JSON.stringify(entry.cells);
    const occurrence = (seen.get(cells) ?? 0) + 1;
    seen.set(cells, occurrence);
    return createHash('sha256').update(`${occurrence}:${cells}`).digest('hex');
  });
}

/** What a line with a code and an amount came to; a line without either matches nothing. */
function outcomeOf(deps: Deps, entry: StatementEntry): Promise<LineMatch> | LineMatch {
  if (!entry.remittanceCode) return { orderId: null, orderNo: null, outcome: 'noCode' };
  if (entry.amountFen === null) return { orderId: null, orderNo: null, outcome: 'badAmount' };
  return matchLine(deps, entry.remittanceCode, entry.amountFen);
}

export async function importStatement(
  deps: Deps,
  input: ParsedRequestOf<typeof cost.platformStatementImport>,
): Promise<{ applied: number; lines: StatementLine[] }> {
  const entries = parseStatement(input.csv);
  if (!entries) throw refuse.badRequest('e.statementNoHeader');
  const fingerprints = fingerprintsOf(entries);
  const stored = await statementLineRepo.byFingerprints(deps.db, fingerprints);
  const importedAt = deps.now();
  const lines: StatementLine[] = [];
  for (const [k, entry] of entries.entries()) {
    const base = { line: entry.line, remittanceCode: entry.remittanceCode, amountFen: entry.amountFen };
    const before = stored.get(fingerprints[k]!);
    if (before) {
      lines.push({ ...base, orderNo: before.orderNo, outcome: before.line.outcome, repeated: true });
      continue;
    }
    const { orderId, orderNo, outcome } = await outcomeOf(deps, entry);
    await statementLineRepo.insert(deps.db, {
      fingerprint: fingerprints[k]!,
      bookedOn: entry.bookedOn,
      amountFen: entry.amountFen,
      payer: entry.payer,
      note: entry.note,
      remittanceCode: entry.remittanceCode,
      orderId,
      outcome,
      importedAt,
    });
    lines.push({ ...base, orderNo, outcome, repeated: false });
  }
  return { applied: lines.filter((l) => l.outcome === 'applied' && !l.repeated).length, lines };
}

function storedOf(row: { line: StatementLineRow; orderNo: string | null }): StoredStatementLine {
  const { line } = row;
  return {
    id: line.id,
    bookedOn: line.bookedOn,
    amountFen: line.amountFen,
    payer: line.payer,
    note: line.note,
    remittanceCode: line.remittanceCode,
    orderNo: row.orderNo,
    outcome: line.outcome,
    importedAt: line.importedAt.toISOString(),
  };
}

export async function list(deps: Deps, input: ParsedRequestOf<typeof cost.platformStatementLineList>) {
  const { list, total } = await statementLineRepo.page(
    deps.db,
    input.matched,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: list.map(storedOf), total };
}
