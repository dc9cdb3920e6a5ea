import PDFDocument from 'pdfkit';
import type { Lang } from '../../../../contract';
import type {
  Box,
  Change,
  ComparedPage,
  CompareRecord,
  ExpectedArea,
  PagePair,
  Placement,
  Seal,
} from '../../../../contract/compare';
import { setCjkFont } from '../../lib/pdf-font';
import { localTimestamp } from '../../lib/local-time';
import { compareReportTexts, type CompareReportTexts } from './report-texts';

/*
 * The comparison report's pages (pdfkit): who compared what and when, both files' digests, the result and seal
 * position, the seals, every change, then both versions' pages side by side as thumbnails with the changes marked.
 * Page images are small JPEGs made by the caller. Its font: lib/pdf-font.ts.
 */

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1e3a8a';
const RULE = '#d1d5db';
const TONES = { removed: '#dc2626', added: '#059669', visual: '#d97706', seal: '#2563eb', expected: '#7c3aed' };
const THUMB_W = 225;
const THUMB_GAP = 45;

export interface ReportInput {
  record: CompareRecord;
  oldPages: ComparedPage[];
  newPages: ComparedPage[];
  pairs: PagePair[];
  changes: Change[];
  seals: Seal[];
  expected: ExpectedArea | null;
  placement: Placement | null;
  digests: { old: string | null; new: string | null };
  generated: { at: Date; by: string };
  /** A page's small JPEG by side and page number (from 1); null when its image is gone. */
  thumbnail: (side: 'old' | 'new', page: number) => Promise<Buffer | null>;
}

