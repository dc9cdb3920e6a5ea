import PDFDocument from 'pdfkit';
import type { Lang } from '../../../../contract';
import { setCjkFont } from '../../lib/pdf-font';
import { applyStateName, labelsOf, nameOf, type DocumentLabels } from '../../lib/document-labels';
import { localTimestamp } from '../../lib/local-time';
import type { EvidenceHead, EvidenceUse, LoadedPhoto } from './evidence';
import { evidenceTexts, type EvidenceTexts } from './evidence-texts';

/*
 * The evidence report's pages (pdfkit). The document streams out as it is drawn: every photo is written into the
 * file when it is placed and not kept. Pages stay open (bufferPages: their text only) so that the digest, known
 * when the last use is drawn, goes into page 1's integrity box and every page's footer. Its font: lib/pdf-font.ts.
 */

const MARGIN = { top: 50, bottom: 60, left: 50, right: 50 };
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1e3a8a';
const ALERT = '#b91c1c';
const RULE = '#d1d5db';
/** Photos keep the 360x260 shape of the device's pictures. */
const PHOTO_W = 122;
const PHOTO_H = 88;
const PHOTO_GAP = 8;
const USE_TEXT_W = 232;

type Field = [label: string, value: string | number | null | undefined, wide?: boolean];

export class EvidencePdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly t: EvidenceTexts;
  private readonly labels: DocumentLabels;
  private readonly width: number;
  private digestAt = { x: 0, y: 0 };
  private useNo = 0;

  constructor(
    private readonly head: EvidenceHead,
    lang: Lang,
    private readonly generated: { at: Date; by: string },
  ) {
    this.t = evidenceTexts(lang);
    this.labels = labelsOf(lang);
    // No default font: pdfkit would load Helvetica, which has no Chinese.
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      pdfVersion: '1.7',
      font: '',
      lang: lang === 'en-US' ? 'en-US' : 'zh-CN',
      displayTitle: true,
      info: {
        Title: `${this.t.title} ${head.authorization.empowerNo}`,
        Author: head.unit.name,
        Creator: 'seal-console',
        CreationDate: generated.at,
      },
    });
    setCjkFont(this.doc);
    this.width = this.doc.page.width - MARGIN.left - MARGIN.right;
  }

  /** Title, integrity box (the digest is written in at the end), application, approval, authorisation, timeline. */
  start(): void {
    const { doc, t, head } = this;
    doc.fillColor(ACCENT).fontSize(20).text(t.title, MARGIN.left, MARGIN.top, { width: this.width, align: 'center' });
    doc.moveDown(0.6);
    this.fields([
      [t.unit, head.unit.name],
      [t.empowerNo, head.authorization.empowerNo],
      [t.generatedAt, localTimestamp(this.generated.at)],
      [t.generatedBy, this.generated.by],
    ]);
    this.note(t.timeZone);
    this.integrityBox();
    this.application();
    this.approval();
    this.authorization();
    this.timeline();
  }

  /** The uses section's heading and count (kept on the page of the first use). */
  usesHeading(uses: number, photos: number): void {
    this.heading(this.t.sections.uses, uses > 0 ? 150 : 20);
    this.note(uses === 0 ? this.t.uses.none : this.t.uses.summary(uses, photos));
  }

  /** One use: its facts on the left, its photos (two a row) on the right. */
  use(use: EvidenceUse, photos: LoadedPhoto[]): void {
    const { doc, t, labels } = this;
    this.useNo += 1;
    const lines: Field[] = [
      [t.uses.at, this.time(use.usedAt)],
      [t.uses.type, nameOf(labels.useType, use.useType)],
      [
        t.uses.exception,
        use.exception ? `${labels.yes} · ${nameOf(labels.exceptionKind, use.exceptionKind)}` : labels.no,
      ],
      [t.uses.user, [use.userName, use.departmentName].filter(Boolean).join(' · ') || null],
      [t.uses.device, `${use.deviceName} (${use.deviceId})`],
      [t.uses.place, use.address],
      [t.uses.position, use.latitude === null || use.longitude === null ? null : `${use.latitude}, ${use.longitude}`],
    ];
    doc.fontSize(8.5);
    const title = `#${this.useNo}  ${t.uses.record} ${use.id}`;
    const textHeight = 16 + lines.reduce((sum, [l, v]) => sum + this.pairHeight(l, v, USE_TEXT_W) + 2, 0);
    const rows = Math.max(1, Math.ceil(photos.length / 2));
    const photoHeight = photos.length === 0 ? 14 : rows * (PHOTO_H + 24);
    const height = Math.max(textHeight, photoHeight) + 10;
    this.ensure(height);
    const top = doc.y;
    doc
      .fillColor(use.exception ? ALERT : ACCENT)
      .fontSize(10)
      .text(title, MARGIN.left, top, { width: USE_TEXT_W });
    let y = top + 16;
    for (const [label, value] of lines) {
      y = this.pair(label, value, MARGIN.left, y, USE_TEXT_W, label === t.uses.exception && use.exception) + 2;
    }
    this.photos(photos, MARGIN.left + USE_TEXT_W + 12, top);
    const bottom = top + height - 6;
    doc
      .moveTo(MARGIN.left, bottom)
      .lineTo(MARGIN.left + this.width, bottom)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = bottom + 6;
  }

  /** Writes the digest into page 1 and every footer, attaches evidence.json and ends the document. */
  finish(sha256: string, evidenceJson: Buffer): number {
    const { doc, t } = this;
    doc.info.Subject = `SHA-256 ${sha256}`;
    doc.info.Keywords = `${this.head.authorization.empowerNo} sha256:${sha256}`;
    doc.file(evidenceJson, {
      name: 'evidence.json',
      type: 'application/json',
      description: `${t.digest} ${sha256}`,
      creationDate: this.generated.at,
      modifiedDate: this.generated.at,
    });
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing inside the bottom margin must not start a new page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      if (i === range.start) {
        doc.fillColor(INK).fontSize(9).text(sha256, this.digestAt.x, this.digestAt.y, { lineBreak: false });
      }
      doc
        .fillColor(MUTED)
        .fontSize(7.5)
        .text(
          t.footer(this.head.authorization.empowerNo, sha256, i - range.start + 1, range.count),
          MARGIN.left,
          doc.page.height - 36,
          { width: this.width, align: 'center', lineBreak: false },
        );
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    return range.count;
  }

  // sections

  private integrityBox(): void {
    const { doc, t } = this;
    doc.fontSize(8);
    const noteHeight = doc.heightOfString(t.digestNote, { width: this.width - 20 });
    const height = 14 + 16 + noteHeight + 14;
    const top = doc.y + 6;
    doc.rect(MARGIN.left, top, this.width, height).lineWidth(0.8).strokeColor(ACCENT).stroke();
    doc
      .fillColor(ACCENT)
      .fontSize(10)
      .text(t.integrity, MARGIN.left + 10, top + 8);
    doc
      .fillColor(MUTED)
      .fontSize(9)
      .text(`${t.digest}:`, MARGIN.left + 10, top + 24, { lineBreak: false });
    this.digestAt = { x: MARGIN.left + 60, y: top + 24 };
    doc
      .fillColor(MUTED)
      .fontSize(8)
      .text(t.digestNote, MARGIN.left + 10, top + 40, { width: this.width - 20 });
    doc.y = top + height + 6;
  }

  private application(): void {
    const { t, head, labels } = this;
    this.heading(t.sections.application);
    const a = head.application;
    if (!a) {
      this.note(t.application.none);
      return;
    }
    this.fields([
      [t.application.applyNo, a.applyNo],
      [t.application.applicant, a.applicantName],
      [t.application.device, a.deviceName ? `${a.deviceName} (${a.deviceId})` : a.deviceId],
      [t.application.fileType, a.fileType],
      [t.application.copies, a.copies],
      [t.application.useCount, a.useCount],
      [t.application.template, a.templateName],
      [t.application.state, applyStateName(labels, a.state, a.outcome)],
      [t.application.submittedAt, this.time(a.submittedAt)],
      [t.application.reason, a.reason, true],
    ]);
  }

  private approval(): void {
    const { t, head, labels } = this;
    this.heading(t.sections.approval);
    const a = head.application;
    if (!a) {
      this.note(t.approval.none);
      return;
    }
    const rows: string[][] = [[t.approval.submitted, a.applicantName, '', '', this.time(a.submittedAt) ?? t.none]];
    for (const s of a.steps) {
      rows.push([
        `${t.approval.step} ${s.seq}`,
        s.approverName,
        nameOf(labels.stepResult, s.result ?? 'pending') ?? t.none,
        s.comment ?? '',
        this.time(s.actedAt) ?? t.none,
      ]);
    }
    this.table(
      [t.approval.step, t.approval.approver, t.approval.result, t.approval.comment, t.approval.at],
      rows,
      [0.14, 0.16, 0.12, 0.33, 0.25],
    );
  }

  private authorization(): void {
    const { t, head, labels } = this;
    const a = head.authorization;
    this.heading(t.sections.authorization);
    this.fields([
      [t.empowerNo, a.empowerNo],
      [t.authorization.state, nameOf(labels.authState, a.state)],
      [t.authorization.user, a.userName],
      [t.authorization.department, a.departmentName],
      [t.authorization.device, `${a.deviceName} (${a.deviceId})`],
      [t.authorization.useCount, a.useCount],
      [t.authorization.usedCount, a.usedCount],
      [t.authorization.photograph, a.photographLocked ? t.authorization.photoLocked : t.authorization.photoOn],
      [t.authorization.validity, `${this.time(a.validFrom)} ${t.to} ${this.time(a.validTo)}`, true],
      [t.authorization.grantedBy, a.grantedByName],
      [t.authorization.grantedAt, this.time(a.grantedAt)],
      [t.authorization.activatedAt, this.time(a.activatedAt)],
      [t.authorization.endedAt, this.time(a.endedAt)],
      [t.authorization.endReason, nameOf(labels.endReason, a.endReason)],
      [t.authorization.fileType, a.fileType],
      [t.authorization.reason, a.reason, true],
      [t.authorization.auditRemark, a.auditRemark, true],
    ]);
  }

  /** The timeline without the 'used' events (each use has its own entry below). */
  private timeline(): void {
    const { t, head, labels } = this;
    this.heading(t.sections.timeline);
    const shown = head.timeline.filter((e) => e.kind !== 'used');
    this.table(
      [t.timeline.at, t.timeline.event, t.timeline.actor, t.timeline.detail],
      shown.map((e) => [
        this.time(e.at) ?? '',
        nameOf(labels.authEvent, e.kind) ?? '',
        e.actorName ?? '',
        e.detail ?? '',
      ]),
      [0.28, 0.2, 0.2, 0.32],
    );
    const used = head.timeline.length - shown.length;
    if (used > 0) this.note(t.timeline.usedNote(used));
  }

  private photos(photos: LoadedPhoto[], left: number, top: number): void {
    const { doc, t, labels } = this;
    if (photos.length === 0) {
      doc
        .fillColor(MUTED)
        .fontSize(8)
        .text(t.uses.noPhotos, left, top + 2);
      return;
    }
    photos.forEach((p, i) => {
      const x = left + (i % 2) * (PHOTO_W + PHOTO_GAP);
      const y = top + Math.floor(i / 2) * (PHOTO_H + 24);
      let drawn = false;
      if (p.data) {
        try {
          doc.image(p.data, x, y, { fit: [PHOTO_W, PHOTO_H], align: 'center', valign: 'center' });
          drawn = true;
        } catch {
          drawn = false;
        }
      }
      doc.rect(x, y, PHOTO_W, PHOTO_H).lineWidth(0.5).strokeColor(RULE).stroke();
      if (!drawn)
        doc
          .fillColor(ALERT)
          .fontSize(7)
          .text(t.uses.unreadable, x + 6, y + PHOTO_H / 2 - 4, { width: PHOTO_W - 12 });
      const e = p.evidence;
      const caption = `${t.uses.photo(e.seq + 1)} · ${nameOf(labels.photoSource, e.source)} · ${this.time(e.takenAt)}`;
      doc.fillColor(MUTED).fontSize(6.5);
      doc.text(caption, x, y + PHOTO_H + 3, { width: PHOTO_W, lineBreak: false });
      doc.text(`SHA-256 ${e.sha256 ? `${e.sha256.slice(0, 24)}…` : t.none}`, x, y + PHOTO_H + 12, {
        width: PHOTO_W,
        lineBreak: false,
      });
    });
  }

  // layout helpers

  /** A section heading; `keepWith` more points must fit below it on the same page. */
  private heading(text: string, keepWith = 20): void {
    const { doc } = this;
    this.ensure(40 + keepWith);
    doc.y += 8;
    doc.fillColor(ACCENT).fontSize(13).text(text, MARGIN.left, doc.y, { width: this.width });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + this.width, y)
      .lineWidth(0.8)
      .strokeColor(ACCENT)
      .stroke();
    doc.y = y + 6;
  }

  private note(text: string): void {
    const { doc } = this;
    doc.fontSize(8.5);
    this.ensure(doc.heightOfString(text, { width: this.width }) + 4);
    doc.fillColor(MUTED).text(text, MARGIN.left, doc.y, { width: this.width });
    doc.y += 4;
  }

  /** Label-value pairs, two to a row; a wide one takes the whole row. */
  private fields(fields: Field[]): void {
    const { doc } = this;
    const half = (this.width - 16) / 2;
    doc.fontSize(9);
    for (let i = 0; i < fields.length;) {
      const first = fields[i]!;
      const second = !first[2] && fields[i + 1] && !fields[i + 1]![2] ? fields[i + 1]! : null;
      const width = second ? half : this.width;
      const height = Math.max(
        this.pairHeight(first[0], first[1], width),
        second ? this.pairHeight(second[0], second[1], width) : 0,
      );
      this.ensure(height + 3);
      const y = doc.y;
      this.pair(first[0], first[1], MARGIN.left, y, width);
      if (second) this.pair(second[0], second[1], MARGIN.left + half + 16, y, width);
      doc.y = y + height + 3;
      i += second ? 2 : 1;
    }
  }

  private labelWidth(width: number): number {
    return Math.min(78, width * 0.34);
  }

  private pairHeight(label: string, value: Field[1], width: number): number {
    const lw = this.labelWidth(width);
    return Math.max(
      this.doc.heightOfString(label, { width: lw }),
      this.doc.heightOfString(this.show(value), { width: width - lw - 6 }),
    );
  }

  /** Draws a label and its value from (x, y); returns the y below them. */
  private pair(label: string, value: Field[1], x: number, y: number, width: number, alert = false): number {
    const { doc } = this;
    const lw = this.labelWidth(width);
    const text = this.show(value);
    doc.fillColor(MUTED).text(label, x, y, { width: lw });
    doc.fillColor(alert ? ALERT : INK).text(text, x + lw + 6, y, { width: width - lw - 6 });
    return y + this.pairHeight(label, value, width);
  }

  /** A table with a header row; column widths as fractions of the text width. */
  private table(header: string[], rows: string[][], fractions: number[]): void {
    const { doc } = this;
    const widths = fractions.map((f) => f * this.width);
    const draw = (cells: string[], color: string) => {
      doc.fontSize(8.5);
      const height = Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i]! - 6 })));
      this.ensure(height + 6);
      const y = doc.y;
      let x = MARGIN.left;
      cells.forEach((c, i) => {
        doc.fillColor(color).text(c, x, y, { width: widths[i]! - 6 });
        x += widths[i]!;
      });
      doc.y = y + height + 3;
      doc
        .moveTo(MARGIN.left, doc.y)
        .lineTo(MARGIN.left + this.width, doc.y)
        .lineWidth(0.3)
        .strokeColor(RULE)
        .stroke();
      doc.y += 3;
    };
    draw(header, MUTED);
    for (const row of rows) draw(row, INK);
  }

  /** A new page when `height` does not fit on this one. */
  private ensure(height: number): void {
    const { doc } = this;
    if (doc.y + height > doc.page.height - MARGIN.bottom) {
      doc.addPage();
      doc.y = MARGIN.top;
    }
  }

  private show(value: Field[1]): string {
    return value === null || value === undefined || value === '' ? this.t.none : String(value);
  }

  private time(isoTime: string | null): string | null {
    return isoTime ? localTimestamp(new Date(isoTime)) : null;
  }
}
