/** Stored files: uploads, signed links, the storage quota. Its public surface. */
import { fileRepo } from './repository';
export { type FileRow } from './repository';
export { fileRoutes } from './routes';
export { displayName, FILE_URL_PREFIX, signedFileUrl, tempUrl } from './service';
export { sniffType } from './sniff';

/** File rows other modules read, and the row of a file they generated and stored. */
export const fileRows: Pick<typeof fileRepo, 'byId' | 'byIds' | 'insert'> = fileRepo;
