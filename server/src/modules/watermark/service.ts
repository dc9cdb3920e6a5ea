import { createHash, randomBytes } from 'node:crypto';
import { document as documentContract, type ParsedRequestOf } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { localDateTime } from '../../lib/local-time';
import { fileRows, type FileRow } from '../file';
import { unitRows } from '../unit';
import type { DocumentProblem } from '../compare';
import { copyExtension } from './copy-extension';
import { detectInWorker } from './detect-in-worker';
import type { ImageCopyOrder } from './image/mark-image';
import { markImageInWorker } from './mark-image-in-worker';
import { markPdfInWorker } from './mark-pdf-in-worker';
import { decodeImage, imageSize, isFlat, type Raster } from './mark/raster';
import { markMetadataOf } from './metadata';
import { watermarkRepo, type IssuanceRow } from './repository';
import { ruleOf, visibleText } from './rules';

const { WATERMARK_MAX_PIXELS, WATERMARK_MAX_SIDE, WATERMARK_MAX_PDF_PAGES, WATERMARK_MAX_PDF_PAGE_COPIES } =
  documentContract;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const PDF_TYPE = 'application/pdf';
/** Confidence of an id read from metadata: it names a real issuance of the unit, but metadata can be edited. */
const METADATA_CONFIDENCE = 0.9;

/** The unit's keys, newest first; the first call of a unit creates version 1. Never leaves the server. */
export async function unitKeys(deps: Deps, companyId: number) {
  let keys = await watermarkRepo.keys(deps.db, companyId);
  if (keys.length === 0) {
    await watermarkRepo.insertKey(deps.db, companyId, 1, randomBytes(32).toString('hex'));
    keys = await watermarkRepo.keys(deps.db, companyId);
  }
  return keys.map((k) => ({ version: k.version, key: Buffer.from(k.secret, 'hex') }));
}

export async function fileBytes(deps: Deps, companyId: number, fileId: string) {
  const row = await fileRows.byId(deps.db, companyId, fileId);
  if (!row) throw refuse.notFound();
  const data = await deps.storage.get(row.storageKey);
  if (!data) throw refuse.notFound();
  return { row, data };
}

/** What can be marked and examined: a PDF, or a JPEG or PNG image. */
export function kindOf(row: FileRow): 'pdf' | 'image' {
  if (row.contentType === PDF_TYPE) return 'pdf';
  if (IMAGE_TYPES.has(row.contentType)) return 'image';
  throw refuse.badRequest('e.wmFileType');
}

/**
 * Why a PDF could not be read, as the refusal the user sees (the page limit named). A download is refused over the
 * page limit too, with its own message: the rule asks for a marked copy, and handing out the file unmarked (or with
 * unmarked pages past the limit) would let the one copy that leaks be the untraceable one.
 */
function refusePdf(problem: DocumentProblem | 'tooManyPageCopies', origin: documentContract.IssuanceOrigin): never {
  if (problem === 'tooManyPageCopies') throw refuse.badRequest('e.wmPdfTooManyCopies', WATERMARK_MAX_PDF_PAGE_COPIES);
  if (problem === 'encrypted') throw refuse.badRequest('e.wmPdfEncrypted');
  if (problem === 'tooManyPages')
    throw refuse.badRequest(
      origin === 'download' ? 'e.wmDownloadTooManyPages' : 'e.wmPdfTooManyPages',
      WATERMARK_MAX_PDF_PAGES,
    );
  throw refuse.badRequest('e.wmPdfBroken');
}

/** Decodes an image within the limits: refused by its header when too large, and when broken or a single colour. */
async function readImage(data: Buffer): Promise<Raster> {
  const size = imageSize(data);
  if (!size || size.width === 0 || size.height === 0 || !isComplete(data)) throw refuse.badRequest('e.wmImageBroken');
  if (
    size.width > WATERMARK_MAX_SIDE ||
    size.height > WATERMARK_MAX_SIDE ||
    size.width * size.height > WATERMARK_MAX_PIXELS
  )
    throw refuse.badRequest('e.wmImageTooLarge', WATERMARK_MAX_SIDE, WATERMARK_MAX_PIXELS / 10_000);
  let image: Raster;
  try {
    image = await decodeImage(data);
  } catch {
    throw refuse.badRequest('e.wmImageBroken');
  }
  if (isFlat(image)) throw refuse.badRequest('e.wmImageBlank');
  return image;
}

