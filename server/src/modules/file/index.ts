export { type FileRow, fileRepo } from './repository';
export { fileRoutes } from './routes';
export { signedFileUrl, tempUrl } from './service';
export { sniffType } from './sniff';
