import { randomBytes } from 'node:crypto';
import { content as contract, resultCodes, type Lang, type ParsedRequestOf } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../lib/app-error';
import { hmac, safeEqual } from '../../lib/crypto';
import type { UploadedPart } from '../../lib/uploaded-part';
import { displayName } from '../file';
import { messageRows, messageTextsOf } from '../message';
import { fileIdsOf, renderMarkdown } from './markdown';
import { contentRepo, type ContentFileRow, type ContentItemRow, type Reader } from './repository';
import { sniffContentType } from './sniff';

/** How long a content file link works. */
const LINK_MS = 10 * 60_000;
export const CONTENT_FILE_URL_PREFIX = '/api/content-files/';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function readerOf(deps: Deps, session: SessionContext): Reader {
  return { companyId: session.companyId!, userId: session.userId!, edition: deps.config.edition };
}

function linkSignature(deps: Deps, fileId: string, exp: number): string {
  return hmac(deps.secret, `content-file:${fileId}:${exp}`);
}

/** A link to a content file that works for a few minutes (an <img> or a download cannot sign a request). */
function fileUrl(deps: Deps, fileId: string): string {
  const exp = deps.now().getTime() + LINK_MS;
  return `${CONTENT_FILE_URL_PREFIX}${fileId}?exp=${exp}&sig=${linkSignature(deps, fileId, exp)}`;
}

type Attachment = contract.ContentAttachment;

/** An item's words in the reader's language: English where the item has it, field by field, else the Chinese. */
function wordsOf(item: ContentItemRow, lang: Lang) {
  const en = lang === 'en-US';
  return {
    title: (en && item.titleEn) || item.title,
    summary: (en && item.summaryEn) || item.summary,
    body: (en && item.bodyEn) || item.body,
  };
}

function toRow(
  deps: Deps,
  item: ContentItemRow,
  lang: Lang,
  unread: boolean,
  attachments: Attachment[],
): contract.ContentRow {
  const words = wordsOf(item, lang);
  return {
    id: item.id,
    kind: item.kind,
    title: words.title,
    summary: words.summary,
    tags: item.tags,
    pinned: item.pinned,
    publishedAt: iso(item.publishedAt),
    signupDeadline: iso(item.signupDeadline),
    coverUrl: item.coverFileId ? fileUrl(deps, item.coverFileId) : '',
    unread,
    attachments,
  };
}

function signupOpen(item: ContentItemRow, now: Date): boolean {
  return !item.signupDeadline || item.signupDeadline > now;
}

// Reading

export async function list(
  deps: Deps,
  session: SessionContext,
  lang: Lang,
  input: ParsedRequestOf<typeof contract.contentList>,
) {
  const reader = readerOf(deps, session);
  const now = deps.now();
  const { rows, total } = await contentRepo.visiblePage(
    deps.db,
    reader,
    now,
    { kind: input.kind, keyword: input.keyword || undefined, tag: input.tag },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  const tags = await contentRepo.visibleTags(deps.db, reader, now, input.kind);
  const files = await contentRepo.attachmentsOf(
    deps.db,
    rows.map((r) => r.item.id),
  );
  const filesOf = (id: number) => files.filter((f) => f.itemId === id).map(({ itemId: _item, ...file }) => file);
  return { list: rows.map((r) => toRow(deps, r.item, lang, r.unread, filesOf(r.item.id))), total, tags };
}

async function visibleOrNotFound(deps: Deps, session: SessionContext, id: number) {
  const found = await contentRepo.visibleById(deps.db, readerOf(deps, session), deps.now(), id);
  if (!found) throw refuse.notFound();
  return found;
}

export async function detail(
  deps: Deps,
  session: SessionContext,
  lang: Lang,
  id: number,
): Promise<contract.ContentDetail> {
  const { item, unread } = await visibleOrNotFound(deps, session, id);
  const now = deps.now();
  if (unread) await contentRepo.markRead(deps.db, readerOf(deps, session), item.id, now);
  const attachments = await contentRepo.attachments(deps.db, item.id);
  let signup: contract.ContentDetail['signup'] = null;
  if (contract.signupKinds.includes(item.kind)) {
    const mine = await contentRepo.signupOf(deps.db, item.id, session.companyId!);
    signup = {
      open: signupOpen(item, now),
      mine: mine ? { contactName: mine.contactName, phone: mine.phone, createdAt: mine.createdAt.toISOString() } : null,
    };
  }
  return {
    ...toRow(deps, item, lang, unread, attachments),
    html: renderMarkdown(wordsOf(item, lang).body, (fileId) => fileUrl(deps, fileId)),
    signup,
  };
}

export async function attachmentUrl(deps: Deps, session: SessionContext, id: number, fileId: string) {
  const { item } = await visibleOrNotFound(deps, session, id);
  if (!(await contentRepo.countDownload(deps.db, item.id, fileId))) throw refuse.notFound();
  return { url: fileUrl(deps, fileId) };
}

export async function signup(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof contract.contentSignup>,
) {
  const { item } = await visibleOrNotFound(deps, session, input.id);
  if (!contract.signupKinds.includes(item.kind)) throw refuse.badRequest('e.contentSignupKind');
  if (!signupOpen(item, deps.now())) throw refuse.badRequest('e.contentSignupClosed');
  const companyId = session.companyId!;
  const inserted = await contentRepo.insertSignup(deps.db, {
    itemId: item.id,
    companyId,
    companyName: await contentRepo.companyName(deps.db, companyId),
    userId: session.userId!,
    contactName: input.contactName,
    phone: input.phone,
    createdAt: deps.now(),
  });
  if (!inserted) throw refuse.conflict('e.contentSignupTwice');
  return null;
}

export async function unread(deps: Deps, session: SessionContext) {
  const rows = await contentRepo.unreadCounts(deps.db, readerOf(deps, session), deps.now());
  return { counts: Object.fromEntries(rows.map((r) => [r.kind, r.n])) as Record<contract.ContentKind, number> };
}

// Publishing (system side)

function toAdminRow(item: ContentItemRow, signups: number): contract.ContentAdminRow {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    state: item.state,
    pinned: item.pinned,
    audience: item.audience,
    version: item.version,
    signups,
    updatedAt: item.updatedAt.toISOString(),
    publishedAt: iso(item.publishedAt),
  };
}

