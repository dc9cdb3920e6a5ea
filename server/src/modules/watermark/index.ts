/** Document security: traceable watermarked copies and the detection of whose copy a file is. Its public surface. */
export { watermarkRoutes } from './routes';
