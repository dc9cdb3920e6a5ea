import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * How an export's rows become a file: an xlsx workbook of one sheet, streamed as the rows come. Building the whole
 * sheet as one string costs 400-470 MB resident for 100,000 use records, so the sheet XML goes into the ZIP (yazl:
 * deflate, ZIP64 on its own past 4 GiB) batch by batch and the archive's bytes flow out to whoever reads `output`;
 * nothing holds the whole file. Strings are inline (no shared-string table to hold in memory); the header row is bold
 * and frozen; the first batch of rows decides the column widths.
 */

export type Cell = string | number | boolean | null;

export interface SheetWriter {
  readonly contentType: string;
  readonly extension: string;
  /** The file's bytes as they are made: read it from the start, or `rows` waits for a reader. */
  readonly output: Readable;
  header(columns: readonly string[]): void;
  /** Writes a batch of rows; resolves when the writer can take the next. */
  rows(rows: ReadonlyArray<ReadonlyArray<Cell>>): Promise<void>;
  /** Ends the sheet and the file: `output` ends once its last bytes are read. */
  finish(): Promise<void>;
  /** Gives the file up: `output` fails with `error`, and a waiting `rows` with it. */
  abort(error: Error): void;
}

/** Excel's limit on the rows of a sheet (the header is one of them). */
export const MAX_SHEET_ROWS = 1_048_576;
/** Excel's limit on the characters of a cell. */
const MAX_CELL_CHARS = 32_767;

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters XML 1.0 cannot hold (control characters but tab, CR and LF; lone surrogates; U+FFFE/FFFF). */
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Display width in Excel's character units: CJK and full-width characters count two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text)
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ||
      ch.length > 1
        ? 2
        : 1;
  return width;
}

function cellXml(ref: string, value: Cell, style: string): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = escapeXml(value.length > MAX_CELL_CHARS ? value.slice(0, MAX_CELL_CHARS) : value);
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

const contentTypesXml =
  `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const rootRelsXml =
  `${XML_DECL}<Relationships xmlns="${NS_PKG_REL}">` +
  `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const workbookRelsXml =
  `${XML_DECL}<Relationships xmlns="${NS_PKG_REL}">` +
  `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Style 0: plain; style 1: the header (bold on light grey). */
const stylesXml =
  `${XML_DECL}<styleSheet xmlns="${NS_MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFF2F2F2"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function workbookXml(sheetName: string): string {
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const name = sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
  return (
    `${XML_DECL}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    `<sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`
  );
}

/** The xlsx writer; `at` dates the archive's entries. */
export class XlsxWriter implements SheetWriter {
  readonly contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  readonly extension = 'xlsx';
  readonly output: Readable;
  private readonly zip = new ZipFile();
  private readonly sheet = new PassThrough();
  private readonly stopped = new AbortController();
  private columns: readonly string[] = [];
  private rowCount = 0;
  private started = false;

  constructor(sheetName: string, at: Date) {
    const options = { mtime: at };
    // The small parts first: yazl writes entries in the order they are added, the sheet as it streams in.
    this.zip.addBuffer(Buffer.from(contentTypesXml), '[Content_Types].xml', options);
    this.zip.addBuffer(Buffer.from(rootRelsXml), '_rels/.rels', options);
    this.zip.addBuffer(Buffer.from(workbookXml(sheetName)), 'xl/workbook.xml', options);
    this.zip.addBuffer(Buffer.from(workbookRelsXml), 'xl/_rels/workbook.xml.rels', options);
    this.zip.addBuffer(Buffer.from(stylesXml), 'xl/styles.xml', options);
    this.zip.addReadStream(this.sheet, 'xl/worksheets/sheet1.xml', options);
    this.output = this.zip.outputStream as Readable;
  }

  header(columns: readonly string[]): void {
    this.columns = columns;
  }

  async rows(rows: ReadonlyArray<ReadonlyArray<Cell>>): Promise<void> {
    if (!this.started) await this.start(rows);
    if (this.rowCount + rows.length > MAX_SHEET_ROWS) throw new Error(`more than ${MAX_SHEET_ROWS - 1} rows`);
    let xml = '';
    for (const row of rows) xml += this.rowXml(row, '');
    await this.write(xml);
  }

  async finish(): Promise<void> {
    if (!this.started) await this.start([]);
    await this.write('</sheetData></worksheet>');
    this.sheet.end();
    this.zip.end();
  }

  abort(error: Error): void {
    if (this.stopped.signal.aborted) return;
    this.stopped.abort(error);
    this.sheet.destroy();
    // The reader learns of the error through its own listener or, attached later, from the destroyed stream.
    this.output.on('error', () => undefined);
    this.output.destroy(error);
  }

  /** Hands XML to the archive; waits while the archive's reader is behind (the sheet's buffer is full). */
  private async write(xml: string): Promise<void> {
    this.stopped.signal.throwIfAborted();
    if (this.sheet.write(xml, 'utf8')) return;
    try {
      await once(this.sheet, 'drain', { signal: this.stopped.signal });
    } catch (error) {
      throw this.stopped.signal.aborted ? this.stopped.signal.reason : error;
    }
  }

  /** The sheet's head: frozen header row, column widths from the header and the first rows, the header row. */
  private async start(first: ReadonlyArray<ReadonlyArray<Cell>>): Promise<void> {
    this.started = true;
    const widths = this.columns.map((title, i) => {
      let width = displayWidth(title);
      for (const row of first) {
        const value = row[i];
        if (value !== null && value !== undefined) width = Math.max(width, displayWidth(String(value)));
      }
      return Math.min(60, Math.max(8, width + 2));
    });
    const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
    const head =
      `${XML_DECL}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
    await this.write(head + this.rowXml(this.columns, ' s="1"'));
  }

  private rowXml(values: ReadonlyArray<Cell>, style: string): string {
    const r = ++this.rowCount;
    let cells = '';
    values.forEach((value, i) => (cells += cellXml(`${columnName(i)}${r}`, value, style)));
    return `<row r="${r}">${cells}</row>`;
  }
}
