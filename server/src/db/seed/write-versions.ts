import type { Db } from '../client';
import { versions } from '../schema';
import { seedVersions } from './version-seed';

/** Seeds the version history; a version already there (same type and number) is left as it is. */
export async function seedVersionHistory(db: Db): Promise<void> {
  await db.insert(versions).values(seedVersions).onConflictDoNothing();
}
