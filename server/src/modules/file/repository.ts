import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationFiles, certifications, files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

/** File ids are 32 hex digits; anything else cannot be a file. */
const FILE_ID = /^[0-9a-f]{32}$/;

export const fileRepo = {
  async insert(db: Db, values: typeof files.$inferInsert): Promise<void> {
    await db.insert(files).values(values);
  },
  /** A file of the unit; another unit's is not found. */
  async byId(db: Db, companyId: number, id: string): Promise<FileRow | undefined> {
    if (!FILE_ID.test(id)) return undefined;
    const rows = await db
      .select()
      .from(files)
      .where(and(eq(files.companyId, companyId), eq(files.id, id)))
      .limit(1);
    return rows[0];
  },
  /** Several files of the unit at once (ids that are no file of the unit are left out). */
  async byIds(db: Db, companyId: number, ids: readonly string[]): Promise<FileRow[]> {
    const valid = [...new Set(ids)].filter((id) => FILE_ID.test(id));
    if (valid.length === 0) return [];
    return db
      .select()
      .from(files)
      .where(and(eq(files.companyId, companyId), inArray(files.id, valid)));
  },
  /**
   * The one read without a session's unit: the signed link of temp-url, whose HMAC covers the file's unit and id,
   * so only a link the server issued for that unit's file finds it.
   */
  async bySignedLink(db: Db, id: string): Promise<FileRow | undefined> {
    if (!FILE_ID.test(id)) return undefined;
    return (await db.select().from(files).where(eq(files.id, id)).limit(1))[0];
  },
  async inUse(db: Db, companyId: number, id: string): Promise<boolean> {
    const rows = await db
      .select({ id: certifications.id })
      .from(certifications)
      .where(and(eq(certifications.companyId, companyId), eq(certifications.licenceFileId, id)))
      .limit(1);
    return rows.length > 0;
  },
  /** Whether an application or a draft lists the file as an attachment. */
  async attached(db: Db, id: string): Promise<boolean> {
    const rows = await db
      .select({ id: applicationFiles.applicationId })
      .from(applicationFiles)
      .where(eq(applicationFiles.fileId, id))
      .limit(1);
    return rows.length > 0;
  },
  async delete(db: Db, companyId: number, id: string): Promise<void> {
    await db.delete(files).where(and(eq(files.companyId, companyId), eq(files.id, id)));
  },
};
