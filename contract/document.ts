import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { page } from './paging';
import { ref } from './error-texts';
import { timeouts } from './services';

/**
 * Document security (spec section 7, service `watermark`): issuing traceable copies of an image to members of the
 * unit, each with a visible tiled mark and an invisible one carrying a random issuance id, and detecting whose copy
 * a leaked file was. The keys of the invisible mark stay on the server.
 */

export const WATERMARK_MAX_RECIPIENTS = 50;
/** Largest image side the server renders (pixels), and the most pixels. */
export const WATERMARK_MAX_SIDE = 8000;
export const WATERMARK_MAX_PIXELS = 40_000_000;
/** Most pages of a PDF to issue or to examine: each page is rendered and marked for every recipient. */
export const WATERMARK_MAX_PDF_PAGES = 20;
/**
 * Most pages marked by one issuing (a PDF's pages times its recipients): about 0.2-0.3 s each on one core, so an
 * issuing ends well within the call's 30 s time-out even on a busy machine.
 */
export const WATERMARK_MAX_PDF_PAGE_COPIES = 60;

const fileId = z.string().check(z.minLength(1), z.maxLength(64));
const opacity = z.int().check(z.minimum(5, ref('v.wmOpacity')), z.maximum(60, ref('v.wmOpacity')));
const angle = z.int().check(z.minimum(-90, ref('v.wmAngle')), z.maximum(90, ref('v.wmAngle')));

/** Placeholders of the visible text: the unit, the recipient's name, the issuing time, the copy number. */
export const TEMPLATE_FIELDS = ['{unit}', '{name}', '{time}', '{number}'] as const;
export const DEFAULT_RULE = {
  textTemplate: '{unit} {name} {time} {number}',
  opacity: 18,
  angle: -30,
  markAttachments: false,
  markEvidence: false,
};

export const ruleSchema = z.object({
  textTemplate: z
    .string()
    .check(z.trim(), z.minLength(1, ref('v.wmTemplateRequired')), z.maxLength(64, ref('v.wmTemplateMax', 64))),
  opacity,
  angle,
  /**
   * Downloads of application attachments (PDF, JPEG, PNG) and of evidence reports go out as a copy issued to the
   * member downloading (visible and invisible marks, registered like an issuing); off: the file itself.
   */
  markAttachments: z._default(z.boolean(), false),
  markEvidence: z._default(z.boolean(), false),
});
export type WatermarkRule = z.infer<typeof ruleSchema>;

export const ruleDetail = endpoint({
  method: 'GET',
  service: 'watermark',
  path: 'water-mark/v2/rule',
  access: 'unit',
  summary:
    "The unit's watermark rule: the visible text's template ({unit} {name} {time} {number}), opacity and angle, and whether downloads of application attachments and evidence reports are marked for the member downloading",
  request: z.object({}),
  response: ruleSchema,
});

export const ruleUpdate = endpoint({
  method: 'POST',
  service: 'watermark',
  path: 'water-mark/v2/rule/update',
  access: 'unit',
  summary: "Change the unit's watermark rule (administrators)",
  request: ruleSchema,
  response: ruleSchema,
});

export const watermarkCopySchema = z.object({
  issuanceId: z.string(),
  recipientId: z.int(),
  recipientName: z.string(),
  fileId: z.string(),
  name: z.string(),
});
export type WatermarkCopy = z.infer<typeof watermarkCopySchema>;

export const addWatermark = endpoint({
  method: 'POST',
  service: 'watermark',
  path: 'water-mark/v2/add-wm',
  access: 'unit',
  timeoutMs: timeouts.long,
  summary:
    'Issue one watermarked copy of an uploaded PDF (at most 20 pages; its text stays selectable), JPEG or PNG to each recipient (members of the chosen unit): a visible tiled text and an invisible mark with a random issuance id',
  request: z.object({
    fileId: z.string().check(z.minLength(1, ref('v.wmFileRequired')), z.maxLength(64)),
    recipientIds: z
      .array(z.int().check(z.positive()))
      .check(
        z.minLength(1, ref('v.wmRecipientsRequired')),
        z.maxLength(WATERMARK_MAX_RECIPIENTS, ref('v.wmRecipientsMax', WATERMARK_MAX_RECIPIENTS)),
      ),
    /** Visible text opacity in percent and angle in degrees; absent: the unit's rule. */
    opacity: z.optional(opacity),
    angle: z.optional(angle),
  }),
  /** `batchId` names this issuing's copies together (issuanceZip). */
  response: z.object({ batchId: z.string(), copies: z.array(watermarkCopySchema) }),
});

export const detectMethods = ['hash', 'metadata', 'blind'] as const;
export type DetectMethod = (typeof detectMethods)[number];
/** How a copy came about: issued to recipients on the watermark page, or marked for a member's download. */
export const issuanceOrigins = ['issue', 'download'] as const;
export type IssuanceOrigin = (typeof issuanceOrigins)[number];

export const issuanceSchema = z.object({
  issuanceId: z.string(),
  recipientName: z.string(),
  issuerName: z.string(),
  documentName: z.string(),
  issuedAt: z.string(),
  copyFileId: z.string(),
  /** The issuing the copy came from, and how many copies it made (one ZIP downloads them all). */
  batchId: z.string(),
  batchCopies: z.int(),
  origin: z.enum(issuanceOrigins),
});
export type Issuance = z.infer<typeof issuanceSchema>;

export const detectWatermark = endpoint({
  method: 'POST',
  service: 'watermark',
  path: 'water-mark/v2/wm-detect',
  access: 'unit',
  timeoutMs: timeouts.watermarkDetect,
  summary:
    "Whose copy an uploaded file is: an exact copy by its hash, then the id in its metadata, then blind decoding of the invisible mark (rescaled, cropped, re-compressed; a PDF's first three pages rendered); only the unit's own issuances are named",
  request: z.object({ fileId }),
  response: z.object({
    found: z.boolean(),
    method: z.nullable(z.enum(detectMethods)),
    /** 0..1. */
    confidence: z.number(),
    issuance: z.nullable(issuanceSchema),
    elapsedMs: z.int(),
  }),
});

export const issuanceList = endpoint({
  method: 'GET',
  service: 'watermark',
  path: 'water-mark/v2/issuances',
  access: 'unit',
  summary:
    "The unit's issued copies, newest first; `keyword` matches the document or the recipient, `origin` keeps copies issued on the watermark page or marked for downloads",
  request: z.object({
    ...page,
    keyword: z.optional(z.string().check(z.maxLength(32))),
    origin: z.optional(z.enum(issuanceOrigins)),
  }),
  response: z.object({ list: z.array(issuanceSchema), total: z.int() }),
});

export const issuanceZip = endpoint({
  method: 'GET',
  service: 'watermark',
  path: 'water-mark/v2/issuances/zip',
  access: 'unit',
  summary:
    "A 5-minute link to one ZIP of every copy of one of the unit's issuings, named `<document>-<recipient>.<ext>` (UTF-8 names); another unit's issuing is not found",
  request: z.object({ batchId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.object({ url: z.string(), name: z.string(), copies: z.int() }),
});
