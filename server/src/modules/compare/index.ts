/** Document comparison: two versions of a document, their page, word, visual and seal differences. Its public surface. */
export { compareRoutes } from './routes';
export { readFirstPage } from './engine/first-page';
export { readDocument, UnreadableDocument, type DocumentProblem } from './engine/read-document';
