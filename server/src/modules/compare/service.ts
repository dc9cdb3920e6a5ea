import { randomBytes } from 'node:crypto';
import { compare as contract, formatMessage, type Lang, type ParsedRequestOf } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { WorkerTimeout } from '../../lib/cpu-worker';
import { imageSizeOf } from '../../lib/image-size';
import { fileRows, type FileRow } from '../file';
import { afterCommit } from '../../db/ambient';
import { docJobQueue, insertDocJob, registerDocJobKind, type DocJobRow, type DocJobRun } from '../doc-jobs';
import { compareInWorker } from './compare-in-worker';
import type { OutputPage } from './engine/compare-documents';
import { placementOf } from './placement';
import { compareRepo, type CompareRow } from './repository';

const { COMPARE_MAX_PAGES, COMPARE_MAX_PIXELS, COMPARE_MAX_SIDE, COMPARE_TIME_LIMIT_S } = contract;
/** The kind of the document jobs that compare (modules/doc-jobs). */
const COMPARE_JOB = 'compare';
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

type CreateInput = ParsedRequestOf<typeof contract.compareCreate>;

/** A record's result before its job has made it. */
const NO_RESULT = { oldPages: [], newPages: [], pairs: [], changes: [], seals: [], ocrSkipped: 0 };

/**
 * Starts comparing two of the unit's files: both are checked now (the unit's, a PDF or an image, not empty, within
 * the limits), then the record is kept in state running with a job that makes its result (runComparison). What only
 * reading them can tell (encrypted, damaged, too many pages) fails the job with its message.
 */
export async function create(deps: Deps, session: SessionContext, input: CreateInput) {
  const companyId = session.companyId!;
  const before = await version(deps, companyId, input.oldFileId);
  const after = await version(deps, companyId, input.newFileId);
  const jobId = await insertDocJob(deps.db, { companyId, userId: session.userId!, kind: COMPARE_JOB, input: {} });
  const id = await compareRepo.insert(deps.db, {
    companyId,
    userId: session.userId!,
    type: input.type,
    oldFileId: before.row.id,
    newFileId: after.row.id,
    oldName: before.row.name,
    newName: after.row.name,
    pageChanges: 0,
    textChanges: 0,
    visualChanges: 0,
    seals: 0,
    elapsedMs: 0,
    result: NO_RESULT,
    jobId,
    createdAt: deps.now(),
  });
  // The job runs once its row is committed (the call's transaction, db/ambient.ts).
  afterCommit(() => docJobQueue(deps).kick());
  return { id };
}

/**
 * A comparison's job: compares both versions in the CPU worker (its steps as the job's progress), stores the rendered
 * pages as the unit's files for the viewer and writes the result and its counts into the record, with the job's end.
 * A run that lost its claim commits nothing (the page objects it stored are removed again).
 */
