import { createHash, randomBytes } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Lang } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { fileRows, tempUrl } from '../file';
import { CompareReportPdf } from './report-pdf';
import { compareReportTexts } from './report-texts';
import { compareRepo } from './repository';
import { detail, doneRecord } from './service';

/** Thumbnails in the report: this many pixels wide, so a 50-page pair stays a few megabytes. */
const THUMB_PX = 480;
const THUMB_QUALITY = 72;

async function storedBytes(deps: Deps, companyId: number, fileId: string): Promise<Buffer | null> {
  const row = await fileRows.byId(deps.db, companyId, fileId);
  return row ? await deps.storage.get(row.storageKey) : null;
}

async function smallJpeg(bytes: Buffer): Promise<Buffer> {
  const image = await loadImage(bytes);
  const height = Math.round((image.height * THUMB_PX) / image.width);
  const canvas = createCanvas(THUMB_PX, height);
  canvas.getContext('2d').drawImage(image, 0, 0, THUMB_PX, height);
  return canvas.encodeSync('jpeg', THUMB_QUALITY);
}

/**
 * The PDF report of one of the unit's comparisons, drawn from the kept record with both files' SHA-256 as they are
 * stored now, and kept as one of the unit's files (so it counts towards its storage like any generated file; the
 * cost centre counts no use of the comparison service). Answers the file, its name, a link and the page count.
 */
export async function report(deps: Deps, session: SessionContext, id: number, lang: Lang) {
  const companyId = session.companyId!;
  // A comparison still running (or failed) has nothing to report yet.
  await doneRecord(deps, companyId, id);
  const found = await detail(deps, session, id, lang);
  const files = await compareRepo.fileIds(deps.db, companyId, id);
  const digest = async (fileId: string | undefined) => {
    const bytes = fileId ? await storedBytes(deps, companyId, fileId) : null;
    return bytes ? createHash('sha256').update(bytes).digest('hex') : null;
  };
  const now = deps.now();
  const pdf = new CompareReportPdf(
    {
      ...found,
      digests: { old: await digest(files?.oldFileId), new: await digest(files?.newFileId) },
      generated: { at: now, by: await compareRepo.memberName(deps.db, companyId, session.userId!) },
      thumbnail: async (side, page) => {
        const image = (side === 'old' ? found.oldPages : found.newPages)[page - 1];
        const bytes = image ? await storedBytes(deps, companyId, image.imageFileId) : null;
        return bytes ? smallJpeg(bytes) : null;
      },
    },
    lang,
  );
  const chunks: Buffer[] = [];
  pdf.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.doc.on('end', resolve);
    pdf.doc.on('error', reject);
  });
  const pages = await pdf.draw();
  await ended;
  const bytes = Buffer.concat(chunks);
  const storageKey = randomBytes(16).toString('hex');
  await deps.storage.put(storageKey, bytes);
  const fileId = randomBytes(16).toString('hex');
  const name = `${compareReportTexts(lang).fileName}-${id}.pdf`;
  await fileRows.insert(deps.db, {
    id: fileId,
    companyId,
    uploaderId: session.userId,
    name,
    size: bytes.length,
    contentType: 'application/pdf',
    purpose: 'attachment',
    storageKey,
    createdAt: now,
  });
  return { fileId, name, tmpUrl: (await tempUrl(deps, session, fileId)).tmpUrl, pages };
}
