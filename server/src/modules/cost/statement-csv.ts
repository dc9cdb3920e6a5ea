import { REMITTANCE_CODE_PATTERN } from '../../../../contract/cost';

/** One line of a bank statement: its number in the file, the remittance code in its note, the amount in fen. */
export interface StatementEntry {
  line: number;
  remittanceCode: string | null;
  /** Null when the amount cell is not a positive amount of yuan with at most two decimals. */
  amountFen: number | null;
}

/** Splits CSV text into rows of cells (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Yuan as a bank writes it ("1,200.00", "¥1200") in fen; null for anything else, a debit or zero included. */
export function fenOf(cell: string): number | null {
  const plain = cell.replace(/[,\s¥￥]/g, '');
  if (!AMOUNT.test(plain)) return null;
  const [yuan, decimals = ''] = plain.split('.');
  const fen = Number(yuan) * 100 + Number(decimals.padEnd(2, '0'));
  return fen > 0 && Number.isSafeInteger(fen) ? fen : null;
}

/**
 * The amount column: a credit column (贷方, 收入) where the statement splits debit and credit, else the first naming
 * 金额 or amount. The note column: 附言, 摘要, 备注 (or note, remark). -1 when missing.
 */
function columnsOf(header: readonly string[]): { amount: number; note: number } {
  const names = header.map((h) => h.trim().toLowerCase());
  const credit = names.findIndex((h) => h.includes('金额') && (h.includes('贷') || h.includes('收入')));
  const amount = credit >= 0 ? credit : names.findIndex((h) => h.includes('金额') || h === 'amount');
  const note = names.findIndex((h) => ['附言', '摘要', '备注', '用途', 'note', 'remark'].some((n) => h.includes(n)));
  return { amount, note };
}

const CODE = new RegExp(REMITTANCE_CODE_PATTERN.source, 'i');

/** The statement's entries, blank lines left out; null when its first line names no amount and note column. */
export function parseStatement(text: string): StatementEntry[] | null {
  const [header, ...rows] = csvRows(text);
  if (!header) return null;
  const { amount, note } = columnsOf(header);
  if (amount < 0 || note < 0) return null;
  const entries: StatementEntry[] = [];
  rows.forEach((cells, k) => {
    if (cells.every((c) => c.trim() === '')) return;
    const code = CODE.exec(cells[note] ?? '')?.[0]?.toUpperCase() ?? null;
    entries.push({ line: k + 2, remittanceCode: code, amountFen: fenOf(cells[amount] ?? '') });
  });
  return entries;
}
