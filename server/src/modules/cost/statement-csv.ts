import { REMITTANCE_CODE_PATTERN } from '../../../../contract/cost';

/**
 * One line of a bank statement: its number in the file, the remittance code in its note, the amount in fen, the
 * booking day and payer where the statement has those columns, and its cells as written (what identifies it).
 */
export interface StatementEntry {
  line: number;
  remittanceCode: string | null;
  /** Null when the amount cell is not a positive amount of yuan with at most two decimals. */
  amountFen: number | null;
  /** YYYY-MM-DD; null without a date column or a readable day in it. */
  bookedOn: string | null;
  payer: string | null;
  note: string;
  cells: string[];
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

const DAY = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})/;

/** A booking day as banks write it ("2026-03-01", "2026/3/1 10:20", "20260301", "2026年3月1日"); null otherwise. */
export function dayOf(cell: string): string | null {
  const m = DAY.exec(cell.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const has = (h: string, words: readonly string[]) => words.some((w) => h.includes(w));

/**
 * The amount column: a credit column (贷方, 收入) where the statement splits debit and credit, else the first naming
 * 金额 or amount. The note column: 附言, 摘要, 备注 (or note, remark). The day: 日期 or 时间 (date); the payer: 付款人,
 * 付款方, 对方户名 or 对方名称 (payer). -1 when missing; only amount and note are required.
 */
function columnsOf(header: readonly string[]) {
  const names = header.map((h) => h.trim().toLowerCase());
  const credit = names.findIndex((h) => h.includes('金额') && (h.includes('贷') || h.includes('收入')));
  const amount = credit >= 0 ? credit : names.findIndex((h) => h.includes('金额') || h === 'amount');
  const note = names.findIndex((h) => has(h, ['附言', '摘要', '备注', '用途', 'note', 'remark']));
  const day = names.findIndex((h) => has(h, ['日期', '时间', 'date']));
  const payer = names.findIndex((h) => has(h, ['付款人', '付款方', '对方户名', '对方名称', '对方账户名', 'payer']));
  return { amount, note, day, payer };
}

const CODE = new RegExp(REMITTANCE_CODE_PATTERN.source, 'i');

/** The statement's entries, blank lines left out; null when its first line names no amount and note column. */
export function parseStatement(text: string): StatementEntry[] | null {
  const [header, ...rows] = csvRows(text);
  if (!header) return null;
  const { amount, note, day, payer } = columnsOf(header);
  if (amount < 0 || note < 0) return null;
  const entries: StatementEntry[] = [];
  const cell = (cells: readonly string[], column: number) => (column < 0 ? '' : (cells[column] ?? '').trim());
  rows.forEach((cells, k) => {
    if (cells.every((c) => c.trim() === '')) return;
    const text = cell(cells, note);
    entries.push({
      line: k + 2,
      remittanceCode: CODE.exec(text)?.[0]?.toUpperCase() ?? null,
      amountFen: fenOf(cell(cells, amount)),
      bookedOn: dayOf(cell(cells, day)),
      payer: cell(cells, payer) || null,
      note: text,
      cells: cells.map((c) => c.trim()),
    });
  });
  return entries;
}
