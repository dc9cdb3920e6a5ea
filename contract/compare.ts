import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { page, pathId } from './paging';
import { ref } from './error-texts';
import { timeouts } from './services';
// Its schemas name these texts: they come with it.
import './compare-error-texts';

/**
 * Document comparison (spec section 3 and 7, service `comparison`): two versions of a document, PDFs or images, are
 * compared page by page: which pages were added, removed or moved, which words changed, where the renderings differ,
 * and where a red seal was impressed. Every comparison is kept as a record of the unit.
 */

/** Spec section 3: 0 before stamping, 1 after stamping, 2 two independent documents. */
export const compareTypes = [0, 1, 2] as const;
export type CompareType = (typeof compareTypes)[number];

export const COMPARE_MAX_PAGES = 50;
/** Largest image side (pixels) and the most pixels, read from the file's header before decoding. */
export const COMPARE_MAX_SIDE = 8000;
export const COMPARE_MAX_PIXELS = 40_000_000;
/**
 * Seconds a comparison's job may run; longer and it is stopped with a message. It runs in the background (no call
 * waits for it), so the limit only stops a runaway: 50 pages a side on a busy two-core machine fit well within it.
 */
export const COMPARE_TIME_LIMIT_S = 180;
/**
 * Pages without a text layer (scans, images) are read by OCR, about 8 s an A4 page on a two-core machine: a
 * comparison reads at most this many of them (both versions together) within this many seconds, so its job ends
 * within COMPARE_TIME_LIMIT_S; pages past the limit are compared by their pictures alone.
 */
export const COMPARE_OCR_MAX_PAGES = 10;
export const COMPARE_OCR_TIME_LIMIT_S = 100;

const fileId = (required: Parameters<typeof ref>[0]) =>
  z.string().check(z.minLength(1, ref(required)), z.maxLength(64));

/** A rectangle in points (1/72 inch) from the page's top-left corner. */
export const boxSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type Box = z.infer<typeof boxSchema>;

export const changeKinds = [
  'pageAdded',
  'pageRemoved',
  'pageMoved',
  'textChanged',
  'textAdded',
  'textRemoved',
  'visual',
  'seal',
] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** One difference; pages are numbered from 1, null where the side has no such page. */
export const changeSchema = z.object({
  kind: z.enum(changeKinds),
  oldPage: z.nullable(z.int()),
  newPage: z.nullable(z.int()),
  oldText: z.string(),
  newText: z.string(),
  oldBox: z.nullable(boxSchema),
  newBox: z.nullable(boxSchema),
});
export type Change = z.infer<typeof changeSchema>;

export const sealSchema = z.object({
  /** Page of the new version, from 1. */
  page: z.int(),
  box: boxSchema,
  /** Centre in millimetres from the page's top-left corner. */
  centreMm: z.object({ x: z.number(), y: z.number() }),
  /** No impression at that place (within 5 mm) on the old version's matching page. */
  isNew: z.boolean(),
});
export type Seal = z.infer<typeof sealSchema>;

/** Pages side by side, in the new version's order (from 1; null: the page only one version has). */
export const pairSchema = z.object({ oldPage: z.nullable(z.int()), newPage: z.nullable(z.int()) });
export type PagePair = z.infer<typeof pairSchema>;

/**
 * After stamping (type 1): where the seal was expected, a box in points on a page of the new version. The product
 * keeps no stamp position in applications or templates, so the user marks it on the comparison.
 */
const areaEdge = () => z.number(ref('v.cmpAreaNumber')).check(z.minimum(0, ref('v.cmpAreaNumber')));
const areaSide = () => z.number(ref('v.cmpAreaSize')).check(z.positive(ref('v.cmpAreaSize')));
export const expectedAreaSchema = z.object({
  page: z.int(ref('v.cmpAreaPage')).check(z.minimum(1, ref('v.cmpAreaPage'))),
  box: z.object({ x: areaEdge(), y: areaEdge(), w: areaSide(), h: areaSide() }),
});
export type ExpectedArea = z.infer<typeof expectedAreaSchema>;

