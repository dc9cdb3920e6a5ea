import { randomBytes } from 'node:crypto';
import { compare as contract, type ParsedRequestOf } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { WorkerTimeout } from '../../lib/cpu-worker';
import { imageSizeOf } from '../../lib/image-size';
import { fileRows, type FileRow } from '../file';
import { compareInWorker } from './compare-in-worker';
import type { CompareOutput, OutputPage } from './engine/compare-documents';
import { placementOf } from './placement';
import { compareRepo, type CompareRow } from './repository';

const { COMPARE_MAX_PAGES, COMPARE_MAX_PIXELS, COMPARE_MAX_SIDE, COMPARE_TIME_LIMIT_S } = contract;
const KINDS: Record<string, 'pdf' | 'image'> = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
};
const PROBLEMS = {
  encrypted: () => refuse.badRequest('e.cmpEncrypted'),
  broken: () => refuse.badRequest('e.cmpBroken'),
  tooManyPages: () => refuse.badRequest('e.cmpTooManyPages', COMPARE_MAX_PAGES),
};

/**
 * One version's bytes, checked before any work: the unit's file, a PDF or an image, not empty, an image's declared
 * size within the limits (a small file can declare a huge picture).
 */
async function version(deps: Deps, companyId: number, fileId: string) {
  const row = await fileRows.byId(deps.db, companyId, fileId);
  const data = row && (await deps.storage.get(row.storageKey));
  if (!row || !data) throw refuse.notFound();
  const kind = KINDS[row.contentType];
  if (!kind) throw refuse.badRequest('e.cmpFileType');
  if (data.length === 0) throw refuse.badRequest('e.cmpEmpty');
  if (kind === 'image') {
    const size = imageSizeOf(data);
    if (!size || size.width === 0 || size.height === 0) throw refuse.badRequest('e.cmpBroken');
    if (
      size.width > COMPARE_MAX_SIDE ||
      size.height > COMPARE_MAX_SIDE ||
      size.width * size.height > COMPARE_MAX_PIXELS
    )
      throw refuse.badRequest('e.wmImageTooLarge', COMPARE_MAX_SIDE, COMPARE_MAX_PIXELS / 10_000);
  }
  return { row, input: { bytes: data, kind } };
}

async function run(input: Parameters<typeof compareInWorker>[0]): Promise<CompareOutput> {
  try {
    return await compareInWorker(input, COMPARE_TIME_LIMIT_S * 1000);
  } catch (e) {
    if (e instanceof WorkerTimeout) throw refuse.badRequest('e.cmpTimeout', COMPARE_TIME_LIMIT_S);
    throw e;
  }
}

type CreateInput = ParsedRequestOf<typeof contract.compareCreate>;

/**
 * Compares two of the unit's files and keeps the record: the rendered pages are stored as the unit's files for the
 * viewer, then the record is written with its counts. A refused or stopped comparison writes nothing.
 */
export async function create(deps: Deps, session: SessionContext, input: CreateInput) {
  const companyId = session.companyId!;
  const started = Date.now();
  const before = await version(deps, companyId, input.oldFileId);
  const after = await version(deps, companyId, input.newFileId);
  const out = await run({ before: before.input, after: after.input, maxPages: COMPARE_MAX_PAGES });
  if (!out.ok) throw PROBLEMS[out.problem]();
  const now = deps.now();
  const store = (pages: OutputPage[], of: FileRow) =>
    Promise.all(pages.map((p, i) => storePage(deps, session, of, i + 1, p, now)));
  const oldPages = await store(out.oldPages, before.row);
  const newPages = await store(out.newPages, after.row);
  const count = (kinds: readonly contract.ChangeKind[]) => out.changes.filter((c) => kinds.includes(c.kind)).length;
  const id = await compareRepo.insert(deps.db, {
    companyId,
    userId: session.userId!,
    type: input.type,
    oldFileId: before.row.id,
    newFileId: after.row.id,
    oldName: before.row.name,
    newName: after.row.name,
    pageChanges: count(['pageAdded', 'pageRemoved', 'pageMoved']),
    textChanges: count(['textChanged', 'textAdded', 'textRemoved']),
    visualChanges: count(['visual']),
    seals: out.seals.length,
    elapsedMs: Date.now() - started,
    result: { oldPages, newPages, pairs: out.pairs, changes: out.changes, seals: out.seals },
    createdAt: now,
  });
  return { id };
}

async function storePage(deps: Deps, session: SessionContext, of: FileRow, no: number, page: OutputPage, now: Date) {
  const id = randomBytes(16).toString('hex');
  const storageKey = randomBytes(16).toString('hex');
  const bytes = Buffer.from(page.jpeg);
  await deps.storage.put(storageKey, bytes);
  await fileRows.insert(deps.db, {
    id,
    companyId: session.companyId!,
    uploaderId: session.userId,
    name: `${of.name.replace(/\.[^.]*$/, '')}-p${no}.jpg`,
    size: bytes.length,
    contentType: 'image/jpeg',
    purpose: 'attachment',
    storageKey,
    createdAt: now,
  });
  return { widthPt: page.widthPt, heightPt: page.heightPt, hasText: page.hasText, imageFileId: id };
}

function toRecord(row: CompareRow): contract.CompareRecord {
  return {
    id: row.id,
    type: row.type as contract.CompareType,
    oldName: row.oldName,
    newName: row.newName,
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
    elapsedMs: row.elapsedMs,
    pageChanges: row.pageChanges,
    textChanges: row.textChanges,
    visualChanges: row.visualChanges,
    seals: row.seals,
  };
}

export async function list(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof contract.compareList>) {
  const { rows, total } = await compareRepo.page(
    deps.db,
    session.companyId!,
    { keyword: input.keyword?.trim() || undefined, type: input.type },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map(toRecord), total };
}

type Result = Pick<
  ReturnType<typeof contract.compareDetail.response.parse>,
  'oldPages' | 'newPages' | 'pairs' | 'changes' | 'seals'
>;

export async function detail(deps: Deps, session: SessionContext, id: number) {
  const row = await compareRepo.byId(deps.db, session.companyId!, id);
  if (!row) throw refuse.notFound();
  const result = row.result as Result;
  const expected = row.expectedArea as contract.ExpectedArea | null;
  return { record: toRecord(row), ...result, expected, placement: expected && placementOf(expected, result.seals) };
}

/**
 * Marks where the seal was expected on a comparison after stamping, or clears the mark: only type 1 has one, and the
 * area lies on a page of the new version, within it. Answers where the seal landed against it.
 */
export async function markExpectedArea(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof contract.compareExpectedArea>,
) {
  const row = await compareRepo.byId(deps.db, session.companyId!, input.id);
  if (!row) throw refuse.notFound();
  const { expected } = input;
  if (expected && row.type !== 1) throw refuse.badRequest('e.cmpExpectedType');
  const { newPages, seals } = row.result as Result;
  const page = expected && newPages[expected.page - 1];
  if (expected && !page) throw refuse.badRequest('e.cmpExpectedPage', newPages.length);
  if (expected && page) {
    const { x, y, w, h } = expected.box;
    // Half a point of slack for a box drawn to the page's very edge.
    if (x + w > page.widthPt + 0.5 || y + h > page.heightPt + 0.5) throw refuse.badRequest('e.cmpExpectedOutside');
  }
  await compareRepo.setExpectedArea(deps.db, session.companyId!, row.id, expected);
  return { placement: expected && placementOf(expected, seals) };
}
