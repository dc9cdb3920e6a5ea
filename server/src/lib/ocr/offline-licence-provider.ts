import { createCanvas, ImageData } from '@napi-rs/canvas';
import { refuse } from '../app-error';
import type { LicenceFields, OcrProvider } from './licence-provider';
import { imageSize } from './image-size';
import { unit } from '../../../../contract';
import { licenceFieldsOf, type LicenceReading } from './licence-fields';
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
    if (!fields.socialCreditCode.value) fields = licenceFieldsOf(await this.recognise(page));
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

  private async recognise(page: FirstPage): Promise<OcrLine[]> {
    const { rgba, width, height } = page.raster;
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').putImageData(new ImageData(rgba, width, height), 0, 0);
    try {
      return await this.engine.recognise(await canvas.encode('png'), this.limitMs);
    } catch (e) {
      throw e instanceof OcrTimeout ? refuse.badRequest('e.ocrTimeout') : refuse.badRequest('e.ocrUnreadable');
    }
  }
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
