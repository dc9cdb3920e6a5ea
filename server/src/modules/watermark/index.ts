/** Document security: traceable watermarked copies and the detection of whose copy a file is. Its public surface. */
export { markDownload } from './download-copy';
export { watermarkRoutes } from './routes';
