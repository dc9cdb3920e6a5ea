import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { ExpectedArea } from '../../../../contract/compare';
import { assetPath } from '../../lib/assets';
import type { FileStorage } from '../../lib/file-storage';
import type { Db } from '../client';
import { compareRecords, files } from '../schema';

/*
 * The demo comparison: a purchase contract against its stamped version with one word of the amount changed, as the
 * engine compared them (scripts/make-demo-comparison.ts wrote the files and the result into
 * server/assets/demo-comparison). Records in the seed, bytes in the file storage at start, like the licence scans.
 */

const DIR = 'demo-comparison';
const DAY = 86_400_000;
const MM = 72 / 25.4;

interface StoredResult {
  oldPages: Array<{ widthPt: number; heightPt: number; hasText: boolean }>;
  newPages: Array<{ widthPt: number; heightPt: number; hasText: boolean }>;
  pairs: unknown[];
  changes: Array<{ kind: string }>;
  seals: unknown[];
}

const readResult = () => JSON.parse(readFileSync(assetPath(`${DIR}/result.json`), 'utf8')) as StoredResult;

/** A demo file's id, its asset and its storage key. */
function demoFile(n: number, asset: string) {
  return { id: `e${String(n).padStart(31, '0')}`, asset, storageKey: `demo/comparison-${asset}` };
}

function demoFiles(result: StoredResult) {
  const pages = (side: 'old' | 'new', list: StoredResult['oldPages'], from: number) =>
    list.map((_, i) => demoFile(from + i, `${side}-${i + 1}.jpg`));
  const oldPages = pages('old', result.oldPages, 3);
  return {
    old: demoFile(1, 'old.pdf'),
    new: demoFile(2, 'new.pdf'),
    oldPages,
    newPages: pages('new', result.newPages, 3 + oldPages.length),
  };
}

/** Where the demo contract's seal belongs: a 30 mm square around the place its seal landed on the signing page. */
const EXPECTED: ExpectedArea = { page: 3, box: { x: 125 * MM, y: 200 * MM, w: 30 * MM, h: 30 * MM } };

/** Idempotent: a unit that has comparisons is left as it is. */
export async function seedDemoComparison(db: Db, companyId: number, userId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(compareRecords)
    .where(eq(compareRecords.companyId, companyId));
  if ((existing?.n ?? 0) > 0) return;
  const result = readResult();
  const f = demoFiles(result);
  const createdAt = new Date(now.getTime() - 2 * DAY);
  const size = (asset: string) => readFileSync(assetPath(`${DIR}/${asset}`)).length;
  const row = (file: ReturnType<typeof demoFile>, name: string, contentType: string) => ({
    id: file.id,
    companyId,
    uploaderId: userId,
    name,
    size: size(file.asset),
    contentType,
    purpose: 'attachment',
    storageKey: file.storageKey,
    createdAt,
  });
  await db
    .insert(files)
    .values([
      row(f.old, '采购合同.pdf', 'application/pdf'),
      row(f.new, '采购合同-盖章版.pdf', 'application/pdf'),
      ...[...f.oldPages, ...f.newPages].map((p) => row(p, `采购合同-${p.asset}`, 'image/jpeg')),
    ])
    .onConflictDoNothing();
  const kinds = (...k: string[]) => result.changes.filter((c) => k.includes(c.kind)).length;
  await db.insert(compareRecords).values({
    companyId,
    userId,
    type: 1,
    oldFileId: f.old.id,
    newFileId: f.new.id,
    oldName: '采购合同.pdf',
    newName: '采购合同-盖章版.pdf',
    pageChanges: kinds('pageAdded', 'pageRemoved', 'pageMoved'),
    textChanges: kinds('textChanged', 'textAdded', 'textRemoved'),
    visualChanges: kinds('visual'),
    seals: result.seals.length,
    elapsedMs: 3400,
    result: {
      ...result,
      oldPages: result.oldPages.map((p, i) => ({ ...p, imageFileId: f.oldPages[i]!.id })),
      newPages: result.newPages.map((p, i) => ({ ...p, imageFileId: f.newPages[i]!.id })),
    },
    expectedArea: EXPECTED,
    createdAt,
  });
}

/** The demo comparison's bytes, written to the file storage at start where missing. */
export async function writeDemoComparisonFiles(storage: FileStorage): Promise<void> {
  const f = demoFiles(readResult());
  for (const file of [f.old, f.new, ...f.oldPages, ...f.newPages])
    if (!(await storage.get(file.storageKey)))
      await storage.put(file.storageKey, readFileSync(assetPath(`${DIR}/${file.asset}`)));
}
