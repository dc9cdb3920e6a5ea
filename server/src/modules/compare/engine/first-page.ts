import { readDocument, UnreadableDocument } from './read-document';

/** A licence or a scanned form has few pages: a longer upload is not one. */
const MAX_PAGES = 10;

/**
 * The first page of a PDF or an image, drawn, with its text layer: the offline OCR (lib/ocr) reads uploads through
 * the comparison's rendering rather than a second one. Throws UnreadableDocument when the file cannot be read.
 */
export async function readFirstPage(bytes: Uint8Array, kind: 'pdf' | 'image') {
  const document = await readDocument(bytes, kind, MAX_PAGES);
  try {
    const page = document.pages[0];
    if (!page) throw new UnreadableDocument('broken');
    const { raster } = await page.render();
    return { raster, text: page.text.text };
  } finally {
    await document.close();
  }
}