/** Where the seal landed against the expected area: inside it, beside it, or no seal on that page. */
export const placementStates = ['inside', 'outside', 'missing'] as const;
export const placementSchema = z.object({
  state: z.enum(placementStates),
  /** Millimetres from the nearest seal's centre on the page to the area's edge (0 inside); null when missing. */
  offsetMm: z.nullable(z.number()),
});
export type Placement = z.infer<typeof placementSchema>;

export const pageSchema = z.object({
  widthPt: z.number(),
  heightPt: z.number(),
  /** The rendered page (JPEG), one of the unit's files. */
  imageFileId: z.string(),
  hasText: z.boolean(),
  /** Its text was read from the picture by OCR (a scan): words may be misread. Absent on results made before OCR. */
  ocr: z.optional(z.boolean()),
});
export type ComparedPage = z.infer<typeof pageSchema>;

export const recordSchema = z.object({
  id: z.int(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  oldName: z.string(),
  newName: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  elapsedMs: z.int(),
  /** Counts of the changes by group: pages added, removed or moved; words; visual regions; seals found. */
  pageChanges: z.int(),
  textChanges: z.int(),
  visualChanges: z.int(),
  seals: z.int(),
  /** Comparisons run as jobs: running (the counts are 0 until done), done, or failed with `error` (in the caller's language). */
  state: z.enum(['running', 'done', 'failed']),
  /** 0-100 while running. */
  progress: z.int(),
  /** The job that makes the result, named by its realtime `job` events; null for a record made before jobs. */
  jobId: z.nullable(z.int()),
  error: z.nullable(z.string()),
});
export type CompareRecord = z.infer<typeof recordSchema>;

export const compareCreate = endpoint({
  method: 'POST',
  service: 'comparison',
  path: 'compare/v2/create',
  access: 'unit',
  summary:
    'Compare two uploaded versions of a document (PDF, PNG or JPEG): page alignment, word changes, visual regions and red seals. Answers at once with the record, state running; a job compares (progress as realtime `job` events to the caller, or read the detail) and the record ends done or failed with its message',
  request: z.object({
    oldFileId: fileId('v.cmpOldRequired'),
    newFileId: fileId('v.cmpNewRequired'),
    type: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 1),
  }),
  response: z.object({ id: z.int() }),
});

export const compareList = endpoint({
  method: 'GET',
  service: 'comparison',
  path: 'compare/v2/records',
  access: 'unit',
  summary: "The unit's comparisons, newest first; `keyword` matches either document's name",
  request: z.object({
    ...page,
    keyword: z.optional(z.string().check(z.maxLength(32))),
    type: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2))),
  }),
  response: z.object({ list: z.array(recordSchema), total: z.int() }),
});

export const compareDetail = endpoint({
  method: 'GET',
  service: 'comparison',
  path: 'compare/v2/detail',
  access: 'unit',
  summary: "One of the unit's comparisons with its pages, changes and seals",
  request: z.object({ id: pathId }),
  response: z.object({
    record: recordSchema,
    oldPages: z.array(pageSchema),
    newPages: z.array(pageSchema),
    pairs: z.array(pairSchema),
    changes: z.array(changeSchema),
    seals: z.array(sealSchema),
    /** Pages without text left unread because the comparison's OCR limit was reached (their pictures are compared). */
    ocrSkipped: z.optional(z.int()),
    expected: z.nullable(expectedAreaSchema),
    placement: z.nullable(placementSchema),
  }),
});

export const compareReport = endpoint({
  method: 'POST',
  service: 'comparison',
  path: 'compare/v2/report',
  access: 'unit',
  timeoutMs: timeouts.long,
  summary:
    "The PDF report of one of the unit's comparisons (who and when, both files' SHA-256, the result, seal position, seals, every change, both versions' pages side by side), kept as one of the unit's files",
  request: z.object({ id: z.int().check(z.positive()) }),
  response: z.object({ fileId: z.string(), name: z.string(), tmpUrl: z.string(), pages: z.int() }),
});

export const compareExpectedArea = endpoint({
  method: 'POST',
  service: 'comparison',
  path: 'compare/v2/expected-area',
  access: 'unit',
  summary:
    'Marks (or with null clears) where the seal was expected on a comparison after stamping (type 1); answers where the seal landed against it',
  request: z.object({ id: z.int().check(z.positive()), expected: z.nullable(expectedAreaSchema) }),
  response: z.object({ placement: z.nullable(placementSchema) }),
});
