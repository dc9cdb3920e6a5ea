import type { Config } from '../config';
import { refuse } from './app-error';
import type { unit } from '../../../contract';
import { OfflineOcrProvider, type FirstPageReader } from './ocr/offline-licence-provider';
import { createTesseractEngine } from './ocr/tesseract-engine';

/** What a business licence says, as far as the recognition could read it ('' where it read nothing). */
export interface LicenceFields {
  companyFullName: string;
  socialCreditCode: string;
  legalPerson: string;
  address?: string;
  /** YYYY-MM-DD. */
  establishedDate?: string;
  /** YYYY-MM-DD, or 'long-term' (长期). */
  validUntil?: string;
  /** 0-100 per field; a provider that gives none is taken at its word (100). */
  confidence?: Partial<Record<unit.LicenceFieldName, number>>;
}

/**
 * Business-licence recognition (OCR) for the certification form: the offline reader by default (lib/ocr), a cloud
 * service when one is added here and named in OCR_PROVIDER, or none (the form is filled in by hand).
 */
export interface OcrProvider {
  readonly name: string;
  readBusinessLicence(image: Buffer, contentType: string): Promise<LicenceFields>;
}

export class NoOcrProvider implements OcrProvider {
  readonly name = 'none';

  async readBusinessLicence(): Promise<LicenceFields> {
    throw refuse.badRequest('e.ocrNotConfigured');
  }
}

type OcrSettings = Pick<Config, 'ocrProvider' | 'ocrTimeLimitMs'>;

/** The providers OCR_PROVIDER names. A cloud one is one more entry, its settings in config.ts. */
const providers: Record<string, (config: OcrSettings, readFirstPage: FirstPageReader) => OcrProvider> = {
  none: () => new NoOcrProvider(),
  offline: (config, readFirstPage) =>
    new OfflineOcrProvider(createTesseractEngine(), readFirstPage, config.ocrTimeLimitMs),
};

/** OCR_PROVIDER: 'offline' (default) or 'none'. `readFirstPage` draws an upload's first page for the offline reader. */
export function createOcrProvider(config: OcrSettings, readFirstPage: FirstPageReader): OcrProvider {
  const create = providers[config.ocrProvider];
  if (!create)
    throw new Error(
      `Unknown OCR_PROVIDER '${config.ocrProvider}': built in are ${Object.keys(providers).join(', ')}; add a provider in server/src/lib/ocr-provider.ts`,
    );
  return create(config, readFirstPage);
}