export async function adminList(deps: Deps, input: ParsedRequestOf<typeof contract.contentAdminList>) {
  const { rows, total } = await contentRepo.adminPage(
    deps.db,
    { kind: input.kind, state: input.state, keyword: input.keyword || undefined },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map((r) => toAdminRow(r.item, r.signups)), total };
}

async function itemOrNotFound(deps: Deps, id: number) {
  const item = await contentRepo.byId(deps.db, id);
  if (!item) throw refuse.notFound();
  return item;
}

const toFile = (f: ContentFileRow): contract.ContentFile => ({
  fileId: f.id,
  name: f.name,
  size: f.size,
  contentType: f.contentType,
});

export async function adminDetail(deps: Deps, id: number): Promise<contract.ContentEdit> {
  const item = await itemOrNotFound(deps, id);
  const [attachments, cover, units, signups] = await Promise.all([
    contentRepo.attachments(deps.db, item.id),
    item.coverFileId ? contentRepo.fileById(deps.db, item.coverFileId) : undefined,
    contentRepo.companyNames(deps.db, item.audienceUnitIds),
    contentRepo.signupCount(deps.db, item.id),
  ]);
  return {
    ...toAdminRow(item, signups),
    summary: item.summary,
    body: item.body,
    titleEn: item.titleEn,
    summaryEn: item.summaryEn,
    bodyEn: item.bodyEn,
    cover: cover ? toFile(cover) : null,
    tags: item.tags,
    attachments,
    publishFrom: iso(item.publishFrom),
    publishUntil: iso(item.publishUntil),
    signupDeadline: iso(item.signupDeadline),
    audienceEdition: item.audienceEdition,
    audienceUnits: units,
  };
}

type SaveInput = ParsedRequestOf<typeof contract.contentSave>;

/** Every file a save refers to (cover, attachments, `file:` links in either body) must be a content file. */
async function assertFilesExist(deps: Deps, input: SaveInput): Promise<void> {
  const ids = new Set([...input.attachmentIds, ...fileIdsOf(input.body), ...fileIdsOf(input.bodyEn ?? '')]);
  if (input.coverFileId) ids.add(input.coverFileId);
  const found = await contentRepo.files(deps.db, [...ids]);
  if (found.length !== ids.size) throw refuse.badRequest('e.contentFileUnknown');
}

const time = (v: string | null) => (v ? new Date(v) : null);

export async function save(deps: Deps, session: SessionContext, input: SaveInput) {
  await assertFilesExist(deps, input);
  const now = deps.now();
  const tags = [...new Set(input.tags)];
  const fields = {
    kind: input.kind,
    title: input.title,
    summary: input.summary ?? '',
    body: input.body,
    titleEn: input.titleEn ?? '',
    summaryEn: input.summaryEn ?? '',
    bodyEn: input.bodyEn ?? '',
    coverFileId: input.coverFileId,
    tags,
    publishFrom: time(input.publishFrom),
    publishUntil: time(input.publishUntil),
    signupDeadline: contract.signupKinds.includes(input.kind) ? time(input.signupDeadline) : null,
    audience: input.audience,
    audienceEdition: input.audience === 'edition' ? input.audienceEdition : null,
    audienceUnitIds: input.audience === 'units' ? [...new Set(input.audienceUnitIds)] : [],
    pinned: input.pinned,
  };
  const savedBy = await contentRepo.sysAccountName(deps.db, session.sysAccountId!);
  return deps.db.transaction(async (tx) => {
    let id: number;
    let version = 1;
    let notify: ContentItemRow | undefined;
    if (input.id === undefined) {
      id = await contentRepo.insertItem(tx, { ...fields, createdAt: now, updatedAt: now });
    } else {
      const item = await itemOrNotFound({ ...deps, db: tx }, input.id);
      id = item.id;
      version = item.version + 1;
      await contentRepo.updateItem(tx, id, { ...fields, version, updatedAt: now });
      if (item.state === 'published' && contract.signupKinds.includes(item.kind)) notify = item;
    }
    await contentRepo.replaceAttachments(tx, id, [...new Set(input.attachmentIds)]);
    await contentRepo.insertVersion(tx, { itemId: id, version, snapshot: fields, savedBy, savedAt: now });
    if (notify) await notifySigners(tx, id, 'changed', fields, now);
    return { id, version };
  });
}

