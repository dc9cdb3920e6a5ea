import { randomBytes } from 'node:crypto';
import type { anomaly, Lang, ParsedRequestOf } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { localTimestamp } from '../../lib/local-time';
import { fileRows, tempUrl } from '../file';
import { unitRows } from '../unit';
import { anomalyRepo } from './repository';
import { weeklyFacts } from './weekly-facts';
import { weeklyPdf } from './weekly-pdf';
import { weeklyTexts } from './weekly-texts';
import { weeklyXlsx } from './weekly-xlsx';

const CONTENT_TYPES: Record<anomaly.ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * weekly-report: the chosen unit's week (the access policy lets administrators and seal keepers ask) drawn as a PDF
 * or a workbook, stored as a file of the unit (a report is small: it is made in memory) and answered with a link.
 */
export async function weeklyReport(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof anomaly.anomalyWeeklyReport>,
  lang: Lang,
) {
  const companyId = session.companyId!;
  const now = deps.now();
  const t = weeklyTexts(lang);
  const facts = await weeklyFacts(deps.db, companyId, input.day);
  const head = {
    unitName: (await unitRows.byId(deps.db, companyId))?.name ?? '',
    generatedAt: localTimestamp(now),
    by: (await anomalyRepo.member(deps.db, companyId, session.userId!))?.name ?? '',
  };
  const data =
    input.format === 'pdf' ? await weeklyPdf(facts, t, head, lang, now) : await weeklyXlsx(facts, t, head, now);
  const storageKey = randomBytes(16).toString('hex');
  await deps.storage.put(storageKey, data);
  const fileId = randomBytes(16).toString('hex');
  const name = `${t.fileName}-${facts.from}.${input.format}`;
  await fileRows.insert(deps.db, {
    id: fileId,
    companyId,
    uploaderId: session.userId!,
    name,
    size: data.length,
    contentType: CONTENT_TYPES[input.format],
    purpose: 'report',
    storageKey,
    createdAt: now,
  });
  return { fileId, tmpUrl: (await tempUrl(deps, session, fileId)).tmpUrl, name };
}