export class CompareReportPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly t: CompareReportTexts;
  private readonly width: number;

  constructor(
    private readonly input: ReportInput,
    lang: Lang,
  ) {
    this.t = compareReportTexts(lang);
    // No default font: pdfkit would load Helvetica, which has no Chinese.
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      font: '',
      lang: lang === 'en-US' ? 'en-US' : 'zh-CN',
      displayTitle: true,
      info: {
        Title: `${this.t.title} ${input.record.oldName} → ${input.record.newName}`,
        Creator: 'seal-console',
        CreationDate: input.generated.at,
      },
    });
    setCjkFont(this.doc);
    this.width = this.doc.page.width - 2 * MARGIN;
  }

  /** Draws the whole report and ends the document; answers its page count. */
  async draw(): Promise<number> {
    const { doc, t, input } = this;
    const { record } = input;
    doc.fillColor(ACCENT).fontSize(20).text(t.title, { align: 'center' });
    doc.moveDown(0.8);
    this.field(t.type, t.types[record.type]);
    this.field(t.old, record.oldName);
    this.field(t.new, record.newName);
    this.field(t.comparedBy, record.userName);
    this.field(t.comparedAt, localTimestamp(new Date(record.createdAt)));
    this.field(t.generatedBy, input.generated.by);
    this.field(t.generatedAt, localTimestamp(input.generated.at));
    this.note(t.timeZone);

    this.heading(t.digests);
    this.field(t.old, input.digests.old ?? t.digestMissing);
    this.field(t.new, input.digests.new ?? t.digestMissing);

    this.heading(t.summary);
    this.line(
      t.counts({
        pages: record.pageChanges,
        text: record.textChanges,
        visual: record.visualChanges,
        seals: record.seals,
      }),
    );
    if (input.expected && input.placement) this.field(t.placement, t.placementOf(input.placement, input.expected.page));

    this.heading(t.seals);
    if (input.seals.length === 0) this.line(t.noSeals);
    for (const s of input.seals) this.line(t.seal(s.page, s.centreMm.x, s.centreMm.y, s.isNew));

    this.heading(t.changes);
    if (input.changes.length === 0) this.line(t.noChanges);
    input.changes.forEach((c, i) => this.line(`${i + 1}. ${t.page(c)} · ${t.kinds[c.kind]} · ${this.describe(c)}`));

    await this.pages();
    return this.finish();
  }

  /** A change in words; a new seal by where it is (the seal whose box the change carries). */
  private describe(c: Change): string {
    const seal =
      c.kind === 'seal' &&
      this.input.seals.find((s) => s.page === c.newPage && s.box.x === c.newBox?.x && s.box.y === c.newBox.y);
    return seal ? this.t.seal(seal.page, seal.centreMm.x, seal.centreMm.y, seal.isNew) : this.t.describe(c);
  }

  private heading(text: string): void {
    const { doc } = this;
    this.ensure(48);
    doc.moveDown(0.6);
    doc.fillColor(ACCENT).fontSize(13).text(text, MARGIN, doc.y, { width: this.width });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 6;
  }

  private field(label: string, value: string): void {
    const { doc } = this;
    doc.fontSize(10);
    const height = doc.heightOfString(value, { width: this.width - 110 });
    this.ensure(height + 4);
    const y = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, y, { width: 105 });
    doc.fillColor(INK).text(value, MARGIN + 110, y, { width: this.width - 110 });
    doc.y = Math.max(doc.y, y + height) + 3;
  }

  private line(text: string): void {
    const { doc } = this;
    doc.fontSize(10);
    this.ensure(doc.heightOfString(text, { width: this.width }) + 3);
    doc.fillColor(INK).text(text, MARGIN, doc.y, { width: this.width });
    doc.y += 3;
  }

  private note(text: string): void {
    this.doc.fontSize(8.5).fillColor(MUTED).text(text, MARGIN, this.doc.y, { width: this.width });
  }

  private ensure(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  /** Each pair of pages in a row: the original on the left, the compared version on the right, changes marked. */
  private async pages(): Promise<void> {
    const { doc, t, input } = this;
    if (input.pairs.length === 0) return;
    doc.addPage();
    this.heading(t.pages);
    doc.fontSize(10).fillColor(MUTED);
    doc.text(t.old, MARGIN, doc.y, { width: THUMB_W, continued: false });
    doc.text(t.new, MARGIN + THUMB_W + THUMB_GAP, doc.y - doc.currentLineHeight(), { width: THUMB_W });
    doc.y += 4;
    for (const pair of input.pairs) {
      const height = Math.max(this.thumbHeight(pair.oldPage, 'old'), this.thumbHeight(pair.newPage, 'new'));
      this.ensure(height + 22);
      const top = doc.y;
      await this.thumb('old', pair.oldPage, pair, MARGIN, top);
      await this.thumb('new', pair.newPage, pair, MARGIN + THUMB_W + THUMB_GAP, top);
      doc.y = top + height + 22;
    }
  }

  private pageOf(side: 'old' | 'new', no: number | null) {
    return no === null ? undefined : (side === 'old' ? this.input.oldPages : this.input.newPages)[no - 1];
  }

  private thumbHeight(no: number | null, side: 'old' | 'new'): number {
    const page = this.pageOf(side, no);
    return page ? (THUMB_W * page.heightPt) / page.widthPt : THUMB_W * 1.414;
  }

  private async thumb(side: 'old' | 'new', no: number | null, pair: PagePair, x: number, top: number) {
    const { doc, t, input } = this;
    doc.fontSize(9).fillColor(MUTED).text(t.pageNo(no), x, top, { width: THUMB_W });
    const y = top + 14;
    const page = this.pageOf(side, no);
    const image = page && no !== null ? await input.thumbnail(side, no) : null;
    const height = this.thumbHeight(no, side);
    if (image) doc.image(image, x, y, { width: THUMB_W, height });
    doc.rect(x, y, THUMB_W, height).lineWidth(0.5).strokeColor(RULE).stroke();
    if (!page) return;
    const scale = THUMB_W / page.widthPt;
    const mark = (b: Box, tone: keyof typeof TONES, round = false) => {
      const [bx, by, bw, bh] = [x + b.x * scale, y + b.y * scale, Math.max(b.w * scale, 3), Math.max(b.h * scale, 3)];
      if (round) doc.ellipse(bx + bw / 2, by + bh / 2, bw / 2, bh / 2);
      else doc.rect(bx, by, bw, bh);
      doc.lineWidth(1).strokeColor(TONES[tone]).stroke();
    };
    for (const c of input.changes) {
      if (c.oldPage !== pair.oldPage || c.newPage !== pair.newPage || c.kind === 'seal') continue;
      const box = side === 'old' ? c.oldBox : c.newBox;
      if (box) mark(box, c.kind === 'visual' ? 'visual' : side === 'old' ? 'removed' : 'added');
    }
    if (side !== 'new') return;
    for (const s of input.seals) if (s.page === no) mark(s.box, 'seal', true);
    if (input.expected?.page === no) mark(input.expected.box, 'expected');
  }

  /** Writes every page's footer and ends the document. */
  private finish(): number {
    const { doc, t } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing inside the bottom margin must not start a new page.
      doc.page.margins.bottom = 0;
      doc
        .fontSize(8)
        .fillColor(MUTED)
        .text(t.footer(i + 1, range.count), MARGIN, doc.page.height - 35, { width: this.width, align: 'center' });
    }
    doc.end();
    return range.count;
  }
}
