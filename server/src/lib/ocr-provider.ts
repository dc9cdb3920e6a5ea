import type { Config } from '../config';
import { NoOcrProvider, type OcrProvider } from './ocr/licence-provider';
import { OfflineOcrProvider, type FirstPageReader } from './ocr/offline-licence-provider';
import { createTesseractEngine } from './ocr/tesseract-engine';

export { NoOcrProvider, type LicenceFields, type OcrProvider } from './ocr/licence-provider';

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
