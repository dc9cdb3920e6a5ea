import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { message } from '../../../../contract';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { MessageTexts } from './texts';
import { containing } from '../../db/like';

export type MessageRow = typeof messages.$inferSelect;

/** Whose messages: every query is bound to one user in one unit, both taken from the session. */
export interface Owner {
  companyId: number;
  userId: number;
}

export interface MessageFilter {
  read?: 'all' | 'read' | 'unread' | undefined;
  type?: (typeof message.messageTypes)[number] | undefined;
  keyword?: string | undefined;
}

function ownedBy(owner: Owner): SQL {
  return and(eq(messages.companyId, owner.companyId), eq(messages.userId, owner.userId))!;
}

function whereOf(owner: Owner, filter: MessageFilter): SQL {
  const conditions: SQL[] = [ownedBy(owner)];
  if (filter.read === 'read') conditions.push(isNotNull(messages.readAt));
  if (filter.read === 'unread') conditions.push(isNull(messages.readAt));
  if (filter.type) conditions.push(eq(messages.type, filter.type));
  if (filter.keyword) {
    const pattern = containing(filter.keyword);
    // Either language: a message is found by the words of whichever the reader sees (or saw before switching).
    const texts = [messages.title, messages.content, messages.titleEn, messages.contentEn];
    conditions.push(or(...texts.map((column) => ilike(column, pattern)))!);
  }
  return and(...conditions)!;
}

export const messageRepo = {
  /** A new unread message for one user of one unit (other modules notify through it), about `target` if given. */
  async insert(
    db: Db,
    owner: Owner,
    values: MessageTexts & {
      type: MessageRow['type'];
      createdAt: Date;
      target?: message.MessageTarget | undefined;
    },
  ): Promise<void> {
    const { target, ...rest } = values;
    await db.insert(messages).values({ ...owner, ...rest, targetKind: target?.kind, targetId: target?.id });
  },
  /** One page of the owner's messages, newest first, and the number of all that match. */
  async page(db: Db, owner: Owner, filter: MessageFilter, offset: number, limit: number) {
    const where = whereOf(owner, filter);
    const rows = await db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(messages).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async countUnread(db: Db, owner: Owner): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(ownedBy(owner), isNull(messages.readAt)));
    return row?.n ?? 0;
  },
  /** Marks the owner's unread messages read: the given ids only, or all when `ids` is null. Returns how many changed. */
  async markRead(db: Db, owner: Owner, ids: number[] | null, at: Date): Promise<number> {
    const conditions = [ownedBy(owner), isNull(messages.readAt)];
    if (ids) conditions.push(inArray(messages.id, ids));
    const rows = await db
      .update(messages)
      .set({ readAt: at })
      .where(and(...conditions))
      .returning({ id: messages.id });
    return rows.length;
  },
};
