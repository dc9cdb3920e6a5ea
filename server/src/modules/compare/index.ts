/** Document comparison: two versions of a document, their page, word, visual and seal differences. Its public surface. */
export { compareRoutes } from './routes';
export { readFirstPage } from './first-page-in-worker';
export type { DocumentProblem } from './engine/read-document';

/**
 * The document reader, for worker threads only. It is loaded on demand because the PDF library's Node build replaces
 * built-ins such as Array.prototype.push with slower polyfills: on the server's thread that taxed every request.
 */
export const documentReader = () => import('./engine/read-document');
