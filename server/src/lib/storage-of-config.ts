import type { Config } from '../config';
import { LocalDiskStorage, type FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

/** The storage the settings choose: the bucket when STORAGE=s3 (loadConfig made sure it is complete), else local disk. */
export function storageOfConfig(config: Pick<Config, 'storage' | 's3' | 'filesDir'>): FileStorage {
  if (config.storage === 's3' && config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage(config.filesDir);
}