/**
 * Tells the member who signed each unit up that an item they signed up for changed or was withdrawn: the unit may
 * have to act on a new date, or stop preparing.
 */
async function notifySigners(
  db: Deps['db'],
  itemId: number,
  what: 'changed' | 'withdrawn',
  item: { title: string; titleEn: string },
  now: Date,
) {
  const keys = [`m.content.${what}.title`, `m.content.${what}.content`] as const;
  // The English text names the item by its English title where it has one.
  const english = messageTextsOf(...keys, [item.titleEn || item.title]);
  const texts = { ...messageTextsOf(...keys, [item.title]), titleEn: english.titleEn, contentEn: english.contentEn };
  for (const s of await contentRepo.signups(db, itemId)) {
    await messageRows.insert(
      db,
      { companyId: s.companyId, userId: s.userId },
      { ...texts, type: 'system', createdAt: now },
    );
  }
}

export async function publish(deps: Deps, id: number) {
  const item = await itemOrNotFound(deps, id);
  if (item.state === 'published') return null;
  const now = deps.now();
  await contentRepo.updateItem(deps.db, id, {
    state: 'published',
    publishedAt: item.publishedAt ?? now,
    updatedAt: now,
  });
  return null;
}

export async function withdraw(deps: Deps, id: number) {
  const item = await itemOrNotFound(deps, id);
  if (item.state !== 'published') throw refuse.badRequest('e.contentNotPublished');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await contentRepo.updateItem(tx, id, { state: 'withdrawn', updatedAt: now });
    await notifySigners(tx, id, 'withdrawn', item, now);
  });
  return null;
}

export async function versions(deps: Deps, id: number) {
  await itemOrNotFound(deps, id);
  const rows = await contentRepo.versions(deps.db, id);
  return rows.map((v) => {
    const snapshot = v.snapshot as { title?: string; body?: string };
    return {
      version: v.version,
      title: snapshot.title ?? '',
      body: snapshot.body ?? '',
      savedBy: v.savedBy,
      savedAt: v.savedAt.toISOString(),
    };
  });
}

export async function preview(deps: Deps, body: string) {
  return { html: renderMarkdown(body, (fileId) => fileUrl(deps, fileId)) };
}

export async function signups(deps: Deps, id: number): Promise<contract.SignupRow[]> {
  await itemOrNotFound(deps, id);
  const rows = await contentRepo.signups(deps.db, id);
  return rows.map((s) => ({
    companyId: s.companyId,
    companyName: s.companyName,
    contactName: s.contactName,
    phone: s.phone,
    createdAt: s.createdAt.toISOString(),
  }));
}

export async function upload(deps: Deps, session: SessionContext, file: UploadedPart) {
  const data = file.data;
  if (data.length === 0) throw refuse.badRequest('e.fileMissing');
  const contentType = sniffContentType(data);
  if (!contentType) throw refuse.badRequest('e.contentFileType');
  const storageKey = randomBytes(16).toString('hex');
  await deps.storage.put(storageKey, data);
  const row = {
    id: randomBytes(16).toString('hex'),
    name: displayName(file.filename),
    size: data.length,
    contentType,
    storageKey,
    uploaderId: session.sysAccountId,
    createdAt: deps.now(),
  };
  try {
    await contentRepo.insertFile(deps.db, row);
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return toFile(row);
}

/** The bytes behind a content file link, when its signature holds and it has not expired. */
export async function open(deps: Deps, fileId: string, expText: string | undefined, sig: string | undefined) {
  const invalid = new AppError(resultCodes.forbidden, 'e.fileLinkInvalid');
  const exp = Number(expText);
  if (!expText || !/^\d{1,16}$/.test(expText) || !sig || !/^[0-9a-f]{32}$/.test(fileId)) throw invalid;
  if (!safeEqual(sig, linkSignature(deps, fileId, exp)) || exp <= deps.now().getTime()) throw invalid;
  const row = await contentRepo.fileById(deps.db, fileId);
  const data = row ? await deps.storage.get(row.storageKey) : null;
  if (!row || !data) throw refuse.notFound();
  return { row, data, maxAgeSeconds: Math.max(0, Math.floor((exp - deps.now().getTime()) / 1000)) };
}
