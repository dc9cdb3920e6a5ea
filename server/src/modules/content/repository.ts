import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ContentKind, ContentState } from '../../../../contract/content';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import {
  companies,
  contentAttachments,
  contentFiles,
  contentItems,
  contentReads,
  contentSignups,
  contentVersions,
  sysAccounts,
} from '../../db/schema';
import { containing } from '../../db/like';

export type ContentItemRow = typeof contentItems.$inferSelect;
export type ContentFileRow = typeof contentFiles.$inferSelect;

/** Who reads: a member of a unit, and the server's edition (audience 'edition'). */
export interface Reader {
  companyId: number;
  userId: number;
  edition: string;
}

/** The one rule of who sees what: published, inside the window, and the audience holds the reader's unit. */
function visibleTo(reader: Reader, now: Date): SQL {
  const t = contentItems;
  return and(
    eq(t.state, 'published'),
    sql`(${t.publishFrom} is null or ${t.publishFrom} <= ${now})`,
    sql`(${t.publishUntil} is null or ${t.publishUntil} > ${now})`,
    or(
      eq(t.audience, 'all'),
      and(eq(t.audience, 'edition'), eq(t.audienceEdition, reader.edition)),
      and(eq(t.audience, 'units'), sql`${reader.companyId} = any(${t.audienceUnitIds})`),
    ),
  )!;
}

const unreadBy = (reader: Reader) =>
  sql<boolean>`not exists (select 1 from ${contentReads} r where r.item_id = ${contentItems.id} and r.company_id = ${reader.companyId} and r.user_id = ${reader.userId})`;

export interface ReadFilter {
  kind: ContentKind;
  keyword?: string | undefined;
  tag?: string | undefined;
}

export interface AdminFilter {
  kind?: ContentKind | undefined;
  state?: ContentState | undefined;
  keyword?: string | undefined;
}

