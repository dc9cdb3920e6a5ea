import { randomBytes } from 'node:crypto';
import type { Lang } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { authorizationRows, callerOf } from '../authorization';
import { fileRows, tempUrl } from '../file';
import { canonicalJson, evidenceHead, evidenceUses, sha256Hex, type EvidenceUse } from './evidence';
import { EvidencePdf } from './evidence-pdf';
import { seesUnit } from './service';

/** The response header that carries the report's digest beside the envelope. */
export const EVIDENCE_DIGEST_HEADER = 'x-evidence-sha256';

/**
 * export-pdf/{empowerNo}: the evidence report of an authorisation the caller may see (another unit's is not found,
 * another member's refused as in the detail), drawn and written into the file storage as a stream, one batch of uses
 * and their photos in memory at a time. Answers the file, a link, the digest (also as a header) and the page count.
 */
export async function exportPdf(
  deps: Deps,
  session: SessionContext,
  empowerNo: string,
  ctx: { lang: Lang; header: (name: string, value: string) => void },
) {
  const caller = await callerOf(deps, session);
  const row = await authorizationRows.byEmpowerNo(deps.db, caller.companyId, empowerNo);
  if (!row) throw refuse.notFound();
  if (row.userId !== caller.userId && !seesUnit(caller)) throw refuse.forbidden();

  const now = deps.now();
  const head = await evidenceHead(deps, row);
  const generatedBy = (await authorizationRows.member(deps.db, caller.companyId, caller.userId))?.name ?? '';
  const pdf = new EvidencePdf(head, ctx.lang, { at: now, by: generatedBy });
  const storageKey = randomBytes(16).toString('hex');
  const stored = deps.storage.putStream(storageKey, pdf.doc);
  let sha256: string;
  let pages: number;
  try {
    pdf.start();
    const uses = await evidenceUses(deps, row);
    pdf.usesHeading(uses.count, uses.photos);
    const entries: EvidenceUse[] = [];
    for await (const batch of uses.batches) {
      for (const { use, photos } of batch) {
        pdf.use(use, photos);
        entries.push(use);
      }
    }
    const json = Buffer.from(canonicalJson({ ...head, uses: entries }), 'utf8');
    sha256 = sha256Hex(json);
    pages = pdf.finish(sha256, json);
  } catch (error) {
    pdf.doc.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  const size = await stored;
  const fileId = randomBytes(16).toString('hex');
  await fileRows.insert(deps.db, {
    id: fileId,
    companyId: caller.companyId,
    uploaderId: caller.userId,
    name: `${ctx.lang === 'en-US' ? 'evidence-report' : '用印证据报告'}-${row.empowerNo}.pdf`,
    size,
    contentType: 'application/pdf',
    purpose: 'evidence',
    storageKey,
    createdAt: now,
  });
  ctx.header(EVIDENCE_DIGEST_HEADER, sha256);
  return { fileId, tmpUrl: (await tempUrl(deps, session, fileId)).tmpUrl, sha256, pages };
}
