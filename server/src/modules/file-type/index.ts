/** The document types a template may allow. Its public surface. */
export { fileTypeRoutes } from './routes';
export { addDefaultFileTypes, assertFileTypesExist } from './service';