export const contentRepo = {
  async visiblePage(db: Db, reader: Reader, now: Date, filter: ReadFilter, offset: number, limit: number) {
    const conditions = [visibleTo(reader, now), eq(contentItems.kind, filter.kind)];
    if (filter.keyword) {
      const pattern = containing(filter.keyword);
      // Either language: an item is found by the words of whichever the reader sees (or saw before switching).
      const texts = [contentItems.title, contentItems.body, contentItems.titleEn, contentItems.bodyEn];
      conditions.push(or(...texts.map((column) => ilike(column, pattern)))!);
    }
    if (filter.tag) conditions.push(sql`${filter.tag} = any(${contentItems.tags})`);
    const where = and(...conditions);
    const rows = await db
      .select({ item: contentItems, unread: unreadBy(reader) })
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.pinned), desc(contentItems.publishedAt), desc(contentItems.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(contentItems).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** Every tag of the kind's items the reader sees, sorted. */
  async visibleTags(db: Db, reader: Reader, now: Date, kind: ContentKind): Promise<string[]> {
    const rows = await db
      .selectDistinct({ tag: sql<string>`unnest(${contentItems.tags})` })
      .from(contentItems)
      .where(and(visibleTo(reader, now), eq(contentItems.kind, kind)));
    return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b, 'zh-CN'));
  },
  async visibleById(db: Db, reader: Reader, now: Date, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select({ item: contentItems, unread: unreadBy(reader) })
      .from(contentItems)
      .where(and(visibleTo(reader, now), eq(contentItems.id, id)))
      .limit(1);
    return rows[0];
  },
  async unreadCounts(db: Db, reader: Reader, now: Date) {
    return db
      .select({ kind: contentItems.kind, n: count() })
      .from(contentItems)
      .where(and(visibleTo(reader, now), unreadBy(reader)))
      .groupBy(contentItems.kind);
  },
  async markRead(db: Db, reader: Reader, itemId: number, now: Date): Promise<void> {
    await db
      .insert(contentReads)
      .values({ itemId, companyId: reader.companyId, userId: reader.userId, readAt: now })
      .onConflictDoNothing();
  },
  async attachments(db: Db, itemId: number) {
    return (await contentRepo.attachmentsOf(db, [itemId])).map(({ itemId: _item, ...file }) => file);
  },
  /** The attachments of several items in order, each with its item's id. */
  async attachmentsOf(db: Db, itemIds: readonly number[]) {
    if (itemIds.length === 0) return [];
    return db
      .select({
        itemId: contentAttachments.itemId,
        fileId: contentFiles.id,
        name: contentFiles.name,
        size: contentFiles.size,
        contentType: contentFiles.contentType,
        downloads: contentAttachments.downloads,
      })
      .from(contentAttachments)
      .innerJoin(contentFiles, eq(contentFiles.id, contentAttachments.fileId))
      .where(inArray(contentAttachments.itemId, [...itemIds]))
      .orderBy(asc(contentAttachments.itemId), asc(contentAttachments.seq));
  },
  /** Counts a download of an item's attachment; false when the file is not attached to it. */
  async countDownload(db: Db, itemId: number, fileId: string): Promise<boolean> {
    const rows = await db
      .update(contentAttachments)
      .set({ downloads: sql`${contentAttachments.downloads} + 1` })
      .where(and(eq(contentAttachments.itemId, itemId), eq(contentAttachments.fileId, fileId)))
      .returning({ fileId: contentAttachments.fileId });
    return rows.length > 0;
  },
  async signupOf(db: Db, itemId: number, companyId: number) {
    const rows = await db
      .select()
      .from(contentSignups)
      .where(and(eq(contentSignups.itemId, itemId), eq(contentSignups.companyId, companyId)))
      .limit(1);
    return rows[0];
  },
  /** Inserts a unit's sign-up; false when the unit already has one. */
  async insertSignup(db: Db, values: typeof contentSignups.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(contentSignups)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: contentSignups.id });
    return rows.length > 0;
  },
  async signups(db: Db, itemId: number) {
    return db
      .select()
      .from(contentSignups)
      .where(eq(contentSignups.itemId, itemId))
      .orderBy(asc(contentSignups.createdAt), asc(contentSignups.id));
  },
  async companyName(db: Db, companyId: number): Promise<string> {
    const rows = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    return rows[0]?.name ?? '';
  },
  async companyNames(db: Db, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, [...ids]));
  },

  // The system side: every item, whatever its state.

  async adminPage(db: Db, filter: AdminFilter, offset: number, limit: number) {
    const conditions: SQL[] = [];
    if (filter.kind) conditions.push(eq(contentItems.kind, filter.kind));
    if (filter.state) conditions.push(eq(contentItems.state, filter.state));
    if (filter.keyword) conditions.push(ilike(contentItems.title, containing(filter.keyword)));
    const where = conditions.length ? and(...conditions) : undefined;
    const signups = sql<number>`(select count(*)::int from ${contentSignups} s where s.item_id = ${contentItems.id})`;
    const rows = await db
      .select({ item: contentItems, signups })
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.pinned), desc(contentItems.updatedAt), desc(contentItems.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(contentItems).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async sysAccountName(db: Db, id: number): Promise<string> {
    const rows = await db.select({ name: sysAccounts.realName }).from(sysAccounts).where(eq(sysAccounts.id, id));
    return rows[0]?.name ?? '';
  },
  async byId(db: Db, id: number) {
    if (!fitsInt4(id)) return undefined;
    return (await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1))[0];
  },
  async signupCount(db: Db, itemId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(contentSignups).where(eq(contentSignups.itemId, itemId));
    return row?.n ?? 0;
  },
  async insertItem(db: Db, values: typeof contentItems.$inferInsert): Promise<number> {
    const [row] = await db.insert(contentItems).values(values).returning({ id: contentItems.id });
    return row!.id;
  },
  async updateItem(db: Db, id: number, values: Partial<typeof contentItems.$inferInsert>): Promise<void> {
    await db.update(contentItems).set(values).where(eq(contentItems.id, id));
  },
  async replaceAttachments(db: Db, itemId: number, fileIds: readonly string[]): Promise<void> {
    const kept = await db
      .select({ fileId: contentAttachments.fileId, downloads: contentAttachments.downloads })
      .from(contentAttachments)
      .where(eq(contentAttachments.itemId, itemId));
    const downloads = new Map(kept.map((k) => [k.fileId, k.downloads]));
    await db.delete(contentAttachments).where(eq(contentAttachments.itemId, itemId));
    if (fileIds.length === 0) return;
    await db
      .insert(contentAttachments)
      .values(fileIds.map((fileId, seq) => ({ itemId, fileId, seq, downloads: downloads.get(fileId) ?? 0 })));
  },
  async insertVersion(db: Db, values: typeof contentVersions.$inferInsert): Promise<void> {
    await db.insert(contentVersions).values(values);
  },
  async versions(db: Db, itemId: number) {
    return db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.itemId, itemId))
      .orderBy(desc(contentVersions.version));
  },
  async files(db: Db, ids: readonly string[]): Promise<ContentFileRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(contentFiles)
      .where(inArray(contentFiles.id, [...ids]));
  },
  async fileById(db: Db, id: string): Promise<ContentFileRow | undefined> {
    return (await db.select().from(contentFiles).where(eq(contentFiles.id, id)).limit(1))[0];
  },
  async insertFile(db: Db, values: typeof contentFiles.$inferInsert): Promise<void> {
    await db.insert(contentFiles).values(values);
  },
};
