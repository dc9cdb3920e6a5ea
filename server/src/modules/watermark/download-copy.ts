import { createHash } from 'node:crypto';
import type { document as documentContract } from '../../../../contract';
import type { Deps, DownloadCaller, MarkableDownload } from '../../deps';
import { refuse } from '../../lib/app-error';
import { fileRows } from '../file';
import { watermarkRepo } from './repository';
import { ruleOf } from './rules';
import { fileBytes, issueCopies, unitKeys } from './service';

/** What a download copy can be made of; any other type goes out as it is. */
const MARKABLE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/**
 * What a download copy depends on besides the file and the member: the visible text's template, opacity and angle,
 * and the key version. While it holds, the member's next download reuses the copy (marking a PDF costs seconds);
 * after an administrator changes the rule or the key is renewed, the next download is marked again.
 */
function markVersionOf(rule: documentContract.WatermarkRule, keyVersion: number): string {
  const parts = [rule.textTemplate, rule.opacity, rule.angle, keyVersion].join('\n');
  return createHash('sha256').update(parts).digest('hex').slice(0, 16);
}

/**
 * The file a member downloads in place of an application attachment or evidence report (the port
 * Deps.markDownload): a copy issued to them — registered with them as recipient and, since the system marks it on
 * their behalf, as issuer, origin `download` — when the unit's rule marks that kind of download; null for the file
 * itself (switch off, or a type that cannot be marked).
 */
export async function markDownload(
  deps: Deps,
  caller: DownloadCaller,
  download: MarkableDownload,
): Promise<string | null> {
  const { companyId, userId } = caller;
  const rule = await ruleOf(deps, companyId);
  if (!(download.kind === 'attachment' ? rule.markAttachments : rule.markEvidence)) return null;
  const row = await fileRows.byId(deps.db, companyId, download.fileId);
  if (!row || !MARKABLE_TYPES.has(row.contentType)) return null;
  const [key] = await unitKeys(deps, companyId);
  const markVersion = markVersionOf(rule, key!.version);
  const cached = await watermarkRepo.downloadCopy(deps.db, companyId, row.id, userId, markVersion);
  // The member is the copy's uploader and may have deleted its file: then it is marked again.
  if (cached && (await fileRows.byId(deps.db, companyId, cached.copyFileId))) return cached.copyFileId;
  const recipients = await watermarkRepo.members(deps.db, companyId, [userId]);
  if (recipients.length === 0) throw refuse.forbidden();
  const { copies } = await issueCopies(deps, {
    companyId,
    issuerId: userId,
    source: await fileBytes(deps, companyId, row.id),
    recipients,
    template: rule.textTemplate,
    style: { opacity: rule.opacity / 100, angle: rule.angle },
    key: key!,
    origin: 'download',
    markVersion,
  });
  return copies[0]!.fileId;
}
