import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { file as fileContract, resultCodes, type ParsedRequestOf } from '../../../../contract';
import { mayActOnOthersRow } from '../../access/policy';
import type { Deps, MarkableDownload } from '../../deps';
import { AppError, refuse } from '../../lib/app-error';
import { dispositionOf } from '../../http/send-stored-file';
import { signedQuery, signedSecondsLeft } from '../../lib/signed-link';
import type { UploadedPart } from '../../lib/uploaded-part';
import type { SessionContext } from '../../caller/sessions';
import { grantsOf } from '../../caller/grants';
import { assertRoomFor, lockQuota } from '../quota';
import { fileRepo, type FileRow } from './repository';
import { sniffType } from './sniff';

/** How long a temp-url link works. */
export const TEMP_URL_MS = 5 * 60_000;
export const FILE_URL_PREFIX = '/api/files/';

type UploadInput = ParsedRequestOf<typeof fileContract.fileUpload> & { file: UploadedPart };

/** The name to show: the base name without control characters, at most 120 characters. */
export function displayName(filename: string): string {
  const printable = [...filename].filter((c) => c >= ' ' && c !== '\u007f').join('');
  const base = path.posix.basename(printable.replace(/\\/g, '/')).trim();
  return (base || 'file').slice(0, 120);
}

export function toUploaded(row: FileRow): fileContract.UploadedFile {
  return {
    fileId: row.id,
    name: row.name,
    size: row.size,
    contentType: row.contentType as fileContract.UploadedFile['contentType'],
  };
}

/**
 * Records stored bytes as one of the unit's files, in a transaction that holds the unit's storage-quota lock (so two
 * uploads cannot both take the last free megabyte). The caller removes the bytes when this fails.
 */
export async function recordUpload(
  deps: Deps,
  values: Omit<FileRow, 'createdAt'> & { companyId: number },
): Promise<fileContract.UploadedFile> {
  const row = await deps.db.transaction(async (tx) => {
    await lockQuota(tx, values.companyId, 'freeStorageMb');
    await assertRoomFor(tx, values.companyId, 'freeStorageMb', values.size);
    const stored = { ...values, createdAt: deps.now() };
    await fileRepo.insert(tx, stored);
    return stored;
  });
  return toUploaded(row);
}

/**
 * Stores an upload: a JPEG, PNG or PDF by its bytes, within the unit's free storage. The bytes are written first under
 * a random key; the record follows, and when it fails the bytes are removed again.
 */
export async function upload(deps: Deps, session: SessionContext, input: UploadInput) {
  const data = input.file.data;
  if (data.length === 0) throw refuse.badRequest('e.fileMissing');
  const contentType = sniffType(data);
  if (!contentType) throw refuse.badRequest('e.fileType');
  const storageKey = randomBytes(16).toString('hex');
  await deps.storage.put(storageKey, data);
  try {
    return await recordUpload(deps, {
      id: randomBytes(16).toString('hex'),
      companyId: session.companyId!,
      uploaderId: session.userId,
      name: displayName(input.file.filename),
      size: data.length,
      contentType,
      purpose: input.purpose,
      storageKey,
    });
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** What a file link's signature covers: the file and its unit. */
const linkSubject = (row: Pick<FileRow, 'companyId' | 'id'>) => `file-link:${row.companyId}:${row.id}`;

/**
 * A 5-minute link to a file the caller knows to be the unit's (e.g. a photo of its event log), or to a platform file
 * (companyId null) the caller knows to be the system account's own.
 */
export function signedFileUrl(deps: Deps, companyId: number | null, fileId: string): string {
  return `${FILE_URL_PREFIX}${fileId}?${signedQuery(deps.secret, linkSubject({ companyId, id: fileId }), deps.now(), TEMP_URL_MS)}`;
}

/** Which downloads the unit's watermark rule covers: an evidence report, an application's (or draft's) attachment. */
async function markableKind(deps: Deps, row: FileRow): Promise<MarkableDownload['kind'] | null> {
  if (row.purpose === 'evidence') return 'evidenceReport';
  return (await fileRepo.attached(deps.db, row.id)) ? 'attachment' : null;
}

/**
 * A link to one of the unit's files that works for 5 minutes; an unknown file (or another unit's) gives ''. This is
 * where a member downloads with their session, so an attachment or evidence report is swapped here for the copy
 * marked for them when the unit's rule asks for it: the link signed is the copy's, and a link carries no user.
 */
export async function tempUrl(deps: Deps, session: SessionContext, fileId: string) {
  const row = await fileRepo.byId(deps.db, session.companyId!, fileId);
  if (!row) return { tmpUrl: '' };
  const kind = deps.markDownload && session.userId ? await markableKind(deps, row) : null;
  const copyId = kind
    ? await deps.markDownload!({ companyId: session.companyId!, userId: session.userId! }, { fileId: row.id, kind })
    : null;
  return { tmpUrl: signedFileUrl(deps, row.companyId, copyId ?? row.id) };
}

/**
 * What a temp-url link opens, when its signature holds and it has not expired: the bytes from local disk, or a
 * redirect to a presigned GET of the bucket that works no longer than the link (the bytes then skip the server).
 */
export async function open(
  deps: Deps,
  fileId: string,
  expText: string | undefined,
  sig: string | undefined,
): Promise<{ row: FileRow; redirect: string } | { row: FileRow; data: Buffer; maxAgeSeconds: number }> {
  const invalid = new AppError(resultCodes.forbidden, 'e.fileLinkInvalid');
  const row = await fileRepo.bySignedLink(deps.db, fileId);
  const maxAgeSeconds = row && signedSecondsLeft(deps.secret, linkSubject(row), deps.now(), expText, sig);
  if (!row || !maxAgeSeconds) throw invalid;
  if (deps.storage.direct) {
    const redirect = await deps.storage.direct.presignGet(row.storageKey, {
      expiresInSeconds: maxAgeSeconds,
      signedAt: deps.now(),
      contentType: row.contentType,
      contentDisposition: dispositionOf(row),
    });
    return { row, redirect };
  }
  const data = await deps.storage.get(row.storageKey);
  if (!data) throw refuse.notFound();
  return { row, data, maxAgeSeconds };
}

/**
 * Deletes one of the unit's files: the uploader may, and the roles the access matrix allows for others' files. A
 * licence of a certification stays, and so does an application's attachment (a draft's goes with the draft).
 */
export async function remove(deps: Deps, session: SessionContext, fileId: string) {
  const companyId = session.companyId!;
  const row = await fileRepo.byId(deps.db, companyId, fileId);
  if (!row) throw refuse.notFound();
  if (row.uploaderId !== session.userId) {
    const { role } = await grantsOf(deps, session);
    if (role === null || !mayActOnOthersRow(fileContract.fileDelete, role)) throw refuse.forbidden();
  }
  if (await fileRepo.inUse(deps.db, companyId, row.id)) throw refuse.badRequest('e.fileInUse');
  if (await fileRepo.attached(deps.db, row.id)) throw refuse.badRequest('e.fileAttached');
  await fileRepo.delete(deps.db, companyId, row.id);
  await deps.storage.delete(row.storageKey).catch(() => undefined);
  return null;
}
