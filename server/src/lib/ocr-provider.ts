import { resultCodes } from '../../../contract';
import { AppError } from './app-error';

/** What a business licence says, as far as the recognition could read it. */
export interface LicenceFields {
  companyFullName: string;
  socialCreditCode: string;
  legalPerson: string;
}

/**
 * Business-licence recognition (OCR) for the certification form. A real provider calls a recognition service; the
 * default answers that none is configured, and the form is filled in by hand.
 */
export interface OcrProvider {
  readonly name: string;
  readBusinessLicence(image: Buffer, contentType: string): Promise<LicenceFields>;
}

export class NoOcrProvider implements OcrProvider {
  readonly name = 'none';

  async readBusinessLicence(): Promise<LicenceFields> {
    throw new AppError(resultCodes.badRequest, 'e.ocrNotConfigured');
  }
}

/** OCR_PROVIDER: 'none' (default). Add a provider here and name it in the setting. */
export function createOcrProvider(name: string): OcrProvider {
  if (name === 'none' || name === '') return new NoOcrProvider();
  throw new Error(
    `Unknown OCR_PROVIDER '${name}': only 'none' is built in; add a provider in server/src/lib/ocr-provider.ts`,
  );
}
