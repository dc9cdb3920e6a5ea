import type { unit } from '../../../../contract';
import { refuse } from '../app-error';

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
 * service when one is added in lib/ocr-provider.ts and named in OCR_PROVIDER, or none (the form is filled in by hand).
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