/** A cut-off file decodes as a partly empty picture: a PNG must end with IEND, a JPEG hold its end marker. */
function isComplete(data: Buffer) {
  if (data[0] === 0x89) return data.subarray(-8, -4).toString('latin1') === 'IEND';
  return data.lastIndexOf(Buffer.from([0xff, 0xd9])) > 2;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

type IssueInput = ParsedRequestOf<typeof documentContract.addWatermark>;

type CopyOrder = ImageCopyOrder;

export interface MarkStyle {
  /** 0..1. */
  opacity: number;
  angle: number;
}

/** PDF copies, marked page by page in a worker (pdf/mark-pdf.ts): refused when the PDF cannot be read. */
async function pdfCopies(
  data: Buffer,
  key: Buffer,
  orders: CopyOrder[],
  style: MarkStyle,
  now: Date,
  origin: documentContract.IssuanceOrigin,
) {
  const answer = await markPdfInWorker({
    bytes: data,
    key,
    copies: orders,
    ...style,
    maxPages: WATERMARK_MAX_PDF_PAGES,
    maxPageCopies: WATERMARK_MAX_PDF_PAGE_COPIES,
    issuedAt: now.toISOString(),
  });
  if ('problem' in answer) refusePdf(answer.problem, origin);
  return answer.copies.map((bytes) => Buffer.from(bytes));
}

/** What one issuing marks: a file of the unit for its recipients, on behalf of the issuer. */
export interface CopiesOrder {
  companyId: number;
  issuerId: number;
  source: { row: FileRow; data: Buffer };
  recipients: { userId: number; name: string }[];
  /** The visible text's template (rules.ts visibleText). */
  template: string;
  style: MarkStyle;
  key: { version: number; key: Buffer };
  origin: documentContract.IssuanceOrigin;
  /** A download copy's mark version (download-copy.ts); null for an issuing. */
  markVersion: string | null;
}

/**
 * Issues one copy per recipient, each with a random issuance id: the visible text (unit, recipient, time, issuance
 * id), the invisible mark and the id in the metadata. Copies are stored as the unit's files; the registry rows are
 * written together once every copy is stored. The one path of every marked copy, issued or downloaded.
 */
export async function issueCopies(deps: Deps, order: CopiesOrder) {
  const { companyId, source, recipients, key } = order;
  const { row, data } = source;
  const image = kindOf(row) === 'image' ? await readImage(data) : null;
  const unit = await unitRows.byId(deps.db, companyId);
  const now = deps.now();
  // The visible time is the product's local time, as the console shows it (UTC+8), not UTC.
  const stamp = localDateTime(now);
  const orders = recipients.map((member) => {
    const issuanceId = randomBytes(6).toString('hex');
    const fields = { unit: unit?.name ?? '', name: member.name, time: stamp, number: issuanceId };
    return { issuanceId, text: visibleText(order.template, fields) };
  });
  const outputs = image
    ? await markImageInWorker({
        image,
        format: row.contentType === 'image/png' ? 'png' : 'jpeg',
        key: key.key,
        copies: orders,
        ...order.style,
      })
    : await pdfCopies(data, key.key, orders, order.style, now, order.origin);
  const base = row.name.replace(/\.[^.]*$/, '');
  const batchId = randomBytes(8).toString('hex');
  const copies: documentContract.WatermarkCopy[] = [];
  const files: Parameters<typeof fileRows.insert>[1][] = [];
  const registry: Parameters<typeof watermarkRepo.insertIssuances>[1] = [];
  for (const [n, member] of recipients.entries()) {
    const { issuanceId } = orders[n]!;
    const bytes = outputs[n]!;
    const copyId = randomBytes(16).toString('hex');
    const storageKey = randomBytes(16).toString('hex');
    const name = `${base}-${member.name}-${issuanceId}.${copyExtension(row.contentType)}`;
    await deps.storage.put(storageKey, bytes);
    files.push({
      id: copyId,
      companyId,
      uploaderId: order.issuerId,
      name,
      size: bytes.length,
      contentType: row.contentType,
      purpose: 'attachment',
      storageKey,
      createdAt: now,
    });
    copies.push({ issuanceId, recipientId: member.userId, recipientName: member.name, fileId: copyId, name });
    registry.push({
      companyId,
      issuanceId,
      recipientId: member.userId,
      issuerId: order.issuerId,
      documentName: row.name,
      sourceFileId: row.id,
      copyFileId: copyId,
      copyHash: sha256(bytes),
      keyVersion: key.version,
      batchId,
      origin: order.origin,
      markVersion: order.markVersion,
      createdAt: now,
    });
  }
  // The copies' files and their registry rows commit together: a copy is either traceable or not there at all.
  await deps.db.transaction(async (tx) => {
    for (const values of files) await fileRows.insert(tx, values);
    await watermarkRepo.insertIssuances(tx, registry);
  });
  return { batchId, copies };
}

/** add-wm: a copy of one of the unit's files for each chosen member, on the caller's behalf. */
export async function issue(deps: Deps, session: SessionContext, input: IssueInput) {
  const companyId = session.companyId!;
  const source = await fileBytes(deps, companyId, input.fileId);
  const recipientIds = [...new Set(input.recipientIds)];
  const recipients = await watermarkRepo.members(deps.db, companyId, recipientIds);
  if (recipients.length !== recipientIds.length) throw refuse.badRequest('e.wmRecipientUnknown');
  const [key] = await unitKeys(deps, companyId);
  const rule = await ruleOf(deps, companyId);
  const style = { opacity: (input.opacity ?? rule.opacity) / 100, angle: input.angle ?? rule.angle };
  return issueCopies(deps, {
    companyId,
    issuerId: session.userId!,
    source,
    recipients,
    template: rule.textTemplate,
    style,
    key: key!,
    origin: 'issue',
    markVersion: null,
  });
}

function toIssuance(row: IssuanceRow): documentContract.Issuance {
  return {
    issuanceId: row.issuanceId,
    recipientName: row.recipientName,
    issuerName: row.issuerName,
    documentName: row.documentName,
    issuedAt: row.createdAt.toISOString(),
    copyFileId: row.copyFileId,
    // Every row has its batch (issued with one, or grouped by the data migration); none would mean a copy alone.
    batchId: row.batchId ?? '',
    batchCopies: row.batchId ? row.batchCopies : 1,
    origin: row.origin as documentContract.IssuanceOrigin,
  };
}

/** Whose copy a file is: exact hash, then metadata, then the invisible mark; the unit's own issuances only. */
export async function detect(deps: Deps, session: SessionContext, fileId: string) {
  const companyId = session.companyId!;
  const started = Date.now();
  const { row, data } = await fileBytes(deps, companyId, fileId);
  let method: documentContract.DetectMethod | null = null;
  let confidence = 0;
  let found = await watermarkRepo.byHash(deps.db, companyId, sha256(data));
  if (found) {
    method = 'hash';
    confidence = 1;
  }
  const metadataId = found ? null : markMetadataOf(data);
  if (metadataId) {
    found = await watermarkRepo.byIssuanceId(deps.db, companyId, metadataId);
    if (found) {
      method = 'metadata';
      confidence = METADATA_CONFIDENCE;
    }
  }
  if (!found) {
    const kind = kindOf(row);
    if (kind === 'image') await readImage(data);
    const answer = await detectInWorker(data, kind, await unitKeys(deps, companyId), WATERMARK_MAX_PDF_PAGES);
    if ('problem' in answer) refusePdf(answer.problem, 'issue');
    const { mark } = answer;
    found = mark ? await watermarkRepo.byIssuanceId(deps.db, companyId, mark.id) : undefined;
    if (found && mark) {
      method = 'blind';
      confidence = Math.round(mark.bitAgreement * 1000) / 1000;
    }
  }
  const elapsedMs = Date.now() - started;
  await watermarkRepo.insertDetection(deps.db, {
    companyId,
    userId: session.userId!,
    fileName: row.name,
    method,
    issuanceRowId: found?.rowId ?? null,
    confidence,
    elapsedMs,
  });
  return { found: !!found, method, confidence, issuance: found ? toIssuance(found) : null, elapsedMs };
}

export async function list(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof documentContract.issuanceList>,
) {
  const { rows, total } = await watermarkRepo.page(
    deps.db,
    session.companyId!,
    { keyword: input.keyword?.trim() || undefined, origin: input.origin },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map(toIssuance), total };
}
