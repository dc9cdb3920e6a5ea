/**
 * How an export's rows become a file. The console asks for xlsx; no spreadsheet library is installed yet (see the
 * issue-6 report), so the runner writes CSV (UTF-8 with BOM, RFC 4180 quoting: Excel and WPS open it) behind this
 * interface, and an xlsx writer takes its place without touching the runner.
 */
export interface SheetWriter {
  readonly contentType: string;
  readonly extension: string;
  header(columns: readonly string[]): void;
  row(values: ReadonlyArray<string | number | boolean | null>): void;
  finish(): Buffer;
}

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  // Quote what needs it; a leading =, +, - or @ is escaped so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export class CsvWriter implements SheetWriter {
  readonly contentType = 'text/csv';
  readonly extension = 'csv';
  private readonly chunks: Buffer[] = [Buffer.from([0xef, 0xbb, 0xbf])];

  header(columns: readonly string[]): void {
    this.row(columns);
  }

  row(values: ReadonlyArray<string | number | boolean | null>): void {
    this.chunks.push(Buffer.from(`${values.map(cell).join(',')}\r\n`, 'utf8'));
  }

  finish(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** Parses what CsvWriter wrote (tests, and anyone checking an export). */
export function parseCsv(data: Buffer): string[][] {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r') continue;
    else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