async function runComparison(deps: Deps, job: DocJobRow, run: DocJobRun): Promise<void> {
  const record = await compareRepo.byJob(deps.db, job.companyId, job.id);
  if (!record) throw new Error(`comparison of job ${job.id} is gone`);
  const started = Date.now();
  const before = await version(deps, job.companyId, record.oldFileId);
  const after = await version(deps, job.companyId, record.newFileId);
  const out = await compareInWorker(
    { before: before.input, after: after.input, maxPages: COMPARE_MAX_PAGES },
    COMPARE_TIME_LIMIT_S * 1000,
    { signal: run.claim.signal, onProgress: (steps) => run.progress(steps) },
  ).catch((e: unknown) => {
    throw e instanceof WorkerTimeout ? refuse.badRequest('e.cmpTimeout', COMPARE_TIME_LIMIT_S) : e;
  });
  if (!out.ok) throw PROBLEMS[out.problem]();
  const now = deps.now();
  const pages = [
    ...out.oldPages.map((page, i) => storedPage(before.row, i + 1, page)),
    ...out.newPages.map((page, i) => storedPage(after.row, i + 1, page)),
  ];
  await Promise.all(pages.map((p) => deps.storage.put(p.storageKey, p.bytes)));
  const count = (kinds: readonly contract.ChangeKind[]) => out.changes.filter((c) => kinds.includes(c.kind)).length;
  const shown = pages.map(({ page, id }) => ({ ...page, imageFileId: id }));
  await run
    .finish(async (tx) => {
      for (const p of pages)
        await fileRows.insert(tx, {
          id: p.id,
          companyId: job.companyId,
          uploaderId: job.userId,
          name: p.name,
          size: p.bytes.length,
          contentType: 'image/jpeg',
          purpose: 'attachment',
          storageKey: p.storageKey,
          createdAt: now,
        });
      await compareRepo.saveResult(tx, job.companyId, record.id, {
        pageChanges: count(['pageAdded', 'pageRemoved', 'pageMoved']),
        textChanges: count(['textChanged', 'textAdded', 'textRemoved']),
        visualChanges: count(['visual']),
        seals: out.seals.length,
        elapsedMs: Date.now() - started,
        result: {
          oldPages: shown.slice(0, out.oldPages.length),
          newPages: shown.slice(out.oldPages.length),
          pairs: out.pairs,
          changes: out.changes,
          seals: out.seals,
          ocrSkipped: out.ocrSkipped,
        },
      });
    })
    .catch(async (error: unknown) => {
      await Promise.all(pages.map((p) => deps.storage.delete(p.storageKey).catch(() => undefined)));
      throw error;
    });
}

registerDocJobKind(COMPARE_JOB, runComparison);

/** A rendered page as one of the unit's files: its name, its new ids, and what the viewer reads of it. */
function storedPage(of: FileRow, no: number, page: OutputPage) {
  return {
    id: randomBytes(16).toString('hex'),
    storageKey: randomBytes(16).toString('hex'),
    name: `${of.name.replace(/\.[^.]*$/, '')}-p${no}.jpg`,
    bytes: Buffer.from(page.jpeg),
    page: { widthPt: page.widthPt, heightPt: page.heightPt, hasText: page.hasText, ocr: page.ocr },
  };
}

function toRecord(row: CompareRow, lang: Lang): contract.CompareRecord {
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
    state: row.state,
    progress: row.progress,
    jobId: row.jobId,
    error: row.error === null ? null : formatMessage(row.error, lang),
  };
}

export async function list(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof contract.compareList>,
  lang: Lang,
) {
  const { rows, total } = await compareRepo.page(
    deps.db,
    session.companyId!,
    { keyword: input.keyword?.trim() || undefined, type: input.type },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map((row) => toRecord(row, lang)), total };
}

type Result = Pick<
  ReturnType<typeof contract.compareDetail.response.parse>,
  'oldPages' | 'newPages' | 'pairs' | 'changes' | 'seals' | 'ocrSkipped'
>;

/** One of the unit's comparisons; while its job runs (or after it failed) its result is empty. */
export async function detail(deps: Deps, session: SessionContext, id: number, lang: Lang) {
  const row = await compareRepo.byId(deps.db, session.companyId!, id);
  if (!row) throw refuse.notFound();
  const result = row.result as Result;
  const expected = row.expectedArea as contract.ExpectedArea | null;
  return {
    record: toRecord(row, lang),
    ...result,
    expected,
    placement: expected && placementOf(expected, result.seals),
  };
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
  const row = await doneRecord(deps, session.companyId!, input.id);
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

/** One of the unit's comparisons whose result is made: what marks and reports are about. */
export async function doneRecord(deps: Deps, companyId: number, id: number) {
  const row = await compareRepo.byId(deps.db, companyId, id);
  if (!row) throw refuse.notFound();
  if (row.state !== 'done') throw refuse.badRequest('e.cmpNotDone');
  return row;
}
