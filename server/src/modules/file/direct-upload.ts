import { randomBytes } from 'node:crypto';
import { file as fileContract, ref, resultCodes, type ParsedRequestOf } from '../../../../contract';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../lib/app-error';
import { hmac, safeEqual } from '../../lib/crypto';
import type { SessionContext } from '../../caller/sessions';
import { assertImageWithinLimits, IMAGE_HEADER_BYTES } from '../../lib/image-size';
import { assertRoomFor } from '../quota';
import { fileRepo } from './repository';
import { displayName, recordUpload, toUploaded } from './service';
import { sniffType } from './sniff';

/*
 * Uploads straight from the browser to the bucket (spec section 7, object storage upload). The server hands out a
 * presigned PUT bound to one new key, the promised type and the exact promised size, valid for PUT_URL_SECONDS; the
 * bucket's credentials never leave the server. A signed ticket carries the promise to the confirmation, so any node
 * can confirm what another planned; the confirmation checks the object against it before recording the file.
 */

/** How long the presigned PUT may be started. */
export const PUT_URL_SECONDS = 10 * 60;
/** How long the ticket can confirm: the URL's life plus the console's upload time-out (spec section 9). */
const TICKET_MS = PUT_URL_SECONDS * 1000 + fileContract.fileUpload.timeoutMs!;

type PlanInput = ParsedRequestOf<typeof fileContract.fileUploadPlan>;

/** What the plan promised: whose file, where, how large and of which type, until when. */
interface Ticket {
  companyId: number;
  userId: number;
  fileId: string;
  storageKey: string;
  name: string;
  size: number;
  contentType: (typeof fileContract.fileTypes)[number];
  purpose: (typeof fileContract.filePurposes)[number];
  expiresAt: number;
}

function ticketSignature(deps: Deps, body: string): string {
  return hmac(deps.secret, `upload-ticket:${body}`);
}

function issueTicket(deps: Deps, ticket: Ticket): string {
  const body = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${body}.${ticketSignature(deps, body)}`;
}

/** The ticket's promise when the server signed it for this caller; another unit's or user's ticket is not found. */
function readTicket(deps: Deps, session: SessionContext, text: string): Ticket {
  const [body = '', signature = ''] = text.split('.');
  if (!safeEqual(signature, ticketSignature(deps, body))) throw refuse.notFound();
  const ticket = JSON.parse(Buffer.from(body, 'base64url').toString()) as Ticket;
  if (ticket.companyId !== session.companyId || ticket.userId !== session.userId) throw refuse.notFound();
  if (ticket.expiresAt <= deps.now().getTime()) throw refuse.badRequest('e.uploadExpired');
  return ticket;
}

const tooLarge = () =>
  new AppError(resultCodes.tooLarge, ref('e.fileTooLarge', fileContract.FILE_MAX_BYTES / 1024 / 1024));

/**
 * The way to upload: through the server when storage is local disk; otherwise a presigned PUT for a file within the
 * size limit and the unit's free storage (checked again, under the quota lock, when it is confirmed).
 */
export async function plan(deps: Deps, session: SessionContext, input: PlanInput): Promise<fileContract.UploadPlan> {
  const direct = deps.storage.direct;
  if (!direct) return { mode: 'server' };
  if (input.size > fileContract.FILE_MAX_BYTES) throw tooLarge();
  const companyId = session.companyId!;
  const userId = session.userId!;
  await assertRoomFor(deps.db, companyId, 'freeStorageMb', input.size);
  const ticket: Ticket = {
    companyId,
    userId,
    fileId: randomBytes(16).toString('hex'),
    storageKey: randomBytes(16).toString('hex'),
    name: displayName(input.name),
    size: input.size,
    contentType: input.contentType,
    purpose: input.purpose,
    expiresAt: deps.now().getTime() + TICKET_MS,
  };
  const put = await direct.presignPut(ticket.storageKey, {
    contentType: ticket.contentType,
    size: ticket.size,
    expiresInSeconds: PUT_URL_SECONDS,
    signedAt: deps.now(),
  });
  return { mode: 'direct', url: put.url, headers: put.headers, ticket: issueTicket(deps, ticket) };
}

/**
 * Records the uploaded object once it is there with the promised size, type and first bytes; an object that breaks
 * the promise is removed. Confirming twice answers the same file.
 */
export async function confirm(deps: Deps, session: SessionContext, ticketText: string) {
  const direct = deps.storage.direct;
  if (!direct) throw refuse.notFound();
  const ticket = readTicket(deps, session, ticketText);
  const known = await fileRepo.byId(deps.db, ticket.companyId, ticket.fileId);
  if (known) return toUploaded(known);
  const object = await direct.stat(ticket.storageKey);
  if (!object) throw refuse.badRequest('e.uploadIncomplete');
  const start = await direct.readStart(ticket.storageKey, 16);
  if (object.size !== ticket.size || object.contentType !== ticket.contentType || !start) {
    await deps.storage.delete(ticket.storageKey).catch(() => undefined);
    throw refuse.badRequest('e.uploadMismatch');
  }
  if (sniffType(start) !== ticket.contentType) {
    await deps.storage.delete(ticket.storageKey).catch(() => undefined);
    throw refuse.badRequest('e.fileType');
  }
  // The bytes went past the server: a picture's declared size is checked here, as on a server upload.
  const header = ticket.contentType.startsWith('image/')
    ? await direct.readStart(ticket.storageKey, Math.min(object.size, IMAGE_HEADER_BYTES))
    : null;
  try {
    if (header) assertImageWithinLimits(header, object.size <= IMAGE_HEADER_BYTES);
  } catch (error) {
    await deps.storage.delete(ticket.storageKey).catch(() => undefined);
    throw error;
  }
  try {
    return await recordUpload(deps, {
      id: ticket.fileId,
      companyId: ticket.companyId,
      uploaderId: ticket.userId,
      name: ticket.name,
      size: ticket.size,
      contentType: ticket.contentType,
      purpose: ticket.purpose,
      storageKey: ticket.storageKey,
    });
  } catch (error) {
    // A confirmation racing this one recorded the file first: the same answer. Otherwise (no room) the bytes go.
    const recorded = await fileRepo.byId(deps.db, ticket.companyId, ticket.fileId);
    if (recorded) return toUploaded(recorded);
    await deps.storage.delete(ticket.storageKey).catch(() => undefined);
    throw error;
  }
}
