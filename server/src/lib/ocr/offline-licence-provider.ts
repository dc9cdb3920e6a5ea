import { createCanvas, ImageData } from '@napi-rs/canvas';
import { refuse } from '../app-error';
import type { LicenceFields, OcrProvider } from './licence-provider';
import { imageSize } from './image-size';
import { unit } from '../../../../contract';
import { creditCodeOnLine, creditCodeRegion, licenceFieldsOf, type LicenceReading } from './licence-fields';
import { CODE_CHECKED, CODE_CORRECTED, reconcileReadings } from './credit-code-reading';
import { CREDIT_CODE_ALPHABET } from '../../../../contract/credit-code';
import { OcrTimeout, type OcrEngine, type OcrLine } from './tesseract-engine';

/** A page drawn (RGBA) with its text layer ('' for images and scans). */
export interface FirstPage {
  raster: { rgba: Uint8ClampedArray; width: number; height: number };
  text: string;
}

/** Draws the first page of a PDF or an image; throws when the file cannot be read. */
export type FirstPageReader = (bytes: Uint8Array, kind: 'pdf' | 'image') => Promise<FirstPage>;

/** An image larger than this (in pixels) is refused before decoding: 40 MP is beyond any phone photo of a licence. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The offline business-licence reader: the first page of the upload is drawn, an electronic licence's text layer is
 * read as is, anything else goes through the shared OCR engine; the fields come out with their confidences.
 */
export class OfflineOcrProvider implements OcrProvider {
  readonly name = 'offline';

  constructor(
    private readonly engine: OcrEngine,
    private readonly readFirstPage: FirstPageReader,
    private readonly limitMs: number,
  ) {}

  async readBusinessLicence(bytes: Buffer, contentType: string): Promise<LicenceFields> {
    const page = await this.firstPage(bytes, contentType);
    let fields = licenceFieldsOf(textLines(page.text));
    if (!fields.socialCreditCode.value) fields = await this.recognise(page);
    if (!fields.socialCreditCode.value && !fields.companyFullName.value) throw refuse.badRequest('e.ocrNoLicence');
    return flatten(fields);
  }

  private async firstPage(bytes: Buffer, contentType: string): Promise<FirstPage> {
    const kind = contentType === 'application/pdf' ? 'pdf' : /^image\/(png|jpeg)$/.test(contentType) ? 'image' : null;
    if (!kind) throw refuse.badRequest('e.ocrUnreadable');
    if (kind === 'image') {
      const size = imageSize(bytes);
      if (!size) throw refuse.badRequest('e.ocrUnreadable');
      if (size.width * size.height > MAX_IMAGE_PIXELS)
        throw refuse.badRequest('e.ocrImageTooLarge', MAX_IMAGE_PIXELS / 1_000_000);
    }
    try {
      return await this.readFirstPage(bytes, kind);
    } catch {
      throw refuse.badRequest('e.ocrUnreadable');
    }
  }

  /**
   * Reads the page's image; when the credit code fails its check, its line is read a second time alone, with only the
   * code's alphabet allowed, and the better-checked of the two readings is kept (both within the one time limit).
   */
  private async recognise(page: FirstPage): Promise<LicenceReading> {
    const started = Date.now();
    const { rgba, width, height } = page.raster;
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').putImageData(new ImageData(rgba, width, height), 0, 0);
    const image = await canvas.encode('png');
    const lines = await this.engine.recognise(image, this.limitMs).catch(ocrRefusal);
    const fields = licenceFieldsOf(lines);
    const region = fields.socialCreditCode.confidence < CODE_CHECKED && creditCodeRegion(lines, width);
    const left = this.limitMs - (Date.now() - started);
    if (!region || left <= 0) return fields;
    // The second reading only adds: when it fails or runs out of time, the first reading stands.
    const line = await this.engine.recogniseLine(image, region, CREDIT_CODE_ALPHABET, left).catch(() => null);
    const second = line ? creditCodeOnLine(line) : null;
    if (!second) return fields;
    const first = fields.socialCreditCode;
    const better = second.confidence > first.confidence ? second : first;
    // Only when neither reading passed, checked or corrected: two passing codes are never traded for a third.
    const reconciled = better.confidence < CODE_CORRECTED ? reconcileReadings(first.value, second.value) : null;
    return {
      ...fields,
      socialCreditCode: reconciled ? { value: reconciled.code, confidence: reconciled.confidence } : better,
    };
  }
}

function ocrRefusal(e: unknown): never {
  throw e instanceof OcrTimeout ? refuse.badRequest('e.ocrTimeout') : refuse.badRequest('e.ocrUnreadable');
}

/** A text layer as recognised lines, every character certain. */
function textLines(text: string): OcrLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => ({ text: line, confidence: [...line].map(() => 100) }));
}

function flatten(reading: LicenceReading): LicenceFields {
  const confidence: NonNullable<LicenceFields['confidence']> = {};
  for (const name of unit.licenceFieldNames) confidence[name] = reading[name].confidence;
  return {
    companyFullName: reading.companyFullName.value,
    socialCreditCode: reading.socialCreditCode.value,
    legalPerson: reading.legalPerson.value,
    address: reading.address.value,
    establishedDate: reading.establishedDate.value,
    validUntil: reading.validUntil.value,
    confidence,
  };
}
