export { fileTypeRoutes } from './routes';
export { assertFileTypesExist } from './service';
