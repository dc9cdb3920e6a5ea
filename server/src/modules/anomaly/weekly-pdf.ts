import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import type { Lang } from '../../../../contract';
import { setCjkFont } from '../../lib/pdf-font';
import type { WeeklyFacts } from './weekly-facts';
import type { WeeklyTexts } from './weekly-texts';

/*
 * The weekly report as an A4 PDF (pdfkit): title, unit and week, the summary, then one table each for the counts by
 * rule, by device and by person. Its font: lib/pdf-font.ts.
 */

const LEFT = 50;
const WIDTH = 495;
const ROW = 18;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1e3a8a';
const RULE = '#d1d5db';
const BOTTOM = 780;

type Row = ReadonlyArray<string | number | null>;

export async function weeklyPdf(
  facts: WeeklyFacts,
  t: WeeklyTexts,
  head: { unitName: string; generatedAt: string; by: string },
  lang: Lang,
  at: Date,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: LEFT, right: 50 },
    pdfVersion: '1.7',
    font: '',
    lang,
    displayTitle: true,
    info: { Title: `${t.title} ${facts.from}`, Author: head.unitName, Creator: 'seal-console', CreationDate: at },
  });
  const bytes = buffer(doc);
  setCjkFont(doc);

  doc.fillColor(ACCENT).fontSize(20).text(t.title, LEFT, 50, { width: WIDTH, align: 'center' });
  doc.moveDown(0.8);
  for (const [label, value] of [
    [t.unit, head.unitName],
    [t.week, `${facts.from} ~ ${facts.to}`],
    [t.generated, `${head.generatedAt}  ${head.by}`],
  ] as const) {
    doc.fontSize(10).fillColor(MUTED).text(`${label}：`, { continued: true }).fillColor(INK).text(value);
  }

  /** A table: a heading, its column titles and rows; the first column is wide, the others right-aligned. */
  const table = (title: string, columns: Row, rows: readonly Row[]) => {
    if (doc.y + 3 * ROW > BOTTOM) doc.addPage();
    doc.moveDown(1);
    doc.fillColor(ACCENT).fontSize(13).text(title, LEFT, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    const widths = columns.length === 3 ? [265, 80, 150] : [395, 100];
    const line = (cells: Row, color: string) => {
      if (doc.y + ROW > BOTTOM) doc.addPage();
      const y = doc.y;
      let x = LEFT;
      cells.forEach((cell, i) => {
        const w = widths[i]!;
        doc
          .fillColor(color)
          .fontSize(10)
          .text(cell === null ? t.dash : String(cell), x + 4, y + 4, {
            width: w - 8,
            align: i === 1 ? 'right' : 'left',
            lineBreak: false,
            ellipsis: true,
          });
        x += w;
      });
      doc
        .moveTo(LEFT, y + ROW)
        .lineTo(LEFT + WIDTH, y + ROW)
        .strokeColor(RULE)
        .lineWidth(0.5)
        .stroke();
      doc.x = LEFT;
      doc.y = y + ROW;
    };
    line(columns, MUTED);
    if (rows.length === 0) line([t.none, ''], MUTED);
    for (const row of rows) line(row, INK);
  };

  table(
    t.summary,
    ['', ''],
    [
      [t.total, facts.total],
      [t.handled, facts.handled],
      [t.median, facts.medianHours],
      [t.max, facts.maxHours],
      [t.openAtEnd, facts.openAtEnd],
    ],
  );
  table(
    t.byRule,
    [t.rule, t.count],
    facts.byRule.map((r) => [t.rules[r.rule], r.count]),
  );
  table(
    t.byDevice,
    [t.device, t.count, t.deviceId],
    facts.byDevice.map((d) => [d.deviceName, d.count, d.deviceId]),
  );
  table(
    t.byPerson,
    [t.person, t.count],
    facts.byPerson.map((p) => [p.name ?? t.nobody, p.count]),
  );
  doc.end();
  return bytes;
}
