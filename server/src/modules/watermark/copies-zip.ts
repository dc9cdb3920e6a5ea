import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../lib/app-error';
import { signedQuery, signedSecondsLeft } from '../../lib/signed-link';
import { resultCodes } from '../../../../contract';
import { fileRows, type FileRow } from '../file';
import { watermarkRepo } from './repository';
import { copyExtension } from './copy-extension';

/*
 * One ZIP of every copy of one issuing. The call hands out a short-lived signed link (a download cannot sign a
 * request); opening it streams the archive: yazl stores each copy as it is read, one copy in memory at a time, and
 * flags every name as UTF-8 so Windows' Explorer shows Chinese names.
 */

export const ZIP_URL_PREFIX = '/api/watermark-zips/';
const ZIP_LINK_MS = 5 * 60_000;
/** Characters no file name may hold: control characters, path separators and what Windows forbids in names. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;
const NAME_PART_MAX = 80;

const linkSubject = (companyId: number, batchId: string) => `watermark-zip:${companyId}:${batchId}`;

/** A name part with unsafe characters replaced, no leading or trailing dots or spaces, of a bounded length. */
function safePart(text: string, fallback: string): string {
  const cleaned = text
    .replace(UNSAFE, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, NAME_PART_MAX);
  return cleaned || fallback;
}

const withoutExtension = (name: string) => name.replace(/\.[^.]*$/, '') || name;

/** The archive's name: the document's, as a .zip. */
export function zipName(documentName: string): string {
  return `${safePart(withoutExtension(documentName), 'copies')}.zip`;
}

/**
 * Entry names `<document>-<recipient>.<ext>`, one per copy in order; a name taken already (ignoring case, as Windows
 * does) gets -2, -3 … before the extension.
 */
export function entryNames(copies: ReadonlyArray<{ documentName: string; recipientName: string; ext: string }>) {
  const taken = new Set<string>();
  return copies.map((copy) => {
    const base = `${safePart(withoutExtension(copy.documentName), 'copy')}-${safePart(copy.recipientName, 'recipient')}`;
    let name = `${base}.${copy.ext}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}.${copy.ext}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The issuing's copies whose files are still stored, with their file rows; none for another unit's batch. */
async function batchFiles(deps: Deps, companyId: number, batchId: string) {
  const copies = await watermarkRepo.batch(deps.db, companyId, batchId);
  const files = new Map(
    (
      await fileRows.byIds(
        deps.db,
        companyId,
        copies.map((c) => c.copyFileId),
      )
    ).map((f) => [f.id, f]),
  );
  return copies.flatMap((copy) => {
    const file = files.get(copy.copyFileId);
    return file ? [{ ...copy, file }] : [];
  });
}

/** A 5-minute link to the ZIP of one of the unit's issuings; another unit's (or an unknown) batch is not found. */
export async function zipLink(deps: Deps, companyId: number, batchId: string) {
  const copies = await batchFiles(deps, companyId, batchId);
  if (copies.length === 0) throw refuse.notFound();
  const query = signedQuery(deps.secret, linkSubject(companyId, batchId), deps.now(), ZIP_LINK_MS);
  return {
    url: `${ZIP_URL_PREFIX}${companyId}/${encodeURIComponent(batchId)}?${query}`,
    name: zipName(copies[0]!.documentName),
    copies: copies.length,
  };
}

/** The stored bytes of one copy as a stream (the archive asks for it when it reaches the entry). */
async function copyStream(deps: Deps, file: FileRow): Promise<Readable> {
  const data = await deps.storage.get(file.storageKey);
  if (!data) throw new Error(`copy ${file.id} is not stored`);
  return new PassThrough().end(data);
}

/**
 * What the signed link opens: the archive's name, its size when known ahead, and its bytes as they are made. A link
 * whose signature fails or that has expired is refused like a file link.
 */
export async function openZip(
  deps: Deps,
  companyIdText: string,
  batchId: string,
  expText: string | undefined,
  sig: string | undefined,
) {
  const companyId = Number(companyIdText);
  const valid =
    /^\d{1,10}$/.test(companyIdText) &&
    signedSecondsLeft(deps.secret, linkSubject(companyId, batchId), deps.now(), expText, sig) !== null;
  if (!valid) throw new AppError(resultCodes.forbidden, 'e.fileLinkInvalid');
  const copies = await batchFiles(deps, companyId, batchId);
  if (copies.length === 0) throw refuse.notFound();
  const names = entryNames(copies.map((c) => ({ ...c, ext: copyExtension(c.file.contentType) })));
  const zip = new ZipFile();
  copies.forEach((copy, i) => {
    // Stored, not deflated: the copies are JPEG or PNG already, and stored sizes give the archive's size up front.
    const options = { mtime: copy.createdAt, compress: false, size: copy.file.size };
    zip.addReadStreamLazy(names[i]!, options, (done) => {
      copyStream(deps, copy.file).then(
        (stream) => done(null, stream),
        (error: unknown) => (done as (error: unknown) => void)(error),
      );
    });
  });
  const output = zip.outputStream as Readable;
  // A copy that cannot be read ends the download with an error rather than a silently short archive.
  zip.on('error', (error: Error) => output.destroy(error));
  // With every size known and nothing deflated, yazl tells the archive's size while ending (synchronously).
  let size: number | null = null;
  const sized = (total: number) => (size = total >= 0 ? total : null);
  zip.end(undefined, sized as unknown as () => void);
  return { name: zipName(copies[0]!.documentName), size, output };
}
