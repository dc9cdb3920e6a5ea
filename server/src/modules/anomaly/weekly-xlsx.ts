import { buffer } from 'node:stream/consumers';
import { XlsxWriter, type Cell } from '../export';
import type { WeeklyFacts } from './weekly-facts';
import type { WeeklyTexts } from './weekly-texts';

/**
 * The weekly report as a workbook of one sheet: the unit and week in the header row, then the summary and the counts
 * by rule, by device and by person, each section under a title row, counts always in column B.
 */
export async function weeklyXlsx(
  facts: WeeklyFacts,
  t: WeeklyTexts,
  head: { unitName: string; generatedAt: string; by: string },
  at: Date,
): Promise<Buffer> {
  const sheet = new XlsxWriter(t.title, at);
  const bytes = buffer(sheet.output);
  const blank: Cell[] = [];
  sheet.header([t.title, head.unitName, `${facts.from} ~ ${facts.to}`]);
  await sheet.rows([
    [t.generated, head.generatedAt, head.by],
    blank,
    [t.summary],
    [t.total, facts.total],
    [t.handled, facts.handled],
    [t.median, facts.medianHours],
    [t.max, facts.maxHours],
    [t.openAtEnd, facts.openAtEnd],
    blank,
    [t.byRule, t.count],
    ...facts.byRule.map((r): Cell[] => [t.rules[r.rule], r.count]),
    blank,
    [t.byDevice, t.count, t.deviceId],
    ...facts.byDevice.map((d): Cell[] => [d.deviceName, d.count, d.deviceId]),
    blank,
    [t.byPerson, t.count],
    ...facts.byPerson.map((p): Cell[] => [p.name ?? t.nobody, p.count]),
  ]);
  await sheet.finish();
  return bytes;
}
